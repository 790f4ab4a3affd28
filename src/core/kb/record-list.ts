/**
 * A reusable list of record ids: the records one query touched. A query touches up to a hundred
 * thousand records; a plain array cleared with `length = 0` gives its storage back, so every query
 * regrew it and left the old copies as garbage (tens of MB between full collections). This one keeps
 * its storage, grown by doubling, and is cleared by forgetting its count.
 */
export class RecordList {
  private items: Int32Array;
  private count = 0;

  constructor(capacity = 256) {
    this.items = new Int32Array(Math.max(1, capacity));
  }

  get length(): number {
    return this.count;
  }

  push(record: number): void {
    if (this.count === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.count++] = record;
  }

  /** The records pushed since the last clear, in order: a view, valid until the next push or clear. */
  view(): Int32Array {
    return this.items.subarray(0, this.count);
  }

  clear(): void {
    this.count = 0;
  }
}

/** Where a scoring pass remembers the records it touched first: a RecordList, or an array in tests. */
export interface RecordSink {
  push(record: number): unknown;
}
