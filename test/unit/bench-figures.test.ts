import { strict as assert } from 'node:assert';
import { creditLoosely, frequencyLists, frequencyOnOtherHalf, halfOf } from '../../bench/multi-language';
import { metricsOf, type EvalItem } from '../../bench/retrieval-metrics';

/** Question ids that fall on the given half (the halves are a hash of the id). */
function idsOn(half: 'A' | 'B', count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) if (halfOf(`q${i}`) === half) ids.push(`q${i}`);
  return ids;
}

const item = (id: string, gold: string[]): EvalItem => ({ id, question: id, lang: 'c', gold }) as EvalItem;

describe('the benchmark frequency lists', () => {
  it('credits a name by the set rule: separators as dots, .prototype. dropped, the last two parts', () => {
    const gold = item('q', ['Array.prototype.push', 'std::io::stdin', 'strlen']);
    assert.deepEqual(creditLoosely(gold, ['Array.push', 'io::stdin', 'strlen', 'strcmp']), ['Array.prototype.push', 'std::io::stdin', 'strlen', 'strcmp']);
  });

  it('counts each question once per API and breaks ties by name', () => {
    const lists = frequencyLists([item('a', ['rand', 'rand', 'atoi']), item('b', ['atoi', 'cos'])], 2);
    assert.deepEqual(lists.get('c'), ['atoi', 'cos']);
  });

  it('scores each half with the list counted on the other one, so a list cannot be counted on its own answers', () => {
    const [a1, a2] = idsOn('A', 2);
    const [b1, b2] = idsOn('B', 2);
    // Half A calls strlen, half B calls rand: the in-sample list finds both, the other half's finds neither.
    const items = [item(a1, ['strlen']), item(a2, ['strlen']), item(b1, ['rand']), item(b2, ['rand'])];
    const inSample = frequencyLists(items).get('c')!;
    assert.equal(metricsOf(items.map((i) => ({ item: i, names: creditLoosely(i, inSample) }))).hit10, 1);
    const other = frequencyOnOtherHalf(items);
    assert.equal(other.length, 4);
    assert.deepEqual(other.find((r) => r.item.id === a1)!.names, ['rand']);
    assert.deepEqual(other.find((r) => r.item.id === b1)!.names, ['strlen']);
    assert.equal(metricsOf(other).hit10, 0);
  });
});
