/// <reference lib="dom" />
/**
 * The buttons inside the conversation (copy, insert, wrap on code blocks; "ask again with real APIs";
 * the setup actions of a failed answer), handled by delegation on the transcript so turns re-rendered
 * while streaming need no listeners of their own.
 */
import type { PageMessage } from '../shared/protocol';
import { actionOf } from './setup-view';
import { codeByTurn } from './turn-view';

export interface TranscriptActionDeps {
  transcript: HTMLElement;
  /** The empty-state panel, which offers the same setup actions before the first question. */
  empty: HTMLElement;
  post(message: PageMessage): void;
  /** A re-ask is a request like any other: not while one is running. */
  canReask(): boolean;
  onReaskSent(): void;
}

export function wireTranscriptActions(deps: TranscriptActionDeps): void {
  const onSetupClick = (e: MouseEvent) => {
    const button = (e.target as HTMLElement | null)?.closest<HTMLButtonElement>('button.setup-action');
    const action = button ? actionOf.get(button) : undefined;
    if (!button || !action) return;
    deps.post({ method: 'setup/run', action });
    if (action.kind === 'copy') flash(button, 'Copied');
  };
  deps.empty.addEventListener('click', onSetupClick);
  deps.transcript.addEventListener('click', onSetupClick);
  deps.transcript.addEventListener('click', (e: MouseEvent) => {
    const target = e.target as HTMLElement | null;
    const reask = target?.closest<HTMLButtonElement>('button.reask');
    if (reask) {
      const turnId = reask.closest<HTMLElement>('[data-turn-id]')?.dataset.turnId;
      if (turnId && deps.canReask()) {
        deps.post({ method: 'chat/reask', turnId });
        deps.onReaskSent();
      }
      return;
    }
    const button = target?.closest<HTMLButtonElement>('button.code-action');
    if (button) onCodeAction(button, deps);
  });
}

function onCodeAction(button: HTMLButtonElement, deps: TranscriptActionDeps): void {
  const turnEl = button.closest<HTMLElement>('[data-turn-id]');
  const blocks = turnEl ? codeByTurn.get(turnEl.dataset.turnId ?? '') : undefined;
  const block = blocks?.[Number(button.dataset.index)];
  if (!block) return;
  switch (button.dataset.action) {
    case 'wrap': {
      const on = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(on));
      button.closest('.code-block')?.classList.toggle('wrap', on);
      break;
    }
    case 'copy':
      deps.post({ method: 'code/copy', code: block.code });
      flash(button, 'Copied');
      break;
    case 'insert':
      deps.post({ method: 'code/insert', code: block.code, lang: block.lang || undefined });
      flash(button, 'Inserted');
      break;
  }
}

/** A button says what it just did for a moment, then its own label again. */
function flash(button: HTMLButtonElement, text: string): void {
  const original = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = original;
  button.textContent = text;
  setTimeout(() => (button.textContent = original), 1200);
}
