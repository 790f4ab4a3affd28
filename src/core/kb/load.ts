/**
 * Reading the shipped base from disk: `manifest.json`, then each `<lang>.jsonl.gz`, checked against the
 * manifest (sha256 and record count) so a truncated or corrupt file is refused rather than half-used.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
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

/** Reads a file the manifest lists, checks its sha256 and gunzips it. */
async function readVerified(dir: string, name: string, sha256: string): Promise<Buffer> {
  checkName(name);
  let compressed: Buffer;
  try {
    compressed = await fs.readFile(path.join(dir, name));
  } catch (error) {
    throw new KnowledgeBaseError(`knowledge base file ${name} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (createHash('sha256').update(compressed).digest('hex') !== sha256) {
    throw new KnowledgeBaseError(`knowledge base file ${name} does not match its manifest checksum (truncated or modified)`);
  }
  try {
    return await gunzip(compressed);
  } catch {
    throw new KnowledgeBaseError(`knowledge base file ${name} is not valid gzip`);
  }
}

/** Reads and verifies one data file: its JSON lines, one record each, unparsed. */
export async function readDataLines(dir: string, entry: ManifestFile): Promise<string[]> {
  const lines = (await readVerified(dir, entry.file, entry.sha256)).toString('utf8').trimEnd().split('\n');
  if (lines.length !== entry.records) {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} has ${lines.length} records, its manifest says ${entry.records}`);
  }
  return lines;
}

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
  const entry = manifest.usage;
  if (!entry) return {};
  if (typeof entry.file !== 'string' || entry.file.includes('/') || entry.file.includes('\\')) {
    throw new KnowledgeBaseError('the knowledge base manifest has a malformed usage entry');
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
    if (!table || typeof table !== 'object') throw new Error('not an object');
    return table as UsageTable;
  } catch {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} is corrupt`);
  }
}
