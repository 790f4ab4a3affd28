/**
 * Builds the neighbour route's tables (src/core/kb/neighbours.ts) from the mined examples, alongside the
 * intent model's word associations (intents.ts).
 *
 * Kept: examples that say what their code does in a sentence (docstrings, comments, documentation prose,
 * script descriptions, docstring examples), not bare function names, which are too short to be anyone's
 * nearest neighbour. A word said by only one example can bring no second example near, and one example
 * that says fewer than two kept words can be near nothing: both are dropped. Identical (words, calls)
 * pairs are kept once. Each example keeps its kind (the miner's `k`: doc, cmt, prose, dex, mod), which
 * weighs its vote at query time (NEIGHBOUR_TUNING.kindWeight in src/core/kb/neighbours.ts).
 */
import type { NeighbourModel } from '../../src/core/kb/neighbours';
import { PackedRows } from '../../src/core/kb/packed-rows';

/** Words an example keeps (its first, like the association model's) and the most APIs it votes for. */
const MAX_WORDS = 40;
const MAX_APIS = 40;

export class NeighbourCollector {
  private readonly examples: Array<{ kind: number; terms: string[]; apis: number[] }> = [];
  private readonly kindNames: string[] = [];
  private readonly seen = new Set<string>();

  add(kind: string, terms: readonly string[], apis: ReadonlySet<number>): void {
    if (kind === 'name' || terms.length < 2 || apis.size === 0) return;
    const words = terms.slice(0, MAX_WORDS);
    const calls = [...apis].sort((a, b) => a - b).slice(0, MAX_APIS);
    const key = `${[...words].sort().join(' ')}\u0000${calls.join(',')}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    let kindId = this.kindNames.indexOf(kind);
    if (kindId < 0) {
      // Kinds are stored as bytes; the miner writes six.
      if (this.kindNames.length === 256) throw new Error(`more than 256 kinds of example: ${kind}`);
      kindId = this.kindNames.push(kind) - 1;
    }
    this.examples.push({ kind: kindId, terms: words, apis: calls });
  }

  /** `limit`: at most this many examples, every n-th one kept (an even thinning: no kind or source favoured). */
  build(limit = Infinity): NeighbourModel {
    const examples = this.examples.length > limit ? this.examples.filter((_, i) => Math.floor(((i + 1) * limit) / this.examples.length) > Math.floor((i * limit) / this.examples.length)) : this.examples;
    const frequency = new Map<string, number>();
    for (const e of examples) for (const t of e.terms) frequency.set(t, (frequency.get(t) ?? 0) + 1);
    const kept = examples
      .map((e) => ({ kind: e.kind, terms: e.terms.filter((t) => frequency.get(t)! >= 2), apis: e.apis }))
      .filter((e) => e.terms.length >= 2);
    const terms = new Map<string, number>();
    const postingsOf: number[][] = [];
    kept.forEach((e, id) => {
      for (const t of e.terms) {
        let termId = terms.get(t);
        if (termId === undefined) {
          terms.set(t, (termId = postingsOf.length));
          postingsOf.push([]);
        }
        postingsOf[termId].push(id);
      }
    });
    const termStart = new Int32Array(postingsOf.length + 1);
    postingsOf.forEach((list, t) => (termStart[t + 1] = termStart[t] + list.length));
    const postings = new Int32Array(termStart[postingsOf.length]);
    postingsOf.forEach((list, t) => postings.set(list, termStart[t]));
    const apiStart = new Int32Array(kept.length + 1);
    kept.forEach((e, id) => (apiStart[id + 1] = apiStart[id] + e.apis.length));
    const apis = new Int32Array(apiStart[kept.length]);
    kept.forEach((e, id) => apis.set(e.apis, apiStart[id]));
    const length = Uint8Array.from(kept, (e) => Math.min(255, e.terms.length));
    const kinds = Uint8Array.from(kept, (e) => e.kind);
    return { terms, termStart, postings: PackedRows.pack(postings, termStart), length, apiStart, apis, kinds, kindNames: [...this.kindNames] };
  }
}
