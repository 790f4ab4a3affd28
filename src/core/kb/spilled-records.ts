/**
 * Records kept on disk instead of in memory. The records are needed only to show a query's results (a
 * few dozen lines per query), yet they are most of the base's bytes: 121 MB of JSON lines for the six
 * languages, against some 60 MB for everything retrieval searches. So a language's data file is
 * decompressed, as a stream (inflate-file.ts), into a private temporary file, and only the offset of each line is kept;
 * a record is read back (one positioned read) and parsed when a query returns it. The whole
 * decompressed file is never in memory at once.
 *
 * The file is made in a fresh directory only this user can read, and on POSIX systems unlinked as soon
 * as it is open: it disappears when the process ends, however it ends, and nothing else can open it.
 * Where an open file cannot be unlinked (Windows), it is removed when the store is closed, and stale
 * directories an ended process left behind are removed at the next start.
 */
import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { OnDemandRecords, relativeStarts, type LineSpans } from './records';

const PREFIX = 'grounded-code-kb-';
/** A leftover directory older than this belongs to a process that has ended (or never needs it again). */
const STALE_MS = 24 * 3600 * 1000;
export class SpilledRecords extends OnDemandRecords implements LineSpans {
  private fd: number | undefined;

  /** `starts`: one entry per line plus the end; line i is bytes starts[i] .. starts[i + 1] - 1 (newline excluded). */
  private constructor(
    fd: number,
    private readonly starts: Uint32Array,
    private readonly cleanup: () => void,
  ) {
    super();
    this.fd = fd;
  }

  get size(): number {
    return this.starts.length - 1;
  }


  /** Every line as a string (the fallback that builds an index from the records needs them all). */
  lines(): string[] {
    return Array.from({ length: this.size }, (_, i) => this.text(i));
  }

  /** Lines from..to-1 in one positioned read (the last line's newline included, when it has one), into `scratch` when given. */
  span(from: number, to: number, scratch?: (length: number) => Buffer): { bytes: Buffer; starts: Uint32Array } {
    if (this.fd === undefined) throw new Error('the record store is closed');
    if (!(from >= 0 && from <= to && to <= this.size)) throw new RangeError(`no records ${from}..${to}`);
    const start = this.starts[from];
    const length = this.starts[to] - start;
    const bytes = scratch ? scratch(length) : Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const n = readSync(this.fd, bytes, read, length - read, start + read);
      // The last line may lack its newline: the end sentinel counts one byte past the file.
      if (n === 0) break;
      read += n;
    }
    return { bytes: bytes.subarray(0, read), starts: relativeStarts(this.starts, from, to) };
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    this.cleanup();
  }

  protected text(index: number): string {
    if (this.fd === undefined) throw new Error('the record store is closed');
    if (!(index >= 0 && index < this.size)) throw new RangeError(`no record ${index}`);
    const from = this.starts[index];
    const length = this.starts[index + 1] - 1 - from;
    const bytes = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const n = readSync(this.fd, bytes, read, length - read, from + read);
      if (n === 0) throw new Error('the records file was cut short');
      read += n;
    }
    return bytes.toString('utf8');
  }

  /**
   * Writes what `produce` feeds its sink (newline-separated JSON lines, decompressed as they come) to a
   * temporary file and returns the store over it; `expectedLines` sizes the offsets table (a different
   * count is a LineCountError). Nothing is kept if `produce` fails.
   */
  static async spill(produce: (sink: (chunk: Buffer) => void) => Promise<void>, expectedLines: number): Promise<SpilledRecords> {
    removeStaleDirectories();
    let dir: string;
    try {
      dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
    } catch (error) {
      throw new SpillFailed(error);
    }
    const file = path.join(dir, 'records.jsonl');
    let fd: number | undefined;
    let removed = false;
    const remove = () => {
      if (removed) return;
      try {
        rmSync(dir, { recursive: true, force: true });
        removed = true;
      } catch {
        // Windows refuses while the file is open; close() tries again.
      }
    };
    try {
      fd = spillStep(() => openSync(file, 'wx+', 0o600));
      // POSIX: the open descriptor keeps the data; the name (and the directory) can go now.
      try {
        unlinkSync(file);
      } catch {
        // Windows: removed on close, or by a later start's clean-up.
      }
      remove();
      const lines = new LineStarts(expectedLines);
      const out = fd;
      await produce((chunk) => {
        let written = 0;
        while (written < chunk.length) written += spillStep(() => writeSync(out, chunk, written, chunk.length - written, lines.total + written));
        lines.add(chunk);
      });
      return new SpilledRecords(fd, lines.finish(), remove);
    } catch (error) {
      if (fd !== undefined) closeSync(fd);
      remove();
      throw error;
    }
  }
}

/** Where each line starts, noted chunk by chunk. */
class LineStarts {
  /** One entry per line and one for the end; a newline found beyond that is a line too many. */
  private readonly starts: Uint32Array;
  private lines = 0;
  total = 0;
  private lastByte = -1;
  private tooMany = false;

  constructor(private readonly expected: number) {
    this.starts = new Uint32Array(expected + 1);
  }

  add(chunk: Buffer): void {
    for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) this.lineEndsAt(this.total + at);
    this.total += chunk.length;
    if (chunk.length) this.lastByte = chunk[chunk.length - 1];
  }

  finish(): Uint32Array {
    // A last line without its newline is a line too; the end sentinel sits one past it, as if a
    // newline followed.
    if (this.total > 0 && this.lastByte !== 0x0a) this.lineEndsAt(this.total);
    if (this.tooMany || this.lines !== this.expected) throw new LineCountError(this.tooMany ? this.expected + 1 : this.lines);
    return this.starts;
  }

  private lineEndsAt(at: number): void {
    if (++this.lines > this.expected) this.tooMany = true;
    else this.starts[this.lines] = at + 1;
  }
}

/** No temporary file could be made or written (a full or read-only disk): the caller keeps the records in memory. */
export class SpillFailed extends Error {
  constructor(readonly reason: unknown) {
    super(`no temporary file for the records: ${reason instanceof Error ? reason.message : reason}`);
  }
}

function spillStep<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new SpillFailed(error);
  }
}

/** The data file does not have the number of lines its manifest states. */
export class LineCountError extends Error {
  constructor(readonly lines: number) {
    super(`${lines} lines`);
  }
}

/** Removes the directories of ended processes (only ever left behind where unlinking an open file fails). */
function removeStaleDirectories(): void {
  let names: string[];
  try {
    names = readdirSync(os.tmpdir()).filter((name) => name.startsWith(PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    try {
      const where = path.join(os.tmpdir(), name);
      if (Date.now() - statSync(where).mtimeMs > STALE_MS) rmSync(where, { recursive: true, force: true });
    } catch {
      // In use (Windows) or already gone: not ours to worry about.
    }
  }
}
