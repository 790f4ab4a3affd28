/**
 * The knowledge-base worker thread: loads and indexes the base, then answers queries. Everything heavy
 * happens here so that neither the extension host's nor the CLI server's event loop is ever blocked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { RetrievalEngine } from './engine';
import { readDataFile, readManifest, readUsage } from './load';
import type { FromWorker, ToWorker, WorkerInput } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('kb-worker must run in a worker thread');
const post = (message: FromWorker) => port.postMessage(message);

async function load(input: WorkerInput): Promise<RetrievalEngine> {
  const started = performance.now();
  const manifest = await readManifest(input.dir);
  const engine = new RetrievalEngine();
  const usage = readUsage(input.dir, manifest);
  // Read all files concurrently (I/O and gunzip overlap), index them one by one.
  const pending = manifest.files.map((entry) => readDataFile(input.dir, entry).then((records) => ({ entry, records })));
  for (const promise of pending) {
    const { entry, records } = await promise;
    engine.addLanguage(entry.lang, records, (await usage)[entry.lang]);
  }
  post({ type: 'ready', languages: engine.languages(), records: engine.recordCount(), loadMs: Math.round(performance.now() - started) });
  return engine;
}

const ready = load(workerData as WorkerInput);
ready.catch((error: unknown) => post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }));

port.on('message', async (message: ToWorker) => {
  if (message.type !== 'retrieve') return;
  try {
    const engine = await ready;
    post({ type: 'result', id: message.id, result: engine.retrieve(message.query) });
  } catch (error) {
    post({ type: 'error', id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
