/**
 * The neighbour route: the mined examples (what real code says next to what it calls) whose words are
 * closest to the question vote for the APIs they call.
 *
 * Word-by-word associations (intents.ts) find the APIs a question's words point at one by one; an
 * example matches the question's words together, and brings the whole set of calls that did the job:
 * a docstring that says "plot a histogram of a column" comes with `plt.subplots`, `Axes.hist` and
 * `Axes.set_title` at once, the scaffolding a solution needs around the API the question names.
 *
 * Shipped inside the intent model's file (the same examples train both; see intents.ts for the layout):
 * the examples' words as postings, and each example's called records. No text of the examples is kept.
 */
import type { PackedRows } from './packed-rows';
import { topKPositions } from './top-k';
import { RecordList, type RecordSink } from './record-list';
import { ownValue } from '../../shared/lookup';

export interface NeighbourModel {
  terms: Map<string, number>;
  /** CSR: the examples saying term t are positions termStart[t] .. termStart[t + 1] of postings (packed), ascending. */
  termStart: Int32Array;
  postings: PackedRows;
  /** How many words each example says (length normalisation). */
  length: Uint8Array;
  /** CSR: the records example e calls are apis[apiStart[e] .. apiStart[e + 1]], ascending. */
  apiStart: Int32Array;
  apis: Int32Array;
  /** What kind of text each example is, as an index into `kindNames` (models built before kinds have none). */
  kinds?: Uint8Array;
  kindNames?: readonly string[];
}

/**
 * How many nearest examples vote, how sharply a closer one outweighs a farther one, the share of
 * examples above which a word is too common to bring any example near (it would only cost time), and
 * how much an example's vote is spread over the APIs it calls (divided by their number to this power):
 * a long function that calls forty APIs says less about each of them than a three-line snippet does.
 *
 * `kindWeight` weighs an example by the kind of text it is (python_intents.py), 1 when not listed. A
 * comment names the one step the lines under it take, the way a task's clause does, and those lines
 * call what that step needs: it counts double. Documentation prose and docstring examples demonstrate
 * a library to a reader: they build toy data and show the figure (`np.array`, `plt.show`), calls a
 * solution to the same task rarely makes, so they count less. (Measured on the dev questions, both
 * halves: recall@10 +0.007 for comments, +0.003 more for documentation.)
 */
export const NEIGHBOUR_TUNING = {
  examples: 100,
  sharpness: 2,
  commonWord: 0.1,
  spread: 0.5,
  kindWeight: { cmt: 2, prose: 0.3, dex: 0.3 } as Record<string, number>,
};
/** In a small model a share means little: no word said by fewer examples than this is too common. */
const COMMON_WORD_FLOOR = 100;

interface Scratch {
  similarity: Float32Array;
  touched: RecordList;
  /**
   * Per example length (its word count, a byte): the normalisation its summed idf is multiplied by. By
   * length rather than by example: the examples' byte lengths are a quarter of the memory a factor per
   * example was, and the read of each touched example's one was a cache miss in every other query.
   */
  factorOfLength: Float32Array;
  /** The touched examples' normalised similarities, in touched order (grown as needed, kept between queries). */
  normalised: Float32Array;
}
const scratches = new WeakMap<NeighbourModel, Scratch>();

function scratchOf(model: NeighbourModel): Scratch {
  let s = scratches.get(model);
  if (!s) {
    const n = model.length.length;
    let total = 0;
    for (let e = 0; e < n; e++) total += model.length[e];
    const averageLength = total / (n || 1) || 1;
    const factorOfLength = new Float32Array(256);
    for (let length = 0; length < 256; length++) factorOfLength[length] = 1 / (0.5 + (0.5 * length) / averageLength);
    s = { similarity: new Float32Array(n), touched: new RecordList(), factorOfLength, normalised: new Float32Array(1024) };
    scratches.set(model, s);
  }
  return s;
}

/** The examples nearest one query, and how near each is relative to the nearest (1 for it). */
export interface Nearest {
  examples: number[];
  closeness: number[];
}

/**
 * The examples nearest a query (the question's words, or one clause's). Similarity is the summed
 * rarity (idf) of the words an example shares with the query, normalised by the example's length.
 */
export function nearestExamples(model: NeighbourModel, words: readonly string[]): Nearest {
  const s = scratchOf(model);
  const n = model.length.length;
  const { similarity, touched } = s;
  for (const word of new Set(words)) {
    const id = model.terms.get(word);
    if (id === undefined) continue;
    const from = model.termStart[id];
    const to = model.termStart[id + 1];
    if (to - from > Math.max(COMMON_WORD_FLOOR, n * NEIGHBOUR_TUNING.commonWord)) continue;
    const idf = Math.log(1 + (n - (to - from) + 0.5) / (to - from + 0.5));
    model.postings.addRowTo(id, similarity, idf, touched);
  }
  // One pass over the touched examples in the large array: each one's length-normalised similarity is
  // copied, in touched order, into a dense array the selection reads in sequence, and its place is reset.
  const { factorOfLength } = s;
  const { length } = model;
  const met = touched.view();
  if (s.normalised.length < met.length) s.normalised = new Float32Array(Math.ceil(met.length * 1.5));
  const normalised = s.normalised;
  // The selection's first step needs the values' range: kept here, in the pass that writes them.
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < met.length; i++) {
    const e = met[i];
    const v = Math.fround(similarity[e] * factorOfLength[length[e]]);
    normalised[i] = v;
    similarity[e] = 0;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const nearest = topKPositions(normalised, met, met.length, NEIGHBOUR_TUNING.examples, { min, max });
  const best = nearest.length ? normalised[nearest[0]] : 0;
  const examples = nearest.map((i) => met[i]);
  const closeness = nearest.map((i) => normalised[i] / best);
  touched.clear();
  return { examples, closeness };
}

/**
 * Adds each record's vote from the nearest examples into `votes` (per record), remembering first-voted
 * records in `voted`: each example votes closeness ^ sharpness for every API it calls, spread over them
 * and weighed by its kind.
 */
export function voteFor(model: NeighbourModel, nearest: Nearest, votes: Float32Array, voted: RecordSink): void {
  const { kinds, kindNames, apiStart, apis } = model;
  const kindWeight = kindNames?.map((kind) => ownValue(NEIGHBOUR_TUNING.kindWeight, kind) ?? 1);
  nearest.examples.forEach((e, i) => {
    const calls = apiStart[e + 1] - apiStart[e];
    const byKind = kinds && kindWeight ? kindWeight[kinds[e]] : 1;
    const weight = (byKind * nearest.closeness[i] ** NEIGHBOUR_TUNING.sharpness) / calls ** NEIGHBOUR_TUNING.spread;
    for (let p = apiStart[e], end = apiStart[e + 1]; p < end; p++) {
      const r = apis[p];
      if (votes[r] === 0) voted.push(r);
      votes[r] += weight;
    }
  });
}

/**
 * The votes of the examples nearest one query (see nearestExamples and voteFor). Returns the nearest
 * example's closeness, 1, or 0 when nothing matched.
 */
export function voteNeighbours(model: NeighbourModel, questionTerms: readonly string[], votes: Float32Array, voted: RecordSink): number {
  const nearest = nearestExamples(model, questionTerms);
  voteFor(model, nearest, votes, voted);
  return nearest.examples.length ? 1 : 0;
}
