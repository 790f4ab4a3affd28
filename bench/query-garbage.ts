/**
 * What one question allocates in the worker (live or not), and where: garbage per question is what
 * grows the worker's young generation and its old space between collections, and so its peak RSS.
 * Loads one language as the worker does, warms it up, then samples allocations (V8's sampling heap
 * profiler, collected objects included) over the questions of a batch file in that language.
 * `npx tsx bench/query-garbage.ts python ../shared/eval/dev.jsonl`
 */
import { Session } from 'node:inspector';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RetrievalEngine } from '../src/core/kb/engine';
import { loadLanguage } from '../src/core/kb/load-language';
import { readManifest, readUsage } from '../src/core/kb/load';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const WARM_ROUNDS = Number(process.env.WARM_ROUNDS ?? 3);
const SHOWN = Number(process.env.SHOWN ?? 12);

async function main(): Promise<void> {
  const [lang = 'python', file] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/query-garbage.ts LANG FILE.jsonl');
  const dir = process.env.KB_DIR ?? path.join(__dirname, '..', 'kb');
  const manifest = await readManifest(dir);
  const entry = manifest.files.find((f) => f.lang === lang);
  if (!entry) throw new Error(`no ${lang} in the base`);
  const engine = new RetrievalEngine();
  await loadLanguage(engine, dir, entry, () => readUsage(dir, manifest));
  engine.warmUp(lang);
  const questions = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { question: string; lang?: string })
    .filter((q) => (q.lang ?? lang) === lang).map((q) => q.question);

  // Answered a few times over first: what a question allocates in the code the JIT has optimized, as a
  // worker that has answered a few questions runs it (unoptimized code boxes every number it computes).
  for (let round = 0; round < WARM_ROUNDS; round++) for (const question of questions) engine.retrieve({ question, lang, k: 10, allowWeak: true });
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  for (const question of questions) engine.retrieve({ question, lang, k: 10, allowWeak: true });
  const { profile } = await post<{ profile: { head: ProfileNode } }>('HeapProfiler.stopSampling');

  const byFunction = new Map<string, number>();
  const walk = (node: ProfileNode) => {
    const where = `${node.callFrame.functionName || '(anonymous)'} (${path.basename(node.callFrame.url) || 'native'})`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(profile.head);
  const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
  const mb = (bytes: number) => (bytes / 1048576).toFixed(2);
  console.log(`${lang}: ${questions.length} questions allocated ${mb(total)} MB (sampled), ${mb(total / Math.max(1, questions.length))} MB a question; the most:`);
  for (const [where, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, SHOWN)) console.log(`  ${mb(bytes).padStart(8)} MB  ${where}`);
}

void main();
