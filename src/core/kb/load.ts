/**
 * Reading the shipped base from disk: `manifest.json`, then each `<lang>.jsonl.gz`, checked against the
 * manifest (sha256 and record count) so a truncated or corrupt file is refused rather than half-used.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { inflateFile, statedSize } from './inflate-file';
import { BufferRecords, type LineSpans, type RecordStore } from './records';
import { LineCountError, SpillFailed, SpilledRecords } from './spilled-records';
import type { StapleTable } from './staples';
import type { ApiRecord } from './types';

const gunzip = promisify(gunzipCallback);

export interface ManifestFile {
  file: string;
  lang: string;
  sha256: string;
  records: number;
  /** The prebuilt index of this file (optional: without one, the index is built from the records). */
  index?: { file: string; format: string; sha256: string };
  /** The intent model of this file's language (optional: without one, retrieval is lexical only). */
  intents?: { file: string; format: string; sha256: string; examples: number };
}

export interface KnowledgeBaseManifest {
  files: ManifestFile[];
  totals?: { records?: number; libraries?: number };
  libraries?: { lib: string; lang: string; count: number }[];
  /** Optional usage prior: how many real source files use each API. */
  usage?: { file: string; sha256: string };
  /** Optional everyday-API prior: what example programs call, and each language's standard library (staples.ts). */
  staples?: { file: string; sha256: string };
}

/**
 * Per language: `api`, record id → number of real source files that use the API; `libs`, library →
 * number of distinct packages whose code imports it.
 */
export interface LanguageUsage {
  api: Record<string, number>;
  libs: Record<string, number>;
}
export type UsageTable = Record<string, LanguageUsage>;

/** The base cannot be used: missing, corrupt, still loading, closed, or its worker is gone. */
export class KnowledgeBaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeBaseError';
  }
}

/** One query failed inside a usable base (a bug in retrieval): `lang` is the language it had chosen. */
export class RetrievalError extends Error {
  constructor(
    message: string,
    readonly lang?: string,
  ) {
    super(message);
    this.name = 'RetrievalError';
  }
}

export async function readManifest(dir: string): Promise<KnowledgeBaseManifest> {
  const file = path.join(dir, 'manifest.json');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new KnowledgeBaseError(`the knowledge base manifest cannot be read at ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  let manifest: KnowledgeBaseManifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new KnowledgeBaseError(`the knowledge base manifest at ${file} is not valid JSON`);
  }
  if (!manifest || !Array.isArray(manifest.files) || manifest.files.length === 0) {
    throw new KnowledgeBaseError(`the knowledge base manifest at ${file} lists no data files`);
  }
  for (const f of manifest.files) {
    if (typeof f.file !== 'string' || f.file.includes('/') || f.file.includes('\\') || typeof f.sha256 !== 'string' || typeof f.lang !== 'string') {
      throw new KnowledgeBaseError(`the knowledge base manifest at ${file} has a malformed file entry`);
    }
  }
  return manifest;
}

function isRecord(value: unknown): value is ApiRecord {
  const r = value as ApiRecord;
  return (
    !!r && typeof r.id === 'string' && typeof r.lang === 'string' && typeof r.lib === 'string' &&
    typeof r.name === 'string' && typeof r.kind === 'string' && typeof r.sig === 'string' && typeof r.doc === 'string'
  );
}

function checkName(name: string): void {
  if (name.includes('/') || name.includes('\\') || name.startsWith('.')) throw new KnowledgeBaseError(`the knowledge base manifest names a file outside its folder: ${name}`);
}

/**
 * Streams a file the manifest lists through its checksum and gunzip into `sink`; an error if either
 * fails (the checksum first: a truncated file is reported as such, not as bad gzip).
 */
async function inflateChecked(dir: string, name: string, sha256: string, sink: (chunk: Buffer) => void): Promise<void> {
  checkName(name);
  let inflated;
  try {
    inflated = await inflateFile(path.join(dir, name), sink);
  } catch (error) {
    if (error instanceof SpillFailed) throw error;
    throw new KnowledgeBaseError(`knowledge base file ${name} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (inflated.sha256 !== sha256) {
    throw new KnowledgeBaseError(`knowledge base file ${name} does not match its manifest checksum (truncated or modified)`);
  }
  if (inflated.gzipError) throw new KnowledgeBaseError(`knowledge base file ${name} is not valid gzip`);
}

/**
 * Reads a file the manifest lists, checks its sha256 and gunzips it into one buffer of its final size
 * (an index or an intent model, kept whole). The compressed file is read whole (a few MB) and zlib is
 * given an output chunk one byte larger than the size the gzip trailer states, so it writes everything
 * into that single buffer: streamed, every megabyte of output had been a fresh buffer, garbage outside
 * the heap until the next full collection (Python's index and model: 20 MB of it at load).
 */
async function readVerified(dir: string, name: string, sha256: string): Promise<Buffer> {
  checkName(name);
  const file = path.join(dir, name);
  let compressed: Buffer;
  let size: number;
  try {
    [compressed, size] = await Promise.all([fs.readFile(file), statedSize(file)]);
  } catch (error) {
    throw new KnowledgeBaseError(`knowledge base file ${name} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (createHash('sha256').update(compressed).digest('hex') !== sha256) {
    throw new KnowledgeBaseError(`knowledge base file ${name} does not match its manifest checksum (truncated or modified)`);
  }
  try {
    // A wrong stated size (several gzip members, or over 4 GB) only makes zlib use more chunks.
    return await gunzip(compressed, { chunkSize: Math.max(MIN_CHUNK, size + 1) });
  } catch {
    throw new KnowledgeBaseError(`knowledge base file ${name} is not valid gzip`);
  }
}
const MIN_CHUNK = 64;

/**
 * Reads and verifies one data file: its JSON lines, one record each, unparsed. They are kept in a
 * temporary file (spilled-records.ts) where one can be made, else in memory as one buffer.
 */
export async function readDataRecords(dir: string, entry: ManifestFile): Promise<RecordStore & LineSpans & { lines(): string[] }> {
  let records: RecordStore & LineSpans & { lines(): string[] };
  try {
    records = await SpilledRecords.spill((sink) => inflateChecked(dir, entry.file, entry.sha256, sink), entry.records);
  } catch (error) {
    if (error instanceof LineCountError) {
      throw new KnowledgeBaseError(`knowledge base file ${entry.file} has ${error.lines} records, its manifest says ${entry.records}`);
    }
    if (!(error instanceof SpillFailed)) throw error;
    // No temporary file could be made or written (a full or read-only disk): hold them in memory.
    records = BufferRecords.of(await readVerified(dir, entry.file, entry.sha256));
  }
  if (records.size !== entry.records) {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} has ${records.size} records, its manifest says ${entry.records}`);
  }
  return records;
}

/** Reads and verifies one data file: its JSON lines as strings. */
export async function readDataLines(dir: string, entry: ManifestFile): Promise<string[]> {
  return (await readDataRecords(dir, entry)).lines();
}

/**
 * Checks a file the manifest lists against its checksum without keeping it: what the host does at
 * start for every file, so a damaged base is reported before any language is asked for. Read through
 * one buffer per file: a read stream's fresh 64 KB chunk per read made the base's 33 MB of files into
 * as much garbage outside the heap, which the main thread's collector left for long after (the CLI's
 * resident memory rose by some 50 MB before the first question).
 */
export async function verifyChecksum(dir: string, name: string, sha256: string): Promise<void> {
  checkName(name);
  const hash = createHash('sha256');
  try {
    const handle = await fs.open(path.join(dir, name), 'r');
    try {
      const chunk = Buffer.allocUnsafeSlow(CHECKSUM_CHUNK);
      for (let read; (read = (await handle.read(chunk, 0, chunk.length, null)).bytesRead) > 0; ) hash.update(chunk.subarray(0, read));
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new KnowledgeBaseError(`knowledge base file ${name} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (hash.digest('hex') !== sha256) {
    throw new KnowledgeBaseError(`knowledge base file ${name} does not match its manifest checksum (truncated or modified)`);
  }
}

const CHECKSUM_CHUNK = 1 << 18;

/** Reads the prebuilt index of a data file, verified; undefined when the manifest lists none. */
export async function readIndexFile(dir: string, entry: ManifestFile): Promise<Buffer | undefined> {
  if (!entry.index) return undefined;
  return readVerified(dir, entry.index.file, entry.index.sha256);
}

/** Reads the intent model of a data file, verified; undefined when the manifest lists none. */
export async function readIntentsFile(dir: string, entry: ManifestFile): Promise<Buffer | undefined> {
  if (!entry.intents) return undefined;
  return readVerified(dir, entry.intents.file, entry.intents.sha256);
}

/** Reads, verifies and parses one data file. */
export async function readDataFile(dir: string, entry: ManifestFile): Promise<ApiRecord[]> {
  return parseRecords(entry, await readDataLines(dir, entry));
}

/** Parses and checks the lines of a data file. */
export function parseRecords(entry: ManifestFile, lines: string[]): ApiRecord[] {
  // One JSON.parse over the whole file is several times faster than one per line.
  let parsed: unknown;
  try {
    parsed = JSON.parse(`[${lines.join(',')}]`);
  } catch {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} has a line that is not JSON`);
  }
  const records = parsed as unknown[];
  if (records.length !== entry.records) {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} has ${records.length} records, its manifest says ${entry.records}`);
  }
  for (const r of records) {
    if (!isRecord(r) || r.lang !== entry.lang) throw new KnowledgeBaseError(`knowledge base file ${entry.file} has a malformed record`);
  }
  return records as ApiRecord[];
}

/** Reads the optional usage prior the manifest lists; an absent prior is an empty table. */
export async function readUsage(dir: string, manifest: KnowledgeBaseManifest): Promise<UsageTable> {
  return readJsonTable<UsageTable>(dir, manifest.usage, 'usage');
}

/** Reads the optional everyday-API prior the manifest lists; an absent prior is an empty table. */
export async function readStaples(dir: string, manifest: KnowledgeBaseManifest): Promise<StapleTable> {
  return readJsonTable<StapleTable>(dir, manifest.staples, 'staples');
}

/** A gzipped JSON object the manifest lists beside the data files, verified against its checksum. */
async function readJsonTable<T extends object>(dir: string, entry: { file: string; sha256: string } | undefined, what: string): Promise<T> {
  if (!entry) return {} as T;
  if (typeof entry.file !== 'string' || entry.file.includes('/') || entry.file.includes('\\')) {
    throw new KnowledgeBaseError(`the knowledge base manifest has a malformed ${what} entry`);
  }
  let compressed: Buffer;
  try {
    compressed = await fs.readFile(path.join(dir, entry.file));
  } catch (error) {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (createHash('sha256').update(compressed).digest('hex') !== entry.sha256) {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} does not match its manifest checksum (truncated or modified)`);
  }
  try {
    const table = JSON.parse((await gunzip(compressed)).toString('utf8'));
    if (!table || typeof table !== 'object' || Array.isArray(table)) throw new Error('not an object');
    // Keyed by language names from a file: no key may reach Object.prototype (see shared/lookup.ts).
    return Object.assign(Object.create(null), table) as T;
  } catch {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} is corrupt`);
  }
}
