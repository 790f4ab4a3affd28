/**
 * Rows of ascending ids kept compressed in memory: the index's postings and the neighbour examples'
 * word postings. They are stored as the files ship them (sections.ts: the gaps between neighbours as
 * LEB128 varints, most one byte) instead of as 4-byte integers, a third of the bytes (Python's postings:
 * 8.3 MB as integers, 2.7 MB packed), and the arrays are views into the file's buffer, so loading copies
 * nothing. A query decodes only the rows it reads: into a buffer the rows reuse (`row`), or straight into
 * the sums it adds them to (`addRowTo`, the neighbour route's scatter).
 */
import { encodeGaps } from './sections';
import type { Int32List } from './record-list';

/**
 * A gap of more than one byte, its first byte already read, the rest from `at`; where it ends is left in
 * `longGapEnd` (no object to return two numbers). Most gaps are one byte, read inline by the loops.
 */
function longGap(bytes: Uint8Array, at: number, first: number): number {
  let byte = first;
  let gap = byte & 0x7f;
  for (let shift = 7; byte & 0x80; shift += 7) {
    byte = bytes[at++];
    gap |= (byte & 0x7f) << shift;
  }
  longGapEnd = at;
  return gap;
}
let longGapEnd = 0;

export class PackedRows {
  /** Where each row's bytes begin (one entry per row plus the end). */
  private readonly byteStart: Int32Array;
  /** The last decoded row: reused, grown to the longest row read. */
  private decoded = new Int32Array(256);

  /**
   * `start`: row r is positions start[r] .. start[r + 1]; `restart`: row r also begins a new ascending
   * run at position restart[r] (the index's doc-only postings follow its name postings).
   */
  private constructor(
    readonly bytes: Uint8Array,
    readonly start: Int32Array,
    private readonly restart: Int32Array | undefined,
    byteStart: Int32Array,
  ) {
    this.byteStart = byteStart;
  }

  /** Packs rows given as integers (the builders). */
  static pack(values: Int32Array, start: Int32Array, restart?: Int32Array): PackedRows {
    return PackedRows.read(encodeGaps(values, start, restart), start, values.length, 'packed rows', restart);
  }

  /**
   * Reads packed rows of `count` values from `bytes` (kept, not copied), checking that they decode to
   * exactly that many and, with `limit`, that every id is below it; `what` names them in the error.
   */
  static read(bytes: Uint8Array, start: Int32Array, count: number, what: string, restart?: Int32Array, limit = Infinity): PackedRows {
    const rows = start.length - 1;
    if (rows < 0 || start[rows] !== count) throw new Error(`${what} do not decode to their declared length`);
    const byteStart = new Int32Array(rows + 1);
    let at = 0;
    for (let row = 0; row < rows; row++) {
      byteStart[row] = at;
      // A value ends at a byte without the continuation bit: counting those finds the row's end.
      let left = start[row + 1] - start[row];
      while (left > 0 && at < bytes.length) if (!(bytes[at++] & 0x80)) left--;
      if (left > 0) throw new Error(`${what} do not decode to their declared length`);
    }
    byteStart[rows] = at;
    if (at !== bytes.length) throw new Error(`${what} do not decode to their declared length`);
    const packed = new PackedRows(bytes, start, restart, byteStart);
    if (limit !== Infinity) {
      for (let row = 0; row < rows; row++) {
        const ids = packed.row(row);
        for (let i = 0; i < ids.length; i++) if (ids[i] < 0 || ids[i] >= limit) throw new Error(`${what} refer to ids beyond ${limit - 1}`);
      }
    }
    return packed;
  }

  get size(): number {
    return this.start[this.start.length - 1];
  }

  /**
   * The ids of row `row` from its first position up to position `to` (its end by default), decoded: a
   * view valid until the next call of `row` on these rows.
   */
  row(row: number, to = this.start[row + 1]): Int32Array {
    const from = this.start[row];
    const length = to - from;
    if (length > this.decoded.length) this.decoded = new Int32Array(Math.max(length, this.decoded.length * 2));
    const out = this.decoded;
    const bytes = this.bytes;
    const split = this.restart ? this.restart[row] : -1;
    let at = this.byteStart[row];
    let previous = 0;
    for (let i = 0; i < length; i++) {
      if (from + i === split) previous = 0;
      let gap = bytes[at++];
      if (gap & 0x80) {
        gap = longGap(bytes, at, gap);
        at = longGapEnd;
      }
      previous += gap;
      out[i] = previous;
    }
    return out.subarray(0, length);
  }

  /**
   * Adds `amount` to `into` at every id of row `row`, pushing onto `touched` each id whose place was
   * zero: a scatter-add that decodes as it goes. A search's hot loop: decoding into the row buffer
   * first and reading it back cost a pass over every posting.
   */
  addRowTo(row: number, into: Float32Array, amount: number, touched: Int32List): void {
    const length = this.start[row + 1] - this.start[row];
    const bytes = this.bytes;
    const split = this.restart ? this.restart[row] - this.start[row] : -1;
    let at = this.byteStart[row];
    let previous = 0;
    for (let i = 0; i < length; i++) {
      if (i === split) previous = 0;
      let gap = bytes[at++];
      if (gap & 0x80) {
        gap = longGap(bytes, at, gap);
        at = longGapEnd;
      }
      previous += gap;
      if (into[previous] === 0) touched.push(previous);
      into[previous] += amount;
    }
  }

  /** Every id, row after row (tests, tools). */
  values(): Int32Array {
    const all = new Int32Array(this.size);
    for (let row = 0; row + 1 < this.start.length; row++) all.set(this.row(row), this.start[row]);
    return all;
  }
}
