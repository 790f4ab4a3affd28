/**
 * What a span of code calls, in the base's names, for the intent miner (code-intents.ts). Each
 * language resolves calls through what the file imports (`import`, `use`, `require`, `#include` is
 * implicit: C names are bare) and through the types of local variables where a declaration says them:
 *
 *   go          import "strings"; strings.Split(…)           → strings.Split
 *               (inside package strings) Split(…)             → strings.Split
 *   java        Scanner in = new Scanner(…); in.nextLine()    → java.util.Scanner, java.util.Scanner.nextLine
 *   rust        use std::io; io::stdin().read_line(…)         → std::io::stdin, .read_line
 *               use log::info; info!(…); log::warn!(…)        → log::info, log::warn
 *   javascript  Math.floor(…), parseInt(…), [..].map(…)        → Math.floor, parseInt, Array.map
 *   c           strlen(…)                                     → strlen
 *
 * A method called on a receiver whose type the code does not say is written `.name`; the trainer
 * (kb/pipeline/intents.ts) gives it to the class that has such a member and that code uses most.
 * Names that are not in the base are dropped by the trainer, so a guess that names nothing costs nothing.
 */

export interface FileContext {
  lang: 'go' | 'java' | 'javascript' | 'rust' | 'c';
  /** Local name → qualified name (an import path, a class, a module, a crate path). */
  aliases: Map<string, string>;
  /** Local variable → its type's qualified name, where a declaration in the file says it. */
  types: Map<string, string>;
  /** Functions the file defines (C, JavaScript): their calls are not the library's. */
  defined: Set<string>;
  /** Go: the import path of the file's own package (its exported names are called bare). */
  ownPackage?: string;
  /** Libraries in scope (imported, or the language's own): an untyped method belongs to one of them. */
  libraries: Set<string>;
  /** Go: the base's package-level variables and constants by full name (`os.Args`, `math.Pi`), what a read may name. */
  values?: ReadonlySet<string>;
  /** Java: the classes whose static members the file imports whole (`import static org.junit.Assert.*;`). */
  staticClasses?: readonly string[];
  /** Java: the base's member names, what a static wildcard's guess may name (all guesses kept without it). */
  members?: ReadonlySet<string>;
}

const KEYWORDS = new Set(
  'if for while switch return sizeof typeof catch function match loop else do case new delete throw await yield async defined void int char long short unsigned signed float double struct union enum static const extern volatile register inline fn let mut impl where move ref super self Self as in of instanceof func go defer select range make len cap append panic recover copy print println assert'.split(' '),
);

export function qualify(ctx: FileContext, head: string): string | undefined {
  return ctx.aliases.get(head);
}

/**
 * The APIs a piece of code (a span with strings and comments blanked) calls, added to `into`. `reads`:
 * also what it reads without calling (JavaScript's `process.env`, `Math.PI`; C's `RAND_MAX`, `errno`):
 * the mined examples pair those with their words, but the counts of what programs *call* (the usage
 * prior, the everyday-API table) leave them out, or C's table would lead with `errno`, `FILE` and `EOF`.
 */
export function callsIn(code: string, ctx: FileContext, into: Set<string>, reads = false): void {
  switch (ctx.lang) {
    case 'go':
      return goCalls(code, ctx, into, reads);
    case 'java':
      return javaCalls(code, ctx, into);
    case 'rust':
      return rustCalls(code, ctx, into);
    case 'javascript':
      return javascriptCalls(code, ctx, into, reads);
    case 'c':
      return cCalls(code, ctx, into, reads);
  }
}

function goCalls(code: string, ctx: FileContext, into: Set<string>, reads: boolean): void {
  for (const m of code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([A-Z]\w*)(?:\.([A-Z]\w*))?\s*[({]/g)) {
    const pkg = qualify(ctx, m[1]);
    if (pkg) into.add(`${pkg}.${m[2]}${m[3] ? '.' + m[3] : ''}`);
    else if (ctx.types.has(m[1])) into.add(`${ctx.types.get(m[1])}.${m[2]}`);
  }
  if (ctx.ownPackage) for (const m of code.matchAll(/(?<![\w.])([A-Z]\w*)\s*\(/g)) into.add(`${ctx.ownPackage}.${m[1]}`);
  for (const m of code.matchAll(/[\w)\]]\.([A-Z]\w*)\s*\(/g)) {
    const before = code.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + 1).match(/([A-Za-z_]\w*)$/)?.[1];
    if (before && (qualify(ctx, before) || ctx.types.has(before))) continue;
    into.add(`.${m[1]}`);
  }
  // A package's variables and constants a program reads: `os.Args`, `os.Stdin`, `math.Pi`,
  // `math.MaxInt64`, `io.EOF`, marked `=` (the trainer ties them to words but gives them no neighbour
  // votes). Only names the base holds as variables or constants: a type in a declaration
  // (`w http.ResponseWriter`) is no read.
  if (reads && ctx.values) {
    for (const m of code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([A-Z]\w*)(?![\w(])/g)) {
      const pkg = qualify(ctx, m[1]);
      if (pkg && ctx.values.has(`${pkg}.${m[2]}`)) into.add(`=${pkg}.${m[2]}`);
    }
  }
}

/**
 * An exception thrown (`throw new Error(…)`, `throw new TypeError(…)`) is how JavaScript code refuses
 * bad input, not a step of its task: `Error` was 8% of its examples' calls and sat in the results of
 * any question about checking a value. Left out, dev-multi's JavaScript questions rose on both halves
 * (hit@10 / recall@10, A .68/.48 -> .70/.50, B .76/.53 -> .79/.54). Java's miner keeps its thrown
 * exceptions: the same cut there measured A .49/.21 -> .43/.19, B .37/.17 -> .38/.18, the freed places
 * going to other calls its tasks do not make.
 */
const NOT_THROWN = String.raw`(?<!\bthrow\s+(?:new\s+)?)`;
const JAVA_NEW = /\bnew\s+([A-Z]\w*)\s*(?:<[^>()]*>)?\s*[([]/g;
const JS_NEW = new RegExp(NOT_THROWN + String.raw`\bnew\s+([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?\s*\(`, 'g');
/** A property of a global object read, not called: `process.argv`, `Math.PI`, `document.body`. */
const JS_GLOBAL_READ = /(?<![\w$.])(process|document|window|navigator|location|history|[A-Z][\w$]*)\s*\.\s*([A-Za-z_$][\w$]*)(?![\w$]|\s*\()/g;
const JS_CALL = new RegExp(NOT_THROWN + String.raw`(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(`, 'g');

function javaCalls(code: string, ctx: FileContext, into: Set<string>): void {
  for (const m of code.matchAll(JAVA_NEW)) {
    const cls = qualify(ctx, m[1]);
    if (cls) into.add(cls);
  }
  for (const m of code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*\.\s*([a-z]\w*)\s*\(/g)) {
    const cls = /^[A-Z]/.test(m[1]) ? qualify(ctx, m[1]) : ctx.types.get(m[1]);
    if (cls) into.add(`${cls}.${m[2]}`);
    else if (!/^[A-Z]/.test(m[1])) into.add(`.${m[2]}`);
  }
  // A method a static import brings in is called bare: `assertThrows(…)`, `when(mock.get()).thenReturn(…)`,
  // `sqrt(x)` under `import static java.lang.Math.*`. A wildcard's guess is kept only when the base has such
  // a member: the file's own methods would take the places of the span's real calls (MAX_CALLS).
  for (const m of code.matchAll(/(?<![\w.$])([a-z]\w*)\s*\(/g)) {
    const imported = ctx.aliases.get(m[1]);
    if (imported) into.add(imported);
    else for (const cls of ctx.staticClasses ?? []) if (!ctx.members || ctx.members.has(`${cls}.${m[1]}`)) into.add(`${cls}.${m[1]}`);
  }
  // A string literal's methods ("a,b".split(…)) and chained calls on what the code does not type.
  for (const m of code.matchAll(/"\s*\.\s*([a-z]\w*)\s*\(/g)) into.add(`java.lang.String.${m[1]}`);
  for (const m of code.matchAll(/[)\]]\s*\.\s*([a-z]\w*)\s*\(/g)) into.add(`.${m[1]}`);
}

/** Where a Rust path starts that is no crate: the file's own crate and modules. */
const RUST_PATH_ROOTS = new Set(['crate', 'self', 'super']);

/**
 * The Rust calls no `use` qualifies as a path's head, for the intent miner and the usage counts (code-usage.ts)
 * alike: a path from a crate the file never `use`s (since Rust 2018 every dependency is in scope by its name:
 * `regex::Regex::new(…)`, `tokio::select! {…}`; a path of the file's own modules names nothing the base has,
 * and the trainer and the counts drop it), and a function or macro a `use` brings in, called bare (`use
 * rand::thread_rng;` … `thread_rng()`, `use log::{info, warn};` … `info!(…)`). Only what a `use` names: the
 * prelude's macros (`println!`, `vec!`, `format!`) stay uncounted, and so do the file's own functions and macros;
 * a function's own name after `fn` is no call. `aliasOf`: what the file's `use`s make of a name.
 */
export function rustCallsBeyondUsePaths(code: string, aliasOf: (name: string) => string | undefined, into: Set<string>): void {
  for (const m of code.matchAll(/(?<![\w:])([a-z]\w*)((?:\s*::\s*[A-Za-z_]\w*)+)\s*(?:::\s*<[^>]*>\s*)?(?:!\s*[({[]|[({])/g)) {
    if (aliasOf(m[1]) === undefined && !RUST_PATH_ROOTS.has(m[1])) into.add(`${m[1]}${m[2].replace(/\s+/g, '')}`);
  }
  for (const m of code.matchAll(/(?<![\w:.$]|\bfn\s+)([a-z_]\w*)\s*(?:!\s*[({[]|\()/g)) {
    const full = aliasOf(m[1]);
    if (full?.includes('::')) into.add(full);
  }
}

function rustCalls(code: string, ctx: FileContext, into: Set<string>): void {
  // Paths whose head a `use` names, called or invoked as macros: `fs::read_to_string(…)`, `log::info!(…)`.
  for (const m of code.matchAll(/(?<![\w:])([A-Za-z_]\w*)((?:\s*::\s*[A-Za-z_]\w*)+)\s*(?:::\s*<[^>]*>\s*)?(?:!\s*[({[]|[({])/g)) {
    const head = qualify(ctx, m[1]);
    if (!head) continue;
    const rest = m[2].replace(/\s+/g, '');
    into.add(`${head}${rest}`);
  }
  rustCallsBeyondUsePaths(code, (name) => qualify(ctx, name), into);
  for (const m of code.matchAll(/\.\s*([a-z_]\w*)\s*(?:::\s*<[^>]*>\s*)?\(/g)) {
    const receiver = code.slice(Math.max(0, (m.index ?? 0) - 40), m.index).match(/(?<![\w.:])([a-z_]\w*)\s*$/)?.[1];
    const type = receiver ? ctx.types.get(receiver) : undefined;
    into.add(type ? `${type}::${m[1]}` : `.${m[1]}`);
  }
}

function javascriptCalls(code: string, ctx: FileContext, into: Set<string>, reads: boolean): void {
  for (const m of code.matchAll(JS_NEW)) {
    const target = qualify(ctx, m[1]);
    into.add(target ? (m[2] ? `${target}.${m[2]}` : target) : m[2] ? `${m[1]}.${m[2]}` : m[1]);
  }
  for (const m of code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\.\s*([A-Za-z_$][\w$]*)\s*\(/g)) {
    const target = qualify(ctx, m[1]);
    if (target) into.add(`${target}.${m[2]}`);
    else if (ctx.types.has(m[1])) into.add(`${ctx.types.get(m[1])}.${m[2]}`);
    // A global object (Math.floor, JSON.parse, document.createElement) is its own name; a variable's
    // method is untyped. The trainer keeps only names the base has, so `Math.floor` stays and `obj.x` goes.
    else if (/^[A-Z]/.test(m[1]) || /^(?:document|window|console|navigator|localStorage|sessionStorage|process|location|history)$/.test(m[1])) into.add(`${m[1]}.${m[2]}`);
    else into.add(`.${m[2]}`);
  }
  for (const m of code.matchAll(JS_CALL)) {
    if (KEYWORDS.has(m[1]) || ctx.defined.has(m[1])) continue;
    const target = qualify(ctx, m[1]);
    into.add(target ?? m[1]);
  }
  // What a program reads off the runtime's objects is used as much as what it calls: `process.argv`,
  // `process.env`, `process.stdin`, `Math.PI`, `__dirname`. A property read of a global object counts
  // (the trainer keeps only names the base has; a variable's property, `obj.length`, is never counted).
  if (reads) {
    for (const m of code.matchAll(JS_GLOBAL_READ)) if (!qualify(ctx, m[1]) && !ctx.types.has(m[1])) into.add(`${m[1]}.${m[2]}`);
    for (const m of code.matchAll(/(?<![\w$.])(__dirname|__filename)(?![\w$])/g)) into.add(m[1]);
  }
  // Literal receivers: an array literal or a string.
  for (const m of code.matchAll(/\]\s*\.\s*([a-z]\w*)\s*\(/g)) into.add(`Array.${m[1]}`);
  for (const m of code.matchAll(/['"`]\s*\.\s*([a-z]\w*)\s*\(/g)) into.add(`String.${m[1]}`);
  for (const m of code.matchAll(/\)\s*\.\s*([a-z]\w*)\s*\(/g)) into.add(`.${m[1]}`);
}

function cCalls(code: string, ctx: FileContext, into: Set<string>, reads: boolean): void {
  for (const m of code.matchAll(/(?<![\w.>$])([A-Za-z_]\w*)\s*\(/g)) {
    if (KEYWORDS.has(m[1]) || ctx.defined.has(m[1])) continue;
    into.add(m[1]);
  }
  // The library's constants a program reads are used as much as its functions: `RAND_MAX`, `INT_MAX`,
  // `errno`, `SEEK_END`, `SIGINT`. Upper-case names the file does not define (the trainer keeps only
  // those the base has: a project's own macros go).
  if (reads) {
    for (const m of code.matchAll(/(?<![\w.>$])([A-Z][A-Z0-9_]{2,}|errno)(?![\w$]|\s*\()/g)) {
      if (!ctx.defined.has(m[1])) into.add(m[1]);
    }
  }
}

/* ---------------------------------------------------------------- imports and declared types */

/** Go: the file's imports over defaults for the standard library's package names. */
export function goContext(imports: Array<[string | undefined, string]>, defaults: Map<string, string>, ownPackage: string | undefined): FileContext {
  const aliases = new Map(defaults);
  const libraries = new Set<string>(ownPackage ? [ownPackage] : []);
  for (const [alias, importPath] of imports) {
    libraries.add(importPath);
    if (alias === '_' || alias === '.') continue;
    const last = importPath.split('/').pop()!.replace(/^go-/, '').replace(/\.v\d+$/, '').replace(/-/g, '');
    aliases.set(alias ?? (/^v\d+$/.test(last) ? importPath.split('/').slice(-2, -1)[0] : last), importPath);
  }
  return { lang: 'go', aliases, types: new Map(), defined: new Set(), ownPackage, libraries };
}

/** Reads Go imports from the raw source (the lexer blanks string contents, which hold the paths). */
export function goImports(source: string): Array<[string | undefined, string]> {
  const out: Array<[string | undefined, string]> = [];
  for (const m of source.matchAll(/^import\s*\(([\s\S]*?)\)/gm)) {
    for (const line of m[1].split('\n')) {
      const spec = /^\s*(?:([A-Za-z_]\w*|\.)\s+)?"([^"]+)"/.exec(line);
      if (spec) out.push([spec[1], spec[2]]);
    }
  }
  for (const m of source.matchAll(/^import\s+(?:([A-Za-z_]\w*|\.)\s+)?"([^"]+)"/gm)) out.push([m[1], m[2]]);
  return out;
}

/** Go: `x := pkg.NewT(`, `x := &pkg.T{`, `var x pkg.T`, `x := pkg.T{` type x as pkg.T. */
export function goTypes(code: string, ctx: FileContext): void {
  for (const m of code.matchAll(/\b([a-z]\w*)(?:\s*,\s*\w+)?\s*:?=\s*&?([a-z]\w*)\.(?:New)?([A-Z]\w*)\s*[({]/g)) {
    const pkg = ctx.aliases.get(m[2]);
    if (pkg) ctx.types.set(m[1], `${pkg}.${m[3]}`);
  }
  // `var x pkg.T`, and parameters and fields: `r *http.Request`, `w http.ResponseWriter`.
  for (const m of code.matchAll(/\b([a-z]\w*)\s+(?:\[\]\s*)?\*?([a-z]\w*)\.([A-Z]\w*)/g)) {
    const pkg = ctx.aliases.get(m[2]);
    if (pkg) ctx.types.set(m[1], `${pkg}.${m[3]}`);
  }
}

/**
 * A declared variable and its type (`List<String> names =`, `int[] xs;`): m[1] the type, m[6] the name.
 * Each run of whitespace is taken whole, `(?=(\s*))\2` being an atomic `\s*`: written `\s*…\s+`, a
 * type followed by a long blanked comment tried every split of the blank between the two (quadratic:
 * eight minutes for kb:staples' sixteen Java applications). A name needs whitespace before it, as `\s+` did.
 */
const JAVA_DECLARED = /\b([A-Z]\w*)(?=(\s*))\2(?:<[^;=(){}]*?>(?=(\s*))\3)?(?:\[(?=(\s*))\4\])*(?=(\s*))\5(?<=\s)([a-z]\w*)\s*(?=[=;,):])/g;

/** Java: imports, then every simple class name the base knows (java.lang first), then declared types. */
export function javaContext(code: string, classes: Map<string, string>, ownPackage: string | undefined, ownClasses: Map<string, string>, members?: ReadonlySet<string>): FileContext {
  const aliases = new Map<string, string>();
  const wildcard: string[] = [];
  const staticClasses: string[] = [];
  for (const m of code.matchAll(/^\s*import\s+(static\s+)?([\w.]+?)\.(\w+|\*)\s*;/gm)) {
    if (m[3] === '*') (m[1] ? staticClasses : wildcard).push(m[2]);
    else aliases.set(m[3], `${m[2]}.${m[3]}`);
  }
  const ctx: FileContext = { lang: 'java', aliases, types: new Map(), defined: new Set(), libraries: new Set(['java.lang']), staticClasses, ...(members ? { members } : {}) };
  const resolveClass = (simple: string) => {
    if (aliases.has(simple)) return aliases.get(simple);
    if (ownPackage && ownClasses.has(`${ownPackage}.${simple}`)) return `${ownPackage}.${simple}`;
    for (const pkg of wildcard) if (ownClasses.has(`${pkg}.${simple}`)) return `${pkg}.${simple}`;
    return classes.get(simple);
  };
  for (const m of new Set(code.match(/\b[A-Z]\w*/g) ?? [])) {
    const full = resolveClass(m);
    if (full) aliases.set(m, full);
  }
  // A library is its package: the names before the first class (`org.mockito` of `org.mockito.Mockito.when`).
  const packageOf = (full: string) => {
    const parts = full.split('.');
    const cls = parts.findIndex((s) => /^[A-Z]/.test(s));
    return (cls < 0 ? parts : parts.slice(0, cls)).join('.');
  };
  for (const full of [...aliases.values(), ...staticClasses]) ctx.libraries.add(packageOf(full));
  for (const m of code.matchAll(JAVA_DECLARED)) {
    const full = aliases.get(m[1]);
    if (full) ctx.types.set(m[6], full);
  }
  return ctx;
}

/** The modules of std whose items Rust's prelude (2021) puts in every file's scope: `Iterator`, `Clone`, `ToString`, `Vec`, `drop`. */
const RUST_PRELUDE_MODULES = ['borrow', 'boxed', 'clone', 'cmp', 'convert', 'default', 'iter', 'marker', 'mem', 'ops', 'option', 'result', 'string', 'vec'];

/**
 * The modules of std a Rust file has in scope, as `std::time`: the prelude's, those it imports from
 * (`use std::time::Duration`, `use std::io;`), those it writes paths into (`std::time::Duration::from_secs(1)`),
 * and, in std's own source, its own module. An untyped method call goes only to an owner whose module is
 * among them (kb/pipeline/intents.ts says why).
 */
export function rustStdModulesInScope(code: string, imported: Iterable<string>, modulePath: string | undefined): Set<string> {
  const modules = new Set(RUST_PRELUDE_MODULES.map((m) => `std::${m}`));
  const add = (full: string) => {
    const module = /^std::(\w+)/.exec(full)?.[1];
    if (module) modules.add(`std::${module}`);
  };
  for (const full of imported) add(full);
  for (const m of code.matchAll(/\b(?:std|core|alloc)::(\w+)::/g)) modules.add(`std::${m[1]}`);
  if (modulePath) add(modulePath);
  return modules;
}

/** Rust: `use` items (one level of braces), the prelude's types, and `crate::`/`self::`/`super::` of std. */
export function rustContext(code: string, modulePath: string | undefined, prelude: Map<string, string>): FileContext {
  const aliases = new Map(prelude);
  const root = (p: string) => {
    let clean = p.replace(/^(?:core|alloc)::/, 'std::').replace(/^::/, '');
    if (modulePath) {
      if (clean.startsWith('crate::')) clean = 'std::' + clean.slice(7);
      else if (clean.startsWith('self::')) clean = `${modulePath}::${clean.slice(6)}`;
      else if (clean.startsWith('super::')) clean = `${modulePath.split('::').slice(0, -1).join('::')}::${clean.slice(7)}`;
    }
    return clean;
  };
  const add = (full: string) => {
    const [pathPart, alias] = full.split(/\s+as\s+/);
    const clean = root(pathPart.trim()).replace(/::self$/, '');
    if (!clean || clean.endsWith('*')) return;
    aliases.set((alias ?? clean.split('::').pop()!).trim(), clean);
  };
  for (const m of code.matchAll(/\buse\s+([\w:]+)::\{([^;{}]*)\}\s*;/g)) {
    for (const item of m[2].split(',')) if (item.trim()) add(item.trim() === 'self' ? m[1] : `${m[1]}::${item.trim()}`);
  }
  for (const m of code.matchAll(/\buse\s+([\w:]+(?:\s+as\s+\w+)?)\s*;/g)) add(m[1]);
  for (const crate of ['std', 'core', 'alloc']) aliases.set(crate, 'std');
  const libraries = new Set([...aliases.values()].map((a) => a.split('::')[0]));
  for (const module of rustStdModulesInScope(code, aliases.values(), modulePath)) libraries.add(module);
  const ctx: FileContext = { lang: 'rust', aliases, types: new Map(), defined: new Set(), libraries };
  // `let x = Type::new(…)`, `let x: Type = …`, `let x = module::function_returning_type(…)` is not typed.
  for (const m of code.matchAll(/\blet\s+(?:mut\s+)?([a-z_]\w*)\s*(?::\s*&?(?:mut\s+)?([A-Z]\w*))?\s*=\s*(?:([A-Z]\w*)\s*(?:::\s*<[^>]*>\s*)?::\s*[a-z_]\w*\s*[(])?/g)) {
    const type = m[2] ?? m[3];
    const full = type ? aliases.get(type) : undefined;
    if (full) ctx.types.set(m[1], full);
  }
  return ctx;
}

/** JavaScript: ES imports and `require`, functions the file defines, a few declared types. */
export function javascriptContext(code: string, source: string): FileContext {
  const aliases = new Map<string, string>();
  const normalise = (module: string) => module.replace(/^node:/, '');
  for (const m of source.matchAll(/import\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\*\s+as\s+([\w$]+))?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g)) {
    const module = normalise(m[4]);
    if (m[1]) aliases.set(m[1], module);
    if (m[2]) aliases.set(m[2], module);
    for (const spec of (m[3] ?? '').split(',')) {
      const [imported, local] = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      if (imported) aliases.set(local ?? imported, `${module}.${imported}`);
    }
  }
  for (const m of source.matchAll(/(?:const|let|var)\s+(?:([\w$]+)|\{([^}]*)\})\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const module = normalise(m[3]);
    if (m[1]) aliases.set(m[1], module);
    for (const spec of (m[2] ?? '').split(',')) {
      const [imported, local] = spec.trim().split(/\s*:\s*/);
      if (imported) aliases.set(local ?? imported, `${module}.${imported}`);
    }
  }
  const defined = new Set<string>();
  for (const m of code.matchAll(/\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)/g)) defined.add(m[1]);
  for (const m of code.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/g)) defined.add(m[1]);
  const types = new Map<string, string>();
  for (const m of code.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>[\]]+\s*)?=\s*(\[|new\s+([A-Z]\w*)|['"`])/g)) {
    types.set(m[1], m[2] === '[' ? 'Array' : m[3] ?? 'String');
  }
  for (const m of code.matchAll(/\b([A-Za-z_$][\w$]*)\s*:\s*(string|number\[\]|string\[\]|Array<)/g)) types.set(m[1], m[2] === 'string' ? 'String' : 'Array');
  const libraries = new Set(['ecmascript', 'dom', ...[...aliases.values()].map((a) => (a.startsWith('@') ? a.split('/').slice(0, 2).join('/') : a.split(/[/.]/)[0]))]);
  return { lang: 'javascript', aliases, types, defined, libraries };
}

/** C: functions the file defines are its own. */
export function cContext(code: string): FileContext {
  const defined = new Set<string>();
  for (const m of code.matchAll(/^[A-Za-z_][\w \t*]*?\b([A-Za-z_]\w*)\s*\([^;{)]*\)\s*\{/gm)) defined.add(m[1]);
  for (const m of code.matchAll(/^#\s*define\s+([A-Za-z_]\w*)\s*\(/gm)) defined.add(m[1]);
  // The file's own constants (`#define SIZE 100`) are not the library's.
  for (const m of code.matchAll(/^#\s*define\s+([A-Z][A-Z0-9_]*)\b/gm)) defined.add(m[1]);
  return { lang: 'c', aliases: new Map(), types: new Map(), defined, libraries: new Set() };
}
