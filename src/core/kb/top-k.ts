/**
 * The k best-scored of many touched records, best first. A long question touches a hundred thousand
 * records; sorting them all to keep a few hundred cost most of a query's time. A bounded min-heap
 * keeps the k best in one pass, most records costing a single comparison with the heap's weakest.
 */
export function topK(candidates: ArrayLike<number>, score: Float32Array, k: number): number[] {
  if (k <= 0) return [];
  // Ties are broken by record id so the result does not depend on the order records were touched in.
  if (candidates.length <= PREFILTER_FROM * k) return heapBest(candidates, k, (a, b) => score[a] < score[b] || (score[a] === score[b] && a > b));
  // Many candidates: their scores are read once, at their records' places, into a dense copy that the
  // narrowing reads in sequence (it reads every score three times).
  if (copied.length < candidates.length) copied = new Float32Array(Math.ceil(candidates.length * 1.5));
  const values = copied;
  for (let i = 0; i < candidates.length; i++) values[i] = score[candidates[i]];
  return topKPositions(values, candidates, candidates.length, k).map((i) => candidates[i]);
}
/** topK's dense copy of many candidates' scores, kept between calls (grown as needed; one query runs at a time). */
let copied = new Float32Array(1024);

/**
 * The same selection over scores laid out densely: `values[i]` is the score of record `ids[i]`, for the
 * first `count` positions. Returns the positions of the k best, best first, ties broken by record id as
 * topK breaks them. A route that has its touched records' scores copied into one array in touched order
 * (neighbours.ts) reads them there in sequence, where topK reads each score at its record's place in a
 * large array, three times over (a cache miss each, for tens of thousands of records). `range`, when
 * given, must be the exact least and greatest of those `count` values as stored (a caller that writes them
 * keeps it in the same pass); without it the selection reads them once more to find it.
 */
export function topKPositions(values: Float32Array, ids: ArrayLike<number>, count: number, k: number, range?: ValueRange): number[] {
  if (k <= 0 || count === 0) return [];
  const positions = count > PREFILTER_FROM * k ? strongestPositions(values, count, k, range ?? rangeOf(values, count)) : Int32Array.from({ length: count }, (_, i) => i);
  return heapBest(positions, k, (a, b) => values[a] < values[b] || (values[a] === values[b] && ids[a] > ids[b]));
}

/** The k best of `candidates` by `worse` (a strict order), best first: a bounded min-heap, one pass. */
function heapBest(candidates: ArrayLike<number>, k: number, worse: (a: number, b: number) => boolean): number[] {
  const heap = new Int32Array(Math.min(k, candidates.length));
  let size = 0;
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
 * The positions (of the first `count`) in the highest score buckets that hold at least k of them: a
 * superset of the k best, every one left out scoring strictly less than every one kept (the bucket of a
 * score never decreases as the score grows), so the heap that follows finds exactly the k best.
 */
function strongestPositions(values: Float32Array, count: number, k: number, { min, max }: ValueRange): Int32Array {
  let bucket = 0;
  let held = count;
  let scale = 0;
  if (max > min) {
    scale = (BUCKETS - 1) / (max - min);
    const counts = new Int32Array(BUCKETS);
    for (let i = 0; i < count; i++) counts[((values[i] - min) * scale) | 0]++;
    bucket = BUCKETS - 1;
    held = counts[bucket];
    while (bucket > 0 && held < k) held += counts[--bucket];
    if (bucket === 0) held = count;
  }
  const kept = new Int32Array(held);
  let size = 0;
  // Bucket 0 (nothing to narrow: all equal, or the k best reach the lowest bucket) keeps every position.
  for (let i = 0; i < count; i++) if ((((values[i] - min) * scale) | 0) >= bucket) kept[size++] = i;
  return kept;
}

/** The least and greatest of some values (a caller that writes them can keep these as it goes). */
export interface ValueRange {
  min: number;
  max: number;
}

function rangeOf(values: Float32Array, count: number): ValueRange {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = values[i];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}
