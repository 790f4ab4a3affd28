/**
 * The k best-scored of many touched records, best first. A long question touches a hundred thousand
 * records; sorting them all to keep a few hundred cost most of a query's time. A bounded min-heap
 * keeps the k best in one pass, most records costing a single comparison with the heap's weakest.
 */
export function topK(candidates: readonly number[], score: Float32Array, k: number): number[] {
  if (k <= 0) return [];
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
  for (const d of candidates) {
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
  return Array.from(heap.subarray(0, size)).sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
