/**
 * A knowledge-base worker thread: holds its share of the base (some languages) and answers queries and
 * checks for them. A language is read and indexed on its first question (or check), so a user who only
 * ever asks in Python never holds Go's records. Everything heavy happens here so that neither the
 * extension host's nor the CLI server's event loop is ever blocked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { QUERY_BUDGET_MS, withOptionalBudget, withQueryBudget } from './budget';
import { LinesCheckBase, readPublished, type DataLines } from '../check/base';
import type { PublishedNames } from '../check/published';
import { checkCode, warmCheckTables } from '../check/check';
import { RetrievalEngine } from './engine';
import { knowledgeBaseLanguage } from './languages';
import { loadLanguage } from './load-language';
import { readManifest, readStaples, readUsage, type ManifestFile, type UsageTable } from './load';
import type { StapleTable } from './staples';
import type { FromWorker, ToWorker, WorkerInput } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('kb-worker must run in a worker thread');
const post = (message: FromWorker) => port.postMessage(message);

const input = workerData as WorkerInput;
const engine = new RetrievalEngine();
// Only what the worker reads is kept: the file entries and the usage and everyday-API priors' (the
// library list is most of the manifest).
const manifest = readManifest(input.dir).then(({ files, usage, staples }) => ({ files, ...(usage ? { usage } : {}), ...(staples ? { staples } : {}) }));
// The usage prior is already inside prebuilt indexes: read it only if an index must be built here.
let usage: Promise<UsageTable> | undefined;
const readUsageOnce = async () => (usage ??= readUsage(input.dir, await manifest));
// The everyday-API prior is small (a few hundred names a language): read once, on the first load.
let staples: Promise<StapleTable> | undefined;
const readStaplesOnce = async () => (staples ??= readStaples(input.dir, await manifest));
/** Each loaded language's data lines (on disk): the checker builds its names from them. */
const linesByLang = new Map<string, DataLines>();
// The published names are read on the first check or checker warm-up, not with the first question.
let published: Promise<PublishedNames> | undefined;
let checker: Promise<LinesCheckBase> | undefined;
const checkerOnce = () => (checker ??= (published ??= readPublished(input.dir)).then((names) => new LinesCheckBase(linesByLang, names)));
const loads = new Map<string, Promise<void>>();

/** Reads, indexes and warms up `lang` once; later calls wait for the same load. */
function ensureLoaded(lang: string): Promise<void> {
  let load = loads.get(lang);
  if (!load) {
    load = (async () => {
      const started = performance.now();
      const entry = (await manifest).files.find((f: ManifestFile) => f.lang === lang && input.files.includes(f.file));
      if (!entry) throw new Error(`the knowledge base manifest changed while loading (no file for ${lang})`);
      linesByLang.set(lang, await loadLanguage(engine, input.dir, entry, readUsageOnce, readStaplesOnce));
      post({ type: 'ready', languages: [lang], records: entry.records, loadMs: Math.round(performance.now() - started) });
      // Compile the hot paths now rather than in the first user's query (which waits its turn behind
      // this: well under a tenth of a second).
      engine.warmUp(lang);
      post({ type: 'warm', lang, part: 'retrieval' });
    })();
    loads.set(lang, load);
    load.then(
      () => {
        if (input.warmChecker !== false) void checkerReady(lang);
      },
      (error: unknown) => post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
  }
  return load;
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

const checkers = new Map<string, Promise<LinesCheckBase>>();
/** Languages a check is waiting for: their checker build no longer waits for idle moments. */
const urgent = new Set<string>();
/** When the worker last received a request: the warm-up builds only while it is idle. */
let lastRequestAt = 0;
/** How long the worker must have been idle before a warm-up step runs, and the lines of one step. */
const IDLE_MS = 100;
const STEP_LINES = 5_000;

/**
 * A loaded language's checker names, built once: after its retrieval warm-up (or on its first check),
 * in small steps, each its own turn of the event loop, so a question that arrives meanwhile waits a
 * few milliseconds. Checks in the language wait for the build; the owner is told when it is done
 * (until then a check is not timed by its watchdog: it is waiting for a build, not overrunning).
 */
function checkerReady(lang: string, forCheck = false): Promise<LinesCheckBase> {
  if (forCheck) urgent.add(lang);
  let ready = checkers.get(lang);
  if (!ready) {
    ready = (async () => {
      const base = await checkerOnce();
      const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));
      const pause = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      for (const step of base.buildSteps(lang, STEP_LINES)) {
        // A warm-up gives way to questions (a language's first questions come in bursts); a check
        // that waits for the names has it build at once.
        while (!urgent.has(lang) && performance.now() - lastRequestAt < IDLE_MS) await pause();
        step();
        await yieldTurn();
      }
      checkCode(base, { code: WARM_UP_CODE[lang] ?? '', lang });
      warmCheckTables(base, lang);
      post({ type: 'warm', lang, part: 'checker' });
      return base;
    })();
    checkers.set(lang, ready);
  }
  return ready;
}

async function answer(message: Extract<ToWorker, { id: number }>): Promise<FromWorker> {
  if (message.type === 'memory') {
    const { heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
    const heapLimit = getHeapStatistics().heap_size_limit;
    return { type: 'memory', id: message.id, memory: { languages: engine.languages(), heapUsed, heapTotal, arrayBuffers, heapLimit } };
  }
  const lang = knowledgeBaseLanguage(message.type === 'retrieve' ? (message.query.lang ?? '') : message.input.lang);
  await ensureLoaded(lang);
  // A query's or a check's optional work stops at its budget: one request cannot hold this language's worker.
  if (message.type === 'retrieve') return { type: 'result', id: message.id, result: withQueryBudget(QUERY_BUDGET_MS, () => engine.retrieve(message.query)) };
  const checker = await checkerReady(lang, true);
  return { type: 'checked', id: message.id, report: withOptionalBudget(QUERY_BUDGET_MS, () => checkCode(checker, message.input)) };
}

port.on('message', (message: ToWorker) => {
  lastRequestAt = performance.now();
  answer(message).then(post, (error: unknown) => post({ type: 'error', id: message.id, error: error instanceof Error ? error.message : String(error) }));
});
