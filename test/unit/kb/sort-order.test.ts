import { strict as assert } from 'node:assert';
import { seededRandom as random } from '../../support/seeded-random';
import { positionsBestFirst, sortedBestFirst } from '../../../src/core/kb/sort-order';

describe('sorting without a comparator call per comparison (sort-order.ts)', () => {
  it('gives exactly what a stable sort by score gives: heavy ties, zeros, near-equal and infinite scores, every size', () => {
    const next = random(20261127);
    for (const n of [0, 1, 2, 63, 64, 65, 300, 1_500, 5_000, 70_000]) {
      const entries = Array.from({ length: n }, (_, id) => {
        const kind = next();
        // Equal scores, zeros, scores a last bit apart (what the written bits could misorder), and the rest.
        const score = kind < 0.3 ? Math.round(next() * 3) : kind < 0.4 ? 0 : kind < 0.5 ? 1 + Number.EPSILON * Math.floor(next() * 4) : kind < 0.51 ? Infinity : next() ** 4 * 50;
        return { id, score };
      });
      const expected = [...entries].sort((a, b) => (b.score === a.score ? 0 : b.score - a.score));
      assert.deepEqual(sortedBestFirst(entries).map((e) => e.id), expected.map((e) => e.id), `n=${n}`);
    }
  });

  it('orders by the whole comparator, not only by the scores it starts with', () => {
    const next = random(7);
    const n = 2_000;
    const scores = Float64Array.from({ length: n }, () => Math.floor(next() * 5));
    const second = Float64Array.from({ length: n }, () => Math.floor(next() * 3));
    const compare = (a: number, b: number) => scores[b] - scores[a] || second[b] - second[a] || a - b;
    const expected = Array.from({ length: n }, (_, i) => i).sort(compare);
    assert.deepEqual(positionsBestFirst(scores, compare), expected);
  });

  it('leaves the comparator only to confirm the order: about one call per entry, not n log n', () => {
    const next = random(11);
    const n = 5_000;
    // Ties in a tenth of the scores: the written positions must order them as the comparator does.
    const scores = Float64Array.from({ length: n }, () => (next() < 0.1 ? 1 : next() * 100));
    let calls = 0;
    const order = positionsBestFirst(scores, (a, b) => (calls++, scores[b] - scores[a] || a - b));
    assert.ok(calls < 2 * n, `${calls} comparator calls for ${n} entries (a comparator sort alone makes about ${Math.round(n * Math.log2(n))})`);
    for (let i = 1; i < n; i++) assert.ok(scores[order[i - 1]] > scores[order[i]] || (scores[order[i - 1]] === scores[order[i]] && order[i - 1] < order[i]));
  });

  it('leaves the entries it sorts as they were', () => {
    const entries = [{ score: 1 }, { score: 3 }, { score: 2 }];
    const sorted = sortedBestFirst(entries);
    assert.deepEqual(sorted.map((e) => e.score), [3, 2, 1]);
    assert.deepEqual(entries.map((e) => e.score), [1, 3, 2]);
    assert.equal(sorted[0], entries[1], 'the same objects, not copies');
  });
});
