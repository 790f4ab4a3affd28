/** Text clean-up shared by the assembler: doc first sentences, one-line signatures. */

export const DOC_MAX = 200;
export const SIG_MAX = 400;

// Tokens that end in a full stop without ending a sentence.
const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|viz|approx|resp|incl|esp|Dr|Mr|Mrs|Ms|No|Fig|Eq|Sec|Ch|Vol|St|al|ca|min|max|sec|ms|ns|Inc|Ltd|Co|Jr|Sr)\.$/i;

/** Folds white space (newlines included) into single spaces and trims. */
export function foldSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(]+$/, '') + '…';
}

/**
 * The first sentence of a documentation paragraph, plain, at most DOC_MAX characters.
 * A sentence ends at `.`, `!` or `?` followed by white space and a capital, digit, quote or bracket —
 * not after an abbreviation (`e.g.`), a single initial or inside a number (`v1.2`).
 */
export function firstSentence(doc: string | undefined): string {
  if (!doc) return '';
  // The first paragraph only: a blank line ends it.
  const paragraph = doc.split(/\n\s*\n/)[0] ?? '';
  const text = foldSpace(paragraph);
  if (!text) return '';
  const boundary = /[.!?](?=\s+[A-Z0-9"'(`[]|\s*$)/g;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(text))) {
    const end = match.index + 1;
    const before = text.slice(0, end);
    if (ABBREVIATIONS.test(before)) continue;
    if (/(?:^|\s)[A-Z]\.$/.test(before)) continue; // an initial such as "J."
    return clip(before, DOC_MAX);
  }
  return clip(text, DOC_MAX);
}

/** A signature on one line, cut at SIG_MAX. */
export function oneLineSig(sig: string | undefined): string {
  return clip(foldSpace(sig ?? ''), SIG_MAX);
}
