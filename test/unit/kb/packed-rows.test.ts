import { strict as assert } from 'node:assert';
import { PackedRows } from '../../../src/core/kb/packed-rows';
import { encodeGaps } from '../../../src/core/kb/sections';
import { RecordList } from '../../../src/core/kb/record-list';

/** Rows of ascending ids, with gaps of one to four varint bytes, and their CSR starts. */
function rows(): { values: Int32Array; start: Int32Array; restart: Int32Array } {
  const lists = [[0, 1, 2, 200, 70000, 3000000], [], [5], [9, 10, 3, 4, 900000]];
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, r) => (start[r + 1] = start[r] + l.length));
  // Row 3 restarts its ascending order at its third value (the index's doc-only run).
  const restart = Int32Array.from(lists, (_, r) => (r === 3 ? start[r] + 2 : start[r + 1]));
  return { values: Int32Array.from(lists.flat()), start, restart };
}

describe('PackedRows', () => {
  it('gives back every row, whole or up to a position, and all values', () => {
    const { values, start, restart } = rows();
    const packed = PackedRows.pack(values, start, restart);
    assert.equal(packed.size, values.length);
    assert.ok(packed.bytes.length < values.length * 4, 'packed smaller than the integers');
    assert.deepEqual(Array.from(packed.row(0)), [0, 1, 2, 200, 70000, 3000000]);
    assert.deepEqual(Array.from(packed.row(1)), []);
    assert.deepEqual(Array.from(packed.row(3)), [9, 10, 3, 4, 900000]);
    assert.deepEqual(Array.from(packed.row(3, start[3] + 2)), [9, 10], 'the name run alone');
    assert.deepEqual(Array.from(packed.row(2)), [5]);
    assert.deepEqual(Array.from(packed.values()), Array.from(values));
  });

  it('adds an amount at every id of a row, as decoding the row and adding would, listing each place first touched', () => {
    const { values, start, restart } = rows();
    const packed = PackedRows.pack(values, start, restart);
    const into = new Float32Array(3000001);
    const touched = new RecordList();
    into[5] = 0.5;
    packed.addRowTo(0, into, 2, touched);
    packed.addRowTo(2, into, 1.5, touched);
    packed.addRowTo(3, into, 1, touched);
    packed.addRowTo(1, into, 7, touched);
    packed.addRowTo(0, into, 0.25, touched);
    // Row 3 restarts at its third value: 9, 10, then 3, 4 (not 19 + 3).
    assert.deepEqual(Array.from(touched.view()), [0, 1, 2, 200, 70000, 3000000, 9, 10, 3, 4, 900000]);
    const expected = new Map<number, number>([[0, 2.25], [1, 2.25], [2, 2.25], [200, 2.25], [70000, 2.25], [3000000, 2.25], [5, 2], [9, 1], [10, 1], [3, 1], [4, 1], [900000, 1]]);
    for (const [id, value] of expected) assert.equal(into[id], value, `id ${id}`);
    assert.equal(into.reduce((sum, v) => sum + v, 0), [...expected.values()].reduce((a, b) => a + b, 0), 'nothing else written');
  });

  it('reads the bytes it is given without copying them, and refuses a count or an id that does not fit', () => {
    const { values, start, restart } = rows();
    const bytes = encodeGaps(values, start, restart);
    const packed = PackedRows.read(bytes, start, values.length, 'test rows', restart, 3000001);
    assert.equal(packed.bytes, bytes);
    assert.deepEqual(Array.from(packed.values()), Array.from(values));
    assert.throws(() => PackedRows.read(bytes, start, values.length, 'test rows', restart, 3000000), /test rows refer to ids beyond 2999999/);
    assert.throws(() => PackedRows.read(bytes.subarray(0, bytes.length - 1), start, values.length, 'test rows'), /test rows do not decode to their declared length/);
    const longer = new Uint8Array(bytes.length + 1);
    longer.set(bytes);
    assert.throws(() => PackedRows.read(longer, start, values.length, 'test rows'), /do not decode to their declared length/);
    assert.throws(() => PackedRows.read(bytes, start, values.length + 1, 'test rows'), /do not decode to their declared length/);
  });
});
