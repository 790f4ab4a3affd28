import { strict as assert } from 'node:assert';
import { formatSpread, marginSpread, pairedDifferences } from '../../bench/margin-interval';
import type { EvalItem, ItemResult } from '../../bench/retrieval-metrics';

const item = (id: string, gold: string[]): EvalItem => ({ id, question: id, lang: 'c', gold }) as EvalItem;

/** Differences of a margin `mean` on average: `hits` questions at +1, the rest at 0 (hit@10's kind of values). */
function hitDifferences(n: number, hits: number): number[] {
  return Array.from({ length: n }, (_, i) => (i < hits ? 1 : 0));
}

describe('how sure a margin over the frequency list is (bench/margin-interval.ts)', () => {
  it('pairs each question\'s figures: hit@10 1, 0 or -1 and the difference of recall@10', () => {
    const a = item('a', ['strlen', 'strcpy']);
    const b = item('b', ['qsort']);
    const c = item('c', ['rand']);
    const ours: ItemResult[] = [
      { item: a, names: ['strlen', 'strcpy'] },
      { item: b, names: ['memcpy'] },
      { item: c, names: ['rand'] },
    ];
    const list: ItemResult[] = [
      { item: a, names: ['strlen', 'printf'] },
      { item: b, names: ['qsort'] },
      { item: c, names: ['rand'] },
    ];
    assert.deepEqual(pairedDifferences(ours, list), { hit10: [0, -1, 0], recall10: [0.5, -1, 0] });
  });

  it('only counts the first ten names of a page, as the metrics do', () => {
    const a = item('a', ['strlen']);
    const eleventh = [...Array.from({ length: 10 }, (_, i) => `f${i}`), 'strlen'];
    assert.deepEqual(pairedDifferences([{ item: a, names: eleventh }], [{ item: a, names: [] }]), { hit10: [0], recall10: [0] });
  });

  it('refuses two sides that are not the same questions', () => {
    const a = item('a', ['x']);
    const b = item('b', ['x']);
    assert.throws(() => pairedDifferences([{ item: a, names: [] }], []), /same questions/);
    assert.throws(() => pairedDifferences([{ item: a, names: [] }], [{ item: b, names: [] }]), /differs/);
  });

  it('gives a margin every question agrees on no spread, and a held-out set fails only when that margin is under the target', () => {
    const above = marginSpread(Array(50).fill(0.2));
    assert.ok(Math.abs(above.low - 0.2) < 1e-12 && Math.abs(above.high - 0.2) < 1e-12);
    assert.equal(above.heldOutBelowTarget, 0);
    assert.equal(marginSpread(Array(50).fill(0.05)).heldOutBelowTarget, 1);
    // Exactly at the target meets it, though a float sum of tenths lands a hair below 0.1.
    assert.equal(marginSpread(Array(50).fill(0.1)).heldOutBelowTarget, 0);
  });

  it('brackets the measured margin, wider for fewer questions, and is the same on every run', () => {
    const small = marginSpread(hitDifferences(40, 6)); // +0.15 over 40 questions
    const large = marginSpread(hitDifferences(400, 60)); // +0.15 over 400
    for (const s of [small, large]) assert.ok(s.low < 0.15 && 0.15 < s.high, `${s.low}..${s.high}`);
    assert.ok(small.high - small.low > 2 * (large.high - large.low), `${small.high - small.low} against ${large.high - large.low}`);
    assert.deepEqual(marginSpread(hitDifferences(40, 6)), small);
    assert.notDeepEqual(marginSpread(hitDifferences(40, 6), { seed: 99 }), small);
  });

  it('says a thin margin over a small set fails a larger held-out set often, a wide one seldom', () => {
    const thin = marginSpread(hitDifferences(87, 9)); // C's +0.103 over 87 questions
    const wide = marginSpread(hitDifferences(87, 25)); // +0.29
    assert.ok(thin.heldOutBelowTarget > 0.3 && thin.heldOutBelowTarget < 0.7, String(thin.heldOutBelowTarget));
    assert.ok(wide.heldOutBelowTarget < 0.01, String(wide.heldOutBelowTarget));
    // The held-out set's own luck adds to the small set's: three times larger fails less often than one the same size.
    const same = marginSpread(hitDifferences(87, 12), { heldOutScale: 1 });
    const triple = marginSpread(hitDifferences(87, 12), { heldOutScale: 3 });
    assert.ok(triple.heldOutBelowTarget < same.heldOutBelowTarget, `${triple.heldOutBelowTarget} against ${same.heldOutBelowTarget}`);
  });

  it('prints the interval and the share of held-out sets under the target', () => {
    assert.equal(formatSpread({ low: -0.012, high: 0.204, heldOutBelowTarget: 0.514 }), '90 % -0.01..+0.20; a set 3x larger under +0.10 in 51 % of draws');
    assert.equal(marginSpread([]).heldOutBelowTarget, NaN);
  });
});
