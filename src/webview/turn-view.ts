/// <reference lib="dom" />
/**
 * How one turn of the conversation is drawn: the question, or the answer with its retrieved APIs
 * (collapsible), the rendered Markdown and a status footer. Model output only reaches the DOM through
 * `renderMarkdown` (raw HTML escaped); everything else is built with DOM APIs and textContent.
 */
import type { ApiRef, SetupInfo, Turn } from '../shared/protocol';
import { fillCheckPanel, markFlagged } from './flagged';
import { type CodeBlock, closeOpenFence, renderMarkdown } from './markdown';
import { isModelFailure, renderActions } from './setup-view';

/** Whether a turn is the conversation's last answer (set by the page, which holds the turns). */
let isLatest: (turn: Turn) => boolean = () => true;
export function setLatestCheck(check: (turn: Turn) => boolean): void {
  isLatest = check;
}

/** The latest setup actions, offered under an answer that failed because its model cannot answer. */
let setup: SetupInfo | undefined;
export function setSetup(info: SetupInfo | undefined): void {
  setup = info;
}

/** Code blocks per rendered assistant turn, so buttons act on the model's text, not the DOM's. */
export const codeByTurn = new Map<string, CodeBlock[]>();

export function renderTurn(turn: Turn): HTMLElement {
  const el = document.createElement('div');
  el.className = `message ${turn.role}`;
  el.dataset.testid = 'message';
  el.dataset.role = turn.role;
  el.dataset.turnId = turn.id;

  const who = document.createElement('div');
  who.className = 'who';
  who.textContent = turn.role === 'user' ? 'You' : turn.model ? `Answer · ${turn.model}` : 'Answer';
  el.append(who);

  if (turn.role === 'user') {
    const body = document.createElement('div');
    body.className = 'question';
    body.textContent = turn.content;
    el.append(body);
    return el;
  }

  const apis = document.createElement('details');
  apis.className = 'apis';
  apis.dataset.testid = 'apis';
  el.append(apis);
  fillApis(apis, turn);

  const body = document.createElement('div');
  body.className = 'answer';
  body.dataset.testid = 'answer';
  body.setAttribute('aria-live', 'polite');
  body.setAttribute('tabindex', '0');
  body.setAttribute('role', 'article');
  el.append(body);
  fillAnswer(body, turn);

  const check = document.createElement('div');
  check.className = 'api-check';
  check.dataset.testid = 'api-check';
  check.setAttribute('role', 'status');
  el.append(check);
  fillCheckPanel(check, turn);

  const footer = document.createElement('div');
  footer.className = 'turn-status';
  el.append(footer);
  fillFooter(footer, turn);
  return el;
}

export function fillApis(details: HTMLDetailsElement, turn: Turn): void {
  const apis: ApiRef[] = turn.apis ?? [];
  details.replaceChildren();
  const summary = document.createElement('summary');
  if (turn.status === 'streaming' && !turn.apis) summary.textContent = 'Searching the knowledge base…';
  else if (apis.length === 0) summary.textContent = 'No confident API match: answered without grounding';
  else summary.textContent = `${apis.length} API${apis.length === 1 ? '' : 's'} from the knowledge base${turn.lang ? ` · ${turn.lang}${turn.autoDetected ? ' (detected)' : ''}` : ''}`;
  details.append(summary);
  if (!apis.length) return;
  const list = document.createElement('ul');
  for (const api of apis) {
    const li = document.createElement('li');
    const sig = document.createElement('code');
    sig.textContent = api.sig || api.name;
    li.append(sig);
    if (api.lib) {
      const lib = document.createElement('span');
      lib.className = 'lib';
      lib.textContent = api.lib;
      li.append(' ', lib);
    }
    // The doc line shows on hover (title) and is read with the signature when the item has focus.
    li.tabIndex = 0;
    li.title = api.doc ? `${api.sig || api.name}\n${api.doc}` : api.sig || api.name;
    li.setAttribute('aria-label', `${api.sig || api.name}${api.lib ? `, ${api.lib}` : ''}${api.doc ? `. ${api.doc}` : ''}`);
    list.append(li);
  }
  details.append(list);
}

export function fillAnswer(body: HTMLElement, turn: Turn): void {
  const source = turn.status === 'streaming' ? closeOpenFence(turn.content) : turn.content;
  const { html, codeBlocks } = renderMarkdown(source);
  // Safe: markdown-it with html:false escapes every raw tag; links are validated in markdown.ts.
  body.innerHTML = html;
  codeByTurn.set(turn.id, codeBlocks);
  body.setAttribute('aria-busy', turn.status === 'streaming' ? 'true' : 'false');
  if (turn.status === 'streaming' && !turn.content) {
    body.textContent = '…';
  }
  // A failed answer has no body: the footer says why (once).
  body.hidden = turn.status === 'error' && !turn.content;
  if (turn.status === 'done') markFlagged(body, turn);
}

export function fillFooter(footer: HTMLElement, turn: Turn): void {
  footer.replaceChildren();
  footer.classList.toggle('error', turn.status === 'error');
  footer.dataset.testid = 'turn-status';
  if (turn.status === 'error') {
    const message = document.createElement('p');
    message.className = 'error-message';
    message.dataset.testid = 'error-message';
    message.textContent = turn.error ?? 'The answer failed.';
    footer.append(message);
    // The ways out belong to the latest answer only: an older failure's model may work by now.
    if (isModelFailure(turn) && setup?.actions.length && isLatest(turn)) {
      footer.append(renderActions(setup.actions, 'Ways to a working model'));
    }
  } else if (turn.status === 'cancelled') footer.textContent = 'Cancelled.';
}
