/**
 * Trains the intent model (src/core/kb/intents.ts) of one language from the examples mined out of
 * real code (kb/pipeline/usage/python_intents.py): for each word, the APIs that code which says that
 * word calls unusually often.
 *
 * The association of word w with API a is a smoothed likelihood ratio over examples,
 *   log( (n(w,a) + μ·p(w)) / ((n(a) + μ)·p(w)) ),
 * where n(w,a) counts examples holding both, n(a) those calling a, and p(w) the share of examples
 * saying w. μ pulls rarely seen APIs towards "no association", so one odd function cannot tie a word
 * to an API. Only associations seen at least MIN_COUNT times and at least MIN_RATIO times likelier
 * than chance are kept, and at most MAX_PER_TERM per word (the strongest): what is dropped is, by
 * construction, weak evidence.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { textTerms, nameSegments } from '../../src/core/kb/tokenize';
import { WEIGHT_SCALE, type IntentModel } from '../../src/core/kb/intents';
import { NeighbourCollector } from './neighbours';
import { MEMBER_KINDS, lastSegment, parentOfName } from './usage-table';
import { ownValue } from '../../src/shared/lookup';

export interface IntentTraining {
  smoothing: number;
  minCount: number;
  minRatio: number;
  maxPerTerm: number;
  /** Words said by fewer examples than this are too rare to learn from. */
  minTermExamples: number;
  /** Most neighbour examples kept (an even thinning of the rest), so a large corpus fits its size budget. */
  maxNeighbours?: number;
}

export const DEFAULT_TRAINING: IntentTraining = { smoothing: 100, minCount: 2, minRatio: 1.5, maxPerTerm: 300, minTermExamples: 3 };

/**
 * A Java method whose body only throws (`throw new UnsupportedOperationException()`,
 * `throw new SQLFeatureNotSupportedException()`) refuses the work its documentation describes: the
 * JDK's and its libraries' interface implementations hold thousands of them (7% of Java's examples),
 * and they taught "execute a parameterized SQL query" to answer `SQLFeatureNotSupportedException`.
 * Such an example teaches nothing, and is left out. Java's alone: its miner keeps a thrown exception as
 * a call (code-calls.ts; JavaScript's leaves thrown exceptions out), and in Go a name ending in `Error`
 * is as often a call that reports one (`testing.T.Error`).
 */
const THROWN_ONLY_SKIPPED: ReadonlySet<string> = new Set(['java']);
const EXCEPTION_CLASS = /(?:Exception|Error)$/;

/** Most words a single example contributes (a long docstring paragraph says little per word). */
const MAX_TERMS_PER_EXAMPLE = 40;

interface Example {
  k: string;
  t: string;
  /** Called APIs; `.name` an untyped method, `=name` a value read (code-intents.ts). */
  a: string[];
  /** Libraries the example's file has in scope (code-intents.ts), for its untyped methods. */
  l?: string[];
}

/**
 * Maps the names code calls to records. Code often reaches an API through the module that defines it
 * (`pandas.core.frame.DataFrame.groupby`) where the base lists it where users import it
 * (`pandas.DataFrame.groupby`): a name not found as is is tried as its library plus ever shorter tails.
 */
export function apiResolver(names: readonly string[]): (name: string) => number | undefined {
  const byName = new Map<string, number>();
  names.forEach((name, i) => byName.has(name) || byName.set(name, i));
  const cache = new Map<string, number | undefined>();
  return (name) => {
    if (cache.has(name)) return cache.get(name);
    let found = byName.get(name);
    if (found === undefined) {
      const segments = nameSegments(name);
      for (let tail = segments.length - 2; tail >= 1 && found === undefined; tail--) {
        found = byName.get([segments[0], ...segments.slice(segments.length - tail)].join('.'));
      }
    }
    cache.set(name, found);
    return found;
  };
}

/**
 * Where a method called on a receiver of unknown type goes (`.sort` → `Array.sort`): to a record of that
 * member name in a library the example's file has in scope (`l`: what it imports, and the language's
 * own), the one whose class real code mentions most (`classMentions`: files naming the class) and calls
 * most (the usage table). Sharing it among every class that has such a member would make
 * `BigInt64Array.sort` as likely an answer to "sort an array" as `Array.sort`, and a logging library's
 * `Entry.Fatalf` as likely as the `log.Fatalf` the file imports.
 */
/** One record an untyped `.member` may go to. */
export interface MemberCandidate {
  index: number;
  lib: string;
  /** What must be in a file's scope for an untyped call to be this record's: its library, or for Rust's std its module (rustScopeOf). */
  scope: string;
  /** Rust: the family of built-in types its type is one of (RUST_TYPE_FAMILIES). */
  family?: TypeFamily;
  /** Rust: the trait method it is (or copies, unchanged, on an implementor), by record position. */
  declaredBy?: number;
}

export interface MemberTargets {
  /** Member name → its records, best first. */
  candidates: Map<string, MemberCandidate[]>;
  /** Whether an untyped call is attributed only when a single record in scope has that member. */
  unambiguousOnly: boolean;
  /** A member name more records than this have (in any library) is attributed to none of them. */
  maxOwners: number;
}

/**
 * Languages where an untyped call is attributed only when one record in scope has its member name.
 * Rust's miner types few receivers (chains, closures' arguments, `let` without a type), JavaScript has
 * no declared types at all, and both languages' built-in types share their methods' names (`map`,
 * `len`, `iter`, `next` on dozens of std types; `map`, `set`, `get` on Array, eleven typed arrays, Map,
 * Headers): the best-mentioned owner was mostly the wrong one. Guessed, Rust's `Result::map` was called
 * by 7% of its examples and `String::len` by 11%, and JavaScript's `Uint8Array.map` by 4%; `NonZero::abs`
 * and `Box::read_line` filled questions' results, and none was ever a task's call. Left out, on the
 * halves of dev-multi (hit@10 / recall@10): Rust A .52/.31 -> .57/.36, B .36/.16 -> .44/.21;
 * JavaScript A .70/.49 -> .68/.48, B .69/.51 -> .76/.53. Go's and Java's miners type most receivers;
 * for them the cut measured level or worse (Java half A hit@10 .49 -> .46), so their best guess stays.
 */
const UNAMBIGUOUS_MEMBERS_ONLY = new Set(['rust', 'javascript']);

/**
 * Rust: a member name that many types of the base have (`value`, `build`, `with`, `path`, `index`,
 * `column`, `error`, `poll`: 17 to 151 owners) is, even when only one of them is in scope, mostly called
 * on a type of the file's own crate or one the base does not hold. Attributed, `DebugMap::value`,
 * `LocalKey::with`, `Index::index`, `DirEntry::path` and `Location::column` (3,100 of the 28,800 untyped
 * calls the miner attributed) answered questions about matrices and complex numbers. Below 17 owners the
 * names are specific (`is_none`, `unwrap_err`, `as_raw_fd`, `try_recv`, `extend_from_slice`). Rust's
 * halves of dev-multi, hit@10 / recall@10: A .57/.37 held (MRR .40 -> .42), B .51/.25 -> .53/.27.
 * JavaScript is left out: its shared names (`then`, `trim`, `call`, `test`: 18 to 34 owners among the
 * DOM's and npm's classes) are mostly the built-in's, and the cut moved neither half.
 */
const MAX_MEMBER_OWNERS: Readonly<Record<string, number>> = { rust: 16 };

/** One of Rust's families of built-in types whose members share names: numbers, text, sequences. */
export interface TypeFamily {
  family: string;
  /** Lower is preferred: the type an untyped call of the family's member goes to. */
  rank: number;
}

/**
 * Rust's built-in types that hold the same methods under the same names: `.sqrt()`, `.abs()`, `.powi()`
 * on every float and integer type, `.trim()`, `.to_uppercase()`, `.starts_with()` on `str` and on
 * `String` (whose copies the base lists, through `Deref`), `.sort()`, `.reverse()`, `.contains()` on
 * slices, arrays and `Vec`. Rust's miner cannot type a literal, an arithmetic result or a closure's
 * argument, so without this rule no call of theirs was ever attributed (several owners in scope), and
 * the purpose routes had never seen `f64::sqrt` or `str::to_uppercase`: "compute the square root of a
 * number" found `std::iter::repeat` and `Neg::neg` before any `sqrt`. When every owner in scope belongs
 * to one family, the call goes to the family's usual type: `f64` (an unsuffixed float literal is one)
 * before the other numbers, `String` before `str` (the base names text methods as the code reads them
 * on an owned string), `Vec` before slices and arrays. Types of other families (`char::to_uppercase`,
 * `Option::contains`) keep a call ambiguous, as before.
 */
const RUST_TYPE_FAMILIES: ReadonlyArray<{ family: string; types: RegExp; order: readonly string[] }> = [
  {
    family: 'number',
    types: /^(?:f32|f64|[iu](?:8|16|32|64|128|size)|std::num::(?:NonZero\w*|Saturating|Wrapping))$/,
    order: ['f64', 'i32', 'i64', 'u64', 'usize', 'u32', 'f32'],
  },
  { family: 'text', types: /^(?:str|std::string::String)$/, order: ['std::string::String', 'str'] },
  { family: 'sequence', types: /^(?:slice|array|std::vec::Vec)$/, order: ['std::vec::Vec', 'slice', 'array'] },
];

/** The family of a Rust type name (as the base names it), or none. */
export function rustTypeFamily(typeName: string): TypeFamily | undefined {
  for (const { family, types, order } of RUST_TYPE_FAMILIES) {
    if (!types.test(typeName)) continue;
    const at = order.indexOf(typeName);
    return { family, rank: at < 0 ? order.length : at };
  }
  return undefined;
}

export function memberTargets(
  records: ReadonlyArray<{ name: string; kind: string; lib?: string; sig?: string; doc?: string }>,
  classMentions: Readonly<Record<string, number>>,
  usage: Readonly<Record<string, number>> = {},
  lang = '',
): MemberTargets {
  const scored = new Map<string, Array<MemberCandidate & { score: number }>>();
  records.forEach((r, index) => {
    if (!MEMBER_KINDS.has(r.kind)) return;
    const last = lastSegment(r.name);
    const parent = lastSegment(parentOfName(r.name));
    const score = Math.log1p(classMentions[parent] ?? 0) + 0.5 * Math.log1p(usage[`${lang}:${r.name}`] ?? 0);
    const list = scored.get(last) ?? scored.set(last, []).get(last)!;
    const family = lang === 'rust' ? rustTypeFamily(parentOfName(r.name)) : undefined;
    const lib = r.lib ?? '';
    list.push({ index, lib, scope: lang === 'rust' ? rustScopeOf(r.name, lib) : lib, score, ...(family ? { family } : {}) });
  });
  if (lang === 'rust') markTraitCopies(records, scored);
  const candidates = new Map<string, MemberCandidate[]>();
  for (const [member, list] of scored) {
    candidates.set(member, list.sort((a, b) => b.score - a.score || a.index - b.index).map(({ score: _, ...kept }) => kept));
  }
  return { candidates, unambiguousOnly: UNAMBIGUOUS_MEMBERS_ONLY.has(lang), maxOwners: ownValue(MAX_MEMBER_OWNERS, lang) ?? Infinity };
}

/**
 * Rust: a trait's method and its unchanged copies on the trait's implementors (the base lists
 * `Iterator::collect` on `Args`, `ReadDir`, `Lines`… as rustdoc does: same library, signature and doc)
 * are one method, declared by the trait. An untyped `.collect()` whose owners in scope are all that one
 * method goes to the trait's record; `.map()`, which `Option` and `Result` declare too, stays ambiguous.
 */
function markTraitCopies(records: ReadonlyArray<{ name: string; kind: string; lib?: string; sig?: string; doc?: string }>, byMember: Map<string, MemberCandidate[]>) {
  const kindOf = new Map<string, string>();
  for (const r of records) kindOf.set(r.name, r.kind);
  const shape = (d: number) => `${records[d].lib ?? ''}\u0000${(records[d].sig ?? '').trim()}\u0000${records[d].doc ?? ''}`;
  for (const list of byMember.values()) {
    const declarations = new Map<string, number>();
    // Two traits that declare the same shape (std::fmt's `Display::fmt`, `Debug::fmt`, `UpperHex::fmt`: one
    // signature, one doc line) leave a copy of it undecided: it is neither's (-1).
    for (const c of list) {
      if (kindOf.get(parentOfName(records[c.index].name)) !== 'trait') continue;
      const key = shape(c.index);
      declarations.set(key, declarations.has(key) ? -1 : c.index);
    }
    if (declarations.size === 0) continue;
    for (const c of list) {
      const declaredBy = declarations.get(shape(c.index));
      if (declaredBy !== undefined && declaredBy >= 0) c.declaredBy = declaredBy;
    }
  }
}

/**
 * Rust: what a file must have in scope for an untyped call to be this record's. A crate's records need the
 * crate; std's need their module (`std::time` for `Duration::is_zero`), which the miner lists for each file
 * (code-calls.ts: the prelude's modules, those the file imports from or writes paths into); the built-in
 * types' (`f64::abs`, `str::len`, `slice::sort`: no module) need only std. Rust calls a trait's method only
 * with the trait in scope, and a type's mostly where the file names it. With std as one library, a call on a
 * type of the file's own crate or of a crate the base does not hold went to the only std type of that
 * method's name: num-complex's and nalgebra's `.is_zero()` (their `Zero` trait's) were `Duration::is_zero`,
 * 237 examples, and "get the magnitude of a complex number" had `Duration::is_zero` second.
 */
function rustScopeOf(name: string, lib: string): string {
  if (lib !== 'std') return lib;
  const module = /^std::(\w+)::/.exec(name)?.[1];
  return module ? `std::${module}` : lib;
}

/**
 * The best record for an untyped `.member` among the libraries in scope (all, when none are given), if its
 * scope (rustScopeOf) is the file's too. Which records make the call ambiguous is decided by library: an
 * owner of another std module may still be the receiver's type (`start.elapsed()` is a `Duration` in a file
 * that never names one). Deciding by module instead attributed 3,200 more calls and put `Result::map_err` on
 * 76 of Rust's 893 pages of dev-multi and the everyday sets, `Vec::set_len` on 22 (README).
 */
export function memberTarget(targets: MemberTargets | undefined, member: string, libraries: ReadonlySet<string> | undefined): number | undefined {
  const list = targets?.candidates.get(member);
  if (!list || owners(list) > targets!.maxOwners) return undefined;
  const inScope = libraries ? list.filter((c) => libraries.has(c.lib)) : list;
  const chosen = targets!.unambiguousOnly && inScope.length > 1 ? oneDeclaration(inScope) ?? oneFamily(inScope) : inScope[0]?.index;
  if (chosen === undefined || !libraries) return chosen;
  return libraries.has(list.find((c) => c.index === chosen)!.scope) ? chosen : undefined;
}

/** How many owners a member name has, a family of built-in types and a trait's copies counting once. */
function owners(list: readonly MemberCandidate[]): number {
  const groups = new Set<string>();
  let others = 0;
  for (const c of list) {
    if (c.declaredBy !== undefined) groups.add(`trait ${c.declaredBy}`);
    else if (c.family) groups.add(`family ${c.family.family}`);
    else others++;
  }
  return others + groups.size;
}

/** When every candidate is one trait method or a copy of it, the trait's record. */
function oneDeclaration(list: readonly MemberCandidate[]): number | undefined {
  const declaredBy = list[0].declaredBy;
  return declaredBy !== undefined && list.every((c) => c.declaredBy === declaredBy) ? declaredBy : undefined;
}

/** When every candidate is a type of one family, its usual type's record (RUST_TYPE_FAMILIES). */
function oneFamily(list: readonly MemberCandidate[]): number | undefined {
  const family = list[0].family?.family;
  if (!family || list.some((c) => c.family?.family !== family)) return undefined;
  return list.reduce((best, c) => (c.family!.rank < best.family!.rank ? c : best)).index;
}

export async function trainIntents(
  lang: string,
  examplesPath: string,
  recordNames: readonly string[],
  dataSha256: string,
  options: IntentTraining = DEFAULT_TRAINING,
  members?: MemberTargets,
): Promise<IntentModel> {
  const resolve = apiResolver(recordNames);
  const skipThrownOnly = THROWN_ONLY_SKIPPED.has(lang);
  const termIds = new Map<string, number>();
  const termNames: string[] = [];
  const termExamples: number[] = [];
  const apiExamples = new Map<number, number>();
  const pairs: Array<Map<number, number>> = [];
  const neighbours = new NeighbourCollector();
  let examples = 0;

  const input = createReadStream(examplesPath);
  const lines = createInterface({ input: examplesPath.endsWith('.gz') ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const example = JSON.parse(line) as Example;
    const apis = new Set<number>();
    const called = new Set<number>();
    const inScope = example.l ? new Set(example.l) : undefined;
    for (const name of example.a) {
      // `.name`: a method called on a receiver the miner could not type (see memberTargets);
      // `=name`: a value read, not called (Go's `os.Args`): a word's association, not a neighbour's vote.
      const r = name.startsWith('.') ? memberTarget(members, name.slice(1), inScope) : resolve(name.startsWith('=') ? name.slice(1) : name);
      if (r === undefined) continue;
      apis.add(r);
      if (!name.startsWith('=')) called.add(r);
    }
    if (apis.size === 0) continue;
    if (skipThrownOnly && called.size === apis.size && [...called].every((r) => EXCEPTION_CLASS.test(recordNames[r]))) continue;
    const terms = [...new Set(textTerms(example.t))].slice(0, MAX_TERMS_PER_EXAMPLE);
    if (terms.length === 0) continue;
    examples++;
    if (called.size) neighbours.add(example.k, terms, called);
    for (const r of apis) apiExamples.set(r, (apiExamples.get(r) ?? 0) + 1);
    for (const term of terms) {
      let id = termIds.get(term);
      if (id === undefined) {
        id = termNames.length;
        termIds.set(term, id);
        termNames.push(term);
        termExamples.push(0);
        pairs.push(new Map());
      }
      termExamples[id]++;
      const row = pairs[id];
      for (const r of apis) row.set(r, (row.get(r) ?? 0) + 1);
    }
  }

  const keptTerms: string[] = [];
  const start: number[] = [0];
  const records: number[] = [];
  const weights: number[] = [];
  const minLog = Math.log(options.minRatio);
  for (let id = 0; id < termNames.length; id++) {
    if (termExamples[id] < options.minTermExamples) continue;
    const p = termExamples[id] / examples;
    const scored: Array<[number, number]> = [];
    for (const [r, count] of pairs[id]) {
      if (count < options.minCount) continue;
      const weight = Math.log((count + options.smoothing * p) / ((apiExamples.get(r)! + options.smoothing) * p));
      if (weight >= minLog) scored.push([r, weight]);
    }
    if (scored.length === 0) continue;
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    keptTerms.push(termNames[id]);
    for (const [r, weight] of scored.slice(0, options.maxPerTerm)) {
      records.push(r);
      weights.push(Math.min(255, Math.max(1, Math.round(weight * WEIGHT_SCALE))));
    }
    start.push(records.length);
  }
  return {
    lang,
    dataSha256,
    examples,
    terms: new Map(keptTerms.map((term, i) => [term, i])),
    start: Int32Array.from(start),
    records: Int32Array.from(records),
    weights: Uint8Array.from(weights),
    neighbours: neighbours.build(options.maxNeighbours),
  };
}
