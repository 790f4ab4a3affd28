/**
 * Go: `import "p"`, `import alias "p"` and import blocks; a package is referred to by its alias or the
 * last element of its path (a `/vN` major version or a `.vN` suffix is not the name: `yaml.v3` is
 * `yaml`). Every `alias.Name` is a qualified reference (Go has no deeper package paths in code); a
 * name the code declares as a variable of the same name shadows the package and is left out.
 */
import { blankCLike } from '../blank';
import { Positions, nextNonSpace, type ImportFound, type NameFound, type Reading } from './reading';

const IMPORT_BLOCK = /\bimport\s*\(([^)]*)\)/g;
const IMPORT_ONE = /\bimport\s+([\w.]+\s+)?"([^"\n]+)"/g;
const SPEC = /(?:^|\n)\s*([\w.]+\s+)?"([^"\n]+)"/g;

/** The name a package is referred to by when imported without an alias. */
export function goPackageName(path: string): string {
  const parts = path.split('/');
  let last = parts[parts.length - 1];
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts[parts.length - 2];
  return last.replace(/\.v\d+$/, '').replace(/^go-/, '').replace(/[-.]/g, '_');
}

export function readGo(code: string): Reading {
  const text = blankCLike(code, { singleQuotes: true, backticks: true });
  const pos = new Positions(code);
  const imports: ImportFound[] = [];
  const names: NameFound[] = [];
  const bindings = new Map<string, string>();
  const spans: Array<[number, number]> = [];
  const add = (alias: string | undefined, path: string, offset: number) => {
    imports.push({ root: path, ...pos.at(offset) });
    const name = alias?.trim() || goPackageName(path);
    if (name !== '_' && name !== '.') bindings.set(name, path);
  };
  for (const m of code.matchAll(IMPORT_BLOCK)) {
    if (text[m.index] !== 'i') continue;
    spans.push([m.index, m.index + m[0].length]);
    const start = m.index + m[0].indexOf('(') + 1;
    for (const s of m[1].matchAll(SPEC)) add(s[1], s[2], start + s.index + s[0].indexOf('"') + 1);
  }
  for (const m of code.matchAll(IMPORT_ONE)) {
    if (text[m.index] !== 'i' || spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    spans.push([m.index, m.index + m[0].length]);
    add(m[1], m[2], m.index + m[0].indexOf('"') + 1);
  }
  for (const name of [...bindings.keys()]) {
    const shadow = new RegExp(`(?:\\bvar\\s+${name}\\b|(?<![\\w.])${name}\\s*(?:,\\s*\\w+\\s*)*:=|\\(\\s*${name}\\s+[\\w*\\[])|\\bfunc\\s*\\([^)]*\\b${name}\\s+[\\w*\\[]`);
    if (shadow.test(text)) bindings.delete(name);
  }
  const ref = /(?<![\w.])([A-Za-z_]\w*)\.([A-Za-z_]\w*)/g;
  for (const m of text.matchAll(ref)) {
    const path = bindings.get(m[1]);
    if (!path || spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const after = nextNonSpace(text, m.index + m[0].length);
    names.push({ lib: path, path: [m[2]], libIsPrefix: true, root: path, written: m[0], use: after === '(' ? 'call' : 'attribute', ...pos.at(m.index) });
  }
  return { imports, names };
}
