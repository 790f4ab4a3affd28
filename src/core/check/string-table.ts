/**
 * Many strings kept as one buffer of their UTF-8 bytes and where each begins: a string costs its bytes
 * and four more, against a V8 string's header, a pointer to it and a hash-table entry (Python's checker
 * names: 35 MB of heap as Maps and Sets of strings). A string is decoded when it is read; a sorted
 * table (or a sorted run of one) is searched by halving.
 */
import type { ByteInterner } from './byte-interner';

const ASCII = /^[\x00-\x7f]*$/;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class StringTable {
  private constructor(
    private readonly bytes: Buffer,
    /** One entry per string plus the end: string i is bytes starts[i] .. starts[i + 1]. */
    private readonly starts: Uint32Array,
  ) {}

  static of(strings: readonly string[]): StringTable {
    const starts = new Uint32Array(strings.length + 1);
    let size = 0;
    for (let i = 0; i < strings.length; i++) starts[i + 1] = size += Buffer.byteLength(strings[i], 'utf8');
    const bytes = Buffer.allocUnsafe(size);
    for (let i = 0; i < strings.length; i++) bytes.write(strings[i], starts[i], 'utf8');
    return new StringTable(bytes, starts);
  }

  /** The strings of `strings` numbered order[0], order[1], …, copied as bytes (no string is made). */
  static ofInterned(strings: ByteInterner, order: readonly number[]): StringTable {
    const starts = new Uint32Array(order.length + 1);
    for (let i = 0; i < order.length; i++) starts[i + 1] = starts[i] + strings.byteLength(order[i]);
    const bytes = Buffer.allocUnsafe(starts[order.length]);
    for (let i = 0; i < order.length; i++) strings.copyTo(order[i], bytes, starts[i]);
    return new StringTable(bytes, starts);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.bytes.toString('utf8', this.starts[i], this.starts[i + 1]);
  }

  /**
   * The position of `text` among strings from..to-1, which are sorted in JavaScript's string order;
   * -1 when it is not there.
   */
  find(text: string, from = 0, to = this.size): number {
    const ascii = ASCII.test(text);
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = ascii ? this.compareAscii(mid, text) : compare(this.at(mid), text);
      if (order === 0) return mid;
      if (order < 0) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /**
   * String i against an ASCII `text`, in JavaScript's order, on the bytes (no string is made): up to
   * the first difference both are the same ASCII characters, and there a byte of 0x80 or more starts a
   * character above every ASCII one in either order.
   */
  private compareAscii(i: number, text: string): number {
    const start = this.starts[i];
    const length = this.starts[i + 1] - start;
    const common = Math.min(length, text.length);
    for (let k = 0; k < common; k++) {
      const difference = this.bytes[start + k] - text.charCodeAt(k);
      if (difference !== 0) return difference;
    }
    return length - text.length;
  }
}
