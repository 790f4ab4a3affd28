/// <reference lib="dom" />
/**
 * The chat page (bundled to dist/webview/chat.js). Renders the conversation the host sends, streams answers,
 * and posts the user's actions back through the typed protocol of `src/shared/protocol.ts`.
 * Runs under a strict CSP: no inline script or style, no eval; all HTML of model output comes from
 * `renderMarkdown` (raw HTML escaped), everything else is built with DOM APIs and textContent.
 */
import {
  type HostMessage,
  MODEL_STATE_WORDS,
  type ModelOption,
  type PageMessage,
  type SetupInfo,
  type QuotaInfo,
  type Turn,
  type ViewState,
  parseHostMessage,
} from '../shared/protocol';
import { fillSetup } from './setup-view';
import { codeByTurn, fillAnswer, fillApis, fillFooter, renderTurn, setLatestCheck, setSetup } from './turn-view';
import { fillCheckPanel } from './flagged';
import { wireTranscriptActions } from './transcript-actions';

interface VsCodeApi {
  postMessage(message: PageMessage): void;
  getState(): PageState | undefined;
  setState(state: PageState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

/** What the page keeps across its own reloads (the host keeps the conversation). */
interface PageState {
  draft: string;
  view?: ViewState;
}

const vscode = acquireVsCodeApi();

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return el as T;
};

const transcript = $<HTMLDivElement>('transcript');
const input = $<HTMLTextAreaElement>('question');
const sendButton = $<HTMLButtonElement>('send');
const cancelButton = $<HTMLButtonElement>('cancel');
const newButton = $<HTMLButtonElement>('new-chat');
const modelPicker = $<HTMLSelectElement>('model-picker');
const quotaEl = $<HTMLSpanElement>('quota');
const statusEl = $<HTMLDivElement>('status');
const emptyEl = $<HTMLElement>('empty');
const setupEl = $<HTMLDivElement>('setup');
const announceEl = $<HTMLDivElement>('announce');

let view: ViewState = { turns: [], models: [], model: '', busy: false };
setLatestCheck((turn) => view.turns.filter((t) => t.role === 'assistant').at(-1)?.id === turn.id);
/** Streaming turns re-render at most once per frame. */
const pendingRender = new Set<string>();
let frameRequested = false;

// ---------------------------------------------------------------------------------------------
// State

const saved = vscode.getState();
if (saved?.draft) input.value = saved.draft;
if (saved?.view) applyState(saved.view);

function persist(): void {
  // The transcript is the host's; the page keeps a copy so a reload paints at once.
  vscode.setState({ draft: input.value, view });
}

function applyState(state: ViewState): void {
  view = { ...state, turns: state.turns.map((t) => ({ ...t })) };
  setSetup(view.setup);
  fillSetup(setupEl, view.setup);
  codeByTurn.clear();
  transcript.replaceChildren();
  for (const turn of view.turns) transcript.append(renderTurn(turn));
  renderModels(view.models, view.model);
  renderQuota(view.quota);
  setBusy(view.busy);
  setStatus(view.status ?? '');
  updateEmpty();
  scrollToEnd(true);
}

function findTurn(id: string): Turn | undefined {
  return view.turns.find((t) => t.id === id);
}

// ---------------------------------------------------------------------------------------------
// Rendering

function rerender(id: string): void {
  const turn = findTurn(id);
  const el = transcript.querySelector<HTMLElement>(`[data-turn-id="${CSS.escape(id)}"]`);
  if (!turn || !el) return;
  keepingFocus(el, () => {
    const body = el.querySelector<HTMLElement>('.answer');
    const details = el.querySelector<HTMLDetailsElement>('details.apis');
    const footer = el.querySelector<HTMLElement>('.turn-status');
    const check = el.querySelector<HTMLElement>('.api-check');
    if (body) fillAnswer(body, turn);
    if (check) fillCheckPanel(check, turn);
    if (details) {
      const open = details.open;
      fillApis(details, turn);
      details.open = open;
    }
    if (footer) fillFooter(footer, turn);
  });
}

/**
 * Redrawing replaces buttons: focus inside `container` goes back to the control at the same place.
 * Any redraw may come after one that moved focus (a frame's pending render after an error focused
 * its first action), so every redraw keeps it, not only some.
 */
function keepingFocus(container: HTMLElement, redraw: () => void): void {
  const focused = document.activeElement instanceof HTMLElement && container.contains(document.activeElement) ? document.activeElement : undefined;
  const controls = () => Array.from(container.querySelectorAll<HTMLElement>('button, summary, a[href]'));
  const at = focused ? controls().indexOf(focused) : -1;
  redraw();
  if (at < 0 || !focused || focused.isConnected) return;
  const list = controls();
  (list[Math.min(at, list.length - 1)] ?? input).focus();
}

function scheduleRender(id: string): void {
  pendingRender.add(id);
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(() => {
    frameRequested = false;
    const nearEnd = isNearEnd();
    for (const t of pendingRender) rerender(t);
    pendingRender.clear();
    if (nearEnd) scrollToEnd(false);
  });
}

/** New setup facts: the welcome and every failed answer's actions follow them. */
function applySetup(setup: SetupInfo): void {
  view.setup = setup;
  setSetup(setup);
  keepingFocus(setupEl, () => fillSetup(setupEl, setup));
  for (const t of view.turns) if (t.status === 'error') rerender(t.id);
}

/** Says something to screen readers without showing it twice on screen. */
function announce(text: string): void {
  announceEl.textContent = '';
  // A change of content is what a live region announces; clear first so a repeat is announced too.
  setTimeout(() => (announceEl.textContent = text), 50);
}

function renderModels(models: ModelOption[], selected: string): void {
  modelPicker.replaceChildren();
  const list = models.some((m) => m.id === selected) || !selected ? models : [{ id: selected, label: selected }, ...models];
  for (const m of list) {
    const opt = document.createElement('option');
    opt.value = m.id;
    opt.textContent = m.state && m.state !== 'ready' ? `${m.label} — ${MODEL_STATE_WORDS[m.state]}` : m.state === 'ready' ? `${m.label} ✓` : m.label;
    opt.dataset.state = m.state ?? '';
    if (m.detail) opt.title = m.detail;
    opt.selected = m.id === selected;
    modelPicker.append(opt);
  }
  const more = document.createElement('option');
  more.value = '__more__';
  more.textContent = 'Other model…';
  modelPicker.append(more);
  modelPicker.title = selected ? `Model: ${selected}` : 'Model';
}

function renderQuota(q: QuotaInfo | undefined): void {
  if (!q || !q.limit) {
    quotaEl.textContent = '';
    quotaEl.title = '';
    return;
  }
  quotaEl.textContent = `${q.remaining}/${q.limit} left`;
  quotaEl.title = `${q.used} of ${q.limit} requests used in the last 24 hours`;
  quotaEl.classList.toggle('low', q.remaining <= Math.max(1, Math.floor(q.limit / 10)));
}

function setBusy(busy: boolean): void {
  view.busy = busy;
  sendButton.disabled = busy;
  cancelButton.hidden = !busy;
  sendButton.hidden = busy;
  transcript.setAttribute('aria-busy', busy ? 'true' : 'false');
}

function setStatus(text: string, level: 'info' | 'error' = 'info'): void {
  statusEl.textContent = text;
  statusEl.classList.toggle('error', level === 'error');
}

function updateEmpty(): void {
  emptyEl.hidden = view.turns.length > 0;
}

function isNearEnd(): boolean {
  return transcript.scrollHeight - transcript.scrollTop - transcript.clientHeight < 80;
}

function scrollToEnd(force: boolean): void {
  if (force || isNearEnd()) transcript.scrollTop = transcript.scrollHeight;
}

function autosize(): void {
  input.style.height = 'auto';
  input.style.height = `${Math.min(input.scrollHeight, 200)}px`;
}

// ---------------------------------------------------------------------------------------------
// Host messages

window.addEventListener('message', (event: MessageEvent) => {
  const msg = parseHostMessage(event.data);
  if (msg) handle(msg);
});

function handle(msg: HostMessage): void {
  switch (msg.method) {
    case 'state/restore':
      applyState(msg.state);
      break;
    case 'chat/turn': {
      const existing = findTurn(msg.turn.id);
      if (existing) {
        Object.assign(existing, msg.turn);
        rerender(msg.turn.id);
      } else {
        view.turns.push({ ...msg.turn });
        // A new answer takes over the ways out an earlier failed one offered.
        if (msg.turn.role === 'assistant') for (const t of view.turns) if (t.status === 'error' && t.id !== msg.turn.id) rerender(t.id);
        transcript.append(renderTurn(msg.turn));
        scrollToEnd(true);
      }
      if (msg.turn.status === 'streaming') setBusy(true);
      updateEmpty();
      break;
    }
    case 'chat/start': {
      const turn = findTurn(msg.id);
      if (!turn) break;
      turn.apis = msg.apis;
      turn.lang = msg.lang;
      turn.autoDetected = msg.autoDetected;
      if (msg.quota) {
        view.quota = msg.quota;
        renderQuota(msg.quota);
      }
      setStatus('');
      scheduleRender(msg.id);
      break;
    }
    case 'chat/delta': {
      const turn = findTurn(msg.id);
      if (!turn) break;
      turn.content += msg.text;
      scheduleRender(msg.id);
      return; // no persist per delta
    }
    case 'chat/done': {
      const turn = findTurn(msg.id);
      if (turn) {
        turn.content = msg.content;
        turn.status = 'done';
        if (msg.flagged?.length) turn.flagged = msg.flagged;
        rerender(msg.id);
      }
      if (msg.quota) {
        view.quota = msg.quota;
        renderQuota(msg.quota);
      }
      setBusy(false);
      setStatus('');
      input.focus();
      break;
    }
    case 'chat/error': {
      const turn = findTurn(msg.id);
      if (turn) {
        turn.status = 'error';
        turn.error = msg.message;
        if (msg.code) turn.errorCode = msg.code;
        rerender(msg.id);
      }
      setBusy(false);
      // Shown once, under the answer; the status line stays quiet and screen readers hear it.
      setStatus('');
      const el = transcript.querySelector<HTMLElement>(`[data-turn-id="${CSS.escape(msg.id)}"]`);
      const first = el?.querySelector<HTMLButtonElement>('.turn-status button.setup-action');
      announce(`The answer failed: ${msg.message}${first ? ' Ways to a working model follow.' : ''}`);
      if (first) first.focus();
      scrollToEnd(true);
      break;
    }
    case 'chat/cancelled': {
      const turn = findTurn(msg.id);
      if (turn) {
        turn.status = 'cancelled';
        rerender(msg.id);
      }
      setBusy(false);
      setStatus('Cancelled.');
      break;
    }
    case 'model/list':
      view.models = msg.models;
      view.model = msg.model;
      renderModels(msg.models, msg.model);
      break;
    case 'quota/update':
      view.quota = msg.quota;
      renderQuota(msg.quota);
      break;
    case 'status':
      view.status = msg.text;
      setStatus(msg.text, msg.level);
      return;
    case 'setup/update':
      applySetup(msg.setup);
      break;
    case 'setup/done':
      setStatus(msg.text);
      announce(msg.text);
      return;
    case 'input/set':
      input.value = msg.text;
      autosize();
      input.focus();
      break;
  }
  persist();
}

// ---------------------------------------------------------------------------------------------
// User actions

function send(): void {
  const question = input.value.trim();
  if (!question || view.busy) return;
  vscode.postMessage({ method: 'chat/send', question });
  input.value = '';
  autosize();
  setBusy(true);
  setStatus('Generating…');
  persist();
}

input.addEventListener('keydown', (e: KeyboardEvent) => {
  if (e.key === 'Enter' && !e.shiftKey && !e.isComposing && !e.altKey && !e.ctrlKey && !e.metaKey) {
    e.preventDefault();
    send();
  } else if (e.key === 'Escape' && view.busy) {
    e.preventDefault();
    vscode.postMessage({ method: 'chat/cancel' });
  }
});
input.addEventListener('input', () => {
  autosize();
  persist();
});
sendButton.addEventListener('click', send);
cancelButton.addEventListener('click', () => vscode.postMessage({ method: 'chat/cancel' }));
newButton.addEventListener('click', () => vscode.postMessage({ method: 'chat/new' }));
modelPicker.addEventListener('change', () => {
  const value = modelPicker.value;
  if (value === '__more__') {
    renderModels(view.models, view.model); // put the selection back until the host confirms
    vscode.postMessage({ method: 'model/pick' });
  } else if (value) {
    view.model = value;
    vscode.postMessage({ method: 'model/select', model: value });
    persist();
  }
});

wireTranscriptActions({
  transcript,
  empty: emptyEl,
  post: (message) => vscode.postMessage(message),
  canReask: () => !view.busy,
  onReaskSent: () => {
    setBusy(true);
    setStatus('Asking again with real APIs…');
  },
});

autosize();
vscode.postMessage({ method: 'ready' });
