/**
 * The typed message protocol between the extension host (`src/vscode/chat-view.ts`) and the chat
 * page (`src/webview/main.ts`). Method strings name the direction-free topic (`chat/send`,
 * `chat/delta`, …). Pure: imported by both sides, no `vscode`, no DOM.
 *
 * Every message the host receives comes from a page that runs model output, so the host validates it
 * with `parsePageMessage` before acting on it; the page validates host messages with
 * `parseHostMessage` (cheap, and it keeps a stale page from crashing on a newer host).
 */

/** Mirrors the service's `quota` object (daily window). */
export interface QuotaInfo {
  used: number;
  limit: number;
  remaining: number;
}

/** One retrieved API as shown under an answer. */
export interface ApiRef {
  lib: string;
  name: string;
  sig: string;
  kind?: string;
  doc?: string;
}

/** A name the hallucination guard flagged in an answer's code (see src/core/check). */
export interface FlaggedName {
  /** As the code writes it (`np.meam`, `nlltk`): what the page marks. */
  written: string;
  /** Full name (`numpy.meam`) or the package (`nlltk`). */
  name: string;
  kind: 'invented' | 'unknown_library';
  /** Nearest real names (invented), or the library a typosquat imitates. */
  suggestions: string[];
}

export type TurnStatus = 'streaming' | 'done' | 'error' | 'cancelled';

/** One turn of the conversation; the host keeps the list in workspaceState. */
export interface Turn {
  id: string;
  role: 'user' | 'assistant';
  /** Markdown for assistant turns, plain text for user turns. */
  content: string;
  /** Assistant turns only. */
  status?: TurnStatus;
  apis?: ApiRef[];
  lang?: string;
  autoDetected?: boolean;
  model?: string;
  /** Readable error message when status is `error`. */
  error?: string;
  /** The service's error code when status is `error` (`upstream_error`, `rate_limited`, …). */
  errorCode?: string;
  /** Names the hallucination guard flagged in the answer's code (absent: not checked or nothing flagged). */
  flagged?: FlaggedName[];
}

/** Whether a model can answer now, as far as can be told without asking it. */
export type ModelState = 'ready' | 'unreachable' | 'key-missing' | 'not-installed' | 'unavailable' | 'failing' | 'checking';

/** Short words for a state, for the picker and the status bar. */
export const MODEL_STATE_WORDS: Record<ModelState, string> = {
  ready: 'ready',
  unreachable: 'unreachable',
  'key-missing': 'key missing',
  'not-installed': 'not installed',
  unavailable: 'unavailable',
  failing: 'failing',
  checking: 'checking…',
};

export interface ModelHealth {
  model: string;
  state: ModelState;
  /** One sentence saying why (the address, the key's source, the command to run). */
  detail: string;
}

/** One thing the user can do to get a working model; the page shows each as a button. */
export type SetupAction =
  | { kind: 'use-model'; model: string; label: string; detail?: string }
  | { kind: 'copy'; text: string; label: string; detail?: string }
  | { kind: 'terminal'; text: string; label: string; detail?: string }
  | { kind: 'set-key'; provider?: string; label: string; detail?: string }
  | { kind: 'pick'; label: string; detail?: string };

/** What the welcome and a failed answer offer: the configured model's health and the ways out. */
export interface SetupInfo {
  health: ModelHealth;
  /** What was found, one short line each ("Ollama is running with 2 models", …). */
  found: string[];
  actions: SetupAction[];
}

/** Error codes that mean "this model cannot answer": the setup actions are offered with them. */
export const MODEL_ERROR_CODES: readonly string[] = ['upstream_error', 'config_unavailable'];

export interface ModelOption {
  /** A model identifier, e.g. `ollama/qwen2.5-coder:7b` or `vscode/copilot:gpt-4o`. */
  id: string;
  label: string;
  detail?: string;
  /** Set when known: whether the model works now. */
  state?: ModelState;
}

// ---------------------------------------------------------------------------------------------
// Page → host
// ---------------------------------------------------------------------------------------------

export type PageMessage =
  | { method: 'ready' }
  | { method: 'chat/send'; question: string }
  | { method: 'chat/cancel' }
  /** Ask again with the flagged names of an answer and their real alternatives added to the question. */
  | { method: 'chat/reask'; turnId: string }
  | { method: 'chat/new' }
  | { method: 'code/insert'; code: string; lang?: string }
  | { method: 'code/copy'; code: string }
  | { method: 'model/select'; model: string }
  | { method: 'model/pick' }
  | { method: 'setup/run'; action: SetupAction }
  | { method: 'setup/refresh' };

// ---------------------------------------------------------------------------------------------
// Host → page
// ---------------------------------------------------------------------------------------------

export interface ViewState {
  turns: Turn[];
  models: ModelOption[];
  model: string;
  quota?: QuotaInfo;
  /** True while an answer is streaming. */
  busy: boolean;
  /** A line for the status area (progress, server state). */
  status?: string;
  /** The model's health and the setup actions, once checked. */
  setup?: SetupInfo;
}

export type HostMessage =
  | { method: 'state/restore'; state: ViewState }
  | { method: 'chat/turn'; turn: Turn }
  | { method: 'chat/start'; id: string; apis: ApiRef[]; lang: string; autoDetected: boolean; quota?: QuotaInfo }
  | { method: 'chat/delta'; id: string; text: string }
  | { method: 'chat/done'; id: string; content: string; quota?: QuotaInfo; flagged?: FlaggedName[] }
  | { method: 'chat/error'; id: string; message: string; code?: string }
  | { method: 'chat/cancelled'; id: string }
  | { method: 'model/list'; models: ModelOption[]; model: string }
  | { method: 'quota/update'; quota: QuotaInfo }
  | { method: 'status'; text: string; level?: 'info' | 'error' }
  | { method: 'input/set'; text: string }
  | { method: 'setup/update'; setup: SetupInfo }
  | { method: 'setup/done'; text: string };

/** Question length limit of the service (Unicode code points). */
export const MAX_QUESTION_CHARS = 4000;
/** Bound on code the page may ask the host to insert or copy (1 MiB of UTF-16). */
export const MAX_CODE_CHARS = 1 << 20;
const MAX_MODEL_CHARS = 300;

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function str(x: unknown, max: number): x is string {
  return typeof x === 'string' && x.length <= max;
}

/** Validates a message from the page; undefined for anything malformed or unknown. */
export function parsePageMessage(raw: unknown): PageMessage | undefined {
  if (!isObj(raw) || typeof raw.method !== 'string') return undefined;
  switch (raw.method) {
    case 'ready':
    case 'chat/cancel':
    case 'chat/new':
    case 'model/pick':
    case 'setup/refresh':
      return { method: raw.method };
    case 'setup/run': {
      const action = parseSetupAction(raw.action);
      return action ? { method: 'setup/run', action } : undefined;
    }
    case 'chat/send':
      // Allow some slack over the limit: the service answers the over-long case with its own error.
      if (!str(raw.question, MAX_QUESTION_CHARS * 4) || raw.question.trim() === '') return undefined;
      return { method: 'chat/send', question: raw.question };
    case 'chat/reask':
      return str(raw.turnId, 200) && raw.turnId !== '' ? { method: 'chat/reask', turnId: raw.turnId } : undefined;
    case 'code/insert':
      if (!str(raw.code, MAX_CODE_CHARS)) return undefined;
      if (raw.lang !== undefined && !str(raw.lang, 64)) return undefined;
      return raw.lang === undefined
        ? { method: 'code/insert', code: raw.code }
        : { method: 'code/insert', code: raw.code, lang: raw.lang };
    case 'code/copy':
      if (!str(raw.code, MAX_CODE_CHARS)) return undefined;
      return { method: 'code/copy', code: raw.code };
    case 'model/select':
      if (!str(raw.model, MAX_MODEL_CHARS) || !/^[^\s/]+\/\S+$/.test(raw.model)) return undefined;
      return { method: 'model/select', model: raw.model };
    default:
      return undefined;
  }
}

const HOST_METHODS = new Set<HostMessage['method']>([
  'state/restore',
  'chat/turn',
  'chat/start',
  'chat/delta',
  'chat/done',
  'chat/error',
  'chat/cancelled',
  'model/list',
  'quota/update',
  'status',
  'input/set',
  'setup/update',
  'setup/done',
]);

/** Checks the envelope of a message from the host (the host is trusted; this guards against drift). */
export function parseHostMessage(raw: unknown): HostMessage | undefined {
  if (!isObj(raw) || typeof raw.method !== 'string') return undefined;
  if (!HOST_METHODS.has(raw.method as HostMessage['method'])) return undefined;
  switch (raw.method) {
    case 'chat/delta':
      return typeof raw.id === 'string' && typeof raw.text === 'string' ? (raw as HostMessage) : undefined;
    case 'state/restore':
      return isObj(raw.state) && Array.isArray(raw.state.turns) ? (raw as HostMessage) : undefined;
    case 'quota/update':
      return isQuota(raw.quota) ? (raw as HostMessage) : undefined;
    default:
      return raw as HostMessage;
  }
}

const MODEL_ID = /^[^\s/]+\/\S+$/;
const PROVIDER = /^[a-z][a-z0-9-]*$/;

/**
 * Validates a setup action coming back from the page. The page only echoes actions the host sent,
 * but it runs model output: a command or model id it sends is checked like typed input.
 */
export function parseSetupAction(x: unknown): SetupAction | undefined {
  if (!isObj(x) || !str(x.label, 200)) return undefined;
  const detail = x.detail === undefined ? {} : str(x.detail, 500) ? { detail: x.detail } : undefined;
  if (!detail) return undefined;
  const base = { label: x.label, ...detail };
  switch (x.kind) {
    case 'use-model':
      return str(x.model, MAX_MODEL_CHARS) && MODEL_ID.test(x.model) ? { kind: 'use-model', model: x.model, ...base } : undefined;
    case 'copy':
      return str(x.text, 1000) ? { kind: 'copy', text: x.text, ...base } : undefined;
    case 'terminal':
      // Only the pull of an Ollama model may be typed into a terminal.
      return str(x.text, 300) && /^ollama pull [\w.:/-]+$/.test(x.text) ? { kind: 'terminal', text: x.text, ...base } : undefined;
    case 'set-key':
      if (x.provider === undefined) return { kind: 'set-key', ...base };
      return str(x.provider, 64) && PROVIDER.test(x.provider) ? { kind: 'set-key', provider: x.provider, ...base } : undefined;
    case 'pick':
      return { kind: 'pick', ...base };
    default:
      return undefined;
  }
}

export function isQuota(x: unknown): x is QuotaInfo {
  return (
    isObj(x) &&
    Number.isFinite(x.used) &&
    Number.isFinite(x.limit) &&
    Number.isFinite(x.remaining)
  );
}

/** Persisted conversation: keeps the most recent turns, and bounds each turn's size. */
export const MAX_KEPT_TURNS = 60;
export const MAX_KEPT_TURN_CHARS = 40_000;

export function trimConversation(turns: readonly Turn[]): Turn[] {
  return turns.slice(-MAX_KEPT_TURNS).map((t) =>
    t.content.length > MAX_KEPT_TURN_CHARS ? { ...t, content: t.content.slice(0, MAX_KEPT_TURN_CHARS) } : t,
  );
}

/** What a service request carries as history: completed turns only, the last `max` entries. */
export function historyFromTurns(
  turns: readonly Turn[],
  max = 6,
): { role: 'user' | 'assistant'; content: string }[] {
  const out: { role: 'user' | 'assistant'; content: string }[] = [];
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    if (t.role === 'user') {
      // A user turn whose answer failed or was cancelled is left out, with that answer.
      const next = turns[i + 1];
      if (next && next.role === 'assistant' && next.status !== 'done') continue;
      if (!next) continue;
      out.push({ role: 'user', content: clip(t.content) });
    } else if (t.status === 'done' && t.content.trim() !== '') {
      out.push({ role: 'assistant', content: clip(t.content) });
    }
  }
  return out.slice(-max);
}

function clip(s: string): string {
  // The service bounds history content at 4,000 code points.
  const cps = Array.from(s);
  return cps.length > MAX_QUESTION_CHARS ? cps.slice(0, MAX_QUESTION_CHARS).join('') : s;
}

/** The flagged names of a check report, for the page and the Generate Code warning. */
export function flaggedNames(report: {
  calls: ReadonlyArray<{ name: string; written: string; status: string; suggestions: readonly string[] }>;
  unknown_libraries: ReadonlyArray<{ name: string; imitates?: string }>;
} | null | undefined): FlaggedName[] {
  if (!report) return [];
  const out: FlaggedName[] = [];
  for (const u of report.unknown_libraries) {
    out.push({ written: u.name, name: u.name, kind: 'unknown_library', suggestions: u.imitates ? [u.imitates] : [] });
  }
  for (const c of report.calls) {
    if (c.status === 'invented') out.push({ written: c.written, name: c.name, kind: 'invented', suggestions: [...c.suggestions] });
  }
  return out;
}

/** One line a person (or a screen reader) reads about a flagged name. */
export function describeFlagged(f: FlaggedName): string {
  if (f.kind === 'unknown_library') {
    return f.suggestions.length
      ? `${f.name} is not a known package; it is one or two letters from ${f.suggestions[0]} (possibly a typosquat)`
      : `${f.name} is not in the knowledge base nor a known published package`;
  }
  return `${f.name} does not exist in its library${f.suggestions.length ? `; real: ${f.suggestions.join(', ')}` : ''}`;
}

/**
 * The question of "Ask again with real APIs": the original question, then the flagged names and
 * their real alternatives, so the model is told what not to use and what exists instead.
 */
export function reaskQuestion(question: string, flagged: readonly FlaggedName[]): string {
  const lines = flagged.map((f) => `- ${describeFlagged(f)}`);
  const note =
    `\n\nYour previous answer used names that do not exist:\n${lines.join('\n')}\n` +
    'Answer again using only real APIs (the suggested ones where they fit) and published packages.';
  // The service bounds a question at 4,000 code points: the note is cut before the question is.
  const room = MAX_QUESTION_CHARS - Array.from(question).length;
  return room > 40 ? question + Array.from(note).slice(0, room).join('') : question;
}
