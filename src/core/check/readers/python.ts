/**
 * Python: `import a.b [as c]`, `from a.b import c [as d]` (parenthesised lists too), then every dotted
 * name whose head is one of those bindings (`np.random.rand` → numpy.random.rand). Relative imports
 * are the code's own modules and are left out; a binding the code reassigns is dropped (it no longer
 * names the module). A chain stops at a call or subscript: what follows is a method of a value.
 */
import { blankPython } from '../blank';
import { Positions, nextNonSpace, type ImportFound, type NameFound, type Reading } from './reading';

const IMPORT = /^[ \t]*import[ \t]+([^\n;]+)/gm;
const FROM = /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n;]+)/gm;
const DOTTED = /(?<![\w.])([A-Za-z_]\w*)((?:[ \t]*\.[ \t]*[A-Za-z_]\w*)*)/g;

export function readPython(code: string): Reading {
  const text = blankPython(code);
  const pos = new Positions(text);
  const imports: ImportFound[] = [];
  const names: NameFound[] = [];
  /** Binding → the dotted path it stands for. */
  const bindings = new Map<string, string[]>();
  const importSpans: Array<[number, number]> = [];

  for (const m of text.matchAll(IMPORT)) {
    importSpans.push([m.index, m.index + m[0].length]);
    let offset = m.index + m[0].indexOf(m[1]);
    for (const part of m[1].split(',')) {
      const p = /^\s*([\w.]+)(?:\s+as\s+(\w+))?/.exec(part);
      if (p) {
        const path = p[1].split('.');
        const at = pos.at(offset + part.indexOf(p[1]));
        imports.push({ root: path[0], ...at });
        if (p[2]) bindings.set(p[2], path);
        else bindings.set(path[0], [path[0]]);
        if (path.length > 1) names.push({ path, libIsPrefix: true, root: path[0], written: p[1], use: 'import', ...at });
      }
      offset += part.length + 1;
    }
  }
  for (const m of text.matchAll(FROM)) {
    importSpans.push([m.index, m.index + m[0].length]);
    const module = m[1];
    if (module.startsWith('.')) continue;
    const path = module.split('.');
    const at = pos.at(m.index + m[0].indexOf(module));
    imports.push({ root: path[0], ...at });
    const listStart = m.index + m[0].lastIndexOf(m[2]);
    const list = m[2].replace(/[()]/g, ' ');
    for (const item of list.matchAll(/(\w+)(?:\s+as\s+(\w+))?/g)) {
      if (item[1] === '*') continue;
      const full = [...path, item[1]];
      const binding = item[2] ?? item[1];
      bindings.set(binding, full);
      // A binding the code goes on to use with members (`stopwords.words`) is judged there, with
      // what follows it; one used bare (`cross_val_score(...)`) is judged here.
      if (new RegExp(`(?<![\\w.])${binding}[ \\t]*\\.[ \\t]*[A-Za-z_]`).test(text.slice(m.index + m[0].length))) continue;
      // Judged by its use: called (`cross_val_score(...)`) it is a function or class; only read
      // (`rcParams[...]`, a constant) it is module data, which the checker leaves unjudged.
      const called = new RegExp(`(?<![\\w.])${binding}[ \\t]*\\(`).test(text.slice(m.index + m[0].length));
      names.push({ path: full, libIsPrefix: true, root: path[0], written: `${module}.${item[1]}`, use: called ? 'call' : 'attribute', ...pos.at(listStart + item.index) });
    }
  }
  // A binding assigned, looped over or taken as a parameter no longer names the import.
  const withoutImports = importSpans.reduce((t, [a, b]) => t.slice(0, a) + ' '.repeat(b - a) + t.slice(b), text);
  for (const name of [...bindings.keys()]) {
    const rebound = new RegExp(`(^|\\n)[ \\t]*(?:for[ \\t]+)?${name}[ \\t]*(?:=(?!=)|[ \\t]+in[ \\t])|def[ \\t]+\\w+\\([^)]*\\b${name}\\b|(?:as|global|nonlocal)[ \\t]+${name}\\b(?![ \\t]*\\.)`);
    if (rebound.test(withoutImports)) bindings.delete(name);
  }

  const inImport = (offset: number) => importSpans.some(([a, b]) => offset >= a && offset < b);
  for (const m of text.matchAll(DOTTED)) {
    if (inImport(m.index)) continue;
    const target = bindings.get(m[1]);
    if (!target) continue;
    const tail = m[2] ? m[2].split('.').slice(1).map((s) => s.trim()) : [];
    // A bare binding (`meam(x)` after `from numpy import meam`) was already checked at its import.
    if (tail.length === 0) continue;
    const end = m.index + m[0].length;
    const after = nextNonSpace(text, end);
    names.push({
      path: [...target, ...tail],
      bound: target.length,
      libIsPrefix: true,
      root: target[0],
      written: m[0].replace(/\s+/g, ''),
      use: after === '(' ? 'call' : 'attribute',
      ...pos.at(m.index),
    });
  }
  return { imports, names };
}
