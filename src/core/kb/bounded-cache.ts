/**
 * A cache bounded by the bytes it holds, not by its number of entries: the words of questions are
 * the users' text, and a cache of 400,000 entries of 4,000-character words is 3 GB. Keys longer than
 * `maxKeyChars` are not kept (they do not recur); when the estimate passes `maxBytes` the oldest
 * entries go first.
 */

/** What an entry costs beyond its key and value (the Map's slot, the entry object). */
const ENTRY_OVERHEAD = 64;

export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
    private readonly maxKeyChars = 128,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    if (key.length > this.maxKeyChars) return;
    const bytes = ENTRY_OVERHEAD + 2 * key.length + this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
  }

  /** The estimated bytes of the entries held. */
  bytes(): number {
    return this.held;
  }

  size(): number {
    return this.entries.size;
  }
}

/** The estimated bytes of a list of strings (UTF-16, with each string's and the array's header). */
export function stringListBytes(list: readonly string[]): number {
  let n = 32;
  for (const s of list) n += 24 + 2 * s.length;
  return n;
}
