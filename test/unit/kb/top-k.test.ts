import { strict as assert } from 'node:assert';
import { seededRandom as random } from '../../support/seeded-random';
import { topK, topKPositions } from '../../../src/core/kb/top-k';

/** The reference: sort everything, best first, ties by the lower id. */
function sortedTopK(candidates: number[], score: Float32Array, k: number): number[] {
  return [...candidates].sort((a, b) => score[b] - score[a] || a - b).slice(0, k);
}

describe('topK', () => {
  it('gives exactly the k best, best first, over many candidates (the histogram narrowing) and few', () => {
    const next = random(20261124);
    for (const [n, k] of [[50_000, 100], [20_000, 400], [3_000, 10], [30, 10], [5, 10]]) {
      const score = new Float32Array(n);
      // Heavy ties and a long tail: most scores small, a few large, many equal.
      for (let i = 0; i < n; i++) score[i] = next() < 0.3 ? Math.round(next() * 4) : next() ** 6 * 100;
      const candidates = Array.from({ length: n }, (_, i) => i).filter(() => next() < 0.9);
      assert.deepEqual(topK(candidates, score, k), sortedTopK(candidates, score, k), `n=${n} k=${k}`);
    }
  });

  it('copes with all scores equal and with k = 0', () => {
    const score = new Float32Array(10_000).fill(1);
    const candidates = Array.from({ length: 10_000 }, (_, i) => 9_999 - i);
    assert.deepEqual(topK(candidates, score, 3), [0, 1, 2]);
    assert.deepEqual(topK(candidates, score, 0), []);
  });

  it('selects over a dense copy the same records as over the records\' own places (topKPositions)', () => {
    const next = random(20261127);
    for (const [n, k] of [[40_000, 100], [2_000, 100], [50, 10], [1, 1]]) {
      const score = new Float32Array(n);
      for (let i = 0; i < n; i++) score[i] = next() < 0.3 ? Math.round(next() * 4) : next() ** 6 * 100;
      // Touched order, not id order: ties must still go to the lower id.
      const ids = Int32Array.from({ length: n }, (_, i) => i);
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [ids[i], ids[j]] = [ids[j], ids[i]];
      }
      const values = Float32Array.from(ids, (d) => score[d]);
      const positions = topKPositions(values, ids, n, k);
      assert.deepEqual(positions.map((i) => ids[i]), sortedTopK([...ids], score, k), `n=${n} k=${k}`);
      // The same when the caller gives the values' range it kept while writing them (neighbours.ts).
      const range = { min: Math.min(...values), max: Math.max(...values) };
      assert.deepEqual(topKPositions(values, ids, n, k, range), positions, `n=${n} k=${k}, range given`);
    }
    assert.deepEqual(topKPositions(new Float32Array(8), new Int32Array(8), 0, 3), []);
  });
});
