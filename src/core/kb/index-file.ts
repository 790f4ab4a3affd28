/**
 * The prebuilt index shipped beside each data file (`kb/<lang>.index.gz`), so start-up reads arrays
 * instead of tokenising hundreds of thousands of records. It is derived data: the assembler writes it
 * with the same buildLangIndex the fallback uses, the manifest pins its checksum, and a test rebuilds
 * it from the records and compares. A format or tokenizer change bumps INDEX_FORMAT; an index of
 * another format is ignored and the index is built from the records instead.
 *
 * Layout: uint32 header length, the JSON header, then the typed sections, each 4-byte aligned.
 * Postings' record ids are delta-encoded as varints per term (ascending lists, small gaps).
 */
import { LazyRecords, type RecordStore } from './records';
import type { LangIndex } from './inverted-index';

/** Bump when the index layout or anything that decides terms (tokenize.ts, field rules) changes. */
export const INDEX_FORMAT = 'gc-index-3';

interface Header {
  format: string;
  lang: string;
  records: number;
  terms: string[];
  libs: string[];
  kinds: string[];
  lastNames: string[];
  pairs: number;
  varintBytes: number;
  averageDocLength: number;
}

const SECTIONS = ['postingStart', 'postingSplit', 'postingDocs', 'postingFields', 'docLength', 'libOf', 'parentOf', 'libSize', 'usage', 'kindOf', 'flags', 'depth', 'lastNameOf'] as const;

function encodeDeltas(index: LangIndex): Uint8Array {
  const out = new Uint8Array(index.postingDocs.length * 5);
  let at = 0;
  const terms = index.postingStart.length - 1;
  for (let t = 0; t < terms; t++) {
    let previous = 0;
    for (let p = index.postingStart[t]; p < index.postingStart[t + 1]; p++) {
      if (p === index.postingSplit[t]) previous = 0; // the doc-only run starts its own ascending order
      let gap = index.postingDocs[p] - previous;
      previous = index.postingDocs[p];
      while (gap >= 0x80) {
        out[at++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      out[at++] = gap;
    }
  }
  return out.subarray(0, at);
}

function decodeDeltas(bytes: Uint8Array, postingStart: Int32Array, postingSplit: Int32Array, pairs: number): Int32Array {
  const docs = new Int32Array(pairs);
  let at = 0;
  const terms = postingStart.length - 1;
  for (let t = 0; t < terms; t++) {
    let previous = 0;
    for (let p = postingStart[t]; p < postingStart[t + 1]; p++) {
      if (p === postingSplit[t]) previous = 0;
      let gap = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[at++];
        gap |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      previous += gap;
      docs[p] = previous;
    }
  }
  if (at !== bytes.length) throw new Error('index postings do not decode to their declared length');
  return docs;
}

const pad4 = (n: number) => (n + 3) & ~3;

export function serializeIndex(index: LangIndex): Buffer {
  const varints = encodeDeltas(index);
  const header: Header = {
    format: INDEX_FORMAT,
    lang: index.lang,
    records: index.records.size,
    terms: [...index.terms.keys()],
    libs: index.libs,
    kinds: index.kinds,
    lastNames: index.lastNames,
    pairs: index.postingDocs.length,
    varintBytes: varints.length,
    averageDocLength: index.averageDocLength,
  };
  const sections: Uint8Array[] = SECTIONS.map((name) => {
    const array = name === 'postingDocs' ? varints : (index[name] as Int32Array | Uint8Array | Uint16Array | Float32Array);
    return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  });
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  let size = pad4(4 + headerBytes.length);
  for (const s of sections) size += pad4(s.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(out, 4);
  let at = pad4(4 + headerBytes.length);
  for (const s of sections) {
    out.set(s, at);
    at += pad4(s.byteLength);
  }
  return out;
}

/** Reads an index; undefined when it is of another format (the caller builds from records instead). */
export function deserializeIndex(data: Buffer, lines: readonly string[]): LangIndex | undefined {
  // Typed views need aligned offsets: work on an aligned copy when the buffer is not.
  const bytes = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
  if (header.format !== INDEX_FORMAT) return undefined;
  if (header.records !== lines.length) throw new Error(`index covers ${header.records} records, the data file has ${lines.length}`);
  const n = header.records;
  const termCount = header.terms.length;
  const lengths: Record<(typeof SECTIONS)[number], number> = {
    postingStart: (termCount + 1) * 4, postingSplit: termCount * 4, postingDocs: header.varintBytes, postingFields: header.pairs, docLength: n * 2,
    libOf: n * 4, parentOf: n * 4, libSize: header.libs.length * 4, usage: n * 4, kindOf: n, flags: n, depth: n, lastNameOf: n * 4,
  };
  let at = pad4(4 + headerLength);
  const view = <T>(name: (typeof SECTIONS)[number], make: (buffer: ArrayBuffer, offset: number, length: number) => T, unit: number): T => {
    const length = lengths[name];
    if (at + length > bytes.length) throw new Error(`index section ${name} runs past the end of the file`);
    const result = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length / unit);
    at += pad4(length);
    return result;
  };
  const postingStart = view('postingStart', (b, o, l) => new Int32Array(b, o, l), 4);
  const postingSplit = view('postingSplit', (b, o, l) => new Int32Array(b, o, l), 4);
  const varints = view('postingDocs', (b, o, l) => new Uint8Array(b, o, l), 1);
  const index: LangIndex = {
    lang: header.lang,
    records: new LazyRecords(lines) as RecordStore,
    terms: new Map(header.terms.map((term, id) => [term, id])),
    postingStart,
    postingSplit,
    postingDocs: decodeDeltas(varints, postingStart, postingSplit, header.pairs),
    postingFields: view('postingFields', (b, o, l) => new Uint8Array(b, o, l), 1),
    docLength: view('docLength', (b, o, l) => new Uint16Array(b, o, l), 2),
    libOf: view('libOf', (b, o, l) => new Int32Array(b, o, l), 4),
    parentOf: view('parentOf', (b, o, l) => new Int32Array(b, o, l), 4),
    libSize: view('libSize', (b, o, l) => new Int32Array(b, o, l), 4),
    usage: view('usage', (b, o, l) => new Float32Array(b, o, l), 4),
    kindOf: view('kindOf', (b, o, l) => new Uint8Array(b, o, l), 1),
    flags: view('flags', (b, o, l) => new Uint8Array(b, o, l), 1),
    depth: view('depth', (b, o, l) => new Uint8Array(b, o, l), 1),
    lastNameOf: view('lastNameOf', (b, o, l) => new Int32Array(b, o, l), 4),
    libs: header.libs,
    libIds: new Map(header.libs.map((lib, id) => [lib.toLowerCase(), id])),
    kinds: header.kinds,
    lastNames: header.lastNames,
    averageDocLength: header.averageDocLength,
  };
  if (postingStart[termCount] !== header.pairs) throw new Error('index postings are inconsistent');
  return index;
}
