/**
 * How much of a model's context one `search_apis` answer takes: the text the tool returns, in
 * characters and in estimated tokens (characters / 4), over the dev questions (Python and the five
 * other languages), at the default k and at the largest. Also how long a call takes, end to end
 * through the ToolBox (validation, budget, retrieval in the worker, formatting), warm.
 *   npm run bench:tools   (= tsx bench/tool-output.ts [--limit N])
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { openKnowledgeBase } from '../src/core/kb/index';
import { ToolBox } from '../src/core/tools/registry';
import { SEARCH_DEFAULT_K, SEARCH_MAX_K } from '../src/core/tools/search-apis';

const EVAL = '/work/shared/eval';
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Infinity;

function questions(file: string): { question: string; lang: string }[] {
  return readFileSync(path.join(EVAL, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { question: string; lang: string })
    .slice(0, limit);
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const kb = openKnowledgeBase({ dir: path.resolve(__dirname, '..', 'kb') });
  if (!(await kb.whenReady(120_000))) throw new Error(`knowledge base: ${kb.failure() ?? 'not ready'}`);
  const box = new ToolBox({ deps: { kb, kbWaitMs: 10_000 }, callsPerMinute: () => 1e9 });
  const all = [...questions('dev.jsonl'), ...questions('dev-multi.jsonl')];
  for (const q of all.slice(0, 20)) await box.call('search_apis', { query: q.question }, { caller: 'bench' }); // warm-up
  for (const k of [SEARCH_DEFAULT_K, SEARCH_MAX_K]) {
    const chars: number[] = [];
    const ms: number[] = [];
    for (const q of all) {
      const t = performance.now();
      const r = await box.call('search_apis', { query: q.question, language: q.lang, k }, { caller: 'bench' });
      ms.push(performance.now() - t);
      chars.push(r.text.length);
    }
    chars.sort((a, b) => a - b);
    ms.sort((a, b) => a - b);
    const mean = chars.reduce((a, b) => a + b, 0) / chars.length;
    console.log(
      `k=${k}: ${all.length} questions; text chars mean ${Math.round(mean)}, p95 ${pct(chars, 95)}, max ${chars[chars.length - 1]} ` +
        `(≈ tokens mean ${Math.round(mean / 4)}, max ${Math.round((chars[chars.length - 1] ?? 0) / 4)}); call ms p50 ${pct(ms, 50).toFixed(1)}, p95 ${pct(ms, 95).toFixed(1)}`,
    );
  }
  await kb.dispose();
}

void main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
