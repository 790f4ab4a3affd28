/**
 * JavaScript / TypeScript: ES imports (default, namespace, named with `as`), `require` (whole, or
 * destructured), `import x = require(...)`, then every dotted name whose head is one of those bindings,
 * and the ECMAScript globals the base lists (`Math.clamp`, `JSON.parseSafe`) when the code does not
 * declare a binding of that name. Relative and alias paths (`./x`, `@/x`, `~/x`) are the project's own.
 */
import { blankCLike } from '../blank';
import type { LangNames } from '../known-names';
import { isNodeBuiltin } from '../live-builtins';
import { Positions, nextNonSpace, type ImportFound, type NameFound, type Reading } from './reading';

const ES_IMPORT = /\bimport\s+(?:type\s+)?([\w$]+\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*(['"])([^'"\n]+)\3/g;
const BARE_IMPORT = /\bimport\s*(['"])([^'"\n]+)\1/g;
/** `const x = require('m')`, destructured, or through members (`var Buffer = require('buffer').Buffer`). */
const REQUIRE = /\b(?:const|let|var)\s+([\w$]+|\{[^}]*\})\s*=\s*(?:await\s+)?(?:require|import)\s*\(\s*(['"])([^'"\n]+)\2\s*\)((?:\s*\.\s*[A-Za-z_$][\w$]*)*)/g;
const IMPORT_EQUALS = /\bimport\s+([\w$]+)\s*=\s*require\s*\(\s*(['"])([^'"\n]+)\2\s*\)/g;
const DOTTED = /(?<![\w$.])([A-Za-z_$][\w$]*)((?:\s*\??\.\s*[A-Za-z_$][\w$]*)+)/g;
/** The ECMAScript globals whose static members are checked (the base lists them under `ecmascript`). */
const GLOBALS = new Set(['Math', 'JSON', 'Object', 'Array', 'Promise', 'Number', 'String', 'Reflect', 'Date', 'Symbol', 'Intl', 'Atomics', 'BigInt', 'ArrayBuffer', 'Map', 'Set', 'RegExp', 'Proxy']);
const DECLARED = /\b(?:const|let|var|function|class|interface|type|enum)\s+([\w$]+)/g;
const DESTRUCTURED = /\b(?:const|let|var)\s*[{[]([^}\]]*)[}\]]\s*=/g;

/** `node:fs` → `fs`; `fs/promises` stays (the base may list it); relative paths are not libraries. */
export function moduleSpec(spec: string): string | undefined {
  if (/^(\.|\/|@\/|~\/|#)/.test(spec)) return undefined;
  return spec.startsWith('node:') ? spec.slice(5) : spec;
}

/** The package a module specifier belongs to: `@scope/name`, or the first segment. */
export function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function readJavaScript(code: string, names: LangNames): Reading {
  const text = blankCLike(code, { singleQuotes: true, backticks: true });
  const pos = new Positions(code);
  const imports: ImportFound[] = [];
  const found: NameFound[] = [];
  const bindings = new Map<string, { lib: string; path: string[]; root: string }>();
  const spans: Array<[number, number]> = [];
  /** The base's library for a specifier: itself, or its package (a subpath of a package the base lists). */
  const libFor = (spec: string) => (names.libs.has(spec) ? spec : packageOf(spec));

  const addImport = (spec: string, offset: number): string | undefined => {
    const s = moduleSpec(spec);
    if (!s) return undefined;
    imports.push({ root: s, ...pos.at(offset) });
    return s;
  };
  /** A Node built-in's specifier, for the live look-up (`node:fs` and `fs` alike). */
  const liveModule = (spec: string): string | undefined => (isNodeBuiltin(spec) ? spec.replace(/^node:/, '') : undefined);
  const bindNamed = (list: string, spec: string, lib: string, offset: number) => {
    for (const item of list.replace(/[{}]/g, ' ').split(',')) {
      const m = /^\s*(?:type\s+)?([\w$]+)(?:\s*(?:as|:)\s*([\w$]+))?/.exec(item);
      if (!m || m[1] === 'default') continue;
      bindings.set(m[2] ?? m[1], { lib, path: [m[1]], root: spec });
      const module = liveModule(spec);
      found.push({
        lib, path: [m[1]], libIsPrefix: true, root: spec, written: `${spec}.${m[1]}`, use: 'import', ...pos.at(offset),
        ...(module ? { live: { module, path: [m[1]] } } : {}),
      });
    }
  };

  // Import statements are read from the original text (their specifier is a string the blanking empties).
  for (const m of code.matchAll(ES_IMPORT)) {
    if (text[m.index] !== 'i') continue; // inside a comment or string
    spans.push([m.index, m.index + m[0].length]);
    const spec = addImport(m[4], m.index + m[0].lastIndexOf(m[4]));
    if (!spec) continue;
    const lib = libFor(spec);
    const def = m[1]?.replace(/[\s,]/g, '');
    if (def) bindings.set(def, { lib, path: [], root: spec });
    if (m[2]?.startsWith('*')) bindings.set(m[2].replace(/^\*\s*as\s+/, '').trim(), { lib, path: [], root: spec });
    else if (m[2]) bindNamed(m[2], spec, lib, m.index);
  }
  for (const m of code.matchAll(BARE_IMPORT)) if (text[m.index] === 'i') addImport(m[2], m.index + m[0].indexOf(m[2]));
  for (const re of [REQUIRE, IMPORT_EQUALS]) {
    for (const m of code.matchAll(re)) {
      if (text[m.index] !== code[m.index]) continue;
      spans.push([m.index, m.index + m[0].length]);
      const spec = addImport(m[3], m.index + m[0].lastIndexOf(m[3]));
      if (!spec) continue;
      const lib = libFor(spec);
      const through = (m[4] ?? '').split('.').map((x) => x.trim()).filter(Boolean);
      if (m[1].startsWith('{')) {
        if (through.length === 0) bindNamed(m[1], spec, lib, m.index);
      } else bindings.set(m[1], { lib, path: through, root: spec });
    }
  }
  const declared = new Set<string>();
  for (const m of text.matchAll(DECLARED)) if (!spans.some(([a, b]) => m.index >= a && m.index < b)) declared.add(m[1]);
  // Destructured declarations bind each name (`const { Promise } = require('./Promise')`, `let [Map] = …`).
  for (const m of text.matchAll(DESTRUCTURED)) {
    for (const item of m[1].split(',')) {
      const name = /([\w$]+)\s*(?:=[^,]*)?$/.exec(item.replace(/\.\.\./, '').trim())?.[1];
      if (name) declared.add(name);
    }
  }
  for (const name of declared) if (bindings.has(name) && !found.some((f) => f.use === 'import' && f.path[0] === name)) bindings.delete(name);

  for (const m of text.matchAll(DOTTED)) {
    if (spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const tail = m[2].split('.').slice(1).map((s) => s.replace(/[\s?]/g, ''));
    const after = nextNonSpace(text, m.index + m[0].length);
    const use = after === '(' ? 'call' : 'attribute';
    const written = `${m[1]}.${tail.join('.')}`;
    const at = pos.at(m.index);
    const binding = bindings.get(m[1]);
    if (binding) {
      const module = liveModule(binding.root);
      found.push({
        lib: binding.lib, path: [...binding.path, ...tail], libIsPrefix: true, root: binding.root, written, use, ...at,
        ...(module ? { live: { module, path: [...binding.path, ...tail] } } : {}),
      });
      continue;
    }
    // An ECMAScript global (Math, JSON, Object, Promise…) the code does not shadow.
    if (GLOBALS.has(m[1]) && !declared.has(m[1]) && names.kinds.get(m[1]) !== undefined) {
      const lib = names.libs.has('ecmascript') ? 'ecmascript' : undefined;
      if (lib) found.push({ lib, path: [m[1], ...tail], libIsPrefix: false, root: '', written, use, ...at, live: { global: m[1], path: tail } });
    }
  }
  return { imports, names: found };
}
