/**
 * Java: `import a.b.C;` binds C, `import static a.b.C.m;` binds m, `import a.b.*;` opens a package;
 * `java.lang` is always open. A reference is `C.member` (chained through nested classes: `Map.Entry`)
 * where C resolves through those, or a fully qualified `java.util.List.of`. Imports are checked too:
 * `import java.util.Stringz;` names a class the JDK does not have.
 */
import { blankCLike } from '../blank';
import type { LangNames } from '../known-names';
import { Positions, nextNonSpace, type ImportFound, type NameFound, type Reading } from './reading';

const IMPORT = /^[ \t]*import[ \t]+(static[ \t]+)?([\w.]+?)(\.\*)?[ \t]*;/gm;
const REF = /(?<![\w.])([A-Z]\w*)((?:\s*\.\s*\w+)+)/g;
const QUALIFIED = /(?<![\w.])((?:java|javax)(?:\.\w+)+)/g;
const DECLARED = /\b(?:class|interface|enum|record)\s+([A-Z]\w*)/g;

/** The package of a dotted class path: its segments before the first capitalised one. */
export function javaPackage(path: string[]): string {
  const i = path.findIndex((s) => /^[A-Z]/.test(s));
  return (i < 0 ? path : path.slice(0, i)).join('.');
}

export function readJava(code: string, names: LangNames): Reading {
  const text = blankCLike(code, { singleQuotes: true, backticks: false });
  const pos = new Positions(code);
  const imports: ImportFound[] = [];
  const found: NameFound[] = [];
  const classes = new Map<string, string[]>();
  const open: string[] = ['java.lang'];
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(IMPORT)) {
    spans.push([m.index, m.index + m[0].length]);
    const path = m[2].split('.');
    const at = pos.at(m.index + m[0].indexOf(m[2]));
    const pkg = javaPackage(path);
    imports.push({ root: pkg, ...at });
    if (m[3]) {
      if (path.some((s) => /^[A-Z]/.test(s))) classes.set(path[path.length - 1], path); // import a.b.C.* (nested)
      else open.push(m[2]);
      continue;
    }
    if (m[1]) classes.set(path[path.length - 1], path);
    else classes.set(path[path.length - 1], path);
    found.push({ path, libIsPrefix: true, root: pkg, written: m[2], use: 'import', ...at });
  }
  const declared = new Set<string>();
  for (const m of text.matchAll(DECLARED)) declared.add(m[1]);
  const resolve = (head: string): string[] | undefined => {
    if (declared.has(head)) return undefined;
    const explicit = classes.get(head);
    if (explicit) return explicit;
    for (const pkg of open) if (names.kinds.has(`${pkg}.${head}`)) return [...pkg.split('.'), head];
    return undefined;
  };
  for (const m of text.matchAll(REF)) {
    if (spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const target = resolve(m[1]);
    if (!target) continue;
    const tail = m[2].split('.').slice(1).map((s) => s.trim());
    // Stop after the first lower-case segment: what follows is a member of a value (System.out.println).
    const lower = tail.findIndex((s) => /^[a-z_]/.test(s));
    const kept = lower < 0 ? tail : tail.slice(0, lower + 1);
    const end = lower < 0 || lower === tail.length - 1 ? m.index + m[0].length : -1;
    const use = end >= 0 && nextNonSpace(text, end) === '(' ? 'call' : 'attribute';
    found.push({ path: [...target, ...kept], libIsPrefix: true, root: javaPackage(target), written: [m[1], ...kept].join('.'), use, ...pos.at(m.index) });
  }
  for (const m of text.matchAll(QUALIFIED)) {
    if (spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const path = m[1].split('.');
    const cls = path.findIndex((s) => /^[A-Z]/.test(s));
    if (cls < 0) continue;
    const lower = path.findIndex((s, i) => i > cls && /^[a-z_]/.test(s));
    const kept = lower < 0 ? path : path.slice(0, lower + 1);
    found.push({ path: kept, libIsPrefix: true, root: javaPackage(path), written: kept.join('.'), use: 'attribute', ...pos.at(m.index) });
  }
  return { imports, names: found };
}
