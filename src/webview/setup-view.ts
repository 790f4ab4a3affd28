/// <reference lib="dom" />
/**
 * The welcome's setup block and a failed answer's actions: what was found, the configured model's
 * state, and the setup actions as buttons (use a model that works now, pull the default Ollama model,
 * set a key, pick another). Each button keeps its action in `actionOf`; the page's click handler
 * posts it back to the host. Built with DOM APIs and textContent only.
 */
import { MODEL_ERROR_CODES, MODEL_STATE_WORDS, type SetupAction, type SetupInfo, type Turn } from '../shared/protocol';

/** The action each setup button stands for. */
export const actionOf = new WeakMap<HTMLElement, SetupAction>();

let idCounter = 0;

/** A list of action buttons, each described by its detail line. */
export function renderActions(actions: readonly SetupAction[], label: string): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'setup-actions';
  list.setAttribute('aria-label', label);
  for (const action of actions) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = action.kind === 'use-model' ? 'setup-action' : 'setup-action secondary';
    button.dataset.testid = 'setup-action';
    button.dataset.kind = action.kind;
    button.textContent = action.label;
    actionOf.set(button, action);
    li.append(button);
    if (action.detail || action.kind === 'copy' || action.kind === 'terminal') {
      const detail = document.createElement('span');
      detail.className = 'detail';
      detail.id = `setup-detail-${++idCounter}`;
      if (action.kind === 'copy' || action.kind === 'terminal') {
        const cmd = document.createElement('code');
        cmd.textContent = action.text;
        detail.append(cmd);
        if (action.detail) detail.append(' ', action.detail);
      } else {
        detail.textContent = action.detail ?? '';
      }
      button.setAttribute('aria-describedby', detail.id);
      li.append(detail);
    }
    list.append(li);
  }
  return list;
}

/** The welcome's setup block: the model's state, the actions, what was found. */
export function fillSetup(el: HTMLElement, setup: SetupInfo | undefined): void {
  el.replaceChildren();
  if (!setup) {
    const p = document.createElement('p');
    p.textContent = 'Checking which models are available…';
    el.append(p);
    return;
  }
  const { health } = setup;
  const state = document.createElement('p');
  state.className = `health state-${health.state}`;
  state.dataset.testid = 'model-health';
  state.dataset.state = health.state;
  const strong = document.createElement('strong');
  strong.textContent = health.state === 'ready' ? `Ready: ${health.model}.` : `${health.model}: ${MODEL_STATE_WORDS[health.state]}.`;
  state.append(strong, ' ', health.detail);
  el.append(state);

  if (health.state === 'ready') {
    const more = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = 'Use another model';
    more.append(summary, renderActions(setup.actions, 'Other models'));
    el.append(more);
  } else {
    const h = document.createElement('h3');
    h.textContent = 'Choose how to answer';
    el.append(h, renderActions(setup.actions, 'Choose how to answer'));
  }
  const foundTitle = document.createElement('h3');
  foundTitle.textContent = 'Found on this machine';
  const found = document.createElement('ul');
  found.className = 'found';
  for (const line of setup.found) {
    const li = document.createElement('li');
    li.textContent = line;
    found.append(li);
  }
  el.append(foundTitle, found);
}

/** Whether a failed turn's error means its model cannot answer (then the actions are offered). */
export function isModelFailure(turn: Turn): boolean {
  return turn.status === 'error' && !!turn.errorCode && MODEL_ERROR_CODES.includes(turn.errorCode);
}
