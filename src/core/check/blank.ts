/**
 * Blanks comments and string contents (every character but newlines becomes a space) so that the
 * readers' patterns never match inside them and positions stay those of the original text. The quotes
 * themselves stay, so an import's string can still be read from the original at the same offsets.
 */

/** Python: `#` comments, '…', "…", triple-quoted strings, with any prefix (f, r, b, u). */
export function blankPython(code: string): string {
  const out = code.split('');
  let i = 0;
  const n = code.length;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < n) {
    const c = code[i];
    if (c === '#') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      const triple = code.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < n) {
        if (code[j] === '\\') j += 2;
        else if (code.startsWith(quote, j)) break;
        else if (!triple && code[j] === '\n') break;
        else j++;
      }
      blank(i + quote.length, Math.min(j, n));
      i = Math.min(n, j + quote.length);
    } else i++;
  }
  return out.join('');
}

/**
 * C-family (C, Java, JavaScript/TypeScript, Go, Rust): `//` and `/* *\/` comments, "…", '…' (not in
 * Rust, where a quote also starts a lifetime), `…` (JavaScript templates, Go raw strings).
 */
export function blankCLike(code: string, options: { singleQuotes: boolean; backticks: boolean }): string {
  const out = code.split('');
  const n = code.length;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  while (i < n) {
    const c = code[i];
    if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || (c === "'" && options.singleQuotes) || (c === '`' && options.backticks)) {
      let j = i + 1;
      while (j < n && code[j] !== c) {
        if (code[j] === '\\' && c !== '`') j += 2;
        else if (code[j] === '\n' && c !== '`') break;
        else j++;
      }
      blank(i + 1, Math.min(j, n));
      i = Math.min(n, j + 1);
    } else if (c === "'" && !options.singleQuotes) {
      // Rust: a char literal ('a', '\n', '\u{1F600}') is blanked; a lifetime ('a without a closing quote) is left.
      const m = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'\n])'/.exec(code.slice(i, i + 12));
      if (m) {
        blank(i + 1, i + m[0].length - 1);
        i += m[0].length;
      } else i++;
    } else i++;
  }
  return out.join('');
}
