/**
 * Whether a word that names a library or an API is that name or an English word used as one, measured on
 * the mined examples: of those saying the word, how many call what it names (named.ts, look-alikes.ts).
 */
import type { NeighbourModel } from './neighbours';
import type { LangIndex } from './inverted-index';
import { stem } from './tokenize';

/**
 * A library named by a word that code saying that word rarely calls is an English word used as one
 * ("a string", "an array", "the time", "a regex"), not a choice of library. The share is measured on
 * the mined examples: of those saying the word, how many call the library (seaborn 0.27, pandas 0.73,
 * string 0.003, array 0.005, regex 0.07). A name no example says often enough is taken at its word.
 */
const NAMED_LIBRARY_MIN_SHARE = 0.15;
const FEW_EXAMPLES = 5;

const libraryShares = new WeakMap<NeighbourModel, Map<number, number>>();
const recordShares = new WeakMap<NeighbourModel, Map<number, number>>();

/**
 * Of the mined examples saying `word` (stemmed as the model's terms are), the share whose code makes a
 * call `calls` accepts; a word fewer than FEW_EXAMPLES say is taken at its word (1). Remembered per model
 * and `key`: a library's or a record's share is asked again by every question naming it.
 */
function callingShare(cache: WeakMap<NeighbourModel, Map<number, number>>, model: NeighbourModel, key: number, word: string, calls: (record: number) => boolean): number {
  let known = cache.get(model);
  if (!known) cache.set(model, (known = new Map()));
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  const term = model.terms.get(word);
  const examples = term === undefined ? new Int32Array(0) : model.postings.row(term);
  let calling = 0;
  for (const e of examples) {
    for (let q = model.apiStart[e]; q < model.apiStart[e + 1]; q++) {
      if (calls(model.apis[q])) {
        calling++;
        break;
      }
    }
  }
  const share = examples.length < FEW_EXAMPLES ? 1 : calling / examples.length;
  known.set(key, share);
  return share;
}

/** Of the mined examples saying a library's name, the share whose code calls that library. */
export function namingShare(index: LangIndex, model: NeighbourModel, lib: number): number {
  return callingShare(libraryShares, model, lib, stem(index.libs[lib].toLowerCase()), (record) => index.libOf[record] === lib);
}

/**
 * Whether a library the question names is a choice of library rather than an English word used as one
 * (NAMED_LIBRARY_MIN_SHARE). Without mined examples a library's name cannot be told from a word (Go's
 * `sort`, `strings`, `time`): none is taken as a choice there, and only the ranking's own boost for a
 * named library applies.
 */
export function namedAsChoice(index: LangIndex, lib: number): boolean {
  const model = index.intents?.neighbours;
  return model !== undefined && namingShare(index, model, lib) >= NAMED_LIBRARY_MIN_SHARE;
}

/** Whether code that says an API's own name (`scanf`, `strlen`) calls it often enough for the word to name it. */
export function calledByItsName(model: NeighbourModel, record: number, word: string): boolean {
  return callingShare(recordShares, model, record, word, (called) => called === record) >= NAMED_LIBRARY_MIN_SHARE;
}

/**
 * Whether the purpose routes know a library by its name: enough mined examples say the name
 * (FEW_EXAMPLES) and a good share of them call the library. `namedAsChoice` takes a name no example says
 * at its word (it cannot be an English word the code uses); such a library is a choice, but the routes
 * know nothing of it (papaparse, chalk, date-fns, commander: no example, or four, says the name), and
 * the question's other words bring what the mined code does with them: "format a date with date-fns"
 * showed `Date.toISOString` and no `date-fns.format`.
 */
export function knownToRoutes(index: LangIndex, lib: number): boolean {
  const model = index.intents?.neighbours;
  if (model === undefined) return false;
  const term = model.terms.get(stem(index.libs[lib].toLowerCase()));
  const saying = term === undefined ? 0 : model.termStart[term + 1] - model.termStart[term];
  return saying >= FEW_EXAMPLES && namingShare(index, model, lib) >= NAMED_LIBRARY_MIN_SHARE;
}

/**
 * A library name said by more than this share of the mined examples is an English word too ("random",
 * 8 in 1,000 of Python's examples; "collections" 3; "moment" 3 of JavaScript's), and "with random
 * values" says no tool; lodash (0.7), axios (0.4), express (0.9) and uuid (0.7) are names.
 */
const ENGLISH_WORD_SHARE = 0.002;
/** In a small model a share means little: a word fewer examples than this say is no English word. */
const ENGLISH_WORD_FLOOR = 100;

/** Whether `word` (stemmed as the model's terms are) is said by so many mined examples that it is an English word. */
export function isEnglishWord(model: NeighbourModel, word: string): boolean {
  const term = model.terms.get(word);
  const saying = term === undefined ? 0 : model.termStart[term + 1] - model.termStart[term];
  return saying > Math.max(ENGLISH_WORD_FLOOR, ENGLISH_WORD_SHARE * model.length.length);
}
