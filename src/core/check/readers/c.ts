/**
 * C: `#include <h>` (a library) and `#include "h"` (the project's own), then every call `f(` the code
 * neither defines, declares nor `#define`s. Keywords and ALL-CAPS names (macros) are left out; a call
 * through a member (`s.f(`, `p->f(`) is a function pointer, not a library function.
 */
import { blankCLike } from '../blank';
import { Positions, type ImportFound, type NameFound, type Reading } from './reading';

const INCLUDE = /^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)[>"]/gm;
const CALL = /(?<![\w.>$])([A-Za-z_]\w*)\s*\(/g;
const DEFINE = /^[ \t]*#[ \t]*define[ \t]+(\w+)/gm;
/** A declaration or definition: type words, then the name, then `(` at the start of a statement. */
const DECLARATION = /(?:^|[;{}\n])\s*(?!(?:return|else|case|goto|do|sizeof)\b)(?:(?:static|extern|inline|const|volatile|unsigned|signed|struct|enum|union|register)\s+)*[A-Za-z_]\w*(?:\s+[A-Za-z_]\w*)*[\s*]+\**\s*([A-Za-z_]\w*)\s*\(/gm;
const FUNCTION_POINTER = /\(\s*\*\s*(\w+)\s*\)\s*\(/g;
const KEYWORDS = new Set([
  'if', 'for', 'while', 'switch', 'return', 'sizeof', 'do', 'else', 'case', 'goto', 'typeof', 'alignof', '_Alignof',
  '_Static_assert', 'static_assert', 'defined', '__attribute__', '__typeof__', '__asm__', 'asm', '_Generic', 'main',
]);

/** `<openssl/ssl.h>` → `openssl/ssl`; the checker maps it to a library of the base. */
export function headerName(header: string): string {
  return header.trim().replace(/\.h$/, '');
}

export function readC(code: string): Reading {
  const text = blankCLike(code, { singleQuotes: true, backticks: false });
  const pos = new Positions(code);
  const imports: ImportFound[] = [];
  const names: NameFound[] = [];
  let localHeaders = false;
  for (const m of code.matchAll(INCLUDE)) {
    if (m[1] === '"') {
      localHeaders = true;
      continue;
    }
    imports.push({ root: headerName(m[2]), ...pos.at(m.index + m[0].indexOf(m[2])) });
  }
  const defined = new Set<string>();
  for (const m of text.matchAll(DEFINE)) defined.add(m[1]);
  for (const m of text.matchAll(DECLARATION)) defined.add(m[1]);
  for (const m of text.matchAll(FUNCTION_POINTER)) defined.add(m[1]);
  const seen = new Set<string>();
  for (const m of text.matchAll(CALL)) {
    const fn = m[1];
    if (KEYWORDS.has(fn) || defined.has(fn) || seen.has(fn) || !/[a-z]/.test(fn)) continue;
    // The line of a preprocessor directive (`#if defined(X)`) holds no calls.
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    if (/^\s*#/.test(text.slice(lineStart, m.index))) continue;
    seen.add(fn);
    names.push({ path: [fn], libIsPrefix: false, root: '', written: fn, use: 'call', ...pos.at(m.index) });
  }
  return { imports, names, closedWorld: !localHeaders };
}
