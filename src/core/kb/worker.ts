/**
 * A knowledge-base worker thread: loads and indexes its share of the base (some languages), then
 * answers queries for them. Everything heavy happens here so that neither the extension host's nor the
 * CLI server's event loop is ever blocked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { QUERY_BUDGET_MS, withQueryBudget } from './budget';
import { LinesCheckBase, readPublished } from '../check/base';
import { checkCode } from '../check/check';
import { suggestionWarmers } from '../check/suggest';
import { RetrievalEngine } from './engine';
import { deserializeIndex } from './index-file';
import { deserializeIntents } from './intents';
import { parseRecords, readDataLines, readIndexFile, readIntentsFile, readManifest, readUsage, type ManifestFile, type UsageTable } from './load';
import type { FromWorker, ToWorker, WorkerInput } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('kb-worker must run in a worker thread');
const post = (message: FromWorker) => port.postMessage(message);

/** Each loaded language's data lines: the checker builds its names from them on first use. */
const linesByLang = new Map<string, readonly string[]>();

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
  linesByLang.set(entry.lang, lines);
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

interface Loaded {
  engine: RetrievalEngine;
  checker: LinesCheckBase;
}

/** Code the warm-up checks in each language, so the first real check pays for no compilation. */
const WARM_UP_CODE: Record<string, string> = {
  python: 'import numpy as np\nimport nlltk\nx = np.meam([1, 2])\n',
  javascript: "import fs from 'fs';\nfs.readFileSynk('a');\n",
  go: 'import "strings"\nfunc f() { strings.Contain("a", "b") }\n',
  java: 'import java.util.List;\nclass A { void f() { List.off(1); } }\n',
  rust: 'use std::fs;\nfn f() { fs::read_to_strin("a"); }\n',
  c: '#include <stdio.h>\nint main(void) { printff("x"); }\n',
};

async function load(input: WorkerInput): Promise<Loaded> {
  const started = performance.now();
  const manifest = await readManifest(input.dir);
  const engine = new RetrievalEngine();
  // The usage prior is already inside prebuilt indexes: read it only if an index must be built here.
  let usage: Promise<UsageTable> | undefined;
  const readUsageOnce = () => (usage ??= readUsage(input.dir, manifest));
  const mine = manifest.files.filter((entry) => input.files.includes(entry.file));
  if (mine.length !== input.files.length) throw new Error('the knowledge base manifest changed while loading');
  const published = readPublished(input.dir);
  for (const entry of mine) await loadLanguage(engine, input, entry, readUsageOnce);
  const checker = new LinesCheckBase(linesByLang, await published);
  post({ type: 'ready', languages: engine.languages(), records: engine.recordCount(), loadMs: Math.round(performance.now() - started) });
  // Compile the hot paths now rather than in the first user's query (a query that arrives meanwhile
  // waits its turn: well under a tenth of a second).
  engine.warmUp();
  post({ type: 'warm' });
  return { engine, checker };
}

const ready = load(workerData as WorkerInput);
ready.catch((error: unknown) => post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }));
// The checker's names and suggestion tables are built once every worker has loaded (the owner says
// so: building them earlier would take CPU from a sibling still loading), in small steps, each its
// own turn of the event loop, so a question that arrives meanwhile waits a few milliseconds.
let checkerWarming = false;
async function warmChecker({ checker }: Loaded): Promise<void> {
  if (checkerWarming) return;
  checkerWarming = true;
  const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));
  for (const lang of checker.languages()) {
    for (const step of checker.buildSteps(lang)) {
      step();
      await yieldTurn();
    }
    checkCode(checker, { code: WARM_UP_CODE[lang] ?? '', lang });
    const names = checker.names(lang);
    // One library's table at a time (a query that arrives meanwhile waits for one, not all).
    for (const warm of names ? suggestionWarmers(names) : []) {
      warm();
      await yieldTurn();
    }
  }
}

port.on('message', async (message: ToWorker) => {
  if (message.type === 'warm-checker') {
    void ready.then(warmChecker, () => undefined);
    return;
  }
  try {
    const { engine, checker } = await ready;
    // The query's optional work stops at its budget: one query cannot hold this language's worker.
    if (message.type === 'retrieve') post({ type: 'result', id: message.id, result: withQueryBudget(QUERY_BUDGET_MS, () => engine.retrieve(message.query)) });
    else if (message.type === 'check') post({ type: 'checked', id: message.id, report: checkCode(checker, message.input) });
  } catch (error) {
    post({ type: 'error', id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
