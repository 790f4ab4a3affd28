/**
 * A library the question chooses stands in for its look-alikes: "Go's math/rand/v2 package" wants
 * `math/rand/v2.IntN` where the ranking found `math/rand.Intn`; "Tokio provides non-blocking versions"
 * wants `tokio::fs::remove_file` beside `std::fs::remove_file`. The routes that learn from code (usage
 * counts, mined examples) know the older or more common library best and rank its API above the same API
 * of the library the user chose, which the chosen library's own boost (search.ts) does not overcome: a
 * package newer than the code the base read has no usage at all.
 *
 * A look-alike is a record of another library at the same path inside its library (`rand.Intn` and
 * `rand/v2.IntN`, `fs::remove_file` in `std` and in `tokio`; compared without case), of the same kind,
 * that takes the same calls: the original's parameter names open the stand-in's. That keeps out a
 * function of the same name that does something else (`numpy.array(object, …)` for a question about
 * pandas is not `pandas.array(data, …)`). The stand-in is put just before the look-alike at its score;
 * the look-alike stays, for code that uses both.
 *
 * Only a library named as a choice counts (named.ts, `namedAsChoice`: not Go's `strings` in "a list of
 * strings"). Measured on dev-multi: two pages gain a reference call (Go's math/rand/v2, Rust's tokio),
 * two more show the chosen library's version first; no page of dev.jsonl or of the everyday questions
 * in Python changes.
 */
import type { LangIndex } from './inverted-index';
import { namedAsChoice } from './naming-share';
import type { ScoredRecord } from './search';

/** How far down the ranking look-alikes are looked for: a page and what may move onto it. */
const LOOK_ALIKE_DEPTH = 30;
/** The chosen libraries' records by last name are kept for this many libraries per language. */
const KEPT_LIBRARIES = 16;

/** Per language, each library's records as a range (records are stored library by library). */
const rangesOf = new WeakMap<LangIndex, Int32Array>();
/** Per language, a few chosen libraries' records by lower-cased last name, the oldest asked dropped first. */
const byNameOf = new WeakMap<LangIndex, Map<number, Map<string, number[]>>>();

/** The chosen libraries' records put before their look-alikes in `ranked` (best first). */
export function withNamedLookAlikes(index: LangIndex, ranked: readonly ScoredRecord[], named: ReadonlySet<number>): ScoredRecord[] {
  const chosen = [...named].filter((lib) => namedAsChoice(index, lib));
  if (chosen.length === 0) return ranked as ScoredRecord[];
  const tables = chosen.map((lib) => recordsByLastName(index, lib));
  const out: ScoredRecord[] = [];
  const placed = new Set<number>();
  const depth = Math.min(ranked.length, LOOK_ALIKE_DEPTH);
  for (let i = 0; i < depth; i++) {
    const r = ranked[i];
    if (placed.has(r.index)) continue;
    if (!chosen.includes(index.libOf[r.index])) {
      for (const table of tables) {
        const standIn = lookAlikeOf(index, r.index, table, placed);
        if (standIn === undefined) continue;
        out.push({ index: standIn, score: r.score, confident: r.confident });
        placed.add(standIn);
      }
    }
    out.push(r);
    placed.add(r.index);
  }
  for (let i = depth; i < ranked.length; i++) if (!placed.has(ranked[i].index)) out.push(ranked[i]);
  return out;
}

/** The record of `table`'s library that stands in for `original`, if it has one not yet placed. */
function lookAlikeOf(index: LangIndex, original: number, table: Map<string, number[]>, placed: ReadonlySet<number>): number | undefined {
  const same = table.get(index.lastNames[index.lastNameOf[original]].toLowerCase());
  if (!same) return undefined;
  const path = pathInLibrary(index, original);
  return same.find((d) => !placed.has(d) && index.kindOf[d] === index.kindOf[original] && pathInLibrary(index, d) === path && takesTheSameCalls(index, original, d));
}

/** A library's records by lower-cased last name. */
function recordsByLastName(index: LangIndex, lib: number): Map<string, number[]> {
  let cache = byNameOf.get(index);
  if (!cache) byNameOf.set(index, (cache = new Map()));
  let found = cache.get(lib);
  if (found) return found;
  found = new Map();
  const [from, to] = libraryRange(index, lib);
  for (let d = from; d < to; d++) {
    const name = index.lastNames[index.lastNameOf[d]].toLowerCase();
    const held = found.get(name);
    if (held) held.push(d);
    else found.set(name, [d]);
  }
  if (cache.size >= KEPT_LIBRARIES) cache.delete(cache.keys().next().value as number);
  cache.set(lib, found);
  return found;
}

/** A library's records: one pass over the language's records the first time any library is asked. */
function libraryRange(index: LangIndex, lib: number): [number, number] {
  let ranges = rangesOf.get(index);
  if (!ranges) {
    ranges = new Int32Array(index.libs.length * 2).fill(-1);
    const { libOf } = index;
    for (let d = 0; d < libOf.length; d++) {
      const l = libOf[d];
      if (ranges[2 * l] < 0) ranges[2 * l] = d;
      ranges[2 * l + 1] = d + 1;
    }
    rangesOf.set(index, ranges);
  }
  return ranges[2 * lib] < 0 ? [0, 0] : [ranges[2 * lib], ranges[2 * lib + 1]];
}

/**
 * A record's path inside its library, lower-cased, separators alike: `math/rand.Intn` and
 * `math/rand/v2.IntN` are both `intn`, `std::fs::remove_file` and `tokio::fs::remove_file` both
 * `fs.remove_file`.
 */
function pathInLibrary(index: LangIndex, d: number): string {
  const name = index.records.get(d).name.toLowerCase();
  const lib = index.libs[index.libOf[d]].toLowerCase();
  const inside = name.startsWith(lib) ? name.slice(lib.length) : name;
  return inside.replace(/::|\//g, '.').replace(/^\.+/, '');
}

/**
 * Whether `standIn` takes the calls `original` takes: both have a parameter list and the original's
 * parameter names open the stand-in's (`math.sqrt(x)` and `numpy.sqrt(x, out=None, …)`).
 */
function takesTheSameCalls(index: LangIndex, original: number, standIn: number): boolean {
  const before = parameterNames(index.records.get(original).sig, index.lang);
  const after = parameterNames(index.records.get(standIn).sig, index.lang);
  return before !== undefined && after !== undefined && before.length <= after.length && before.every((name, i) => name === after[i]);
}

/** The parameter names of a signature's first parameter list, lower-cased; undefined when it has none. */
export function parameterNames(sig: string, lang: string): string[] | undefined {
  const open = parameterListStart(sig);
  if (open < 0) return undefined;
  // Java and C write the type first (`String s`, `const char *s`); the others the name first (`n int`, `x: T`).
  const typeFirst = lang === 'java' || lang === 'c';
  const names: string[] = [];
  for (const piece of parameterTexts(sig, open)) {
    const declared = piece.split('=')[0];
    const words = (typeFirst ? declared : declared.split(':')[0]).match(/[A-Za-z_$][\w$]*/g)?.filter((w) => w !== 'mut' && w !== 'const') ?? [];
    const name = typeFirst ? words[words.length - 1] : words[0];
    if (name) names.push(name.toLowerCase());
  }
  return names;
}

/** Where the parameter list opens: the first parenthesis outside generic brackets (`fn arg<S: AsRef<OsStr>>(…)`), or -1. */
function parameterListStart(sig: string): number {
  let angle = 0;
  for (let i = 0; i < sig.length; i++) {
    const c = sig[i];
    if (c === '<') angle++;
    else if (c === '>' && angle > 0) angle--;
    else if (c === '(' && angle === 0) return i;
  }
  return -1;
}

/** The texts of the parameters of the list opening at `open`, split at its own commas. */
function parameterTexts(sig: string, open: number): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < sig.length; i++) {
    const c = sig[i];
    if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if ((c === ')' || c === ']' || c === '}' || c === '>') && depth > 0) depth--;
    else if ((c === ',' || c === ')') && depth === 0) {
      pieces.push(sig.slice(start, i));
      start = i + 1;
      if (c === ')') break;
    }
  }
  return pieces;
}
