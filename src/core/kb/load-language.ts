/**
 * Reading one language into the engine: its records (one buffer of JSON lines), its prebuilt index and
 * its intent model, each verified against the manifest.
 */
import type { RetrievalEngine } from './engine';
import { deserializeIndex } from './index-file';
import { deserializeIntents } from './intents';
import type { LineSpans } from './records';
import type { StapleTable } from './staples';
import { ownValue } from '../../shared/lookup';
import { parseRecords, readDataRecords, readIndexFile, readIntentsFile, type ManifestFile, type UsageTable } from './load';

/** Loads `entry`'s language into `engine`; returns its records' lines (kept on disk where possible) for the checker. */
export async function loadLanguage(
  engine: RetrievalEngine,
  dir: string,
  entry: ManifestFile,
  usage: () => Promise<UsageTable>,
  staples: () => Promise<StapleTable> = async () => ({}),
): Promise<LineSpans> {
  // The records first, alone: their stream of decompressed chunks is garbage outside the heap until a
  // collection (tens of MB for Python), and the index and the intent model, read after it, reuse that
  // freed memory instead of adding to it (read together, the peak was some 20 MB higher).
  const records = await readDataRecords(dir, entry);
  // Both reads finish before a failure is reported: the main thread terminates a worker that reports
  // one, and terminating it while its other file is still being decompressed on the thread pool is a
  // risk to the whole process that waiting a few milliseconds avoids.
  const [indexData, intentsData, stapleTable] = await allOrFirstError([
    readIndexFile(dir, entry),
    readIntentsFile(dir, entry),
    staples(),
  ] as const);
  const languageStaples = ownValue(stapleTable, entry.lang);
  // An intent model of another format is left out (retrieval is then lexical only); one that does not
  // match its data file is an error, like a corrupt index.
  const intents = intentsData ? deserializeIntents(intentsData, entry.sha256, records.size) : undefined;
  // The prebuilt index when there is one of this format; otherwise build it from the records.
  const index = indexData ? deserializeIndex(indexData, records) : undefined;
  if (index && index.lang === entry.lang) engine.addIndex(index, intents, languageStaples);
  else engine.addLanguage(entry.lang, parseRecords(entry, records.lines()), (await usage())[entry.lang], intents, languageStaples);
  return records;
}

/** Like Promise.all, but settles only once every promise has: the first rejection, else the values. */
async function allOrFirstError<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
