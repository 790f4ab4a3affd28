/**
 * The k best-scored of many touched records, best first. A long question touches a hundred thousand
 * records; sorting them all to keep a few hundred cost most of a query's time. A bounded min-heap
 * keeps the k best in one pass, most records costing a single comparison with the heap's weakest.
 */
export function topK(candidates: ArrayLike<number>, score: Float32Array, k: number): number[] {
  if (k <= 0) return [];
  if (candidates.length > PREFILTER_FROM * k) candidates = strongest(candidates, score, k);
  const heap = new Int32Array(Math.min(k, candidates.length));
  let size = 0;
  // Ties are broken by record id so the result does not depend on the order records were touched in.
  const worse = (a: number, b: number) => score[a] < score[b] || (score[a] === score[b] && a > b);
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && worse(heap[right], heap[left]) ? right : left;
      if (!worse(heap[child], heap[i])) return;
      const t = heap[i];
      heap[i] = heap[child];
      heap[child] = t;
      i = child;
    }
  };
  for (let c = 0; c < candidates.length; c++) {
    const d = candidates[c];
    if (size < heap.length) {
      let i = size++;
      heap[i] = d;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i], heap[parent])) break;
        const t = heap[i];
        heap[i] = heap[parent];
        heap[parent] = t;
        i = parent;
      }
    } else if (worse(heap[0], d)) {
      heap[0] = d;
      siftDown(0);
    }
  }
  // The heap's weakest is popped to the end until it is empty: best first, in place (Array.prototype.sort
  // with a comparator over a copy of the heap was the costliest line of a query's top-k work).
  const best = new Array<number>(size);
  while (size > 0) {
    best[size - 1] = heap[0];
    heap[0] = heap[--size];
    siftDown(0);
  }
  return best;
}

/** Many more candidates than k are narrowed first: a heap costs a call per candidate, a histogram a few operations. */
const PREFILTER_FROM = 16;
const BUCKETS = 256;

/**
 * The candidates of the highest score buckets that hold at least k of them: a superset of the k best,
 * every one left out scoring strictly less than every one kept (the bucket of a score never decreases
 * as the score grows), so the heap that follows finds exactly the k best.
 */
function strongest(candidates: ArrayLike<number>, score: Float32Array, k: number): ArrayLike<number> {
  let min = Infinity;
  let max = -Infinity;
  for (let c = 0; c < candidates.length; c++) {
    const v = score[candidates[c]];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!(max > min)) return candidates;
  const scale = (BUCKETS - 1) / (max - min);
  const counts = new Int32Array(BUCKETS);
  for (let c = 0; c < candidates.length; c++) counts[((score[candidates[c]] - min) * scale) | 0]++;
  let bucket = BUCKETS - 1;
  let held = counts[bucket];
  while (bucket > 0 && held < k) held += counts[--bucket];
  if (bucket === 0) return candidates;
  const kept = new Int32Array(held);
  let size = 0;
  for (let c = 0; c < candidates.length; c++) {
    const d = candidates[c];
    if ((((score[d] - min) * scale) | 0) >= bucket) kept[size++] = d;
  }
  return kept;
}
