/**
 * A growable list of int32s that keeps its storage: no JS array's boxed elements, and cleared by
 * forgetting its count. A query touches up to a hundred thousand records; a plain array cleared with
 * `length = 0` gives its storage back, so every query regrew it and left the old copies as garbage
 * (tens of MB between full collections). The checker's name builder keeps its pairs of numbers in
 * the same kind of list. It grows by half, not by doubling: doubling left Python's 8 MB of names in
 * a 16 MB buffer.
 */
export class Int32List {
  private items: Int32Array;
  private count = 0;

  constructor(capacity = 256) {
    this.items = new Int32Array(Math.max(1, capacity));
  }

  get length(): number {
    return this.count;
  }

  push(value: number): void {
    if (this.count === this.items.length) {
      const grown = new Int32Array(Math.ceil(this.items.length * 1.5) + 1);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.count++] = value;
  }

  at(i: number): number {
    return this.items[i];
  }

  set(i: number, value: number): void {
    this.items[i] = value;
  }

  /** What was pushed since the last clear, in order: a view, valid until the next push or clear. */
  view(): Int32Array {
    return this.items.subarray(0, this.count);
  }

  clear(): void {
    this.count = 0;
  }
}

/** The records one query touched, in the order it first touched them. */
export class RecordList extends Int32List {}

/** Where a scoring pass remembers the records it touched first: a RecordList, or an array in tests. */
export interface RecordSink {
  push(record: number): unknown;
}
