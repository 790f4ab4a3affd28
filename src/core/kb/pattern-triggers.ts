/**
 * Which words a question must hold for a pattern to match it: a prefilter for tables of patterns.
 *
 * The everyday-task table (everyday-task-table.ts) is hundreds of case-insensitive patterns, each tried on
 * the whole question: an eighth of a Java query (CPU profile, dev-multi). Nearly every pattern is a choice
 * of phrases that each begin at a word boundary with a word (`\b(?:ask|prompt)\s+the\s+user`,
 * `\brotat(?:e|ion)\b`), so a question none of whose words begins with one of those words' leading
 * letters cannot match it, and the pattern need not run.
 *
 * `wordTriggers` reads a pattern's source and returns, for each top-level alternative, the letters its
 * match must begin a word with (`ask`, `prompt`, `rotat`); undefined when any alternative does not start
 * that way (a leading optional group, a character class, a lookaround, no `\b`), or the pattern is
 * case-sensitive: such a pattern is always run. The reading is conservative: a prefix only ever stops
 * short, never runs past what the pattern requires.
 */

/** The word characters of `\b` and `\w` (ASCII: the table's patterns have no `u` flag). */
const WORD_CHAR = /[A-Za-z0-9_]/;

/**
 * The lowercase word starts any match of `pattern` begins with, or undefined when the pattern cannot be
 * prefiltered this way (it is then always run).
 */
export function wordTriggers(pattern: RegExp): string[] | undefined {
  if (!pattern.flags.includes('i') || pattern.flags.includes('u') || pattern.flags.includes('v')) return undefined;
  const triggers: string[] = [];
  for (const alternative of topLevelAlternatives(pattern.source)) {
    if (!alternative.startsWith('\\b')) return undefined;
    const starts = leadingWords(alternative.slice(2));
    if (!starts || starts.some((s) => s === '')) return undefined;
    triggers.push(...starts.map((s) => s.toLowerCase()));
  }
  return triggers.length ? [...new Set(triggers)] : undefined;
}

/**
 * The literal word characters each way through `source` begins with, or undefined when one way can begin
 * with something other than a literal word character (or the source is more than this reader follows).
 */
function leadingWords(source: string): string[] | undefined {
  if (source.startsWith('(')) {
    // A group: (?:a|b) or a plain capture. Lookarounds, named groups and the rest are not followed.
    const body = source.startsWith('(?:') ? 3 : source[1] === '?' ? -1 : 1;
    if (body < 0) return undefined;
    const close = closingParen(source);
    if (close < 0) return undefined;
    const words: string[] = [];
    for (const alternative of topLevelAlternatives(source.slice(body, close))) {
      const starts = leadingWords(alternative);
      if (!starts) return undefined;
      words.push(...starts);
    }
    // A group that may be skipped ((?:the\s+)?days) begins the match, or what follows it does.
    const skip = /^(?:\?|\*|\{0(?:,\d*)?\})\??/.exec(source.slice(close + 1));
    if (skip) {
      const rest = leadingWords(source.slice(close + 1 + skip[0].length));
      if (!rest) return undefined;
      words.push(...rest);
    }
    return words;
  }
  let word = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const next = source[i + 1];
    // A character a quantifier follows may be absent (or, with `+`, is read as if it might be).
    if (next === '?' || next === '*' || next === '+' || next === '{') return [word];
    if (ch === '\\') {
      // An escaped letter is a class (\s, \d, \w, \b): the word ends; an escaped symbol is no word character.
      return [word];
    }
    if (!WORD_CHAR.test(ch)) return [word];
    word += ch;
  }
  return [word];
}

/**
 * The source's characters that are its own syntax, each with the depth of groups it is inside: escaped
 * characters and character classes are skipped (a `|` or `(` in them is a literal).
 */
function* syntaxOf(source: string): Generator<{ at: number; ch: string; depth: number }> {
  let depth = 0;
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const ch = source[at];
    if (ch === '\\') {
      at++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ')') depth--;
    yield { at, ch, depth };
    if (ch === '(') depth++;
  }
}

/** The source's alternatives at its own top level (not inside groups or classes). */
function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const { at, ch, depth } of syntaxOf(source)) {
    if (ch !== '|' || depth !== 0) continue;
    out.push(source.slice(from, at));
    from = at + 1;
  }
  out.push(source.slice(from));
  return out;
}

/** The position of the parenthesis closing the group `source` opens with, or -1. */
function closingParen(source: string): number {
  for (const { at, ch, depth } of syntaxOf(source)) if (ch === ')' && depth === 0) return at;
  return -1;
}

/**
 * A text's distinct words as `\b` sees them (runs of ASCII letters, digits and `_`), lowercased: a pattern's
 * word triggers are the leading letters of one of these.
 */
export function wordsOf(text: string): Set<string> {
  // Split before lowercasing: a few non-ASCII letters lowercase to ASCII ones (the Kelvin sign to `k`),
  // which would join a word that the pattern's `\b` sees as starting after them.
  const words = new Set<string>();
  for (const word of text.split(/[^A-Za-z0-9_]+/)) if (word) words.add(word.toLowerCase());
  return words;
}
