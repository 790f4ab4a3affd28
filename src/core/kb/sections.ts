/**
 * The container of the binary files the base ships (the prebuilt index, the intent model): a uint32
 * header length, the JSON header, then typed arrays, each 4-byte aligned so they are read as views
 * without copying. And the code both use for ascending runs of ids (postings, call lists): gaps from the
 * previous id as LEB128 varints, most of which fit in one byte.
 */

const pad4 = (n: number) => (n + 3) & ~3;

export function packSections(header: unknown, sections: readonly ArrayBufferView[]): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const views = sections.map((a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
  let size = pad4(4 + headerBytes.length);
  for (const s of views) size += pad4(s.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(out, 4);
  let at = pad4(4 + headerBytes.length);
  for (const s of views) {
    out.set(s, at);
    at += pad4(s.byteLength);
  }
  return out;
}

/** Reads what packSections wrote: the header, then each section's place in `buffer`, in order. */
export class SectionReader {
  readonly header: unknown;
  readonly buffer: ArrayBuffer;
  private readonly bytes: Buffer;
  private at: number;

  /** `what` names the file in errors ("index", "intent model"). */
  constructor(data: Buffer, private readonly what: string) {
    // Typed views need aligned offsets: work on an aligned copy when the buffer is not.
    this.bytes = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
    if (this.bytes.length < 4) throw new Error(`${what} is truncated`);
    const headerLength = this.bytes.readUInt32LE(0);
    if (4 + headerLength > this.bytes.length) throw new Error(`${what} header runs past the end of the file`);
    this.header = JSON.parse(this.bytes.toString('utf8', 4, 4 + headerLength));
    this.buffer = this.bytes.buffer as ArrayBuffer;
    this.at = pad4(4 + headerLength);
  }

  /** The byte offset in `buffer` of the next section, `length` bytes long. */
  next(length: number, name: string): number {
    if (this.at + length > this.bytes.length) throw new Error(`${this.what} is truncated: ${name} runs past the end of the file`);
    const offset = this.bytes.byteOffset + this.at;
    this.at += pad4(length);
    return offset;
  }
}

/**
 * Rows of a CSR table (row r is values[start[r] .. start[r + 1]], ascending) as varints of the gaps
 * between neighbours. With `restart`, row r also begins a new ascending run at restart[r] (the index's
 * doc-only postings follow its name postings).
 */
export function encodeGaps(values: Int32Array, start: Int32Array, restart?: Int32Array): Uint8Array {
  const out = new Uint8Array(values.length * 5);
  let at = 0;
  for (let row = 0; row + 1 < start.length; row++) {
    let previous = 0;
    for (let p = start[row]; p < start[row + 1]; p++) {
      if (restart && p === restart[row]) previous = 0;
      let gap = values[p] - previous;
      previous = values[p];
      while (gap >= 0x80) {
        out[at++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      out[at++] = gap;
    }
  }
  return out.subarray(0, at);
}

/** The inverse of encodeGaps: `count` values; `what` names them in the error when the bytes do not fit. */
export function decodeGaps(bytes: Uint8Array, start: Int32Array, count: number, what: string, restart?: Int32Array): Int32Array {
  const values = new Int32Array(count);
  let at = 0;
  for (let row = 0; row + 1 < start.length; row++) {
    let previous = 0;
    for (let p = start[row]; p < start[row + 1]; p++) {
      if (restart && p === restart[row]) previous = 0;
      let gap = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[at++];
        gap |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      previous += gap;
      values[p] = previous;
    }
  }
  // Reading past the end yields undefined (0 bits), so a short or long run shows up here.
  if (at !== bytes.length) throw new Error(`${what} do not decode to their declared length`);
  return values;
}
