/**
 * Purpose borrowed from Python's intent model through the APIs other languages mirror by name.
 *
 * C's, JavaScript's and Java's own examples rarely say what their everyday calls are for: C's are the
 * man pages' programs, JavaScript's and Java's are mostly library code. So "the running standard
 * deviation" reaches no `sqrt`, and "a uniformly random mapping" no `rand`. Python's model is mined
 * from far more code that says what it does, and several of Python's modules are documented as the C
 * library under the same names: `math` gives "access to the mathematical functions defined by the C
 * standard", `time` and `os` wrap the C and POSIX functions they are named after. JavaScript's `Math`
 * and Java's `java.lang.Math` are the same IEEE functions again (`Math.sqrt`, `Math.atan2`). So a
 * word's association with Python's `math.sqrt` is, with the same weight, its association with C's
 * `sqrt`, JavaScript's `Math.sqrt` and Java's `java.lang.Math.sqrt`.
 *
 * The mirrors are by name only, into the target's standard library, plus one family whose names
 * differ: every language has one standard pseudo-random generator, and whatever Python's `random`
 * module is called for is what C's `rand`, JavaScript's `Math.random` and Java's `java.util.Random`
 * are called for. Idioms that are not mirrors (`input()` for `scanf`, `int()` for `parseInt`) were
 * measured to add nothing over these and are left out.
 *
 * Rust mirrors `time.sleep` (`std::thread::sleep`) and the generator: its standard library has none,
 * and `rand` is the crate the Rust book teaches.
 *
 * Measured on dev-multi (hit@10 / recall@10, halves A and B; `bench/tune-multi.ts`):
 *   c          A .63/.39 → .71/.42   B .61/.46 → .63/.49
 *   javascript A .70/.50 → .75/.54   B .79/.54 → .79/.56
 *   java       A .49/.21 → .52/.25   B .37/.17 → .42/.19
 *   rust       A .57/.36 → .57/.37   B .44/.21 → .49/.23 (three questions that wait: a countdown, a
 *              rate-limited lookup, timing a step, now reach `std::thread::sleep`)
 * The mirrors were written from the modules' documentation, not from the questions; one mirror more or
 * less moves a half by about .03 (`numpy.fabs` → `Math.abs` alone takes JavaScript's half A from .78 to
 * .75), so the direction, level or up on all six halves, is the finding. Go's own model, mined from its
 * standard library's examples and doc comments, already ties these words to `math.Sqrt` and
 * `time.Sleep`: borrowing moved it level or lower (A .47/.27 → .44/.27, B .48/.27 → .47/.26), so Go
 * does not borrow. Rust's base has no `f64::sqrt` to mirror math into.
 *
 * The borrowed associations are copied when a mirroring language's model is trained (assemble,
 * kb:refresh), from the Python model shipped at that moment: retraining Python's model leaves theirs
 * as they were until they are refreshed too.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { deserializeIntents, type IntentModel } from '../../src/core/kb/intents';
import { STANDARD_SOURCES } from './staples';

/** The languages whose intent models borrow Python's associations (Go's does not: see above). */
export const MIRRORING_LANGUAGES: ReadonlySet<string> = new Set(['c', 'javascript', 'java', 'rust']);

/** Libraries a mirror may reach beside the standard ones: the de facto standard a language's std lacks. */
const DE_FACTO_STANDARD: Readonly<Record<string, readonly string[]>> = { rust: ['rand'] };

/** NumPy's element-wise functions whose C name differs (`numpy.arctan2` is C's `atan2`). */
const NUMPY_RENAMES: Readonly<Record<string, string>> = { arccos: 'acos', arcsin: 'asin', arctan: 'atan', arctan2: 'atan2', power: 'pow', absolute: 'fabs' };
/** C's math functions under JavaScript's and Java's names (they have no `fabs`, `abs` takes floats). */
const MATH_CLASS_RENAMES: Readonly<Record<string, string>> = { fabs: 'abs' };

/** The C modules of Python that wrap C and POSIX functions of the same name. */
const C_SAME_NAME_MODULES = new Set(['time', 'os', 'os.path', 'signal', 'select', 'socket', 'socket.socket']);

/**
 * The names in `lang` that Python's API `name` mirrors; the caller keeps only those its base has in
 * the language's standard library. NumPy's functions mirror only into the target's math library
 * (`inTargetMath`: C's <math.h>, `Math`, `java.lang.Math`): `numpy.sqrt` is `sqrt`, `numpy.select` is
 * not `select`.
 */
export function mirrorsOf(lang: string, name: string, inTargetMath: (name: string) => boolean): string[] {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return [];
  const module = name.slice(0, dot);
  const last = name.slice(dot + 1);
  const random = module === 'random' || module === 'numpy.random' || module.startsWith('numpy.random.');
  if (module === 'numpy') return mirrorsOf(lang, `math.${NUMPY_RENAMES[last] ?? last}`, inTargetMath).filter(inTargetMath);
  const math = module === 'math';
  switch (lang) {
    case 'c':
      if (random) return [last === 'seed' ? 'srand' : 'rand'];
      if (name === 'math.gamma') return ['tgamma'];
      if (math) return [last];
      if (module === 'cmath') return [last === 'phase' ? 'carg' : `c${last}`];
      if (C_SAME_NAME_MODULES.has(module)) return [last];
      // Python's string predicates are C's <ctype.h> classifications (`str.isdigit`, `isdigit`).
      if (module === 'builtins.str' && last.startsWith('is')) return [last];
      return [];
    case 'javascript':
      if (random) return last === 'seed' ? [] : ['Math.random'];
      if (math) return [`Math.${MATH_CLASS_RENAMES[last] ?? last}`];
      return [];
    case 'java':
      // A program makes a `Random` and draws from it with `nextInt` above all.
      if (random) return ['java.util.Random', 'java.util.Random.nextInt'];
      if (math) return [`java.lang.Math.${MATH_CLASS_RENAMES[last] ?? last}`];
      return [];
    case 'rust':
      // Rust's standard library has no generator: `rand` is the one its book teaches (chapter 2).
      if (random) return last === 'seed' ? [] : ['rand::thread_rng', 'rand::Rng::gen_range'];
      if (name === 'time.sleep') return ['std::thread::sleep'];
      return [];
    default:
      return [];
  }
}

/**
 * Donor record position → the target's record positions it mirrors. Only records of `standardLibs`
 * are reached: a mirror never goes into a third-party library that happens to reuse a name.
 */
export function mirrorMap(
  lang: string,
  donorNames: readonly string[],
  targets: ReadonlyArray<{ name: string; lib: string }>,
  standardLibs: ReadonlySet<string>,
): Map<number, number[]> {
  const byName = new Map<string, number>();
  targets.forEach(({ name, lib }, i) => {
    if (!byName.has(name) && standardLibs.has(lib)) byName.set(name, i);
  });
  const inTargetMath = (name: string) => {
    const i = byName.get(name);
    return i !== undefined && (lang === 'c' ? targets[i].lib === 'math' : /^(?:java\.lang\.)?Math\./.test(name));
  };
  const map = new Map<number, number[]>();
  donorNames.forEach((name, i) => {
    const to = [...new Set(mirrorsOf(lang, name, inTargetMath).map((n) => byName.get(n)).filter((p): p is number => p !== undefined))];
    if (to.length) map.set(i, to);
  });
  return map;
}

/**
 * `target` with the donor's associations to mirrored APIs added under the same words, at the donor's
 * weight (the two models' weights are the same log likelihood ratios). Where the target already ties a
 * word to that API, the stronger tie stands. Words only the donor knows are added. The neighbour
 * route is the target's own. Returns the model and how many associations it borrowed.
 */
export function withBorrowedAssociations(target: IntentModel, donor: IntentModel, map: ReadonlyMap<number, number[]>): { model: IntentModel; borrowed: number } {
  const rows = new Map<string, Map<number, number>>();
  for (const [term, id] of target.terms) {
    const row = new Map<number, number>();
    for (let p = target.start[id]; p < target.start[id + 1]; p++) row.set(target.records[p], target.weights[p]);
    rows.set(term, row);
  }
  let borrowed = 0;
  for (const [term, id] of donor.terms) {
    for (let p = donor.start[id]; p < donor.start[id + 1]; p++) {
      const to = map.get(donor.records[p]);
      if (!to) continue;
      let row = rows.get(term);
      if (!row) rows.set(term, (row = new Map()));
      for (const record of to) {
        const had = row.get(record);
        if (had === undefined) borrowed++;
        if (had === undefined || had < donor.weights[p]) row.set(record, donor.weights[p]);
      }
    }
  }
  const terms = new Map<string, number>();
  const start: number[] = [0];
  const records: number[] = [];
  const weights: number[] = [];
  for (const [term, row] of rows) {
    terms.set(term, terms.size);
    // Strongest first, as the trainer writes them (ties by position, so a rebuild is byte-identical).
    for (const [record, weight] of [...row].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
      records.push(record);
      weights.push(weight);
    }
    start.push(records.length);
  }
  return {
    model: { ...target, terms, start: Int32Array.from(start), records: Int32Array.from(records), weights: Uint8Array.from(weights) },
    borrowed,
  };
}

/** The donor of borrowed associations: Python's shipped intent model and its records' names. */
export interface IntentDonor {
  names: string[];
  model: IntentModel;
  /** The sha256 of the donor's model file: a borrower's manifest entry records it (`borrowedFrom`). */
  sha256: string;
}

/** What a mirroring language's training needs: the donor, and which of its own libraries are standard. */
export interface Borrowing {
  donor: IntentDonor;
  standardLibs: ReadonlySet<string>;
}

type DonorEntry = { lang: string; file: string; sha256: string; intents?: { file: string } };

/**
 * What each language's training borrows (undefined for a language that does not), the donor read once,
 * on first need, from `dir`: the Python model that `pythonEntry()` then names (trained first, so a
 * rebuild borrows from the model it ships).
 */
export function borrowingFrom(
  dir: string,
  pythonEntry: () => DonorEntry | undefined,
  libraries: ReadonlyArray<{ lib: string; lang: string; source: string }>,
): (lang: string) => Promise<Borrowing | undefined> {
  let donor: Promise<IntentDonor | undefined> | undefined;
  return async (lang) => {
    if (!MIRRORING_LANGUAGES.has(lang)) return undefined;
    donor ??= readIntentDonor(dir, pythonEntry());
    const model = await donor;
    return model && { donor: model, standardLibs: standardLibrariesOf(lang, libraries) };
  };
}

/** Python first, then the others in name order: the order in which a base's models are trained. */
export function pythonFirst(a: string, b: string): number {
  return Number(b === 'python') - Number(a === 'python') || a.localeCompare(b);
}

/**
 * Reads Python's model as a donor from a base directory, or undefined when it has none (or one that
 * does not match its data file: the model pins that file's checksum).
 */
export async function readIntentDonor(kbDir: string, entry: DonorEntry | undefined): Promise<IntentDonor | undefined> {
  if (!entry?.intents) return undefined;
  const data = await fs.readFile(path.join(kbDir, entry.file)).catch(() => undefined);
  const intents = await fs.readFile(path.join(kbDir, entry.intents.file)).catch(() => undefined);
  if (!data || !intents) return undefined;
  const names = gunzipSync(data).toString('utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { name: string }).name);
  const model = deserializeIntents(gunzipSync(intents), createHash('sha256').update(data).digest('hex'), names.length);
  return model ? { names, model, sha256: createHash('sha256').update(intents).digest('hex') } : undefined;
}

/**
 * The libraries of `lang` a mirror may reach: those its standard sources provide (every POSIX header C's
 * man pages document, too), and Rust's `rand`.
 */
export function standardLibrariesOf(lang: string, libraries: ReadonlyArray<{ lib: string; lang: string; source: string }>): Set<string> {
  const standard = libraries.filter((l) => l.lang === lang && STANDARD_SOURCES[lang]?.test(l.source)).map((l) => l.lib);
  return new Set([...standard, ...(DE_FACTO_STANDARD[lang] ?? [])]);
}

type ModelEntry = { lang: string; intents?: { sha256: string; borrowedFrom?: string } };

/**
 * The mirroring languages whose shipped model would be left trained against a Python model that is no
 * longer shipped: those that ship a model but have no examples staged (`staged(lang)` false), when Python's
 * are staged and its model is about to be retrained. kb:refresh refuses to start then (a refresh of Python
 * alone had left C's, Java's, JavaScript's and Rust's models borrowing from the Python model before it).
 */
export function borrowersLeftBehind(files: readonly ModelEntry[], staged: (lang: string) => boolean): string[] {
  if (!staged('python')) return [];
  return files.filter((f) => MIRRORING_LANGUAGES.has(f.lang) && f.intents && !staged(f.lang)).map((f) => f.lang).sort();
}

/**
 * A base's models that borrowed from another Python model than the one it ships, or do not say which they
 * borrowed from: each with why. Empty for a base whose models a rebuild would make again.
 */
export function staleBorrowedModels(files: readonly ModelEntry[]): string[] {
  const python = files.find((f) => f.lang === 'python')?.intents?.sha256;
  const stale: string[] = [];
  for (const f of files) {
    if (!MIRRORING_LANGUAGES.has(f.lang) || !f.intents || !python) continue;
    if (!f.intents.borrowedFrom) stale.push(`${f.lang}: its model does not say which Python model it borrowed from`);
    else if (f.intents.borrowedFrom !== python) stale.push(`${f.lang}: its model borrowed from Python's ${f.intents.borrowedFrom.slice(0, 12)}, the base ships ${python.slice(0, 12)}`);
  }
  return stale;
}
