/**
 * The intent miner for Go, Java, JavaScript/TypeScript, Rust and C: what real code says next to what it
 * calls, as `python_intents.py` does for Python, one example per JSON line `{"k","t","a"}` (kind, text,
 * the base's names of the APIs called). Kinds:
 *
 *   doc   a documentation comment with the name of the function it documents, paired with the body's calls
 *   name  a function's name alone, paired with its body's calls (too short to be a neighbour)
 *   cmt   a comment inside code, paired with the statements under it
 *   mod   a short file's opening documentation, paired with all the file calls
 *   api   the prose of a documentation comment, paired with the calls of the code example it holds
 *         (Rust's ``` blocks, Javadoc's <pre>, JSDoc's @example, Go's indented lines, man pages' EXAMPLES)
 *
 * Alongside, how many files mention each class name (a method called on a receiver of unknown type goes
 * to the class code names most: `.sort` to Array, not BigInt64Array), and for languages without another
 * usage source (Java, C) how many files call each API (`usage-<lang>.json`, the usage prior's format).
 * Nothing of the sources is kept but these examples' words and calls.
 *
 *   tsx kb/pipeline/usage/code-intents.ts <lang> --records kb/<lang>.jsonl.gz [--usage FILE] [--classes FILE] ROOT…
 *     [--library-tests ROOT]…   (Java: a library's tests, of whose calls only those beyond the JDK count)
 *     > kb/.staging/intents-<lang>.jsonl
 */
import { createReadStream, promises as fs, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { type Comment, type Dialect, codeUnder, commentStartsOf, lex } from './code-lexer';
import {
  type FileContext, callsIn, cContext, goContext, goImports, goTypes, javaContext, javascriptContext, rustContext,
} from './code-calls';

const EXTENSIONS: Record<Dialect, RegExp> = {
  go: /\.go$/,
  javascript: /(?<!\.d)\.(?:[cm]?js|tsx?)$/,
  java: /\.java$/,
  rust: /\.rs$/,
  c: /\.[ch]$/,
};
const SKIP_DIRS = new Set(['.git', 'testdata', 'vendor', '__fixtures__', 'fixtures', 'node_modules.bin']);
const MAX_FILE_BYTES = 400_000;
const MAX_TEXT = 600;
const MAX_CALLS = 40;

interface Example {
  k: string;
  t: string;
  /** What the code calls: full names, `.name` for an untyped method, `=name` for a value read (Go's `os.Args`). */
  a: string[];
  /** Libraries in scope, when some call is an untyped method (`.name`): its class is one of theirs. */
  l?: string[];
}

interface Inputs {
  lang: Dialect;
  /** Java: simple class name → the qualified name users mean; every qualified class name. */
  javaClasses: Map<string, string>;
  javaAllClasses: Map<string, string>;
  /** Java: every member's qualified name (what a static import's wildcard may name). */
  javaMembers?: Set<string>;
  /** Go: package name → import path (standard library). */
  goPackages: Map<string, string>;
  /** Go: the base's package-level variables and constants (`os.Args`, `math.Pi`), by full name. */
  goValues: Set<string>;
  /** Rust: the prelude's and std's best-known types by simple name. */
  rustPrelude: Map<string, string>;
}

/* ----------------------------------------------------------------------------- comment text */

const LICENCE = /copyright|licen[cs]ed?\b|spdx|all rights reserved|warranty/i;

function decodeEntities(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#64;/g, '@').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
}

/** A comment's prose: markup and tags out, links as their words. */
function prose(text: string): string {
  return decodeEntities(
    text
      .replace(/\{@(?:code|literal)\s+([^}]*)\}/g, '$1')
      .replace(/\{@(?:link|linkplain)\s+(?:[\w.]*#)?([^}\s]*)(?:\s+([^}]*))?\}/g, (_, target: string, label?: string) => label ?? target.replace(/\(.*$/, ''))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\[`?([^\]`]+)`?\]\([^)]*\)/g, '$1')
      .replace(/\[`([^`\]]+)`\]/g, '$1')
      .replace(/`/g, ''),
  )
    .split('\n')
    .filter((l) => !/^\s*@\w+/.test(l) && !/^\s*#\s*(?:Examples?|Panics|Errors|Safety)\s*$/.test(l))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Commented-out code reads as code: most lines end in `;`, `{` or `}`. */
function looksLikeCode(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim());
  if (lines.length === 0) return true;
  const codeLines = lines.filter((l) => /[;{}]\s*$|^\s*(?:import|package|#include|use)\b/.test(l)).length;
  return codeLines / lines.length > 0.4;
}

/** Code blocks a documentation comment holds, and its prose without them. */
function splitDocCode(comment: Comment, lang: Dialect): { text: string; blocks: string[] } {
  const blocks: string[] = [];
  let text = comment.text;
  // Markdown fences (Rust doc comments, JSDoc, READMEs): a fence tagged with another language is not code.
  text = text.replace(/```([\w,-]*)\n([\s\S]*?)```/g, (_, tag: string, body: string) => {
    if (!tag || /^(?:rust|no_run|should_panic|ignore|edition\d+|compile_fail|js|javascript|ts|typescript|jsx|tsx|go|java|c)(?:,|$)/.test(tag)) {
      blocks.push(body.split('\n').map((l) => l.replace(/^\s*#\s(?!\[)/, '').replace(/^\s*#$/, '')).join('\n'));
    }
    return '\n';
  });
  if (lang === 'java') {
    text = text.replace(/<pre>\s*(?:\{@code)?([\s\S]*?)(?:\}\s*)?<\/pre>/g, (_, body: string) => {
      blocks.push(decodeEntities(body));
      return '\n';
    });
  }
  if (lang === 'javascript') {
    text = text.replace(/@example\b([\s\S]*?)(?=\n\s*@\w|$)/g, (_, body: string) => {
      blocks.push(body);
      return '\n';
    });
  }
  if (lang === 'go') {
    // Go doc comments indent their code.
    const lines = text.split('\n');
    const proseLines: string[] = [];
    let block: string[] = [];
    for (const line of lines) {
      if (/^(?:\t| {2,})\S/.test(line)) block.push(line);
      else {
        if (block.length) blocks.push(block.join('\n'));
        block = [];
        proseLines.push(line);
      }
    }
    if (block.length) blocks.push(block.join('\n'));
    text = proseLines.join('\n');
  }
  return { text, blocks };
}

/* ----------------------------------------------------------------------------- declarations */

const DECLARATION: Record<Dialect, RegExp> = {
  go: /^\s*func\s*(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[[(]/,
  // One line, a bounded number of modifier and type tokens: a free-form pattern backtracks for minutes on the JDK.
  java: /^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:[\w<>[\],.?]+[ \t]+){1,6}([a-z]\w*)[ \t]*\(/,
  rust: /^\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\s*\([^)]*\))?\s+)?(?:(?:const|async|unsafe|extern\s+"\w*")\s+)*fn\s+([a-z_]\w*)/,
  javascript: /^\s*(?:export\s+(?:default\s+)?)?(?:async\s+)?(?:function\s*\*?\s*([A-Za-z_$][\w$]*)|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*=>|[\w$]+\s*=>)|(?:static\s+)?(?:async\s+)?([A-Za-z_$][\w$]*)\s*\([^()]*\)\s*\{|([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?function\b)/,
  c: /^\s*(?:static\s+|inline\s+|extern\s+)*[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\s*\([^;{)]*\)\s*\{/,
};

/** The function declared at the start of `code`, if any. */
function declaredName(code: string, lang: Dialect): string | undefined {
  const m = DECLARATION[lang].exec(code.slice(0, 400));
  const name = m?.slice(1).find(Boolean);
  return name && !/^(?:if|for|while|switch|catch|return|function)$/.test(name) ? name : undefined;
}

/** Words of an identifier (`readLine` → "read Line"), for an example's text. */
function nameWords(name: string): string {
  return name.replace(/^(?:Example|Test|Benchmark)_?/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
}

/** The offset just after the brace that closes the one opening at or after `from`. */
function blockEnd(code: string, from: number): number {
  const open = code.indexOf('{', from);
  if (open < 0) return from;
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return i + 1;
  }
  return code.length;
}

/* ----------------------------------------------------------------------------- per file */

function contextOf(inputs: Inputs, file: string, root: string, source: string, code: string): FileContext {
  switch (inputs.lang) {
    case 'go': {
      const rel = path.relative(root, path.dirname(file)).split(path.sep).join('/');
      const pkgClause = /^package\s+(\w+)/m.exec(code)?.[1] ?? '';
      const own = pkgClause.endsWith('_test') || pkgClause === 'main' ? undefined : rel;
      const ctx = goContext(goImports(source), inputs.goPackages, own);
      goTypes(code, ctx);
      return { ...ctx, values: inputs.goValues };
    }
    case 'java': {
      const own = /^\s*package\s+([\w.]+)\s*;/m.exec(code)?.[1];
      return javaContext(code, inputs.javaClasses, own, inputs.javaAllClasses, inputs.javaMembers);
    }
    case 'rust': {
      const rel = path.relative(root, file).split(path.sep);
      const srcAt = rel.lastIndexOf('src');
      const modulePath = srcAt > 0 && /^(?:std|core|alloc)$/.test(rel[srcAt - 1])
        ? ['std', ...rel.slice(srcAt + 1)].join('::').replace(/\.rs$/, '').replace(/::(?:mod|lib)$/, '')
        : undefined;
      return rustContext(code, modulePath, inputs.rustPrelude);
    }
    case 'javascript':
      return javascriptContext(code, source);
    case 'c':
      return cContext(code);
  }
}

/**
 * C's example programs (the man pages' EXAMPLES above all) wrap every step in the same error reporting:
 * `if (fd == -1) { perror("open"); exit(EXIT_FAILURE); }`, `err(1, ...)`, `fprintf(stderr, ...)`, and
 * define `main`. Those calls are scaffolding, not what the text next to them describes (as a Python
 * test's assertions are not what the test describes): kept, they were the top votes of almost every
 * question ("compute the square root" answered `err`, not `sqrt`). Measured with bench/sweep-multi.ts on
 * dev-multi's C questions, hit@10 0.37 -> 0.40, MRR 0.13 -> 0.19, on both halves. Of the constants the
 * examples read (code-calls.ts, `reads`), `NULL`, `EXIT_SUCCESS`/`EXIT_FAILURE` and the `FILE` of every
 * file-handling program are scaffolding the same way; `errno` is kept, or "check errno" finds no `errno`.
 */
const C_SCAFFOLDING = new Set(['main', 'err', 'errx', 'verr', 'verrx', 'warn', 'warnx', 'perror', 'exit', '_exit', '_Exit', 'abort', 'fprintf', 'errExit', 'handle_error', 'handle_error_en', 'NULL', 'EXIT_SUCCESS', 'EXIT_FAILURE', 'FILE']);

/**
 * A test's assertions are its scaffolding the same way: a test named for what it exercises
 * (`testSerializeDate`, `getLoggerByClass`) calls JUnit's `assertEquals` as often as the API it is about,
 * and kept, `assertEquals` stood on SLF4J's, OkHttp's and Log4j's pages. The usage counts keep them (a
 * JUnit question needs its `assertThrows`); only the words' examples leave them out.
 */
const JAVA_SCAFFOLDING = /^org\.junit\.(?:Assert|Assume|jupiter\.api\.(?:Assertions|Assumptions))\./;

const notScaffolding = (lang: string) => (api: string) => (lang === 'c' ? !C_SCAFFOLDING.has(api) : lang === 'java' ? !JAVA_SCAFFOLDING.test(api) : true);

function calls(code: string, ctx: FileContext): string[] {
  const into = new Set<string>();
  callsIn(code, ctx, into, true);
  return [...into].slice(0, MAX_CALLS);
}

/**
 * Java's own libraries. A library's tests (`--library-tests`) call it as its users do, but build their
 * fixtures with the JDK as no program does (`UUID.fromString("…")` where a program generates one, fixed
 * dates where it asks for now): only their calls beyond these count, and their untyped methods go to
 * the other libraries in scope.
 */
const JAVA_STANDARD = /^(?:java|javax|jdk|org\.w3c|org\.xml|org\.ietf|com\.sun)(?:\.|$)/;

/** Whether a call (or a library) is outside the language's standard library, what a library's tests count. */
export function beyondStandard(lang: Dialect): (name: string) => boolean {
  if (lang !== 'java') throw new Error(`--library-tests: ${lang} has no standard library to leave out here`);
  return (name) => name.startsWith('.') || !JAVA_STANDARD.test(name);
}

export function examplesOf(inputs: Inputs, file: string, root: string, source: string, libraryTests = false): { examples: Example[]; ctx: FileContext; code: string } {
  const { lang } = inputs;
  const lexed = lex(source, lang);
  const { code } = lexed;
  const ctx = contextOf(inputs, file, root, source, code);
  const counted = libraryTests ? beyondStandard(lang) : () => true;
  const scaffoldingFree = notScaffolding(lang);
  if (libraryTests) ctx.libraries = new Set([...ctx.libraries].filter(counted));
  const starts = commentStartsOf(lexed);
  const examples: Example[] = [];
  const emit = (k: string, text: string, called: string[]) => {
    const t = text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
    const apis = called.filter((a) => scaffoldingFree(a) && counted(a));
    if (!t || !apis.length) return;
    examples.push(apis.some((a) => a.startsWith('.')) ? { k, t, a: apis, l: [...ctx.libraries].sort() } : { k, t, a: apis });
  };

  for (const comment of lexed.comments) {
    if (LICENCE.test(comment.text)) continue;
    const { text, blocks } = splitDocCode(comment, lang);
    if (looksLikeCode(text)) continue;
    const words = prose(text);
    let from = comment.end;
    while (from < code.length && /\s/.test(code[from])) from++;
    const name = declaredName(code.slice(from, from + 400), lang);
    // Documentation of a declaration: its words, the declared name's, and what its examples call.
    if (blocks.length && words) {
      const block = blocks.join('\n');
      const blockLexed = lex(block, lang);
      const blockCtx = lang === 'rust'
        ? mergeContexts(ctx, rustContext(blockLexed.code, undefined, inputs.rustPrelude))
        : lang === 'java' ? mergeContexts(ctx, javaContext(blockLexed.code, inputs.javaClasses, undefined, inputs.javaAllClasses)) : ctx;
      emit('api', `${words} ${name ? nameWords(name) : ''}`, calls(blockLexed.code, blockCtx));
    }
    if (words.split(' ').length < 2) continue;
    if (!name && comment.doc && code.slice(0, comment.start).trim() === '' && code.length < 6000) {
      // A short file's opening documentation describes the whole program (man pages' examples, scripts).
      emit('mod', words, calls(code, ctx));
    } else if (name) {
      const end = blockEnd(code, from);
      emit('doc', `${nameWords(name)}. ${words}`, calls(code.slice(from, end), ctx));
    } else if (!comment.doc || lang === 'go') {
      const end = codeUnder(code, from, starts);
      if (end > from) emit('cmt', words, calls(code.slice(from, end), ctx));
    }
  }
  // Every function by its name alone.
  const declarations = new RegExp(DECLARATION[lang].source.replace(/^\^/, '(?:^|\\n)'), 'g');
  for (const m of code.matchAll(declarations)) {
    const name = m.slice(1).find(Boolean);
    if (!name || /^(?:if|for|while|switch|catch|return|main|new)$/.test(name)) continue;
    const from = m.index ?? 0;
    const end = blockEnd(code, from + m[0].length - 1);
    if (end - from > 8000) continue;
    emit('name', nameWords(name), calls(code.slice(from, end), ctx));
  }
  return { examples, ctx, code };
}

function mergeContexts(outer: FileContext, inner: FileContext): FileContext {
  return {
    ...outer,
    aliases: new Map([...outer.aliases, ...inner.aliases]),
    types: new Map([...outer.types, ...inner.types]),
    libraries: new Set([...outer.libraries, ...inner.libraries]),
  };
}

/* ----------------------------------------------------------------------------- inputs */

async function readRecords(file: string): Promise<Array<{ name: string; kind: string; lib: string }>> {
  const input = createReadStream(file);
  const lines = createInterface({ input: file.endsWith('.gz') ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
  const out: Array<{ name: string; kind: string; lib: string }> = [];
  for await (const line of lines) {
    if (!line) continue;
    const r = JSON.parse(line) as { name: string; kind: string; lib: string; t?: string };
    if (r.t && r.t !== 'api') continue;
    out.push(r);
  }
  return out;
}

/** Packages a simple Java class name most likely means, first wins (java.lang needs no import). */
const JAVA_PACKAGE_ORDER = ['java.lang', 'java.util', 'java.io', 'java.nio.file', 'java.util.stream', 'java.util.function', 'java.time', 'java.math', 'java.net', 'java.util.concurrent', 'java.util.regex', 'java.text', 'java.nio', 'javax.swing', 'java.awt'];

async function inputsFor(lang: Dialect, recordsFile: string | undefined, roots: string[]): Promise<Inputs> {
  const inputs: Inputs = { lang, javaClasses: new Map(), javaAllClasses: new Map(), goPackages: new Map(), goValues: new Set(), rustPrelude: new Map() };
  const records = recordsFile ? await readRecords(recordsFile) : [];
  if (lang === 'java') {
    const rank = (pkg: string) => {
      const i = JAVA_PACKAGE_ORDER.indexOf(pkg);
      return i < 0 ? JAVA_PACKAGE_ORDER.length : i;
    };
    inputs.javaMembers = new Set(records.filter((r) => !/^(?:class|interface|enum|record)$/.test(r.kind)).map((r) => r.name));
    for (const r of records) {
      if (!/^(?:class|interface|enum|record)$/.test(r.kind)) continue;
      inputs.javaAllClasses.set(r.name, r.lib);
      const simple = r.name.slice(r.lib.length + 1);
      if (simple.includes('.')) continue;
      const prev = inputs.javaClasses.get(simple);
      if (!prev || rank(r.lib) < rank(prev.slice(0, prev.lastIndexOf('.')))) inputs.javaClasses.set(simple, r.name);
    }
  }
  if (lang === 'go') {
    // Package name → import path, from the standard library's directories; of two packages of one
    // name the later path wins (math/rand over crypto/rand, text/template over html/template).
    const libs = [...new Set(records.map((r) => r.lib))].filter((l) => !l.includes('.') && !l.includes('internal')).sort();
    for (const lib of libs) inputs.goPackages.set(lib.split('/').pop()!, lib);
    for (const r of records) if (r.kind === 'variable' || r.kind === 'constant') inputs.goValues.add(r.name);
  }
  if (lang === 'rust') {
    for (const [simple, full] of [
      ['Vec', 'std::vec::Vec'], ['String', 'std::string::String'], ['Box', 'std::boxed::Box'], ['Option', 'std::option::Option'],
      ['Result', 'std::result::Result'], ['Some', 'std::option::Option::Some'], ['Ok', 'std::result::Result::Ok'],
    ]) inputs.rustPrelude.set(simple, full);
  }
  void roots;
  return inputs;
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* walk(path.join(dir, entry.name));
    } else if (entry.isFile()) yield path.join(dir, entry.name);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const lang = args.shift() as Dialect;
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = args[i + 1];
    args.splice(i, 2);
    return value;
  };
  const recordsFile = flag('--records');
  const usageFile = flag('--usage');
  const classesFile = flag('--classes');
  const libraryTests: string[] = [];
  for (let root = flag('--library-tests'); root !== undefined; root = flag('--library-tests')) libraryTests.push(root);
  const roots = [...args, ...libraryTests];
  if (!EXTENSIONS[lang] || roots.length === 0) throw new Error('usage: code-intents.ts <go|java|javascript|rust|c> --records FILE [--usage FILE] [--classes FILE] ROOT… [--library-tests ROOT]…');
  const inputs = await inputsFor(lang, recordsFile, roots);
  const classMentions = new Map<string, number>();
  const names = new Map<string, number>();
  const members = new Map<string, number>();
  let files = 0;
  let written = 0;
  const out: string[] = [];
  const flush = () => {
    if (out.length) process.stdout.write(out.join(''));
    out.length = 0;
  };
  for (const root of roots) {
    for await (const file of walk(root)) {
      if (!EXTENSIONS[lang].test(file)) continue;
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat || stat.size > MAX_FILE_BYTES) continue;
      const source = await fs.readFile(file, 'utf8');
      const tests = libraryTests.includes(root);
      const countedInTests = tests ? beyondStandard(lang) : undefined;
      const { examples, ctx, code } = examplesOf(inputs, file, root, source, tests);
      files++;
      for (const e of examples) {
        out.push(JSON.stringify(e) + '\n');
        written++;
      }
      if (out.length > 2000) flush();
      for (const c of new Set(code.match(/\b[A-Z][A-Za-z0-9]+\b/g) ?? [])) classMentions.set(c, (classMentions.get(c) ?? 0) + 1);
      if (usageFile) {
        const used = new Set<string>();
        callsIn(code, ctx, used);
        for (const u of used) {
          // A library's tests count its calls, not their fixtures' nor methods of receivers they do not type.
          if (countedInTests && (u.startsWith('.') || !countedInTests(u))) continue;
          if (u.startsWith('.')) members.set(u.slice(1), (members.get(u.slice(1)) ?? 0) + 1);
          else names.set(u, (names.get(u) ?? 0) + 1);
        }
      }
    }
  }
  flush();
  const keep = (map: Map<string, number>, min: number) => Object.fromEntries([...map].filter(([, n]) => n >= min).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
  if (classesFile) writeFileSync(classesFile, JSON.stringify({ lang, files, classes: keep(classMentions, 2) }));
  if (usageFile) writeFileSync(usageFile, JSON.stringify({ lang, files, names: keep(names, 1), members: keep(members, 2), importers: {} }));
  console.error(`intents ${lang}: ${written} examples from ${files} files`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
