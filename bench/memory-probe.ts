/**
 * Where the base's memory goes, language by language: asks one question in each language given (in
 * order), waits for the worker's warm-up (retrieval, then the checker's names), and prints the
 * process's RSS and peak and each worker's heap. `npx tsx bench/memory-probe.ts python,go`
 */
import { openKnowledgeBase } from '../src/core/kb/index';
import * as path from 'node:path';

const REPO_KB = path.join(__dirname, '..', 'kb');

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const langs = (process.argv[2] ?? 'python').split(',');
  // GC_WORKER_PATH: the bundled worker, when this probe runs bundled (bench/lean-memory.ts) rather than under tsx.
  const kb = openKnowledgeBase({ dir: process.env.KB_DIR ?? REPO_KB, warmChecker: process.env.WARM_CHECKER !== '0', workerPath: process.env.GC_WORKER_PATH });
  if (!(await kb.whenReady(120_000))) throw new Error(`knowledge base failed: ${kb.failure()}`);
  const report = async (stage: string) => {
    const m = await kb.memoryUsage!();
    const workers = m.workers.map((w) => `[${w.languages.join(',')}] heap ${mb(w.heapUsed)}/${mb(w.heapTotal)} buffers ${mb(w.arrayBuffers)}`).join('; ');
    console.log(`${stage.padEnd(28)} RSS ${mb(m.rss)} peak ${mb(m.peakRss)}; main heap ${mb(m.heapUsed)}; ${workers}`);
  };
  await report('ready');
  for (const lang of langs) {
    await kb.retrieve({ question: 'read a file line by line', lang, k: 10 });
    await report(`${lang} asked`);
    if (process.env.WARM_CHECKER !== '0') await kb.check({ code: 'x = 1\n', lang });
    await settle(Number(process.env.SETTLE_MS ?? 3000));
    await report(`${lang} checked, settled`);
  }
  // Then every question of a batch file, if given (what `search --batch` does).
  if (process.argv[3]) {
    const { readFileSync } = await import('node:fs');
    const items = readFileSync(process.argv[3], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { question: string; lang?: string });
    for (const item of items) await kb.retrieve({ question: item.question, lang: item.lang ?? 'auto', k: 10, allowWeak: true });
    await report(`after ${items.length} questions`);
  }
  await kb.dispose();
}

void main();
