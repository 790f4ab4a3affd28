/**
 * Usage counts for Go, JavaScript/TypeScript, Java and Rust: how many real source files call each API.
 * The Python counterpart (python_usage.py) uses `ast`; here a file's imports are resolved with the
 * language's own rules (a line-level reading is enough for imports) and calls through them counted:
 *
 *   go          import "net/http"           http.Get(…)               → net/http.Get
 *   javascript  import _ from 'lodash'      _.debounce(…)             → lodash.debounce
 *               const { readFile } = require('fs'); readFile(…)       → fs.readFile
 *   java        import java.util.List;      List.of(…)                → java.util.List.of
 *   rust        use std::collections::HashMap;  HashMap::new(…)       → std::collections::HashMap::new
 *
 * and method calls on receivers of unknown type by member name (`.unwrap(` → member `unwrap`).
 * Each file counts once per API. Writes `{lang, files, names, members}` as JSON to stdout.
 *
 *   tsx kb/pipeline/usage/code-usage.ts <lang> ROOT [ROOT …] > kb/.staging/usage-<lang>.json
 */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { lookupTable } from '../../../src/shared/lookup';
import { rustCallsBeyondUsePaths } from './code-calls';

const EXTENSIONS = lookupTable<RegExp>({
  go: /\.go$/,
  javascript: /(?<!\.d)\.(?:[cm]?js|tsx?)$/,
  java: /\.java$/,
  rust: /\.rs$/,
});
const SKIP_DIRS = new Set(['.git', 'testdata', 'vendor', '__fixtures__', 'fixtures']);
const MAX_FILE_BYTES = 300_000;
const MAX_FILES = 150_000;

/** The library a qualified name belongs to, per language (for counting importing packages). */
const LIBRARY_OF = lookupTable<(name: string) => string>({
  go: (name) => name.slice(0, name.lastIndexOf('/') + 1) + name.slice(name.lastIndexOf('/') + 1).split('.')[0],
  javascript: (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]).split('.')[0],
  java: (name) => name.split('.').filter((s) => /^[a-z]/.test(s)).join('.'),
  rust: (name) => name.split('::')[0],
});

/** The package a source file belongs to: its first folder under the root (two for npm scopes). */
function packageOf(root: string, file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0].startsWith('@')) return parts.slice(0, 2).join('/');
  // Go sources sit under their import path: github.com/owner/repo is one package.
  if (parts[0].includes('.') && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts[0];
}

const MEMBER_CALL = /\.([A-Za-z_][\w]*)\s*(?:::<[^>]*>)?\(/g;

function memberCalls(text: string, into: Set<string>): void {
  for (const m of text.matchAll(MEMBER_CALL)) if (!m[1].startsWith('_')) into.add(m[1]);
}

/** Qualified calls `alias.Name(` through a map of alias → module, with `join` between module and name. */
function qualifiedCalls(text: string, aliases: Map<string, string>, separator: string, join: string, into: Set<string>): void {
  if (aliases.size === 0) return;
  const pattern = separator === '::' ? /\b([A-Za-z_]\w*)((?:::[A-Za-z_]\w*)+)\s*(?:::<[^>]*>)?\s*[({!]/g : /\b([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)+)\s*\(/g;
  for (const m of text.matchAll(pattern)) {
    const target = aliases.get(m[1]);
    if (!target) continue;
    const rest = m[2].split(separator).filter(Boolean);
    into.add(target + join + rest.join(separator === '::' ? '::' : '.'));
  }
}

export function goUsage(text: string, names: Set<string>, members: Set<string>): void {
  const aliases = new Map<string, string>();
  const block = /import\s*\(([\s\S]*?)\)/g;
  const single = /import\s+(?:([A-Za-z_]\w*|\.)\s+)?"([^"]+)"/g;
  const addImport = (alias: string | undefined, importPath: string) => {
    if (alias === '_' || alias === '.') return;
    const last = importPath.split('/').pop()!.replace(/^go-/, '').replace(/\.v\d+$/, '').replace(/-/g, '');
    aliases.set(alias ?? (/^v\d+$/.test(last) ? importPath.split('/').slice(-2, -1)[0] : last), importPath);
  };
  for (const m of text.matchAll(block)) {
    for (const line of m[1].split('\n')) {
      const spec = /^\s*(?:([A-Za-z_]\w*|\.)\s+)?"([^"]+)"/.exec(line);
      if (spec) addImport(spec[1], spec[2]);
    }
  }
  for (const m of text.matchAll(single)) addImport(m[1], m[2]);
  qualifiedCalls(text, aliases, '.', '.', names);
  memberCalls(text, members);
}

export function javascriptUsage(text: string, names: Set<string>, members: Set<string>): void {
  const aliases = new Map<string, string>();
  const normalise = (module: string) => module.replace(/^node:/, '');
  for (const m of text.matchAll(/import\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\*\s+as\s+([\w$]+))?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g)) {
    const module = normalise(m[4]);
    if (m[1]) aliases.set(m[1], module);
    if (m[2]) aliases.set(m[2], module);
    for (const spec of (m[3] ?? '').split(',')) {
      const [imported, local] = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      if (imported) names.add(`${module}.${imported}`) && aliases.set(local ?? imported, `${module}.${imported}`);
    }
  }
  for (const m of text.matchAll(/(?:const|let|var)\s+(?:([\w$]+)|\{([^}]*)\})\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const module = normalise(m[3]);
    if (m[1]) aliases.set(m[1], module);
    for (const spec of (m[2] ?? '').split(',')) {
      const [imported, local] = spec.trim().split(/\s*:\s*/);
      if (imported) aliases.set(local ?? imported, `${module}.${imported}`);
    }
  }
  // Bare calls of named imports (`readFile(…)`) and qualified calls (`fs.readFile(…)`, `_.debounce(…)`).
  for (const [local, target] of aliases) {
    if (!/^[A-Za-z_$][\w$]*$/.test(local)) continue;
    if (target.includes('.') && new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\s*\\(`).test(text)) names.add(target);
  }
  qualifiedCalls(text, aliases, '.', '.', names);
  globalCalls(text, aliases, names);
  memberCalls(text, members);
}

/** Objects the browser and Node put in every scope, whose members code calls by their own name. */
const JS_GLOBAL_OBJECTS = new Set(['document', 'console', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'process', 'performance', 'crypto']);
/** Names of the global scope itself: `window.setTimeout(…)` calls the global `setTimeout`. */
const JS_GLOBAL_SCOPES = new Set(['window', 'globalThis', 'self']);
const JS_NOT_CALLS = new Set('if for while switch return typeof catch function await yield new delete void in of instanceof super import require'.split(' '));

/**
 * Calls of the language's globals, which no import names: `setTimeout(…)`, `fetch(…)`, `JSON.parse(…)`,
 * `document.querySelector(…)`, `window.alert(…)`. Without them the built-in libraries (`dom`,
 * `ecmascript`) had no usage of their own: their bare functions ranked below every member that a
 * member-name count lifted, and the DOM's cap cut `setTimeout`, `fetch` and `alert`. A name the file
 * imports or declares is not a global; the assembler only credits names a record has, so a local
 * helper `Foo.bar(…)` counts nothing.
 */
function globalCalls(text: string, aliases: Map<string, string>, into: Set<string>): void {
  const declared = new Set<string>();
  for (const m of text.matchAll(/\b(?:function\s*\*?|class|const|let|var)\s+([A-Za-z_$][\w$]*)/g)) declared.add(m[1]);
  const local = (name: string) => aliases.has(name) || declared.has(name);
  for (const m of text.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\.\s*([A-Za-z_$][\w$]*)\s*\(/g)) {
    if (local(m[1])) continue;
    if (JS_GLOBAL_SCOPES.has(m[1])) into.add(m[2]);
    else if (/^[A-Z]/.test(m[1]) || JS_GLOBAL_OBJECTS.has(m[1])) into.add(`${m[1]}.${m[2]}`);
  }
  // A bare call; `function f(` and method definitions `f(a) {` are declarations, not calls.
  for (const m of text.matchAll(/(?<![\w$.]|function\s*\*?\s*)([A-Za-z_$][\w$]*)\s*\(/g)) {
    if (!JS_NOT_CALLS.has(m[1]) && !local(m[1])) into.add(m[1]);
  }
}

export function javaUsage(text: string, names: Set<string>, members: Set<string>): void {
  const aliases = new Map<string, string>();
  for (const m of text.matchAll(/^\s*import\s+(static\s+)?([\w.]+)\.(\w+)\s*;/gm)) {
    if (m[3] === '*') continue;
    aliases.set(m[3], `${m[2]}.${m[3]}`);
  }
  qualifiedCalls(text, aliases, '.', '.', names);
  for (const m of text.matchAll(/\bnew\s+([A-Z]\w*)\s*[(<]/g)) {
    const target = aliases.get(m[1]);
    if (target) names.add(target);
  }
  memberCalls(text, members);
}

export function rustUsage(text: string, names: Set<string>, members: Set<string>): void {
  const aliases = new Map<string, string>();
  const addUse = (full: string) => {
    const [pathPart, alias] = full.split(/\s+as\s+/);
    // core:: and alloc:: items are what std:: re-exports; user code names them through std.
    const clean = pathPart.trim().replace(/^(?:core|alloc)::/, 'std::');
    if (!clean || clean.endsWith('*')) return;
    const last = clean.split('::').pop()!;
    aliases.set((alias ?? last).trim(), clean === 'self' ? '' : clean.replace(/::self$/, ''));
  };
  for (const m of text.matchAll(/\buse\s+([\w:]+)::\{([^;]*)\}\s*;/g)) {
    for (const item of m[2].split(',')) if (item.trim() && !item.includes('{')) addUse(item.trim() === 'self' ? m[1] : `${m[1]}::${item.trim()}`);
  }
  for (const m of text.matchAll(/\buse\s+([\w:]+(?:\s+as\s+\w+)?)\s*;/g)) addUse(m[1]);
  for (const crate of ['std', 'core', 'alloc']) aliases.set(crate, 'std');
  qualifiedCalls(text, aliases, '::', '::', names);
  // As the intent miner reads them: paths from a crate no `use` names, and what a `use` brings in called bare.
  rustCallsBeyondUsePaths(text, (name) => aliases.get(name), names);
  memberCalls(text, members);
}

const READERS = lookupTable<(text: string, names: Set<string>, members: Set<string>) => void>({
  go: goUsage,
  javascript: javascriptUsage,
  java: javaUsage,
  rust: rustUsage,
});

async function* walk(dir: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(path.join(dir, entry.name));
    } else if (entry.isFile()) yield path.join(dir, entry.name);
  }
}

/** The source files of `lang` under `root` that the counts read (size-limited, fixtures and vendored code skipped), with their text. */
export async function* sourceTexts(lang: string, root: string): AsyncGenerator<{ file: string; text: string }> {
  for await (const file of walk(root)) {
    if (!EXTENSIONS[lang]?.test(file)) continue;
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || stat.size > MAX_FILE_BYTES) continue;
    yield { file, text: await fs.readFile(file, 'utf8') };
  }
}

async function main() {
  const [lang, ...roots] = process.argv.slice(2);
  const reader = READERS[lang];
  if (!reader || roots.length === 0) throw new Error(`usage: code-usage.ts <${Object.keys(READERS).join('|')}> ROOT [ROOT …]`);
  const names = new Map<string, number>();
  const members = new Map<string, number>();
  const importers = new Map<string, Set<string>>();
  let files = 0;
  for (const root of roots) {
    for await (const { file, text } of sourceTexts(lang, root)) {
      if (files >= MAX_FILES) break;
      const fileNames = new Set<string>();
      const fileMembers = new Set<string>();
      reader(text, fileNames, fileMembers);
      for (const n of fileNames) names.set(n, (names.get(n) ?? 0) + 1);
      const pkg = packageOf(root, file);
      for (const lib of new Set([...fileNames].map(LIBRARY_OF[lang]))) {
        if (!lib || pkg.startsWith(lib) || lib.startsWith(pkg)) continue;
        let set = importers.get(lib);
        if (!set) importers.set(lib, (set = new Set()));
        set.add(pkg);
      }
      for (const m of fileMembers) members.set(m, (members.get(m) ?? 0) + 1);
      files++;
    }
  }
  const keep = (map: Map<string, number>, min: number) => Object.fromEntries([...map].filter(([, n]) => n >= min));
  const importerCounts = Object.fromEntries([...importers].map(([lib, set]) => [lib, set.size]));
  process.stdout.write(JSON.stringify({ lang, files, names: keep(names, 1), members: keep(members, 2), importers: importerCounts }));
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
