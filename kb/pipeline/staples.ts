/**
 * Writes `kb/staples.json.gz`, the everyday-API prior of src/core/kb/staples.ts, and its manifest entry:
 * per language, the libraries of its standard library (from the manifest's sources) and, where a
 * corpus of example *programs* ships in Debian, how many of those programs call each API:
 *
 *   rust  the code blocks of The Rust Programming Language and Rust by Example (rust-doc's HTML)
 *   go    the standard library's `Example` functions (golang-1.19-src's *_test.go files that have them)
 *   c     the man pages' EXAMPLES programs (manpages-dev), counted by the intent miner's reading
 *         (usage/code-intents.ts --usage): example programs, as Rust's and Go's are. The usage prior
 *         also reads the C programs Debian ships (sources/usage/c-programs.txt); as staples those were
 *         measured to lower both halves of dev-multi's C questions (hit@10 A .63 → .56, B .59 → .57):
 *         whole applications' plumbing (`fprintf`, `memcpy`, `strcpy`) is not what a task's solution
 *         reaches for
 *   java  the Java applications Debian ships as source (sources/usage/java-programs.txt), counted by the
 *         intent miner's reading as C's are: files, not programs, but application code calls java.util
 *         and java.lang as a user's program does (the JDK's own library code and its Javadoc examples,
 *         tried before, moved neither half of dev-multi's Java questions; these lift both by .03)
 *   javascript  the ECMAScript built-ins the snippets of 30-seconds-of-code call (npm, CC0-1.0; its
 *         bundle cut into its 336 snippets, usage/snippet-bundle.ts): each a short program solving a
 *         task its name states (`capitalizeEveryWord`, `chunk`), as a question states one. Only the
 *         built-ins count (`Math.floor`, `Array.reduce`), and a method on a value of unknown type goes
 *         to `Array` and `String` when they have it: the values code makes most are array and string
 *         literals (`.push(` is an array's). Counted before over the npm packages of node_modules,
 *         library code whose built-ins are its own plumbing (`Object.defineProperty`, `Error`), then over
 *         five JavaScript applications Debian ships as source (MediaWiki, phpMyAdmin, GNOME Shell,
 *         Roundcube, GNOME Sound Recorder: 1,402 files), which lifted dev-multi's JavaScript hit@10
 *         (A .68 → .70, B .66 → .69) but still lead with what an application's plumbing calls
 *         (`Array.push`, `Array.find`, `String.indexOf`); the snippets lead with what a task's code
 *         calls (`Array.reduce`, `Array.map`, `Array.filter`, `Object.keys`). Measured on 2026-11-29:
 *         dev-multi's JavaScript the same (hit@10 .850/.862 by half, recall@10 .689/.644 →
 *         .688/.636), every blind round above it (README, "Retrieval"), the everyday questions'
 *         paraphrases 269 → 273 first of 524
 *
 * Calls are read with the usage source's readers (usage/code-usage.ts: imports resolved, each program
 * counts once per API). A call more than BOILERPLATE_SHARE of the programs make (`fmt.Println`, `exit`:
 * examples print their results and exit) says nothing about a question and is left out. Nothing of the code read
 * is shipped: only names and counts.
 *
 * Python's entry lists its standard library only (typeshed's stdlib stubs), no calls: a phrase spells a
 * name of the standard library or of a library the question names (src/core/kb/spelled-names.ts), and
 * without the entry "the cartesian product of two lists" spelled networkx's `cartesian_product` before
 * `itertools.product`. Python's records are not lifted for being standard (STAPLE_TUNING.standardLiftOf).
 *
 * C's standard library is ISO C's (the headers of C11 §7.1.2), not every POSIX header the man pages
 * document: a C task is answered in portable C first (`cos`, not `cacos`; `fopen`, not `open`).
 *
 *   tsx kb/pipeline/staples.ts --rust DIR… --go DIR… --javascript-snippets FILE… (each with --<lang>-source S)
 *     --c-usage FILE --c-source S --java-usage FILE --java-source S [--kb DIR]   (sources/programs/run.sh)
 *   (`--javascript DIR…` counts every source file under DIR as a program, as the applications were counted.)
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { goUsage, javascriptUsage, rustUsage, sourceTexts } from './usage/code-usage';
import { bookExamples } from './usage/mdbook-examples';
import { bundleSnippets } from './usage/snippet-bundle';
import type { LanguageStaples, StapleTable } from '../../src/core/kb/staples';

/** A call made by more than this share of the programs is boilerplate (printing a result, exiting). */
export const BOILERPLATE_SHARE = 0.2;

/** Per language, the sources (manifest `source` of a library) that make up its standard library. */
export const STANDARD_SOURCES: Record<string, RegExp> = {
  c: /^debian:(?:manpages-dev|musl-dev)=/,
  go: /^debian:golang-1\.\d+-src=/,
  java: /^debian:openjdk-\d+-source=/,
  javascript: /^npm:typescript@[^/\s]+\/lib|^npm:@types\/node@/,
  rust: /^rustup:rust-docs |^debian:rust-(?:src|doc)=/,
  // typeshed's stdlib stubs (its third-party stubs are `typeshed/stubs/<package>`).
  python: /^npm:pyright@[^/\s]+\/typeshed\/stdlib /,
};

/** The headers of the ISO C standard library (C11 §7.1.2), as the base names C libraries. */
export const ISO_C_HEADERS = new Set(
  'assert complex ctype errno fenv float inttypes iso646 limits locale math setjmp signal stdalign stdarg stdatomic stdbool stddef stdint stdio stdlib stdnoreturn string tgmath threads time uchar wchar wctype'.split(' '),
);

/** The program texts of one corpus. */
export interface ProgramCorpus {
  lang: 'rust' | 'go';
  source: string;
  programs: string[];
}

/** Rust code blocks of an mdBook page (the book, Rust by Example) that define a function, hidden setup lines included. */
export function rustCodeBlocks(html: string): string[] {
  return bookExamples(html).map((example) => example.code);
}

/** Whether a Go test file holds `Example` functions (runnable programs the documentation shows). */
export function isGoExampleFile(text: string): boolean {
  return /^func Example\w*\(\)/m.test(text);
}

/** How many programs call each API. */
export function programCounts(corpus: ProgramCorpus): Map<string, number> {
  const read = corpus.lang === 'rust' ? rustUsage : goUsage;
  const counts = new Map<string, number>();
  for (const program of corpus.programs) {
    const names = new Set<string>();
    read(program, names, new Set());
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * How many programs call each API the base has (`known`: its records' names), boilerplate left out, and the
 * boilerplate. A program's own modules (the Rust book's `my_mod::function`) are no API of ours, as for C's and Java's.
 */
export function countCalls(corpus: ProgramCorpus, known: ReadonlySet<string>): { calls: Record<string, number>; boilerplate: string[] } {
  const counts = [...programCounts(corpus)].filter(([name]) => known.has(name));
  return { calls: withoutBoilerplate(counts, corpus.programs.length), boilerplate: boilerplateOf(counts, corpus.programs.length) };
}

/**
 * The boilerplate itself: the APIs more than BOILERPLATE_SHARE of `programs` call (`printf`, `exit`,
 * `fmt.Println`), sorted. The ranking shows them only to a question that names them (staples.ts).
 */
export function boilerplateOf(counts: Iterable<[string, number]>, programs: number): string[] {
  const limit = BOILERPLATE_SHARE * programs;
  return [...counts].filter(([, n]) => n > limit).map(([name]) => name).sort();
}

/**
 * Most APIs a language's table keeps: every query walks the table, and below the top thousand a staple
 * adds a few hundredths of the best score (Java's applications call 5,600 APIs of the base).
 */
export const MAX_STAPLES = 1000;

/** The counts of calls made by at most BOILERPLATE_SHARE of `programs`, most called first, at most MAX_STAPLES. */
export function withoutBoilerplate(counts: Iterable<[string, number]>, programs: number): Record<string, number> {
  const limit = BOILERPLATE_SHARE * programs;
  const kept = [...counts].filter(([, n]) => n <= limit).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return Object.fromEntries(kept.slice(0, MAX_STAPLES));
}

/**
 * C's and Java's programs as the intent miner counted them (`code-intents.ts --usage`: `names`, called
 * name → files calling it, over `files` files), only the names the base has (`known`: a program's own
 * macros and the kernel's are no API of ours).
 */
export function callsFromExampleUsage(usage: MinerUsage, known: ReadonlySet<string>): Record<string, number> {
  return withoutBoilerplate(knownCounts(usage, known), usage.files);
}

/**
 * What every object has (Java's `Object.toString`, `equals`, `hashCode`, `getClass`): a program calls them on its
 * own classes' objects, and the miner credits such a call to `Object` when it cannot type the receiver, so their
 * counts say what classes do, not what a task needs. As staples (162 and 75 of the 12,231 programs) they took 21
 * places of dev-multi's Java pages from calls the reference solutions make (`Arrays.sort`, `List.get`).
 */
const UNIVERSAL_MEMBERS = /^java\.lang\.Object\./;

/** The miner's counts of the names the base has. */
export function knownCounts(usage: MinerUsage, known: ReadonlySet<string>): [string, number][] {
  return Object.entries(usage.names).filter(([name]) => known.has(name) && !UNIVERSAL_MEMBERS.test(name));
}

/** What `code-intents.ts --usage` writes (the part read here). */
export interface MinerUsage {
  files: number;
  names: Record<string, number>;
}

/** The prototypes an untyped JavaScript method call is credited to, when they have that method. */
const LITERAL_CLASSES = ['Array', 'String'];

/**
 * How many source files call each ECMAScript built-in (`builtIns`: the names of the base's `ecmascript`
 * records), boilerplate left out; `files` is how many were read.
 */
export async function countJavaScriptBuiltIns(texts: AsyncIterable<string> | Iterable<string>, builtIns: ReadonlySet<string>): Promise<{ files: number; calls: Record<string, number>; boilerplate: string[] }> {
  const counts = new Map<string, number>();
  let files = 0;
  for await (const text of texts) {
    files++;
    const names = new Set<string>();
    const members = new Set<string>();
    javascriptUsage(text, names, members);
    const called = new Set([...names].filter((n) => builtIns.has(n)));
    for (const member of members) for (const cls of LITERAL_CLASSES) if (builtIns.has(`${cls}.${member}`)) called.add(`${cls}.${member}`);
    for (const name of called) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return { files, calls: withoutBoilerplate(counts, files), boilerplate: boilerplateOf(counts, files) };
}

/** The standard library of each language, from the manifest's library sources. */
export function standardLibraries(libraries: { lib: string; lang: string; source: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { lib, lang, source } of libraries) {
    if (!STANDARD_SOURCES[lang]?.test(source) || (lang === 'c' && !ISO_C_HEADERS.has(lib))) continue;
    out.set(lang, [...(out.get(lang) ?? []), lib]);
  }
  for (const list of out.values()) list.sort();
  return out;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function readCorpus(lang: 'rust' | 'go', roots: string[], source: string): Promise<ProgramCorpus> {
  const programs: string[] = [];
  for (const root of roots) for await (const file of files(root)) {
    if (lang === 'rust' && file.endsWith('.html')) programs.push(...rustCodeBlocks(await fs.readFile(file, 'utf8')));
    if (lang === 'go' && file.endsWith('_test.go')) {
      const text = await fs.readFile(file, 'utf8');
      if (isGoExampleFile(text)) programs.push(text);
    }
  }
  if (programs.length === 0) throw new Error(`no ${lang} programs under ${roots.join(', ')}`);
  return { lang, source, programs };
}

/** The JavaScript programs: each source file under `roots`, and each snippet of the `bundles` (snippet-bundle.ts). */
async function* javascriptTexts(roots: string[], bundles: string[] = []): AsyncGenerator<string> {
  for (const root of roots) for await (const { text } of sourceTexts('javascript', root)) yield text;
  for (const bundle of bundles) yield* bundleSnippets(await fs.readFile(bundle, 'utf8'));
}

/** The names of a language's records, of one library when `lib` is given (JavaScript's `ecmascript` built-ins). */
async function recordNames(kbDir: string, manifest: { files: { lang: string; file: string }[] }, lang: string, lib?: string): Promise<Set<string>> {
  const entry = manifest.files.find((f) => f.lang === lang);
  if (!entry) return new Set();
  const names = new Set<string>();
  for (const line of gunzipSync(await fs.readFile(path.join(kbDir, entry.file))).toString('utf8').split('\n')) {
    if (!line) continue;
    const record = JSON.parse(line) as { lib: string; name: string };
    if (lib === undefined || record.lib === lib) names.add(record.name);
  }
  return names;
}

async function main() {
  const args = process.argv.slice(2);
  const options = (name: string) => args.flatMap((arg, at) => (arg === name && at + 1 < args.length ? [args[at + 1]] : []));
  const option = (name: string): string | undefined => options(name)[0];
  const kbDir = option('--kb') ?? path.resolve(__dirname, '..');
  const manifestPath = path.join(kbDir, 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8'));
  const corpora: ProgramCorpus[] = [];
  for (const lang of ['rust', 'go'] as const) {
    const dirs = options(`--${lang}`);
    if (dirs.length) corpora.push(await readCorpus(lang, dirs, option(`--${lang}-source`) ?? ''));
  }
  // C's and Java's programs as the intent miner counted them (--c-usage, --java-usage).
  const minerUsage = new Map<string, MinerUsage>();
  for (const lang of ['c', 'java']) {
    const file = option(`--${lang}-usage`);
    if (file) minerUsage.set(lang, JSON.parse(await fs.readFile(file, 'utf8')));
  }
  const table: StapleTable = {};
  const sources: Record<string, string> = {};
  for (const [lang, standard] of [...standardLibraries(manifest.libraries)].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const corpus = corpora.find((c) => c.lang === lang);
    const entry: LanguageStaples = { programs: corpus?.programs.length ?? 0, standard, calls: {} };
    if (corpus) ({ calls: entry.calls, boilerplate: entry.boilerplate } = countCalls(corpus, await recordNames(kbDir, manifest, lang)));
    const jsRoots = options('--javascript');
    const jsBundles = options('--javascript-snippets');
    if (lang === 'javascript' && jsRoots.length + jsBundles.length > 0) {
      const counted = await countJavaScriptBuiltIns(javascriptTexts(jsRoots, jsBundles), await recordNames(kbDir, manifest, 'javascript', 'ecmascript'));
      entry.programs = counted.files;
      entry.calls = counted.calls;
      entry.boilerplate = counted.boilerplate;
      sources.javascript = option('--javascript-source') ?? '';
    }
    const counted = minerUsage.get(lang);
    if (counted && counted.files > 0) {
      entry.programs = counted.files;
      const known = await recordNames(kbDir, manifest, lang);
      entry.calls = callsFromExampleUsage(counted, known);
      entry.boilerplate = boilerplateOf(knownCounts(counted, known), counted.files);
      sources[lang] = option(`--${lang}-source`) ?? '';
    }
    table[lang] = entry;
    if (corpus) sources[lang] = corpus.source;
    console.error(`staples: ${lang}: ${standard.length} standard libraries, ${entry.programs} programs, ${Object.keys(entry.calls).length} APIs`);
  }
  const data = gzipSync(JSON.stringify(table), { level: 9 });
  await fs.writeFile(path.join(kbDir, 'staples.json.gz'), data);
  manifest.staples = { file: 'staples.json.gz', sha256: createHash('sha256').update(data).digest('hex'), sources };
  await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 1) + '\n');
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
