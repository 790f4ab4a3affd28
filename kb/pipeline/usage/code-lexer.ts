/**
 * A lexer shared by the C-family languages the intent miner reads (Go, Java, JavaScript/TypeScript,
 * Rust, C): it separates comments from code and blanks out string literals, keeping every offset and
 * newline, so that what follows can find calls and braces in the code without being fooled by a `(`
 * or a `{` in a string or a comment, and can pair each comment with the code below it.
 *
 * Why not a real parser (tree-sitter): the miner needs only comments, braces, imports and
 * `name(`-shaped calls, which a lexer gets right once strings and comments are out of the way; the
 * rest (types, generics, macros) a call table does not need, and one lexer reads all five languages
 * with no grammar to ship or load. What it cannot tell (a call inside a macro's token tree, an
 * expression spread over a regex literal) only loses an example.
 */

export interface Comment {
  start: number;
  end: number;
  /** The comment's text without its markers (`//`, `/*`, `*` gutters, `///`). */
  text: string;
  /** A documentation comment: `///`, `//!`, `/** … *\/`, or (Go) any comment; decided by the language. */
  doc: boolean;
  /** A line comment (consecutive line comments are merged into one block). */
  line: boolean;
}

export interface Lexed {
  /** The source with comments and string/char literal contents replaced by spaces (newlines kept). */
  code: string;
  comments: Comment[];
}

export type Dialect = 'go' | 'java' | 'javascript' | 'rust' | 'c';

function blank(s: string): string {
  return s.replace(/[^\n]/g, ' ');
}

/** Strips a block comment's `*` gutter and a line comment's markers. */
function commentText(raw: string): string {
  if (raw.startsWith('/*')) {
    return raw
      .replace(/^\/\*+!?/, '')
      .replace(/\*+\/$/, '')
      .split('\n')
      .map((l) => l.replace(/^\s*\*( ?)/, ''))
      .join('\n');
  }
  return raw.replace(/^\/\/[/!]?\s?/, '');
}

export function lex(source: string, dialect: Dialect): Lexed {
  const out: string[] = [];
  const comments: Comment[] = [];
  let i = 0;
  let last = 0;
  const n = source.length;
  const flush = (to: number) => {
    if (to > last) out.push(source.slice(last, to));
    last = to;
  };
  const isDocLine = (raw: string) => (dialect === 'rust' ? /^\/\/[/!](?!\/)/.test(raw) : dialect === 'go' || /^\/\/\//.test(raw));
  while (i < n) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      flush(i);
      let end = source.indexOf('\n', i);
      if (end < 0) end = n;
      const raw = source.slice(i, end);
      const prev = comments[comments.length - 1];
      // A run of line comments, one under the other, is one comment.
      if (prev && prev.line && /^[ \t]*\n[ \t]*$/.test(source.slice(prev.end, i))) {
        prev.text += '\n' + commentText(raw);
        prev.end = end;
      } else {
        comments.push({ start: i, end, text: commentText(raw), doc: isDocLine(raw), line: true });
      }
      out.push(blank(raw));
      i = last = end;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      flush(i);
      let end = source.indexOf('*/', i + 2);
      end = end < 0 ? n : end + 2;
      const raw = source.slice(i, end);
      const doc = dialect === 'go' || /^\/\*\*(?!\/)|^\/\*!/.test(raw);
      comments.push({ start: i, end, text: commentText(raw), doc, line: false });
      out.push(blank(raw));
      i = last = end;
      continue;
    }
    if (c === '"' || c === '`' || (c === "'" && dialect !== 'rust')) {
      // Strings: their contents are data, not code. Go's and JavaScript's backquoted strings span lines.
      flush(i + 1);
      let j = i + 1;
      while (j < n && source[j] !== c) {
        if (source[j] === '\\' && c !== '`') j++;
        else if (source[j] === '\n' && c !== '`') break;
        j++;
      }
      out.push(blank(source.slice(i + 1, j)));
      i = last = Math.min(n, j);
      if (i < n && source[i] === c) {
        flush(i + 1);
        i = last;
      }
      continue;
    }
    if (c === "'" && dialect === 'rust') {
      // A char literal ('a', '\n', '\u{1F600}'), not a lifetime ('a).
      const m = /^'(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\'\n])'/.exec(source.slice(i, i + 12));
      if (m) {
        flush(i);
        out.push(blank(m[0]));
        i = last = i + m[0].length;
        continue;
      }
    }
    i++;
  }
  flush(n);
  return { code: out.join(''), comments };
}

/** Marks where each comment starts, for codeUnder. */
export function commentStartsOf(lexed: Lexed): Uint8Array {
  const marks = new Uint8Array(lexed.code.length + 1);
  for (const c of lexed.comments) marks[c.start] = 1;
  return marks;
}

/**
 * The offset where the code that starts at `from` ends: the first of a blank line or a comment at the
 * starting depth once some code was read, the end of the enclosing block, or the end of the first
 * block opened at the starting depth (a function's body, a loop). At most `maxChars` of code.
 */
export function codeUnder(code: string, from: number, commentStarts: Uint8Array, maxChars = 4000): number {
  let depth = 0;
  let seen = false;
  const limit = Math.min(code.length, from + maxChars);
  let i = from;
  for (; i < limit; i++) {
    const c = code[i];
    if (commentStarts[i] && depth === 0 && seen) return i;
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth < 0) return i;
      if (depth === 0 && c === '}') return i + 1;
    } else if (c === '\n' && depth === 0 && seen) {
      // A blank line at the starting depth ends the statements a comment describes.
      let j = i + 1;
      while (j < limit && (code[j] === ' ' || code[j] === '\t' || code[j] === '\r')) j++;
      if (code[j] === '\n') return i;
    } else if (!seen && c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') seen = true;
  }
  return i;
}
