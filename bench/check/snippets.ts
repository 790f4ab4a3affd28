/**
 * Real snippets for the checker's benchmark, from bench/.work/check-corpus (bench/check/corpus.sh)
 * and this project's node_modules: per language, files of packages' own examples, demos and tests,
 * cut into snippets (Python: the file's imports + one top-level block; others: the file, first 150
 * lines), sampled evenly to at most `limit` per language.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface Snippet {
  id: string;
  lang: string;
  code: string;
}

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    const st = statSync(full, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) walk(full, keep, out);
    else if (st.isFile() && st.size < 400_000 && keep(full)) out.push(full);
  }
  return out;
}

function read(file: string): string {
  const data = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(data) : data).toString('utf8');
}

function sample<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, i) => items[Math.floor(i * step)]);
}

/** Python: the file's import lines, then one top-level def or class (10-120 lines). */
function pythonSnippets(file: string, text: string): Snippet[] {
  const lines = text.split('\n');
  // Top-level import statements, with their parenthesised continuation lines.
  const imports: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^(import|from)\s+\w/.test(lines[i])) continue;
    imports.push(lines[i]);
    if (lines[i].includes('(') && !lines[i].includes(')')) {
      while (++i < lines.length && !lines[i].includes(')')) imports.push(lines[i]);
      if (i < lines.length) imports.push(lines[i]);
    }
  }
  const out: Snippet[] = [];
  let start = -1;
  const flush = (end: number) => {
    if (start < 0) return;
    const block = lines.slice(start, end);
    if (block.length >= 5 && block.length <= 120) out.push({ id: `${file}:${start + 1}`, lang: 'python', code: [...imports, '', ...block].join('\n') });
  };
  lines.forEach((line, i) => {
    if (/^(def|class|async def)\s/.test(line)) {
      flush(i);
      start = i;
    }
  });
  flush(lines.length);
  // A script without functions (an example) is one snippet.
  if (out.length === 0 && lines.length <= 150) out.push({ id: file, lang: 'python', code: text });
  return out;
}

/** The crates of the first Rust set (bench/check/corpus.sh); every other librust package is the held-out set. */
const FIRST_RUST_CRATES: ReadonlySet<string> = new Set(['regex', 'itertools', 'serde-json', 'chrono', 'rand']);

function wholeFile(file: string, lang: string, text: string): Snippet[] {
  const lines = text.split('\n');
  if (lines.length < 5) return [];
  return [{ id: file, lang, code: lines.slice(0, 150).join('\n') }];
}

/**
 * Where the repository was checked out when the checker's rules were worked out and its figures measured. A
 * snippet's id is its file's path as it was there (the repository's own path below it): the id seeds the snippet's
 * mutations and draws its half (`--half`), so with the path of the checkout in it the figures moved with where the
 * repository was cloned (a fresh clone elsewhere caught 96.9% of the five crates' invented calls, not 100%), and the
 * halves the rules were worked out on would not be the same snippets elsewhere.
 */
const MEASURED_CHECKOUT = '/work/main';

export function loadSnippets(corpus: string, nodeModules: string, limit: number, root = path.resolve(corpus, '..', '..', '..')): Map<string, Snippet[]> {
  const byLang = new Map<string, Snippet[]>();
  const stableId = (id: string) => (id.startsWith(root + path.sep) ? `${MEASURED_CHECKOUT}/${id.slice(root.length + 1).split(path.sep).join('/')}` : id);
  const add = (lang: string, files: string[], cut: (file: string, text: string) => Snippet[]) => {
    const all: Snippet[] = [];
    for (const f of files) all.push(...cut(f, read(f)).map((s) => ({ ...s, id: stableId(s.id) })));
    byLang.set(lang, sample([...(byLang.get(lang) ?? []), ...all], limit));
  };
  // In name order, as walk() reads a directory: the even sample must not depend on the file system's order.
  const pkg = (prefix: string) => (existsSync(corpus) ? readdirSync(corpus).sort().filter((d) => d.startsWith(prefix)).map((d) => path.join(corpus, d)) : []);

  // Python in two sets: scripts that use the data-science libraries (scikit-learn's gallery), and the
  // standard library's own tests, which exercise its undocumented corners (a harsher set).
  add('python', pkg('python-sklearn-doc').flatMap((d) => walk(d, (f) => /\/examples\/.*\.py(\.gz)?$/.test(f))), (f, t) => pythonSnippets(f, t));
  add('python (stdlib tests)', pkg('libpython3.11-testsuite').flatMap((d) => walk(d, (f) => /\/test\/test_[^/]+\.py$/.test(f))), (f, t) =>
    pythonSnippets(f, t).map((s) => ({ ...s, lang: 'python' })));
  add('go', [
    ...pkg('golang-1.19-src').flatMap((d) => walk(d, (f) => /\/example_test\.go$/.test(f) && !/\/(internal|vendor|testdata)\//.test(f))),
    ...pkg('golang-github-').flatMap((d) => walk(d, (f) => /\.go$/.test(f))),
  ], (f, t) => wholeFile(f, 'go', t));
  add('java', pkg('openjdk-17-demo').flatMap((d) => walk(d, (f) => /\.java$/.test(f))), (f, t) => wholeFile(f, 'java', t));
  // Rust in two sets: five crates' examples and tests (the set the checker's Rust rules were worked
  // out on), and 21 more crates' (held out: rules were worked out on half a's flags and misses and
  // checked on half b's totals). Only a crate's top-level examples/, tests/ and benches/: a tests
  // module under src/ is part of the library itself (its `crate::` paths, its `#[cfg(loom)]` deps).
  const rustFiles = (crates: ReadonlySet<string>, inSet: boolean) =>
    pkg('librust-').filter((d) => crates.has(/librust-(.+?)-dev_/.exec(path.basename(d))?.[1] ?? '') === inSet)
      .flatMap((d) => walk(d, (f) => /\/registry\/[^/]+\/(examples|tests|benches)\/.*\.rs$/.test(f)));
  add('rust', rustFiles(FIRST_RUST_CRATES, true), (f, t) => wholeFile(f, 'rust', t));
  add('rust (held out)', rustFiles(FIRST_RUST_CRATES, false), (f, t) => wholeFile(f, 'rust', t));
  add('c', pkg('libcurl4-doc').flatMap((d) => walk(d, (f) => /\/examples\/[^/]+\.c(\.gz)?$/.test(f))), (f, t) => wholeFile(f, 'c', t));
  // JavaScript: packages' own sources as npm ships them (readable ones: no bundles, no minified lines).
  add('javascript', walk(nodeModules, (f) => /\/(lib|src|bin)\/[^/]+\.(c|m)?js$/.test(f) && !/\.min\.js$|\/dist\/|\/esm\/|typescript\/lib/.test(f))
    .filter((f) => {
      const t = readFileSync(f, 'utf8');
      const lines = t.split('\n');
      return /require\(['"]|^import .* from ['"]/m.test(t) && t.length / lines.length < 80;
    }), (f, t) => wholeFile(f, 'javascript', t));
  return byLang;
}
