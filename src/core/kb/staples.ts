/**
 * Everyday APIs first: what programs (not libraries) call, and the language's own standard library,
 * lift a question's results when the question names no other library.
 *
 * A task described in words ("read two integers and print their sum", "sleep for a second") is
 * answered with the standard library and a few calls every program makes (`std::io::stdin`,
 * `strconv.Atoi`, `time.Sleep`); the question's words match those calls' names and documents weakly,
 * and rare look-alikes of large libraries outvote them. Two priors fix that:
 * - the **staples**: the APIs a corpus of example programs calls (the Rust book and Rust by Example,
 *   Go's `Example` functions), each weighted by how many programs call it (log-scaled); they join the
 *   ranking with a share of its best score, so a strong specific match still wins and a generic
 *   question is topped up with what programs reach for. The usage prior cannot do this: it counts the
 *   libraries' own code, whose most called APIs (`fmt.Errorf`, `IllegalArgumentException`) are not
 *   a program's;
 * - the **standard library**: its records are lifted by a factor (not Python's: STAPLE_TUNING), and a
 *   phrase spells a name of it or of a library the question names (spelled-names.ts). Python's entry is
 *   its standard library alone, no calls: its routes find programs' calls, its tasks use pandas and NumPy
 *   as often as the standard library, and without it any library's name could be spelled ("the cartesian
 *   product of two lists" led with networkx's `cartesian_product`, "pretty print JSON" with rich's
 *   `print_json`; everyday questions, first places 242 → 252 of 311, dev unchanged);
 * - the **boilerplate**: what more than a fifth of those programs call (C's `printf`, `malloc`, `free`,
 *   Go's `fmt.Println`) says nothing about a question and is known to every model; the routes still
 *   find it for any question that prints or allocates, so it keeps a tenth of its score unless the
 *   question names it. On dev-multi's C questions it held 20 of the 87 top-ten lists' slots for
 *   `printf` and 15 for `free`, then 3 and 4 (hit@10 and recall@10 unchanged: the freed slots went to
 *   calls the reference solutions do not make either).
 * Neither applies when the question names a library outside the standard library: the user chose.
 * A staple is also exempt from the page's four-per-class limit (search.ts): `Math.floor`, `Math.sqrt` and
 * `Math.pow` are three calls a program makes, not one class crowding the page.
 * A staple the base marks deprecated is left out: Go's `Example` functions of 1.19 call `io/ioutil` and
 * `math/rand.Seed`, which the base's Go (1.27) deprecates for `os.ReadFile` and automatic seeding.
 *
 * The table (`kb/staples.json.gz`, made by kb/pipeline/staples.ts) lists names, not record positions,
 * so it survives a rebuilt data file; they are resolved once per language when it loads.
 */
import { FLAG_DEPRECATED, type LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';
import { lookupTable, ownValue } from '../../shared/lookup';
import { recordsByFullName } from './records-by-name';

/** One language's part of `kb/staples.json.gz`. */
export interface LanguageStaples {
  /** How many example programs were read. */
  programs: number;
  /** Library names of the language's standard library (as the base names them). */
  standard: string[];
  /** Full API name → number of programs calling it (calls in nearly every program already cut). */
  calls: Record<string, number>;
  /** The calls in nearly every program (`printf`, `fmt.Println`): shown only when a question names them. */
  boilerplate?: string[];
}
export type StapleTable = Record<string, LanguageStaples>;

/** A language's staples resolved against its index. */
export interface ResolvedStaples {
  /** Record positions of the staples, and each one's weight (0..1, log-scaled program count). */
  at: Int32Array;
  weight: Float32Array;
  /** Per library id: 1 when it is part of the standard library. */
  standard: Uint8Array;
  /** Record positions of the boilerplate calls (ascending). */
  boilerplate: Int32Array;
  /** The language (its lift may differ: STAPLE_TUNING.standardLiftOf). */
  lang: string;
}

/** How the two priors weigh (mutable only for the benchmark's sweeps). */
export const STAPLE_TUNING = {
  /** A staple of the largest count adds this share of the ranking's best score. */
  share: 0.3,
  /** Records of the standard library are lifted by this factor less one. */
  standardLift: 0.5,
  /**
   * A language whose standard library is not lifted. Python's tasks are answered with pandas, NumPy and
   * matplotlib as often as with the standard library (dev: the libraries of 119, 73 and 74 of its 300
   * questions): lifted by 0.5, dev's half B fell from hit@10 .906 to .888 (at 0.2, .894). Its entry
   * serves the spelled names (spelled-names.ts) only.
   */
  standardLiftOf: { python: 0 } as Record<string, number>,
  /** A boilerplate call the question does not name keeps this share of its score. */
  boilerplate: 0.1,
};

/**
 * Finds each staple's record (records-by-name.ts: a few milliseconds, once per language).
 */
export function resolveStaples(index: LangIndex, staples: LanguageStaples): ResolvedStaples {
  const standard = new Uint8Array(index.libs.length);
  for (const lib of staples.standard) {
    const id = index.libIds.get(lib.toLowerCase());
    if (id !== undefined) standard[id] = 1;
  }
  const counts = lookupTable<number>(staples.calls);
  const boilerplateNames = new Set(staples.boilerplate ?? []);
  let max = 0;
  for (const count of Object.values(staples.calls)) if (count > max) max = count;
  const found = recordsByFullName(index, [...Object.keys(staples.calls), ...boilerplateNames]);
  const at: number[] = [];
  const weight: number[] = [];
  const boilerplate: number[] = [];
  // In record order: `at` and `boilerplate` are searched by bisection, and ties in the ranking keep this order.
  for (const [name, d] of [...found].sort((a, b) => a[1] - b[1])) {
    if (boilerplateNames.has(name)) boilerplate.push(d);
    const count = ownValue(counts, name);
    // A deprecated API is not what a program should reach for, however many old programs call it
    // (Go's io/ioutil.ReadFile and math/rand.Seed, JavaScript's String.substr and escape).
    if (!count || index.flags[d] & FLAG_DEPRECATED) continue;
    at.push(d);
    weight.push(max > 0 ? Math.log1p(count) / Math.log1p(max) : 0);
  }
  return { at: Int32Array.from(at), weight: Float32Array.from(weight), standard, boilerplate: Int32Array.from(boilerplate), lang: index.lang };
}

/**
 * Both priors applied to `ranked` in place, its order left as it was (the staples the routes did not find
 * are appended, in record order); false when a library outside the standard library is named and nothing
 * changed. `ranked` must be sorted best first (its first score is the ranking's best).
 */
export function applyStaples(
  resolved: ResolvedStaples,
  ranked: ScoredRecord[],
  named: ReadonlySet<number>,
  libOf: Int32Array,
  namesOutright: (record: number) => boolean = () => false,
): boolean {
  for (const lib of named) if (!resolved.standard[lib]) return false;
  const top = ranked[0]?.score || 1;
  // A staple the routes did not find at all is shown only when the ranking found something it is sure
  // of (the confidence cut is there for questions nothing in the base answers).
  const answerable = ranked.some((r) => r.confident);
  // A staple the routes found is lifted where it stands (its place in `at` by bisection: no map of the
  // ranking per question); the others are appended after, in record order.
  const found = new Uint8Array(resolved.at.length);
  for (const r of ranked) {
    const i = positionOf(resolved.at, r.index);
    if (i < 0) continue;
    r.score += STAPLE_TUNING.share * top * resolved.weight[i];
    found[i] = 1;
  }
  for (let i = 0; i < resolved.at.length; i++) {
    if (!found[i]) ranked.push({ index: resolved.at[i], score: STAPLE_TUNING.share * top * resolved.weight[i], confident: answerable });
  }
  const lift = ownValue(STAPLE_TUNING.standardLiftOf, resolved.lang) ?? STAPLE_TUNING.standardLift;
  if (lift) for (const r of ranked) if (resolved.standard[libOf[r.index]]) r.score *= 1 + lift;
  // What nearly every program calls says nothing about this question, unless it names it.
  if (resolved.boilerplate.length) {
    for (const r of ranked) if (holds(resolved.boilerplate, r.index) && !namesOutright(r.index)) r.score *= STAPLE_TUNING.boilerplate;
  }
  return true;
}

/** Whether a record is one of its language's staples (search.ts exempts them from the four-per-class limit). */
export function isStaple(resolved: ResolvedStaples, record: number): boolean {
  return holds(resolved.at, record);
}

/** Whether an ascending list of record positions holds a record. */
function holds(sorted: Int32Array, record: number): boolean {
  return positionOf(sorted, record) >= 0;
}

/** Where an ascending list of record positions holds a record (bisection), or -1. */
function positionOf(sorted: Int32Array, record: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === record) return mid;
    if (sorted[mid] < record) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
