/**
 * `npm run bench:sweep-multi -- LANG EXAMPLES.jsonl[.gz]` — tunes one language's purpose routes on the
 * multi-language dev questions without re-assembling the base: trains the intent and neighbour model
 * from mined examples (kb/pipeline/usage/code-intents.ts) against the shipped records, with the class
 * mentions staged beside them (kb/.staging/classes-LANG.json) for untyped methods, then prints the
 * metrics (the set's matching rule, bench/multi-language.ts) for the lexical route alone and with the
 * model, on all of LANG's questions and on each half. OPTS overrides training options (JSON);
 * SHOW=N prints N misses. Timings here run unbundled under tsx and are not the product's.
 */
import { readFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildLangIndex } from '../src/core/kb/inverted-index';
import type { ApiRecord } from '../src/core/kb/types';
import { languageUsage, readStagedUsage } from '../kb/pipeline/usage-table';
import { librariesNamedIn } from '../src/core/kb/libraries-named';
import { searchIndex } from '../src/core/kb/search';
import { LIBRARY_ALIASES } from '../src/core/kb/vocabulary';
import { DEFAULT_TRAINING, memberTargets, trainIntents } from '../kb/pipeline/intents';
import { creditLoosely, halfOf, sharedEvalFile } from './multi-language';
import { type EvalItem, formatMetrics, metricsOf } from './retrieval-metrics';

async function main() {
  const root = path.resolve(__dirname, '..');
  const [lang, examples] = process.argv.slice(2);
  const lines = gunzipSync(readFileSync(path.join(root, `kb/${lang}.jsonl.gz`))).toString('utf8').split('\n').filter(Boolean);
  const records = lines.map((l) => JSON.parse(l) as ApiRecord);
  // The index is built here, so that a staged usage count (kb/.staging/usage-LANG.json) is what ranks.
  const staged = (await readStagedUsage(path.join(root, 'kb/.staging'))).get(lang);
  const shipped = JSON.parse(gunzipSync(readFileSync(path.join(root, 'kb/usage.json.gz'))).toString('utf8'))[lang];
  const table = staged ? languageUsage(staged, records) : shipped;
  const index = buildLangIndex(lang, records, table);
  const names = records.map((r) => r.name);
  const classesFile = path.join(root, `kb/.staging/classes-${lang}.json`);
  const usage = table?.api ?? {};
  const members = existsSync(classesFile) ? memberTargets(records, JSON.parse(readFileSync(classesFile, 'utf8')).classes, usage, lang) : undefined;
  const opts = { ...DEFAULT_TRAINING, ...JSON.parse(process.env.OPTS ?? '{}') };
  let t = performance.now();
  const model = await trainIntents(lang, examples, names, 'x', opts, members);
  console.log(`trained on ${model.examples} examples: ${model.terms.size} terms, ${model.records.length} pairs, ${model.neighbours?.length.length ?? 0} neighbours in ${(performance.now() - t).toFixed(0)} ms`);
  const items = readFileSync(sharedEvalFile(root, 'dev-multi.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalItem).filter((i) => i.lang === lang);
  for (const off of [true, false]) {
    if (off) delete index.intents;
    else index.intents = model;
    const results = [];
    const times: number[] = [];
    for (const item of items) {
      const mentionedLibs = librariesNamedIn(index, item.question, LIBRARY_ALIASES[lang] ?? {});
      t = performance.now();
      const hits = searchIndex(index, { question: item.question, mentionedLibs, k: 10, allowWeak: true });
      times.push(performance.now() - t);
      results.push({ item, names: creditLoosely(item, hits.map((h) => names[h.index])) });
    }
    times.sort((a, b) => a - b);
    const label = off ? 'lexical only' : 'with the model';
    console.log(formatMetrics(label, metricsOf(results)) + `  p50 ${times[Math.floor(times.length / 2)].toFixed(1)} p95 ${times[Math.floor(times.length * 0.95)].toFixed(1)}`);
    console.log(formatMetrics('  half A (id hash)', metricsOf(results.filter((r) => halfOf(r.item.id) === 'A'))));
    console.log(formatMetrics('  half B (id hash)', metricsOf(results.filter((r) => halfOf(r.item.id) === 'B'))));
    if (!off && process.env.SHOW) for (const r of results.filter((r) => !r.names.some((n) => r.item.gold.includes(n))).slice(0, Number(process.env.SHOW))) console.log(`\n${r.item.question.slice(0, 160)}\n  gold: ${r.item.gold.join(' ')}\n  got:  ${r.names.join(' ')}`);
  }
}
main();
