/**
 * The models offered by the chat's picker and "Select Model…": the configured model, the models a
 * local Ollama has installed, a few well-known ones per provider, the named endpoints, and the
 * editor's own models (listing them asks no consent). Choosing one writes `groundedCode.model`.
 */
import * as http from 'node:http';
import * as vscode from 'vscode';
import type { ModelOption } from '../shared/protocol';
import { listEditorModels } from './lm-provider';
import { modelHealth } from './model-health';
import { STATE_WORDS, markModels } from './model-state';
import { type ExtensionSettings, writeModel } from './settings';

const SUGGESTED: ModelOption[] = [
  { id: 'ollama/qwen2.5-coder:7b', label: 'ollama/qwen2.5-coder:7b', detail: 'Local, free, no login (default)' },
  { id: 'ollama/qwen2.5-coder:1.5b', label: 'ollama/qwen2.5-coder:1.5b', detail: 'Local, small and fast' },
  { id: 'lmstudio/qwen2.5-coder-7b-instruct', label: 'lmstudio/qwen2.5-coder-7b-instruct', detail: 'Local through LM Studio' },
  { id: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free', label: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free', detail: 'OpenRouter, free tier (key needed)' },
  { id: 'openai/gpt-4o-mini', label: 'openai/gpt-4o-mini', detail: 'OpenAI (key needed)' },
  { id: 'anthropic/claude-3-5-haiku-latest', label: 'anthropic/claude-3-5-haiku-latest', detail: 'Anthropic (key needed)' },
];

/** Installed Ollama models (`GET /api/tags`), quickly; empty when Ollama is not running. */
function ollamaModels(baseUrl: string, timeoutMs = 800): Promise<ModelOption[]> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL('/api/tags', baseUrl);
    } catch {
      resolve([]);
      return;
    }
    if (url.protocol !== 'http:') {
      resolve([]);
      return;
    }
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
        if (body.length > 1 << 20) req.destroy();
      });
      res.on('end', () => {
        try {
          const json = JSON.parse(body) as { models?: { name?: unknown }[] };
          resolve(
            (json.models ?? [])
              .map((m) => m.name)
              .filter((n): n is string => typeof n === 'string')
              .map((n) => ({ id: `ollama/${n}`, label: `ollama/${n}`, detail: 'Installed in Ollama' })),
          );
        } catch {
          resolve([]);
        }
      });
      res.on('error', () => resolve([]));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve([]));
  });
}

export async function listModels(settings: ExtensionSettings, includeEditor: boolean): Promise<ModelOption[]> {
  const [ollama, editor] = await Promise.all([
    ollamaModels(settings.providers.ollama?.baseUrl ?? 'http://127.0.0.1:11434'),
    includeEditor ? listEditorModels() : Promise.resolve([]),
  ]);
  const out = new Map<string, ModelOption>();
  out.set(settings.model, { id: settings.model, label: settings.model, detail: 'Configured default' });
  for (const m of [...ollama, ...SUGGESTED, ...editor]) if (!out.has(m.id)) out.set(m.id, m);
  // Which of them work now (Ollama down, a key missing …), as the model health last found.
  const facts = modelHealth()?.lastFacts();
  return facts ? markModels([...out.values()], facts) : [...out.values()];
}

/** The "Select Model…" quick pick; returns the chosen id after writing it to the settings. */
export async function pickModel(settings: ExtensionSettings): Promise<string | undefined> {
  const qp = vscode.window.createQuickPick<vscode.QuickPickItem & { id?: string }>();
  qp.title = 'Grounded Code: Select Model';
  qp.placeholder = 'Pick a model, or type an identifier like ollama/llama3.1:8b';
  qp.busy = true;
  qp.show();
  const other = { label: '$(edit) Enter another identifier…', alwaysShow: true };
  const endpointHints = Object.keys(settings.endpoints).map((name) => ({
    label: `${name}/…`,
    description: 'configured endpoint: type the model name after the slash',
    alwaysShow: false,
  }));
  listModels(settings, true).then(
    (models) => {
      qp.items = [
        ...models.map((m) => ({
          label: `${m.state === 'ready' ? '$(check)' : m.state ? '$(warning)' : '$(circle-outline)'} ${m.id}`,
          description: [m.id === settings.model ? '(current)' : '', m.state ? STATE_WORDS[m.state] : ''].filter(Boolean).join(' · '),
          detail: m.detail,
          id: m.id,
        })),
        ...endpointHints,
        other,
      ];
      qp.busy = false;
    },
    () => (qp.busy = false),
  );
  const chosen = await new Promise<string | undefined>((resolve) => {
    qp.onDidAccept(() => {
      const item = qp.selectedItems[0];
      const typed = qp.value.trim();
      if (item?.id) resolve(item.id);
      else if (/^[^\s/]+\/\S+$/.test(typed)) resolve(typed);
      else if (item === other || item?.label.endsWith('/…')) resolve('');
      else resolve(undefined);
      qp.hide();
    });
    qp.onDidHide(() => resolve(undefined));
  });
  qp.dispose();
  let model = chosen;
  if (model === '') {
    model = await vscode.window.showInputBox({
      title: 'Model identifier',
      prompt: '<provider>/<model_name>[:<variant>] — providers: ollama, lmstudio, openai, openrouter, anthropic, vscode, or a configured endpoint',
      value: settings.model,
      validateInput: (v) => (/^[^\s/]+\/\S+$/.test(v.trim()) ? undefined : 'Write <provider>/<model_name>[:<variant>]'),
    });
    model = model?.trim();
  }
  if (!model) return undefined;
  await writeModel(model);
  return model;
}
