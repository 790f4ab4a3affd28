/**
 * `checkCode`: the hallucination guard. Reads the code's imports and qualified names (a reader per
 * language), resolves them through the code's own aliases, and sorts each name into known / invented /
 * unknown library / unresolved against the knowledge base's names and the published package names.
 * Pure and synchronous: it runs in the knowledge-base worker (see worker.ts), and directly in tests.
 */
import { knowledgeBaseLanguage, normaliseLanguage } from '../kb/languages';
import { editDistance } from './distance';
import { isGoStdAddition } from './go-std-additions';
import { IMPLICIT, hasAdjacentPair, hasMembers, isContainerKind, joinName, perLibrary, type LangNames } from './known-names';
import type { PublishedNames } from './published';
import { cLibraryOf, readerFor, rootStatusFor, type RootStatus } from './languages';
import type { NameFound } from './readers/reading';
import { liveDepth, type LiveRoot } from './live-builtins';
import { judgeRustMissing, warmRustRules, type RustContext } from './rust-rules';
import { nearestLibraries, suggestFor } from './suggest';
import type { CheckInput, CheckReport, CheckStatus, CheckedName, UnknownLibrary } from './types';

export type { CheckInput, CheckReport, CheckStatus, CheckedName, UnknownLibrary } from './types';

/** What the checker reads: one language's names (built on first use) and the published names. */
export interface CheckBase {
  names(lang: string): LangNames | undefined;
  published: PublishedNames;
}

/** Record counts at the assembler's caps (2,000 a library, 2,500 the DOM, 8,000 the most used). */
function isCapped(count: number): boolean {
  return (count >= 1900 && count <= 2150) || (count >= 2450 && count <= 2550) || count >= 7800;
}

/** Whether the best suggestion's last segment is within two edits of the name. */
function nearMiss(member: string, suggestions: readonly string[], sep: string): boolean {
  const best = suggestions[0];
  if (!best) return false;
  const last = best.slice(best.lastIndexOf(sep) + sep.length);
  return editDistance(member.toLowerCase(), last.toLowerCase(), 2) <= 2;
}

const JAVA_SPECIAL_MEMBERS = new Set(['class', 'this', 'super', 'length', 'new']);
const JS_FUNCTION_MEMBERS = new Set(['prototype', 'call', 'apply', 'bind', 'constructor', 'length', 'name', 'default']);

/** Code larger than this is checked up to here (a fenced block of an answer is far smaller). */
export const MAX_CHECK_CHARS = 200_000;

interface Verdict {
  status: CheckStatus;
  name: string;
  library: string;
  suggestions: string[];
}

/** A name's library: the one the reader gave, else the longest prefix of its path that is a library. */
function libraryOf(names: LangNames, found: NameFound): { lib: string; members: string[] } | undefined {
  if (found.lib !== undefined) return names.libs.has(found.lib) ? { lib: found.lib, members: found.path } : undefined;
  for (let k = found.path.length; k >= 1; k--) {
    // Exact: names differ by case alone (`java.awt.Color` is a class, `java.awt.color` a package).
    const candidate = found.path.slice(0, k).join(names.sep);
    if (names.libs.has(candidate)) return { lib: candidate, members: found.path.slice(k) };
  }
  return undefined;
}

/** What the rest of the code tells about a name's context (Rust's traits: see rust-rules.ts). */
type JudgeContext = RustContext;

/** Walks the members from the library down while the base knows them; judges the first it does not. */
function judge(names: LangNames, found: NameFound, context: JudgeContext): Verdict | undefined {
  const located = libraryOf(names, found);
  if (!located) return undefined;
  const { lib, members } = located;
  /** Index in `members` of the last segment an imported name stands for (-1: none). */
  const boundEnd = found.bound === undefined ? -1 : found.bound - (found.path.length - members.length) - 1;
  let current = found.libIsPrefix ? lib : undefined;
  const libKind = names.kinds.get(lib);
  // A library that is a function with members (`bytes(x)` and `bytes.parse`) is a container too.
  let currentKind: string | undefined = !found.libIsPrefix || libKind === undefined ? 'module' : isContainerKind(libKind) || !hasMembers(names, lib) ? libKind : IMPLICIT;
  for (let i = 0; i < members.length; i++) {
    const member = members[i];
    const next = current === undefined ? member : joinName(current, [member], names.sep);
    const kind = names.kinds.get(next);
    if (kind !== undefined) {
      current = next;
      // A name the base lists members under is a container whatever its own record says (Rust's
      // `std::panic` is a macro and a module; the module's record may be one the cap left out).
      currentKind = isContainerKind(kind) || !hasMembers(names, next) ? kind : IMPLICIT;
      continue;
    }
    const full = joinName(current ?? '', members.slice(i), names.sep, current !== undefined);
    // A member of a value (a function's result, a constant) has a type the base does not record.
    if (!isContainerKind(currentKind)) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // Rust: what the base's partial coverage of crates explains is not judged; what strong evidence
    // shows is invented whatever the general rules below would say.
    const rust = names.lang === 'rust' ? judgeRustMissing(names, { lib, current, currentKind, members, i }, context) : undefined;
    if (rust === 'unresolved') return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    if (rust === 'invented') return invented(names, lib, current, member);
    // Python modules' data (np.newaxis, np.c_, matplotlib.rcParams, a LazyCorpusLoader) is what
    // introspection lists least: a member only read, never called, is not judged.
    if (names.lang === 'python' && found.use === 'attribute' && i === members.length - 1) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // A Python module's reference to another module of its library (`pyplot.cm`, `pyplot.matplotlib`)
    // read through or used for a class or object (`plt.cm.jet`, `plt.cm.Spectral(x)`: colormaps are
    // data the base does not list): not judged. A lower-case function called through it is judged
    // by pairs below (`np.random.core.seed`).
    if (names.lang === 'python' && i + 1 < members.length && (found.use === 'attribute' || !/^[a-z_]/.test(members[i + 1])) &&
      (member === lib.split('.')[0] || isContainerKind(names.kinds.get(`${lib.split('.')[0]}.${member}`)))) {
      return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    }
    // A Python module's namespace holds the modules it imports (`logging.weakref.ref`): a member that
    // names another library of the base, followed by a real member of it, is that library's.
    if (names.lang === 'python' && i + 1 < members.length && names.libs.has(member) && names.kinds.has(`${member}.${members[i + 1]}`)) {
      return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    }
    // A module-level object of a mixed-case or underscored name used as a receiver of a member the
    // library has (`rcParams.update`) is data the base does not list; an invented submodule is a plain
    // lower-case word (`np.stats.mean`) and stays judged.
    if (i + 1 < members.length && !/^[a-z]+$/.test(member) && names.lastNames.get(lib)?.has(members[i + 1])) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // JavaScript: a function's own members (`prototype`, `call`) are values the typings leave out, and
    // so is an object used as a receiver where the library writes that pair somewhere (`x.stdout.write`
    // with the stream listed under another name); an invented one (`Object.tools.keys`) is judged.
    const following = i + 1 < members.length ? members[i + 1] : undefined;
    if (names.lang === 'javascript' && (JS_FUNCTION_MEMBERS.has(member) || (following !== undefined && hasAdjacentPair(names, lib, member, following)))) {
      return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    }
    if (names.lang === 'java' && JAVA_SPECIAL_MEMBERS.has(member)) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // Go: names the standard library gained after the base's Go 1.19 are real.
    if (names.lang === 'go' && isGoStdAddition(lib, member)) return { status: 'known', name: full, library: lib, suggestions: [] };
    // JavaScript: a name imported from a subpath module the base does not list (`react-dom/client`, `lodash/fp`) is
    // judged against its package's root, whose exports are another module's: only a member the root has is known,
    // and one it lacks is not an invention (`createRoot` of `react-dom/client`).
    if (names.lang === 'javascript' && found.root.startsWith(`${lib}/`)) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // JavaScript's typings describe values loosely (enum members, default-exported objects, `prototype`):
    // a member is judged only where the code calls it or imports it by name.
    if (names.lang === 'javascript' && found.use === 'attribute') return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // Private and special names are not part of an API the base lists, nor is a library's own test suite.
    if (member.startsWith('_') || /^tests?$|^testing$/.test(member)) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // A member the library has somewhere (inherited, re-exported, listed under another class) is not
    // an invention: the base keeps an inherited member only on the classes real code uses most. A
    // receiver (a member followed by another) passes only where the library writes that pair: an
    // invented submodule between a module and a real member (`numpy.random.core.seed`) does not.
    const libNames = names.lastNames.get(lib);
    if (libNames?.has(member) && (following === undefined || hasAdjacentPair(names, lib, member, following))) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // Constants are what extraction covers least (values computed at import, the library cap): an
    // ALL-CAPS member the base lacks is not judged.
    if (/^[A-Z][A-Z0-9_]*$/.test(member) && member.length > 1) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    // An imported object the base lacks, used as a receiver of a member the library has
    // (`from nltk.corpus import stopwords` … `stopwords.words`; `from flask import request` …
    // `request.args`): a module-level instance introspection does not list, not an invention.
    if (i === boundEnd && found.bound !== undefined && found.bound > 1 && i + 1 < members.length && libNames?.has(members[i + 1])) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    const suggestions = suggestFor(names, lib, current ?? lib, member);
    // Python: an imported lower-case object used as a receiver is a module-level instance (`from flask import request,
    // g`, `from django.conf import settings`), what introspection lists least: judged only as a slip of a real name
    // of four letters or more, never as the instance of the class its name lower-cases (`request` of `Request`).
    if (names.lang === 'python' && i === boundEnd && found.bound !== undefined && found.bound > 1 && i + 1 < members.length && /^[a-z_][a-z0-9_]*$/.test(member)) {
      const best = suggestions[0]?.slice(suggestions[0].lastIndexOf(names.sep) + names.sep.length);
      if (member.length < 4 || best?.toLowerCase() === member || !nearMiss(member, suggestions, names.sep)) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    }
    // A JDK package the assembler capped (javax.swing, java.awt: static helpers dropped) lacks real
    // members: there only a near miss of a real name (a typo) is judged an invention.
    if (names.lang === 'java' && isCapped(names.libs.get(lib) ?? 0) && !nearMiss(member, suggestions, names.sep)) return { status: 'unresolved', name: full, library: lib, suggestions: [] };
    return invented(names, lib, current, member, suggestions);
  }
  return { status: 'known', name: current ?? lib, library: lib, suggestions: [] };
}

/** The verdict on an invented member, with the nearest real names of its library. */
function invented(names: LangNames, lib: string, current: string | undefined, member: string, suggestions = suggestFor(names, lib, current ?? lib, member)): Verdict {
  return { status: 'invented', name: current === undefined ? member : joinName(current, [member], names.sep), library: lib, suggestions };
}

/**
 * C has no qualified names: a called function is known when the base has it. It is invented when it
 * carries the function prefix of an included library the base covers whole (`curl_easy_init_many`
 * with <curl/curl.h>: no other library names its functions so), or, where the code includes nothing
 * but headers the base covers and neither defines nor declares it (the reader leaves out what the
 * code defines), when it is a near miss of a real function (`strlenn`) or a real one with a word
 * added (`fprintf_fast`). Anywhere else it may come from a header the base lacks.
 */
function judgeC(names: LangNames, published: PublishedNames, found: NameFound, closedWorld: boolean, prefixes: readonly string[]): Verdict {
  const fn = found.path[found.path.length - 1];
  if (names.kinds.has(fn)) return { status: 'known', name: fn, library: found.root, suggestions: [] };
  if (published.cFunctions.has(fn) || OTHER_LIBC_FUNCTIONS.has(fn)) return { status: 'known', name: fn, library: 'libc', suggestions: [] };
  const prefixed = prefixes.find((p) => fn.startsWith(p) && fn.length > p.length);
  if (prefixed) return { status: 'invented', name: fn, library: found.root, suggestions: suggestFor(cNames(names, published), CALL_POOL, CALL_POOL, fn) };
  // Underscored and capitalised names are a platform's (`_fseeki64`, Windows' `Sleep`), not the C library's.
  if (C_MACROS.has(fn) || /^_|^[A-Z]/.test(fn) || published.cFunctions.size === 0) return { status: 'unresolved', name: fn, library: found.root, suggestions: [] };
  // Where other headers are included, only a one-letter slip of a real function of four letters or
  // more (`pritnf`, `fwritte`) is judged: other libraries prefix their names (`g_print`, `uv_close`).
  if (!closedWorld) {
    if (C_TYPE_WORDS.has(fn) || !hasOneEditNeighbour(names, published, fn)) return { status: 'unresolved', name: fn, library: found.root, suggestions: [] };
    return { status: 'invented', name: fn, library: 'libc', suggestions: suggestFor(cNames(names, published), CALL_POOL, CALL_POOL, fn) };
  }
  // C has no namespaces: a call the code does not define may be a macro or a function of a file it
  // does not show, so only names built on a real function are judged.
  const suggestions = suggestFor(cNames(names, published), CALL_POOL, CALL_POOL, fn);
  if (C_TYPE_WORDS.has(fn) || !(nearMiss(fn, suggestions, '\u0000') || extendsRealFunction(names, published, fn))) return { status: 'unresolved', name: fn, library: found.root, suggestions: [] };
  return { status: 'invented', name: fn, library: 'libc', suggestions };
}

/**
 * A real function of five letters or more with a lower-case word appended (`fprintf_fast`,
 * `ferror_async`). Shorter stems are left out: `read_file`, `exit_now` are what a program names its
 * own helpers.
 */
function extendsRealFunction(names: LangNames, published: PublishedNames, fn: string): boolean {
  const m = /^([a-z][a-z0-9_]*?)_([a-z]+)$/.exec(fn);
  if (!m || m[1].length < 5) return false;
  return names.kinds.has(m[1]) || published.cFunctions.has(m[1]);
}

/**
 * The function prefix of a C library of the base (`curl_`): the text up to the first underscore that
 * most of its functions share (more than half), when the base covers the library whole (not
 * capped). Libraries without one (the C library's headers, OpenSSL's many prefixes) have none.
 */
const cPrefixes = new WeakMap<LangNames, Map<string, string | undefined>>();
export function cFunctionPrefix(names: LangNames, lib: string): string | undefined {
  return perLibrary(cPrefixes, names, lib, () => {
    const all = names.byLib.get(lib) ?? [];
    const counts = new Map<string, number>();
    for (const name of all) {
      const m = /^([a-z][a-z0-9]+_)/.exec(name);
      if (m) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
    }
    let best: string | undefined;
    for (const [p, n] of counts) if (n > 0.5 * all.length && all.length >= 20 && !isCapped(all.length)) best = p;
    return best;
  });
}

/** `name` with each one of its letters left out in turn. */
function deletions(name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < name.length; i++) out.push(name.slice(0, i) + name.slice(i + 1));
  return out;
}

/**
 * Every C function the checker knows (four letters or more) under itself and each of its one-letter
 * deletions, so that a call's neighbours one edit away are found by look-up, not by a scan (open-world
 * code calls many functions of other libraries: `gtk_…`, `uv_…`).
 */
const cDeletionIndex = new WeakMap<LangNames, Map<string, string[]>>();
function hasOneEditNeighbour(names: LangNames, published: PublishedNames, fn: string): boolean {
  let index = cDeletionIndex.get(names);
  if (!index) {
    index = new Map();
    for (const real of new Set([...names.kinds.keys(), ...published.cFunctions])) {
      if (real.length < 4) continue;
      for (const key of [real, ...deletions(real)]) {
        const list = index.get(key);
        if (list) list.push(real);
        else index.set(key, [real]);
      }
    }
    cDeletionIndex.set(names, index);
  }
  for (const key of [fn, ...deletions(fn)]) for (const real of index.get(key) ?? []) if (real !== fn && editDistance(fn, real, 1) <= 1) return true;
  return false;
}

/**
 * Functions of the BSD and macOS C libraries (and libbsd) that glibc 2.36, whose symbols the
 * published list holds, lacks: real, one edit from glibc's (`strlcpy`/`strncpy`, `htonll`/`htonl`).
 */
const OTHER_LIBC_FUNCTIONS = new Set(['strlcpy', 'strlcat', 'strnstr', 'strtonum', 'fgetln', 'htonll', 'ntohll', 'setproctitle', 'getprogname', 'setprogname', 'funopen', 'fpurge', 'closefrom']);

/** Type names a cast or a C++ constructor call puts before a parenthesis. */
const C_TYPE_WORDS = new Set(['int', 'char', 'double', 'float', 'long', 'short', 'void', 'unsigned', 'signed', 'bool', 'string', 'size_t']);

/** Lower-case macros of the standard headers (the C library exports no symbol for them). */
const C_MACROS = new Set([
  'assert', 'va_start', 'va_end', 'va_arg', 'va_copy', 'offsetof', 'setjmp', 'sigsetjmp', 'alloca', 'static_assert', 'errno',
  'isnan', 'isinf', 'isfinite', 'signbit', 'fpclassify', 'isnormal', 'isgreater', 'isless', 'htons', 'htonl', 'ntohs', 'ntohl',
  'major', 'minor', 'makedev', 'timerisset', 'timerclear', 'timeradd', 'timersub', 'timercmp', 'likely', 'unlikely',
  'stat', 'fstat', 'lstat', 'mknod', 'atomic_load', 'atomic_store', 'atomic_fetch_add', 'atomic_fetch_sub', 'atomic_init',
  'atomic_exchange', 'atomic_compare_exchange_strong', 'atomic_compare_exchange_weak', 'atomic_flag_test_and_set', 'atomic_flag_clear',
]);

/** Every C function the checker knows (the base's and the C library's), as one pool for suggestions. */
const CALL_POOL = '';
const cPools = new WeakMap<LangNames, LangNames>();
function cNames(names: LangNames, published: PublishedNames): LangNames {
  let pool = cPools.get(names);
  if (!pool) {
    const all = [...names.kinds.keys(), ...published.cFunctions];
    pool = { ...names, members: new Map([[CALL_POOL, all]]), byLib: new Map([[CALL_POOL, all]]) };
    cPools.set(names, pool);
  }
  return pool;
}

/**
 * JavaScript built-ins asked directly (live-builtins.ts): a name the live module or global has is
 * known whatever the typings list; one it lacks is invented where the code calls it, imports it or
 * goes through it (a member only read stays unresolved, as the base's own rules have it).
 */
function judgeLive(names: LangNames, found: NameFound, live: LiveRoot & { path: string[] }, verdict: Verdict): Verdict {
  const depth = liveDepth(live, live.path);
  if (depth === undefined) return verdict;
  const head = live.module ?? live.global ?? '';
  if (depth >= live.path.length) return { status: 'known', name: [head, ...live.path].join('.'), library: verdict.library, suggestions: [] };
  const missing = live.path[depth];
  const receiver = depth < live.path.length - 1;
  if (!receiver && found.use === 'attribute') return verdict;
  if (missing.startsWith('_') || JS_FUNCTION_MEMBERS.has(missing)) return verdict;
  const lib = found.lib ?? verdict.library;
  const parentPath = live.module !== undefined ? [lib, ...live.path.slice(0, depth)] : [head, ...live.path.slice(0, depth)];
  const suggestions = names.libs.has(lib) ? suggestFor(names, lib, parentPath.join('.'), missing) : [];
  return { status: 'invented', name: [head, ...live.path.slice(0, depth + 1)].join('.'), library: lib, suggestions };
}

function unknownLibrary(base: CheckBase, lang: string, root: string, line: number, status: RootStatus): UnknownLibrary {
  const near = nearestLibraries(root, base.published.wellKnown(lang));
  void status;
  return near.length > 0
    ? { name: root, line, reason: 'typosquat', imitates: near[0] }
    : { name: root, line, reason: 'not_published' };
}

/** Builds the tables a language's checks read on first use (Rust's rules), so that no check pays for them. */
export function warmCheckTables(base: CheckBase, lang: string): void {
  const names = base.names(lang);
  if (names?.lang === 'rust') warmRustRules(names);
}

/** Checks one piece of code. `lang` is a request language or alias; unknown languages get an empty report. */
export function checkCode(base: CheckBase, input: CheckInput): CheckReport {
  const requestLang = normaliseLanguage(input.lang);
  const lang = requestLang && requestLang !== 'auto' ? knowledgeBaseLanguage(requestLang) : input.lang.toLowerCase();
  const empty: CheckReport = { lang, calls: [], invented: [], unknown_libraries: [], flagged: 0 };
  const read = readerFor(lang);
  const names = base.names(lang);
  if (!read || !names) return empty;
  const code = input.code.length > MAX_CHECK_CHARS ? input.code.slice(0, MAX_CHECK_CHARS) : input.code;
  const reading = read(code, names, base.published);
  const rootStatus = rootStatusFor(lang);

  const statusOfRoot = new Map<string, RootStatus>();
  const unknown: UnknownLibrary[] = [];
  for (const imp of reading.imports) {
    if (statusOfRoot.has(imp.root)) continue;
    let status = rootStatus(names, base.published, imp.root);
    // A dependency compiled only for some target or feature, on no list and imitating no well-known
    // library, is a platform's or test harness's crate the lists lack (`wasm_bindgen_test`), not judged.
    if (status === 'unknown' && imp.conditional === true && nearestLibraries(imp.root, base.published.wellKnown(lang)).length === 0) status = 'unlisted';
    statusOfRoot.set(imp.root, status);
    if (status === 'unknown') unknown.push(unknownLibrary(base, lang, imp.root, imp.line, status));
  }

  const context: JudgeContext = {
    defined: reading.definedMembers,
    importedLibs: [...statusOfRoot].filter(([, s]) => s === 'base').map(([r]) => r),
    importsForeign: reading.importsLocalItems === true || [...statusOfRoot.values()].some((s) => s === 'published' || s === 'unlisted'),
  };
  // C: the function prefixes of the included libraries the base covers whole.
  const cPrefixesOf = lang === 'c'
    ? [...new Set(reading.imports.map((i) => cLibraryOf(names, i.root)).filter((l): l is string => l !== undefined).map((l) => cFunctionPrefix(names, l)).filter((p): p is string => p !== undefined))]
    : [];
  const byName = new Map<string, CheckedName>();
  for (const found of reading.names) {
    const root = statusOfRoot.get(found.root) ?? rootStatus(names, base.published, found.root);
    let verdict: Verdict | undefined;
    if (root === 'unknown') verdict = { status: 'unknown_library', name: found.path.join(names.sep), library: found.root, suggestions: [] };
    else verdict = judge(names, found, context) ?? { status: 'unresolved', name: [...(found.lib ? [found.lib] : []), ...found.path].join(names.sep), library: found.root, suggestions: [] };
    if (lang === 'c') verdict = judgeC(names, base.published, found, reading.closedWorld === true, cPrefixesOf);
    if (found.live && (verdict.status === 'invented' || verdict.status === 'unresolved')) verdict = judgeLive(names, found, found.live, verdict);
    const key = verdict.name;
    if (byName.has(key)) continue;
    byName.set(key, {
      name: verdict.name,
      written: found.written,
      status: verdict.status,
      use: found.use,
      line: found.line,
      column: found.column,
      library: verdict.library,
      suggestions: verdict.suggestions,
    });
  }
  const calls = [...byName.values()];
  const invented = calls.filter((c) => c.status === 'invented').map((c) => c.name);
  return { lang, calls, invented, unknown_libraries: unknown, flagged: invented.length + unknown.length };
}
