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
}

export interface KnowledgeBaseManifest {
  files: ManifestFile[];
  totals?: { records?: number; libraries?: number };
  /** Optional usage prior: how many real source files use each API. */
  usage?: { file: string; sha256: string };
}

/** Language → record id → number of real source files that use the API. */
export type UsageTable = Record<string, Record<string, number>>;

export class KnowledgeBaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeBaseError';
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

/** Reads, verifies and parses one data file. */
export async function readDataFile(dir: string, entry: ManifestFile): Promise<ApiRecord[]> {
  const file = path.join(dir, entry.file);
  let compressed: Buffer;
  try {
    compressed = await fs.readFile(file);
  } catch (error) {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const digest = createHash('sha256').update(compressed).digest('hex');
  if (digest !== entry.sha256) throw new KnowledgeBaseError(`knowledge base file ${entry.file} does not match its manifest checksum (truncated or modified)`);
  let text: string;
  try {
    text = (await gunzip(compressed)).toString('utf8');
  } catch {
    throw new KnowledgeBaseError(`knowledge base file ${entry.file} is not valid gzip`);
  }
  // One JSON.parse over the whole file is several times faster than one per line.
  let parsed: unknown;
  try {
    const body = text.trimEnd().split('\n').join(',');
    parsed = JSON.parse(`[${body}]`);
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
