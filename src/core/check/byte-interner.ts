/**
 * Strings as UTF-8 bytes, each kept once and numbered as first seen: one growing buffer of bytes, where
 * each string starts, and an open-addressed hash table of numbers. The checker's builder gathers a
 * language's names with it straight from the bytes of the data lines: as JS strings in Maps and Sets,
 * Python's 230k names had cost some 40 MB of heap while they were gathered (against 10 MB this way),
 * most of it still held as garbage when the worker had long finished.
 */
export class ByteInterner {
  private bytes: Buffer = Buffer.allocUnsafe(1 << 16);
  /** String i is bytes starts[i] .. starts[i + 1]. */
  private starts: Uint32Array = new Uint32Array(1 << 10);
  /** Number + 1 of the string in each slot (0: empty); its size a power of two, at most half full. */
  private slots = new Int32Array(1 << 11);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The number of bytes source[start..end), or -1 when they are not here. */
  find(source: Uint8Array, start: number, end: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hashOf(source, start, end) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot];
      if (entry === 0) return -1;
      if (this.equals(entry - 1, source, start, end)) return entry - 1;
    }
  }

  /** The number of bytes source[start..end), numbering them if they are new. */
  add(source: Uint8Array, start: number, end: number): number {
    const known = this.find(source, start, end);
    if (known >= 0) return known;
    const length = end - start;
    const at = this.starts[this.count];
    if (at + length > this.bytes.length) this.bytes = grownBytes(this.bytes, at, at + length);
    this.bytes.set(source.subarray(start, end), at);
    if (this.count + 2 > this.starts.length) this.starts = grownStarts(this.starts, this.count + 2);
    const id = this.count++;
    this.starts[this.count] = at + length;
    if (this.count * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(id);
    return id;
  }

  /** String i, decoded. */
  text(i: number): string {
    return this.bytes.toString('utf8', this.starts[i], this.starts[i + 1]);
  }

  /** Copies string i's bytes to target[at..]; returns how many. */
  copyTo(i: number, target: Uint8Array, at: number): number {
    const from = this.starts[i];
    const to = this.starts[i + 1];
    target.set(this.bytes.subarray(from, to), at);
    return to - from;
  }

  /** How many bytes string i has. */
  byteLength(i: number): number {
    return this.starts[i + 1] - this.starts[i];
  }

  /**
   * The numbers of every string, in JavaScript's string order, sorted on their bytes: UTF-8 orders as
   * code points do, which is JavaScript's order (of UTF-16 code units) but between characters above
   * U+FFFF and those from U+E000, so where two strings first differ in a non-ASCII byte they are
   * compared decoded. No string is made for the others (Python's 230k names were 14 MB of them).
   */
  sortedOrder(): number[] {
    const { bytes, starts } = this;
    const order = Array.from({ length: this.count }, (_, i) => i);
    return order.sort((a, b) => {
      const aStart = starts[a];
      const bStart = starts[b];
      const aLength = starts[a + 1] - aStart;
      const bLength = starts[b + 1] - bStart;
      const common = aLength < bLength ? aLength : bLength;
      for (let k = 0; k < common; k++) {
        const x = bytes[aStart + k];
        const y = bytes[bStart + k];
        if (x === y) continue;
        if (x < 0x80 && y < 0x80) return x - y;
        return this.text(a) < this.text(b) ? -1 : 1;
      }
      return aLength - bLength;
    });
  }

  /** String i's bytes (a view: valid until the next add). */
  view(i: number): Buffer {
    return this.bytes.subarray(this.starts[i], this.starts[i + 1]);
  }

  /** Whether string i is the bytes source[start..end). */
  equals(i: number, source: Uint8Array, start: number, end: number): boolean {
    const from = this.starts[i];
    const length = this.starts[i + 1] - from;
    if (length !== end - start) return false;
    for (let k = 0; k < length; k++) if (this.bytes[from + k] !== source[start + k]) return false;
    return true;
  }

  private place(id: number): void {
    const mask = this.slots.length - 1;
    let slot = hashOf(this.bytes, this.starts[id], this.starts[id + 1]) & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = id + 1;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let id = 0; id < this.count; id++) this.place(id);
  }
}

/** Growth by half: doubling left Python's 8 MB of names in a 16 MB buffer. */
const grown = (size: number) => Math.ceil(size * 1.5);

/** FNV-1a over the bytes. */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ bytes[k], 0x01000193);
  return hash >>> 0;
}

function grownBytes(bytes: Buffer, used: number, needed: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(needed, grown(bytes.length)));
  bytes.copy(bigger, 0, 0, used);
  return bigger;
}

function grownStarts(starts: Uint32Array, needed: number): Uint32Array {
  const bigger = new Uint32Array(Math.max(needed, grown(starts.length)));
  bigger.set(starts);
  return bigger;
}
