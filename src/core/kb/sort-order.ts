/**
 * Sorting a ranking's entries without a comparator call per comparison.
 *
 * A query sorts lists of a few hundred to 1,500 entries several times (fusion, the neighbours, the last
 * stages); `Array.prototype.sort` with a comparator makes some 16,000 calls for 1,500 entries, a tenth of
 * a Java query. Here the typed array's own numeric sort (no calls) puts the positions nearly in order, by
 * their scores with each position written into the scores' last bits, and the comparator's sort then only
 * confirms that order: V8's sort finds the runs an input already has, and a sorted one costs n − 1 calls.
 * The result is the comparator's order exactly, whatever the scores are.
 */

/** Whether a double's low mantissa bits are the first 32-bit word of its bytes (they are on x86 and ARM). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Below this many entries the comparator's sort alone is as fast. */
const SMALL = 64;

/**
 * Positions 0..n−1 in `compare`'s order, which must be a total order (ties broken by position) that sorts
 * by `scores`, best first, before anything else.
 */
export function positionsBestFirst(scores: Float64Array, compare: (a: number, b: number) => number): number[] {
  const n = scores.length;
  const order = new Array<number>(n);
  if (n < SMALL || n > 1 << 24 || !LITTLE_ENDIAN) {
    for (let i = 0; i < n; i++) order[i] = i;
    return order.sort(compare);
  }
  const mask = 2 ** Math.ceil(Math.log2(n)) - 1;
  const keys = new Float64Array(n);
  const words = new Uint32Array(keys.buffer);
  for (let i = 0; i < n; i++) {
    const score = scores[i];
    // Negated: the numeric sort is ascending. A non-finite score would turn into NaN with bits written
    // into it; it sorts as 0 here, and the comparator's sort puts it in its place.
    keys[i] = Number.isFinite(score) ? -score : 0;
    // The lower position in the larger bits: of two equal scores it is the more negative key, and comes first.
    words[2 * i] = (words[2 * i] & ~mask) | (mask - i);
  }
  keys.sort();
  for (let i = 0; i < n; i++) order[i] = mask - (words[2 * i] & mask);
  return order.sort(compare);
}

/** Entries best first by score, ties in their present order: what a stable sort by score gives. */
export function sortedBestFirst<T extends { score: number }>(entries: T[]): T[] {
  const scores = new Float64Array(entries.length);
  for (let i = 0; i < entries.length; i++) scores[i] = entries[i].score;
  const order = positionsBestFirst(scores, (a, b) => scores[b] - scores[a] || a - b);
  const sorted = new Array<T>(entries.length);
  for (let i = 0; i < order.length; i++) sorted[i] = entries[order[i]];
  return sorted;
}
