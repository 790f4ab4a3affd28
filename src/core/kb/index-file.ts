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
import { PackedRows } from './packed-rows';
import { SectionReader, packSections } from './sections';

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

export function serializeIndex(index: LangIndex): Buffer {
  // Packed as in memory: the doc-only run of each term starts its own ascending order.
  const varints = index.postings.bytes;
  const header: Header = {
    format: INDEX_FORMAT,
    lang: index.lang,
    records: index.records.size,
    terms: [...index.terms.keys()],
    libs: index.libs,
    kinds: index.kinds,
    lastNames: index.lastNames,
    pairs: index.postings.size,
    varintBytes: varints.length,
    averageDocLength: index.averageDocLength,
  };
  return packSections(header, SECTIONS.map((name) => (name === 'postingDocs' ? varints : index[name])));
}

/** Reads an index; undefined when it is of another format (the caller builds from records instead). */
export function deserializeIndex(data: Buffer, records: RecordStore | readonly string[]): LangIndex | undefined {
  const store: RecordStore = Array.isArray(records) ? new LazyRecords(records) : (records as RecordStore);
  const reader = new SectionReader(data, 'index');
  const header = reader.header as Header;
  if (header.format !== INDEX_FORMAT) return undefined;
  if (header.records !== store.size) throw new Error(`index covers ${header.records} records, the data file has ${store.size}`);
  const n = header.records;
  const termCount = header.terms.length;
  const lengths: Record<(typeof SECTIONS)[number], number> = {
    postingStart: (termCount + 1) * 4, postingSplit: termCount * 4, postingDocs: header.varintBytes, postingFields: header.pairs, docLength: n * 2,
    libOf: n * 4, parentOf: n * 4, libSize: header.libs.length * 4, usage: n * 4, kindOf: n, flags: n, depth: n, lastNameOf: n * 4,
  };
  // The sections are views into the file's buffer, the postings still packed: loading copies nothing,
  // so no second copy of the index is ever garbage waiting for a collection (it had been, until the
  // next full collection, which comes late: the old generation grows with queries first).
  const view = <T>(name: (typeof SECTIONS)[number], make: (buffer: ArrayBuffer, offset: number, length: number) => T, unit: number): T =>
    make(reader.buffer, reader.next(lengths[name], name), lengths[name] / unit);
  const postingStart = view('postingStart', (b, o, l) => new Int32Array(b, o, l), 4);
  const postingSplit = view('postingSplit', (b, o, l) => new Int32Array(b, o, l), 4);
  const varints = new Uint8Array(reader.buffer, reader.next(lengths.postingDocs, 'postingDocs'), lengths.postingDocs);
  const index: LangIndex = {
    lang: header.lang,
    records: store,
    terms: new Map(header.terms.map((term, id) => [term, id])),
    postingStart,
    postingSplit,
    postings: PackedRows.read(varints, postingStart, header.pairs, 'index postings', postingSplit),
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
