/**
 * A quick in-process harness for ranking work on the multi-language set: loads each language's shipped
 * index and purpose model from kb/ (no worker), runs searchIndex on every question and prints
 * hit@10 / recall@10 and MRR per language on two halves split by a hash of the question id (half A to
 * tune on, half B held out), beside the bench's frequency list. Timings are in-process and indicative
 * only: under tsx every imported constant is read through a getter (a sixth of a query's time that the
 * esbuild bundle the worker runs does not have); time a change on a bundle (README, "Where a question's
 * time goes").
 *
 *   tsx bench/tune-multi.ts [LANG …]   (SHOW=LANG:N prints N misses of half A; DUMP=FILE writes every
 *   question's results; KB=DIR reads another build of the base; TUNE, STAPLES, KINDS, NEIGHBOURS and
 *   EVERYDAY override ranking weights, see below; python reads dev.jsonl)
 *
 * Each half holds 30 to 70 questions of a language: a change that moves a half by less than about 0.05
 * is within what reshuffling a few questions does. Diff two DUMP files before believing a small move.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { NEIGHBOUR_TUNING } from '../src/core/kb/neighbours';
import { librariesNamedIn } from '../src/core/kb/libraries-named';
import { TUNING, searchIndex } from '../src/core/kb/search';
import { EVERYDAY_TUNING } from '../src/core/kb/everyday-tasks';
import { STAPLE_TUNING } from '../src/core/kb/staples';
import { LIBRARY_ALIASES } from '../src/core/kb/vocabulary';
import { loadIndexInProcess } from './in-process-index';
import { creditLoosely, frequencyLists, halfOf, sharedEvalFile } from './multi-language';
import { type EvalItem, type ItemResult, metricsOf } from './retrieval-metrics';

function main() {
  const root = path.resolve(__dirname, '..');
  // KB=DIR reads another build of the base (an experiment's), kb/ by default.
  const kb = process.env.KB ?? path.join(root, 'kb');
  const read = (name: string) => readFileSync(sharedEvalFile(root, name), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalItem);
  const items = [...read('dev-multi.jsonl'), ...read('dev.jsonl')];
  // TUNE='{"staples":{"slots":3}}' overrides ranking knobs for a sweep.
  // STAPLES='{"share":0.3}' overrides the everyday-API prior's weights (src/core/kb/staples.ts).
  Object.assign(STAPLE_TUNING, JSON.parse(process.env.STAPLES ?? '{}'));
  // EVERYDAY='{"share":0.8}' overrides the everyday tasks' weights (src/core/kb/everyday-tasks.ts).
  Object.assign(EVERYDAY_TUNING, JSON.parse(process.env.EVERYDAY ?? '{}'));
  // KINDS='{"name":0.5}' overrides the neighbour route's weight per kind of mined example.
  Object.assign(NEIGHBOUR_TUNING.kindWeight, JSON.parse(process.env.KINDS ?? '{}'));
  // NEIGHBOURS='{"commonWord":0.05}' overrides the neighbour route's other knobs (src/core/kb/neighbours.ts).
  Object.assign(NEIGHBOUR_TUNING, JSON.parse(process.env.NEIGHBOURS ?? '{}'));
  for (const [key, value] of Object.entries(JSON.parse(process.env.TUNE ?? '{}'))) {
    const current = (TUNING as Record<string, unknown>)[key];
    (TUNING as Record<string, unknown>)[key] = typeof current === 'object' ? { ...(current as object), ...(value as object) } : value;
  }
  const langs = process.argv.slice(2).length ? process.argv.slice(2) : ['c', 'go', 'java', 'javascript', 'rust'];
  const lists = frequencyLists(items);
  const f2 = (x: number) => x.toFixed(2);
  for (const lang of langs) {
    const index = loadIndexInProcess(kb, lang);
    const mine = items.filter((i) => i.lang === lang);
    const results: (ItemResult & { half: string })[] = [];
    const times: number[] = [];
    for (const round of [0, 1]) {
      for (const item of mine) {
        const mentionedLibs = librariesNamedIn(index, item.question, LIBRARY_ALIASES[lang] ?? {});
        const t = performance.now();
        const hits = searchIndex(index, { question: item.question, mentionedLibs, k: 10, allowWeak: true });
        if (round === 0) continue;
        times.push(performance.now() - t);
        results.push({ item, half: halfOf(item.id), names: creditLoosely(item, hits.map((h) => index.records.get(h.index).name)) });
      }
    }
    times.sort((a, b) => a - b);
    const row = (label: string, rs: ItemResult[]) => {
      const m = metricsOf(rs);
      const fq = metricsOf(rs.map((r) => ({ item: r.item, names: creditLoosely(r.item, lists.get(lang)!) })));
      return `${label} ${f2(m.hit10)}/${f2(m.recall10)} mrr ${f2(m.mrr)} (fq ${f2(fq.hit10)}/${f2(fq.recall10)} Δ ${f2(m.hit10 - fq.hit10)}/${f2(m.recall10 - fq.recall10)})`;
    };
    console.log(`${lang.padEnd(10)} ${row('A', results.filter((r) => r.half === 'A'))}  ${row('B', results.filter((r) => r.half === 'B'))}  p50 ${f2(times[times.length >> 1])} p95 ${f2(times[Math.floor(times.length * 0.95)])}`);
    // DUMP=FILE appends each question's results (half, id, gold, top ten) as JSON lines, to diff two runs.
    if (process.env.DUMP) {
      const lines = results.map((r) => JSON.stringify({ half: r.half, id: r.item.id, gold: r.item.gold, got: r.names }));
      appendFileSync(process.env.DUMP, lines.join('\n') + '\n');
    }
    const [showLang, n] = (process.env.SHOW ?? '').split(':');
    if (showLang === lang) {
      for (const r of results.filter((r) => r.half === 'A').slice(0, Number(n) || 10)) {
        console.log(`\n${r.item.question.slice(0, 140)}\n  gold: ${r.item.gold.join(' ')}\n  got:  ${r.names.map((x) => (r.item.gold.includes(x) ? `*${x}*` : x)).join(' ')}`);
      }
    }
  }
}
main();
