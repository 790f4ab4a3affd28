/// <reference lib="dom" />
/**
 * The hallucination guard in the chat page: flagged names are marked where the rendered code writes
 * them (focusable, with what is wrong and the real alternatives shown on hover and focus and given to
 * screen readers as the mark's description), and a panel under the answer lists them with a button
 * that asks again with real APIs. Built with DOM APIs and textContent only: names come from model
 * output.
 */
import { type FlaggedName, type Turn, describeFlagged } from '../shared/protocol';

/** Occurrences of `written` in `text` that stand alone as a name (not part of a longer one). */
function occurrences(text: string, written: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(written); i >= 0; i = text.indexOf(written, i + written.length)) {
    const before = text[i - 1] ?? '';
    const after = text[i + written.length] ?? '';
    if (/[\w$.]/.test(before) || /[\w$]/.test(after)) continue;
    out.push(i);
  }
  return out;
}

/** Wraps each flagged name in the answer's code elements in a described, focusable mark. */
export function markFlagged(body: HTMLElement, turn: Turn): void {
  const flagged = turn.flagged ?? [];
  if (flagged.length === 0) return;
  let n = 0;
  for (const code of Array.from(body.querySelectorAll('pre > code'))) {
    for (const f of flagged) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.parentElement?.closest('.flagged-api'))) nodes.push(node as Text);
      }
      for (const node of nodes) {
        const text = node.data;
        const at = occurrences(text, f.written);
        if (at.length === 0) continue;
        const parts: Node[] = [];
        let last = 0;
        for (const i of at) {
          parts.push(document.createTextNode(text.slice(last, i)));
          parts.push(flagMark(f, `flag-${turn.id}-${n++}`));
          last = i + f.written.length;
        }
        parts.push(document.createTextNode(text.slice(last)));
        node.replaceWith(...parts);
      }
    }
  }
}

function flagMark(f: FlaggedName, id: string): HTMLElement {
  const mark = document.createElement('mark');
  mark.className = `flagged-api ${f.kind}`;
  mark.dataset.testid = 'flagged-name';
  mark.dataset.name = f.name;
  mark.tabIndex = 0;
  mark.title = describeFlagged(f);
  mark.textContent = f.written;
  const tip = document.createElement('span');
  tip.className = 'flag-tip';
  tip.id = id;
  tip.setAttribute('role', 'tooltip');
  tip.textContent = describeFlagged(f);
  mark.append(tip);
  mark.setAttribute('aria-describedby', id);
  return mark;
}

/** The panel under a checked answer: what was flagged, and "Ask again with real APIs". */
export function fillCheckPanel(panel: HTMLElement, turn: Turn): void {
  panel.replaceChildren();
  const flagged = turn.status === 'done' ? (turn.flagged ?? []) : [];
  panel.hidden = flagged.length === 0;
  if (flagged.length === 0) return;
  const title = document.createElement('p');
  title.className = 'api-check-title';
  title.textContent = `${flagged.length === 1 ? 'One name' : `${flagged.length} names`} in this code ${flagged.length === 1 ? 'was' : 'were'} not found in the knowledge base:`;
  const list = document.createElement('ul');
  for (const f of flagged) {
    const li = document.createElement('li');
    li.dataset.testid = 'flagged-item';
    li.textContent = describeFlagged(f);
    list.append(li);
  }
  const reask = document.createElement('button');
  reask.type = 'button';
  reask.className = 'reask';
  reask.dataset.testid = 'reask';
  reask.dataset.action = 'reask';
  reask.textContent = 'Ask again with real APIs';
  reask.title = 'Asks the same question again, telling the model which names do not exist and which real ones to use (counts as a request)';
  panel.append(title, list, reask);
}
