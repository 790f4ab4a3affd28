/**
 * Records of one language, by position. The shipped base keeps them as the bytes of their JSON lines
 * (BufferRecords) and parses a record only when a query returns it: parsing every record up front would
 * cost most of start-up, and holding them as JS strings costs twice their bytes (a file with one
 * non-ASCII character becomes a two-byte string) — 132 MB of heap for Python's 61 MB of lines.
 */
import type { ApiRecord } from './types';

export interface RecordStore {
  readonly size: number;
  get(index: number): ApiRecord;
}

/**
 * The data lines of a language as bytes, a span at a time: what the checker reads its names from
 * without holding every line as a string. `starts` (relative to `bytes`) has one entry per line of the
 * span plus the end; line i of the span is bytes starts[i] .. starts[i + 1] - 1 (its newline excluded).
 * A store that must read the bytes reads them into `scratch(length)`, a buffer of at least that length,
 * when given one (the checker reads every line once, span after span: a fresh buffer each would be a
 * file's worth of garbage outside the heap); the bytes are then valid only until the scratch is reused.
 */
export interface LineSpans {
  readonly size: number;
  span(from: number, to: number, scratch?: (length: number) => Buffer): { bytes: Buffer; starts: Uint32Array };
}

/** The starts of lines from..to of `starts` (absolute offsets), made relative to the first. */
export function relativeStarts(starts: Uint32Array, from: number, to: number): Uint32Array {
  const base = starts[from];
  const out = new Uint32Array(to - from + 1);
  for (let i = from; i <= to; i++) out[i - from] = starts[i] - base;
  return out;
}

export class ParsedRecords implements RecordStore {
  constructor(private readonly records: readonly ApiRecord[]) {}
  get size(): number {
    return this.records.length;
  }
  get(index: number): ApiRecord {
    return this.records[index];
  }
}

/** Results repeat across queries: a bounded cache keeps the common ones parsed. */
const PARSED_CACHE_LIMIT = 4096;

/** Parses on demand, keeping the most recent records parsed (insertion order evicts the oldest). */
export abstract class OnDemandRecords implements RecordStore {
  private readonly parsed = new Map<number, ApiRecord>();
  abstract readonly size: number;
  protected abstract text(index: number): string;
  get(index: number): ApiRecord {
    let record = this.parsed.get(index);
    if (!record) {
      record = JSON.parse(this.text(index)) as ApiRecord;
      if (this.parsed.size >= PARSED_CACHE_LIMIT) this.parsed.delete(this.parsed.keys().next().value!);
      this.parsed.set(index, record);
    }
    return record;
  }
}

/** Records as JSON lines already in memory as strings (tests, the pipeline's tools). */
export class LazyRecords extends OnDemandRecords implements LineSpans {
  constructor(private readonly lines: readonly string[]) {
    super();
  }
  get size(): number {
    return this.lines.length;
  }
  protected text(index: number): string {
    return this.lines[index];
  }
  span(from: number, to: number): { bytes: Buffer; starts: Uint32Array } {
    const parts = this.lines.slice(from, to).map((line) => Buffer.from(line + '\n', 'utf8'));
    const starts = new Uint32Array(parts.length + 1);
    parts.forEach((part, i) => (starts[i + 1] = starts[i] + part.length));
    return { bytes: Buffer.concat(parts), starts };
  }
}

/** Records as one buffer of newline-separated JSON lines and the offset where each line starts. */
export class BufferRecords extends OnDemandRecords implements LineSpans {
  /** `starts` has one entry per line plus the end: line i is bytes starts[i] .. starts[i + 1] - 1. */
  private constructor(
    private readonly bytes: Buffer,
    private readonly starts: Uint32Array,
  ) {
    super();
  }

  /** Indexes the lines of `bytes` (a trailing newline ends the last line; it does not start one). */
  static of(bytes: Buffer): BufferRecords {
    let end = bytes.length;
    while (end > 0 && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x20)) end--;
    let count = end > 0 ? 1 : 0;
    for (let at = bytes.indexOf(0x0a); at !== -1 && at < end; at = bytes.indexOf(0x0a, at + 1)) count++;
    const starts = new Uint32Array(count + 1);
    let line = 1;
    for (let at = bytes.indexOf(0x0a); at !== -1 && at < end; at = bytes.indexOf(0x0a, at + 1)) starts[line++] = at + 1;
    // The end sentinel sits one byte past the last line, as if a newline followed it.
    starts[count] = end + 1;
    return new BufferRecords(bytes.subarray(0, end), starts);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  protected text(index: number): string {
    if (index < 0 || index >= this.size) throw new RangeError(`no record ${index}`);
    return this.bytes.toString('utf8', this.starts[index], this.starts[index + 1] - 1);
  }

  span(from: number, to: number): { bytes: Buffer; starts: Uint32Array } {
    return { bytes: this.bytes.subarray(this.starts[from], this.starts[to]), starts: relativeStarts(this.starts, from, to) };
  }

  /** Every line as a string (the fallback that builds an index from the records needs them all). */
  lines(): string[] {
    return Array.from({ length: this.size }, (_, i) => this.text(i));
  }
}
