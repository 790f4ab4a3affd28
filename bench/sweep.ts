/**
 * `npm run bench:sweep -- EXAMPLES.jsonl[.gz]` — tunes retrieval on the Python dev questions without
 * re-assembling the base: trains an intent model from mined examples (kb/.staging/intents-python.jsonl.gz)
 * with the training options in OPTS (JSON, over DEFAULT_TRAINING), then runs every setting in SWEEP
 * (JSON list of {label, ...TUNING overrides, off?: true for lexical only}) and prints the metrics on
 * all 300 questions and on the odd half alone: a setting that only helps one half is tuned to the
 * questions, not to the problem. WEAK=0 counts confident results only; SHOW=N prints N misses.
 * Timings here run unbundled under tsx and are not the product's (see `npm run bench`).
 */
import { DEV_SET, evalDataMissing } from './eval-data';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { deserializeIndex } from '../src/core/kb/index-file';
import { librariesNamedIn } from '../src/core/kb/libraries-named';
import { TUNING, searchIndex } from '../src/core/kb/search';
import { LIBRARY_ALIASES } from '../src/core/kb/vocabulary';
import { trainIntents, DEFAULT_TRAINING } from '../kb/pipeline/intents';
import { type EvalItem, formatMetrics, metricsOf } from './retrieval-metrics';

async function main() {
  const root = path.resolve(__dirname, '..');
  const lines = gunzipSync(readFileSync(path.join(root, 'kb/python.jsonl.gz'))).toString('utf8').split('\n').filter(Boolean);
  const index = deserializeIndex(gunzipSync(readFileSync(path.join(root, 'kb/python.index.gz'))), lines)!;
  const names = lines.map((l) => (JSON.parse(l) as { name: string }).name);
  const opts = { ...DEFAULT_TRAINING, ...JSON.parse(process.env.OPTS ?? '{}') };
  let t = performance.now();
  const model = await trainIntents('python', process.argv[2], names, 'x', opts);
  console.log(`trained on ${model.examples} examples: ${model.terms.size} terms, ${model.records.length} pairs in ${(performance.now() - t).toFixed(0)} ms`);
  const missing = evalDataMissing(DEV_SET);
  if (missing) throw new Error(missing);
  const items = readFileSync(DEV_SET, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalItem);
  const defaults = { ...TUNING };
  const sweeps: Array<Partial<typeof TUNING> & { label: string; off?: boolean }> = JSON.parse(process.env.SWEEP ?? '[{"label":"lexical","off":true},{"label":"default"}]');
  for (const sweep of sweeps) {
    const { label, off, ...settings } = sweep;
    Object.assign(TUNING, defaults, settings);
    if (off) delete index.intents; else index.intents = model;
    const results = [];
    const times: number[] = [];
    for (const item of items) {
      const mentionedLibs = librariesNamedIn(index, item.question, LIBRARY_ALIASES.python ?? {});
      t = performance.now();
      const hits = searchIndex(index, { question: item.question, mentionedLibs, k: 10, allowWeak: process.env.WEAK !== '0' });
      times.push(performance.now() - t);
      results.push({ item, names: hits.map((h) => names[h.index]) });
    }
    times.sort((a, b) => a - b);
    console.log(formatMetrics(label, metricsOf(results)) + `  p50 ${times[150].toFixed(1)} p95 ${times[285].toFixed(1)}`);
    console.log(formatMetrics(`  odd half`, metricsOf(results.filter((_, i) => i % 2 === 1))));
    if (process.env.SHOW) for (const r of results.filter((r) => !r.names.some((n) => r.item.gold.includes(n))).slice(0, Number(process.env.SHOW))) console.log(`\n${r.item.question.slice(0, 200)}\n  gold: ${r.item.gold.join(' ')}\n  got:  ${r.names.join(' ')}`);
  }
}
main();
