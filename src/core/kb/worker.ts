/**
 * A knowledge-base worker thread: loads and indexes its share of the base (some languages), then
 * answers queries for them. Everything heavy happens here so that neither the extension host's nor the
 * CLI server's event loop is ever blocked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { QUERY_BUDGET_MS, withQueryBudget } from './budget';
import { RetrievalEngine } from './engine';
import { deserializeIndex } from './index-file';
import { deserializeIntents } from './intents';
import { parseRecords, readDataLines, readIndexFile, readIntentsFile, readManifest, readUsage, type ManifestFile, type UsageTable } from './load';
import type { FromWorker, ToWorker, WorkerInput } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('kb-worker must run in a worker thread');
const post = (message: FromWorker) => port.postMessage(message);

async function loadLanguage(engine: RetrievalEngine, input: WorkerInput, entry: ManifestFile, usage: () => Promise<UsageTable>) {
  // All three reads finish before a failure is reported: the main thread terminates a worker that
  // reports one, and terminating it while its other files are still being decompressed on the thread
  // pool is a risk to the whole process that waiting a few milliseconds avoids.
  const [lines, indexData, intentsData] = await allOrFirstError([
    readDataLines(input.dir, entry),
    readIndexFile(input.dir, entry),
    readIntentsFile(input.dir, entry),
  ] as const);
  // An intent model of another format is left out (retrieval is then lexical only); one that does not
  // match its data file is an error, like a corrupt index.
  const intents = intentsData ? deserializeIntents(intentsData, entry.sha256, lines.length) : undefined;
  // The prebuilt index when there is one of this format; otherwise build it from the records.
  const index = indexData ? deserializeIndex(indexData, lines) : undefined;
  if (index && index.lang === entry.lang) engine.addIndex(index, intents);
  else engine.addLanguage(entry.lang, parseRecords(entry, lines), (await usage())[entry.lang], intents);
}

/** Like Promise.all, but settles only once every promise has: the first rejection, else the values. */
async function allOrFirstError<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

async function load(input: WorkerInput): Promise<RetrievalEngine> {
  const started = performance.now();
  const manifest = await readManifest(input.dir);
  const engine = new RetrievalEngine();
  // The usage prior is already inside prebuilt indexes: read it only if an index must be built here.
  let usage: Promise<UsageTable> | undefined;
  const readUsageOnce = () => (usage ??= readUsage(input.dir, manifest));
  const mine = manifest.files.filter((entry) => input.files.includes(entry.file));
  if (mine.length !== input.files.length) throw new Error('the knowledge base manifest changed while loading');
  for (const entry of mine) await loadLanguage(engine, input, entry, readUsageOnce);
  post({ type: 'ready', languages: engine.languages(), records: engine.recordCount(), loadMs: Math.round(performance.now() - started) });
  // Compile the hot paths now rather than in the first user's query (a query that arrives meanwhile
  // waits its turn: well under a tenth of a second).
  engine.warmUp();
  post({ type: 'warm' });
  return engine;
}

const ready = load(workerData as WorkerInput);
ready.catch((error: unknown) => post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }));

port.on('message', async (message: ToWorker) => {
  if (message.type !== 'retrieve') return;
  try {
    const engine = await ready;
    // The query's optional work stops at its budget: one query cannot hold this language's worker.
    post({ type: 'result', id: message.id, result: withQueryBudget(QUERY_BUDGET_MS, () => engine.retrieve(message.query)) });
  } catch (error) {
    post({ type: 'error', id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
