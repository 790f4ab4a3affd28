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

/**
 * Wraps each flagged name in the answer's code elements in a described, focusable mark. The code is
 * highlighted, so a name can run across several token spans (`np` `.` `meam`): occurrences are found in
 * the code's whole text and each is cut out as a DOM range, which keeps the token spans (and their
 * colours) inside the mark.
 */
export function markFlagged(body: HTMLElement, turn: Turn): void {
  const flagged = turn.flagged ?? [];
  if (flagged.length === 0) return;
  let n = 0;
  for (const code of Array.from(body.querySelectorAll('pre > code'))) {
    for (const f of flagged) {
      const nodes: Text[] = [];
      const starts: number[] = [];
      let text = '';
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.flagged-api')) continue;
        nodes.push(node as Text);
        starts.push(text.length);
        text += (node as Text).data;
      }
      // Last first, so the positions of the earlier ones stay valid while the DOM changes.
      for (const at of occurrences(text, f.written).reverse()) {
        const range = document.createRange();
        const [startNode, startOffset] = locate(nodes, starts, at);
        const [endNode, endOffset] = locate(nodes, starts, at + f.written.length - 1);
        range.setStart(startNode, startOffset);
        range.setEnd(endNode, endOffset + 1);
        const mark = flagMark(f, `flag-${turn.id}-${n++}`);
        mark.prepend(range.extractContents());
        range.insertNode(mark);
      }
    }
  }
}

/** The text node holding character `at` of the concatenated text, and the offset in it. */
function locate(nodes: Text[], starts: number[], at: number): [Text, number] {
  let i = starts.length - 1;
  while (i > 0 && starts[i] > at) i--;
  return [nodes[i], at - starts[i]];
}

function flagMark(f: FlaggedName, id: string): HTMLElement {
  const mark = document.createElement('mark');
  mark.className = `flagged-api ${f.kind}`;
  mark.dataset.testid = 'flagged-name';
  mark.dataset.name = f.name;
  mark.tabIndex = 0;
  mark.title = describeFlagged(f);
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
