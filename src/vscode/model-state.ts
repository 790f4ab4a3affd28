/**
 * What the user has, and what that means for a model: from facts gathered by `model-health.ts` (a
 * running Ollama and its models, LM Studio, the editor's models, which providers have a key) to a
 * model's state, the "found" lines of the welcome and the setup actions offered as buttons. Pure (no
 * `vscode`): unit-tested.
 */
import { MODEL_STATE_WORDS, type ModelHealth, type ModelOption, type ModelState, type SetupAction, type SetupInfo } from '../shared/protocol';

export const DEFAULT_OLLAMA_MODEL = 'qwen2.5-coder:7b';

/** Providers whose requests need a key, and a model to suggest once a key is there. */
export const KEYED_PROVIDERS: Record<string, { label: string; suggested: string }> = {
  openai: { label: 'OpenAI', suggested: 'openai/gpt-4o-mini' },
  anthropic: { label: 'Anthropic', suggested: 'anthropic/claude-3-5-haiku-latest' },
  openrouter: { label: 'OpenRouter', suggested: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free' },
};

export interface ModelFacts {
  ollama: { baseUrl: string; reachable: boolean; models: string[] };
  lmstudio: { baseUrl: string; reachable: boolean };
  /** The editor's models (`vscode/<vendor>:<family>` ids with their names). */
  editorModels: ModelOption[];
  /** Providers with a key, and where it is: 'stored' (SecretStorage) or the environment variable. */
  keys: Record<string, string>;
  /** Named OpenAI-compatible endpoints from the settings. */
  endpoints: string[];
  /** The last failure of a model since it last answered (cleared by a success or a change). */
  failures: Record<string, string>;
}

function splitModel(model: string): { provider: string; name: string } {
  const i = model.indexOf('/');
  return i < 0 ? { provider: model, name: '' } : { provider: model.slice(0, i), name: model.slice(i + 1) };
}

/** Ollama's own rule: a name without a tag is `:latest`. */
function ollamaHas(models: string[], name: string): boolean {
  const want = name.includes(':') ? name : `${name}:latest`;
  return models.some((m) => m === want || m === name);
}

export const pullCommand = (name: string) => `ollama pull ${name}`;

/** The state of one model, and why, from the facts. */
export function assessModel(model: string, facts: ModelFacts): ModelHealth {
  const { provider, name } = splitModel(model);
  const at = (state: ModelState, detail: string): ModelHealth => ({ model, state, detail });
  let health: ModelHealth;
  if (provider === 'ollama') {
    if (!facts.ollama.reachable) health = at('unreachable', `Ollama is not reachable at ${facts.ollama.baseUrl}: start it, or choose another model.`);
    else if (!ollamaHas(facts.ollama.models, name)) health = at('not-installed', `Ollama is running but has no ${name}: run "${pullCommand(name)}".`);
    else health = at('ready', `Installed in Ollama at ${facts.ollama.baseUrl}.`);
  } else if (provider === 'lmstudio') {
    health = facts.lmstudio.reachable
      ? at('ready', `LM Studio answers at ${facts.lmstudio.baseUrl}.`)
      : at('unreachable', `LM Studio is not reachable at ${facts.lmstudio.baseUrl}: start its server, or choose another model.`);
  } else if (provider === 'vscode') {
    const m = facts.editorModels.find((e) => e.id === model);
    health = m
      ? at('ready', `${m.label}: the editor asks for your consent on first use.`)
      : at('unavailable', `The editor has no language model "${name}" (is its extension installed and signed in?).`);
  } else if (KEYED_PROVIDERS[provider]) {
    const source = facts.keys[provider];
    health = source
      ? at('ready', `${KEYED_PROVIDERS[provider]!.label} key ${source === 'stored' ? 'stored in the keychain' : `from ${source}`}.`)
      : at('key-missing', `No ${KEYED_PROVIDERS[provider]!.label} key: set one with "Set API Key…".`);
  } else if (facts.endpoints.includes(provider)) {
    health = at('ready', `Endpoint "${provider}" from groundedCode.endpoints.`);
  } else {
    health = at('unavailable', `No provider or endpoint named "${provider}".`);
  }
  const failure = facts.failures[model];
  if (health.state === 'ready' && failure) return at('failing', `The last request failed: ${failure}`);
  return health;
}

/** Short words for a state, for the picker and the status bar. */
export const STATE_WORDS = MODEL_STATE_WORDS;

/** Marks each option with its state (the picker shows which models work now). */
export function markModels(models: ModelOption[], facts: ModelFacts): ModelOption[] {
  return models.map((m) => ({ ...m, state: assessModel(m.id, facts).state }));
}

/** The welcome's lines about what was found. */
export function foundLines(facts: ModelFacts): string[] {
  const lines: string[] = [];
  const n = facts.ollama.models.length;
  lines.push(
    facts.ollama.reachable
      ? `Ollama is running at ${facts.ollama.baseUrl} with ${n} model${n === 1 ? '' : 's'}${n ? `: ${facts.ollama.models.slice(0, 4).join(', ')}${n > 4 ? ', …' : ''}` : ''}.`
      : `Ollama is not running at ${facts.ollama.baseUrl}.`,
  );
  if (facts.lmstudio.reachable) lines.push(`LM Studio is running at ${facts.lmstudio.baseUrl}.`);
  const e = facts.editorModels.length;
  lines.push(e ? `The editor offers ${e} language model${e === 1 ? '' : 's'}: ${facts.editorModels.slice(0, 3).map((m) => m.label.replace(/ \(editor\)$/, '')).join(', ')}${e > 3 ? ', …' : ''}.` : 'The editor offers no language model (GitHub Copilot, for one, adds some).');
  const keyed = Object.keys(KEYED_PROVIDERS).filter((p) => facts.keys[p]);
  lines.push(keyed.length ? `API keys: ${keyed.map((p) => `${KEYED_PROVIDERS[p]!.label} (${facts.keys[p] === 'stored' ? 'keychain' : facts.keys[p]})`).join(', ')}.` : 'No API key is stored or set in the environment.');
  return lines;
}

/**
 * The ways to a working model, most direct first: a model that is ready now (the editor's, an
 * installed Ollama model, a provider with a key), then pulling the default Ollama model, setting a
 * key, picking any model. The configured model itself is left out when it is ready.
 */
export function setupActions(current: string, facts: ModelFacts): SetupAction[] {
  const actions: SetupAction[] = [];
  const ready = (model: string) => model !== current && assessModel(model, facts).state === 'ready';
  for (const m of facts.editorModels.slice(0, 2)) {
    if (ready(m.id)) actions.push({ kind: 'use-model', model: m.id, label: `Use ${m.label.replace(/ \(editor\)$/, '')} (editor)`, detail: 'The editor’s own model: no setup; it asks for consent on first use.' });
  }
  for (const name of facts.ollama.models.slice(0, 2)) {
    const id = `ollama/${name}`;
    if (ready(id)) actions.push({ kind: 'use-model', model: id, label: `Use ${id}`, detail: 'Installed in your Ollama: local and free.' });
  }
  for (const [provider, p] of Object.entries(KEYED_PROVIDERS)) {
    if (facts.keys[provider] && ready(p.suggested)) actions.push({ kind: 'use-model', model: p.suggested, label: `Use ${p.suggested}`, detail: `Your ${p.label} key is set.` });
  }
  const defaultId = `ollama/${DEFAULT_OLLAMA_MODEL}`;
  if (!ollamaHas(facts.ollama.models, DEFAULT_OLLAMA_MODEL)) {
    const cmd = pullCommand(DEFAULT_OLLAMA_MODEL);
    if (facts.ollama.reachable) {
      actions.push({ kind: 'terminal', text: cmd, label: `Pull ${DEFAULT_OLLAMA_MODEL} in a terminal`, detail: `About 4.7 GB; the default model ${defaultId} then works.` });
    }
    actions.push({
      kind: 'copy',
      text: cmd,
      label: 'Copy the Ollama pull command',
      detail: facts.ollama.reachable ? 'Run it in a terminal: local, free, no login.' : 'Install Ollama from ollama.com and start it, then run this: local, free, no login.',
    });
  } else if (ready(defaultId)) {
    actions.push({ kind: 'use-model', model: defaultId, label: `Use ${defaultId}`, detail: 'The default model, installed in your Ollama.' });
  }
  const { provider } = splitModel(current);
  actions.push(
    KEYED_PROVIDERS[provider] && !facts.keys[provider]
      ? { kind: 'set-key', provider, label: `Set the ${KEYED_PROVIDERS[provider]!.label} API key…`, detail: 'Stored in the OS keychain, never in settings.' }
      : { kind: 'set-key', label: 'Set an API key…', detail: 'OpenAI, Anthropic, OpenRouter or an endpoint; stored in the OS keychain.' },
  );
  actions.push({ kind: 'pick', label: 'Pick another model…', detail: 'Any provider, installed Ollama models, or an identifier.' });
  return actions;
}

export function setupInfo(current: string, facts: ModelFacts): SetupInfo {
  return { health: assessModel(current, facts), found: foundLines(facts), actions: setupActions(current, facts) };
}
