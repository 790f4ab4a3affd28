import { strict as assert } from 'node:assert';
import { RecordList } from '../../../src/core/kb/record-list';

describe('RecordList', () => {
  it('keeps what was pushed, in order, past its first capacity', () => {
    const list = new RecordList(2);
    for (let i = 0; i < 1000; i++) list.push(i * 7);
    assert.equal(list.length, 1000);
    assert.deepEqual(Array.from(list.view()), Array.from({ length: 1000 }, (_, i) => i * 7));
  });

  it('is empty after clear, and a new query sees only its own records', () => {
    const list = new RecordList(4);
    for (const d of [5, 6, 7, 8, 9]) list.push(d);
    list.clear();
    assert.equal(list.length, 0);
    assert.equal(list.view().length, 0);
    list.push(3);
    assert.deepEqual(Array.from(list.view()), [3]);
  });
});
