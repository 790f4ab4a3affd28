/**
 * `npm run bench` — figures for the knowledge base and retrieval, on the full shipped base:
 * load-and-index time, memory, retrieval latency over the dev questions, plain Fuse.js over the same
 * records (time-capped sample) for comparison, retrieval quality on the dev set (sliced), and
 * per-language figures on the multi-language set (bench/multi-language.ts) and language-detection
 * accuracy per language on the labelled set in bench/lang-detect.jsonl.
 * language-detection accuracy on the labelled set in bench/lang-detect.jsonl; then the hallucination
 * guard's false alarms, recall and speed (bench/check/run.ts; its corpus, which the npm script fetches first: bash bench/check/corpus.sh).
 *
 *   npm run bench [-- --kb DIR] [--eval FILE] [--eval-multi FILE] [--fuse-sample N] [--fuse-cap-ms MS]
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import Fuse from 'fuse.js';
import { openKnowledgeBase, type KnowledgeBase } from '../src/core/kb/index';
import type { ApiRecord } from '../src/core/kb/types';
import { DEV_SET, evalDataMissing } from './eval-data';
import { everydayFigures, formatEverydayFigures, paraphrasedQuestions, readEverydayParaphrases, readEverydayQuestions } from './everyday-questions';
import { formatFigures, multiLanguageFigures, sharedEvalFile } from './multi-language';
import { runCheckBench } from './check/run';
import { reportLeanMemory } from './lean-memory';
import { type EvalItem, type ItemResult, formatMetrics, metricsOf, percentile } from './retrieval-metrics';

const root = path.resolve(__dirname, '..');
function arg(flag: string, fallback: string): string {
  const i = process.argv.indexOf(flag);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const kbDir = path.resolve(arg('--kb', path.join(root, 'kb')));
const evalFile = path.resolve(arg('--eval', DEV_SET));
const multiFile = path.resolve(arg('--eval-multi', sharedEvalFile(root, 'dev-multi.jsonl')));
const langFile = path.join(root, 'bench', 'lang-detect.jsonl');
const everydayFile = path.join(root, 'bench', 'everyday-questions.jsonl');
const paraphraseFile = path.join(root, 'bench', 'everyday-paraphrases.jsonl');
const libraryFile = path.join(root, 'bench', 'library-questions.jsonl');
const fuseSample = Number(arg('--fuse-sample', '10'));
const fuseCapMs = Number(arg('--fuse-cap-ms', '60000'));

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T);
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/**
 * Peak RSS of this process so far (the base's worker lives in it) and the heaps: this thread's and the
 * worker's. The peak only grows, so the stages are reported in the order they happen. The bench's own
 * process (tsx, the eval files, its results) is in the figure too: `search --batch` runs lower.
 */
async function reportMemory(kb: KnowledgeBase, stage: string): Promise<void> {
  const m = await kb.memoryUsage!();
  const workers = m.workers.map((w) => `[${w.languages.join(', ')}] heap ${mb(w.heapUsed)} of ${mb(w.heapTotal)}, buffers ${mb(w.arrayBuffers)}`).join('; ');
  console.log(`memory, ${stage}: peak RSS ${mb(m.peakRss)} (now ${mb(m.rss)}); main heap ${mb(m.heapUsed)}; worker: ${workers || 'not started'}`);
}

async function main() {
  const missing = evalDataMissing(evalFile);
  if (missing) {
    console.error(`npm run bench: ${missing}, or pass a file with -- --eval FILE.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(path.join(kbDir, 'manifest.json'), 'utf8'));
  console.log(`knowledge base: ${kbDir}`);
  console.log(`  ${manifest.totals.records} records, ${manifest.totals.libraries} libraries, ${manifest.totals.languages} languages, doc coverage ${(manifest.totals.docCoverage * 100).toFixed(1)}%`);

  // 1. Load and index, in the worker, as the hosts do; the main thread's event loop is watched meanwhile.
  const rssBefore = process.memoryUsage().rss;
  let worstStall = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    worstStall = Math.max(worstStall, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  // Each language's load-and-index time, as the worker reports it when a first question loads it.
  const loads: string[] = [];
  const quiet = () => undefined;
  const log = { info: (m: string) => void (/ loaded \(/.test(m) && loads.push(m.replace(/^knowledge base: /, ''))), warn: quiet, error: (m: string | Error) => console.error(m), debug: quiet, trace: quiet };
  const kb = openKnowledgeBase({ dir: kbDir, log });
  const ready = await kb.whenReady(60000);
  const loadMs = performance.now() - started;
  clearInterval(ticker);
  if (!ready) throw new Error(`knowledge base failed to load: ${kb.failure()}`);
  console.log(`\nbase ready (manifest read, every file's checksum checked): ${loadMs.toFixed(0)} ms; longest main-thread stall meanwhile: ${worstStall.toFixed(1)} ms`);
  console.log(`memory when ready, before any question: RSS ${mb(process.memoryUsage().rss)} (+${mb(process.memoryUsage().rss - rssBefore)})`);

  // A language is loaded on its first question: the first question of the dev set's language times the
  // load and index of that language (and its answer); the worker's own figure is printed with the others'.
  const items = readJsonl<EvalItem>(evalFile);
  const firstLang = items[0]?.lang ?? 'python';
  const loadStarted = performance.now();
  await kb.retrieve({ question: items[0]?.question ?? 'read a file', lang: firstLang, k: 10, allowWeak: true });
  console.log(`first question in ${firstLang} (worker started, ${firstLang} loaded, indexed, warmed up, answered): ${(performance.now() - loadStarted).toFixed(0)} ms`);
  // The hosts build a language's checker names after it loads: a check waits for them.
  await kb.check({ code: '', lang: firstLang });
  await reportMemory(kb, `one language asked (${firstLang})`);

  // 2. Retrieval over the dev questions: latency and quality.
  const stdlib = new Set<string>(
    manifest.libraries.filter((l: { lang: string; source: string }) => l.lang === 'python' && /typeshed\/stdlib|stdlib/.test(l.source)).map((l: { lib: string }) => l.lib),
  );
  const latencies: number[] = [];
  const results: ItemResult[] = [];
  for (const item of items) {
    const t0 = performance.now();
    const result = await kb.retrieve({ question: item.question, lang: item.lang, k: 10, allowWeak: true });
    latencies.push(performance.now() - t0);
    results.push({ item, names: result.apis.map((a) => a.name) });
  }
  // Second pass: warm figures (first-touch allocation in the worker is a one-off).
  const warm: number[] = [];
  for (const item of items) {
    const t0 = performance.now();
    await kb.retrieve({ question: item.question, lang: item.lang, k: 10, allowWeak: true });
    warm.push(performance.now() - t0);
  }
  // A third pass: each question's fastest of its three runs (multi-language.ts says why).
  const bestOfThree = latencies.map((ms, i) => Math.min(ms, warm[i]));
  for (const [i, item] of items.entries()) {
    const t0 = performance.now();
    await kb.retrieve({ question: item.question, lang: item.lang, k: 10, allowWeak: true });
    bestOfThree[i] = Math.min(bestOfThree[i], performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  bestOfThree.sort((a, b) => a - b);
  const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(2)} ms  p95 ${percentile(xs, 95).toFixed(2)} ms  p99 ${percentile(xs, 99).toFixed(2)} ms  max ${xs[xs.length - 1].toFixed(2)} ms`;
  console.log(`\nretrieval latency, ${items.length} dev questions, round trip to the worker:`);
  console.log(`  first pass: ${fmt(latencies)}`);
  console.log(`  warm:       ${fmt(warm)}`);
  console.log(`  each question's fastest of three runs (the query's own cost, without the machine's pauses): ${fmt(bestOfThree)}`);
  await reportMemory(kb, `after the whole dev run (${items.length} questions, three times)`);

  console.log(`\nretrieval quality on ${path.basename(evalFile)} (gold = APIs the reference solution calls):`);
  console.log(formatMetrics('all', metricsOf(results)));
  const slice = (label: string, keep: (i: EvalItem) => boolean) => {
    const subset = results.filter((r) => keep(r.item));
    if (subset.length) console.log(formatMetrics(label, metricsOf(subset)));
  };
  for (const source of [...new Set(items.map((i) => i.source))].sort()) slice(`source=${source}`, (i) => i.source === source);
  slice('api named in question', (i) => i.api_named_in_question === true);
  slice('api not named', (i) => i.api_named_in_question === false);
  slice('stdlib only', (i) => i.libs.every((l) => stdlib.has(l)));
  slice('with a third-party lib', (i) => i.libs.some((l) => !stdlib.has(l)));
  // Stricter: gold restricted to third-party libraries the item uses (drops incidental stdlib calls).
  const mainLib = results
    .map((r) => ({ item: { ...r.item, gold: r.item.gold.filter((g) => !stdlib.has(g.split('.')[0])) }, names: r.names }))
    .filter((r) => r.item.gold.length > 0);
  console.log(formatMetrics('gold in third-party libs', metricsOf(mainLib)));
  // What /api/generate passes to the model: confident results only (the figures above allow weak ones).
  const confident: ItemResult[] = [];
  for (const item of items) {
    const result = await kb.retrieve({ question: item.question, lang: item.lang, k: 10, allowWeak: false });
    confident.push({ item, names: result.apis.map((a) => a.name) });
  }
  const none = confident.filter((r) => r.names.length === 0).length;
  console.log(formatMetrics('confident only (the service)', metricsOf(confident)) + `  no context: ${none}/${items.length}`);

  // 2b. The other languages, on the multi-language set, beside each language's most frequent gold APIs.
  try {
    const multi = readJsonl<EvalItem>(multiFile);
    const { figures } = await multiLanguageFigures(kb, multi);
    console.log(`\nretrieval quality per language on ${path.basename(multiFile)} (the set's matching rule; warm latency, round trip to the worker):`);
    console.log('  the frequency list returns each language\'s 10 most frequent gold APIs of this very set for every question:');
    console.log('  an oracle-ish floor computed from the answers, blind to the question, not a retriever;');
    console.log("  \"the list, other half's\" scores each half with the list counted on the other: the same list on questions it was not counted on");
    console.log(formatFigures(figures));
  } catch (error) {
    console.log(`\nmulti-language retrieval: skipped (${(error as Error).message})`);
  }

  // 3. Language detection accuracy on the labelled set.
  try {
    const labelled = readJsonl<{ question: string; lang: string; editorLang?: string; history?: string[] }>(langFile);
    let correct = 0;
    const confusion = new Map<string, number>();
    const perLang = new Map<string, [number, number]>();
    for (const entry of labelled) {
      const result = await kb.retrieve({
        question: entry.question,
        editorLang: entry.editorLang,
        history: (entry.history ?? []).map((content) => ({ role: 'user' as const, content })),
        k: 1,
        allowWeak: true,
      });
      const ok = result.lang === entry.lang;
      if (ok) correct++;
      else confusion.set(`${entry.lang}→${result.lang}`, (confusion.get(`${entry.lang}→${result.lang}`) ?? 0) + 1);
      const [c, t] = perLang.get(entry.lang) ?? [0, 0];
      perLang.set(entry.lang, [c + (ok ? 1 : 0), t + 1]);
    }
    console.log(`\nlanguage detection (${path.basename(langFile)}): ${correct}/${labelled.length} = ${(correct / labelled.length).toFixed(3)}`);
    console.log('  per language: ' + [...perLang].map(([l, [c, t]]) => `${l} ${c}/${t}`).join(', '));
    if (confusion.size) console.log('  errors: ' + [...confusion].map(([k, v]) => `${k} ×${v}`).join(', '));
  } catch (error) {
    console.log(`\nlanguage detection: skipped (${(error as Error).message})`);
  }

  // 3a. Short everyday questions (everyday-questions.ts says what the set is and is not).
  try {
    const questions = readEverydayQuestions(everydayFile);
    console.log(`\neveryday questions (${path.basename(everydayFile)}, ${questions.length} short questions as users type them; written with the everyday-task table, so in-sample for it):`);
    console.log(formatEverydayFigures(await everydayFigures(kb, questions)));
    // The same requests in words written without the table (everyday-questions.ts): how far it carries.
    for (const [style, paraphrased] of paraphrasedQuestions(questions, readEverydayParaphrases(paraphraseFile))) {
      console.log(`\neveryday questions said again, "${style}" style (${path.basename(paraphraseFile)}: written blind to the table; half of it tuned to, README):`);
      console.log(formatEverydayFigures(await everydayFigures(kb, paraphrased), { misses: false }));
    }
  } catch (error) {
    console.log(`\neveryday questions: skipped (${(error as Error).message})`);
  }

  // 3b. Questions that name the library to use (library-questions.jsonl): the library chosen should answer.
  try {
    const questions = readEverydayQuestions(libraryFile);
    console.log(`\nquestions that name a library (${path.basename(libraryFile)}, ${questions.length}, "with lodash", "uuid v4"; written before the ranking's library rules were changed to answer them, README):`);
    console.log(formatEverydayFigures(await everydayFigures(kb, questions), { firstTen: true }));
  } catch (error) {
    console.log(`\nquestions that name a library: skipped (${(error as Error).message})`);
  }

  // Every language asked (they are after the multi-language set; once more in case it was skipped), and a
  // check in each: what the base costs with all of them in use, the checker's names included.
  for (const lang of kb.languages()) {
    await kb.retrieve({ question: 'read a file line by line', lang, k: 10, allowWeak: true });
    await kb.check({ code: '', lang });
  }
  await reportMemory(kb, `all ${kb.languages().length} languages asked and checked`);
  console.log(`load + index per language (worker thread, on its first question; target 1.0 s): ${loads.join('; ')}`);

  await kb.dispose();

  // 3b. The same targets in processes that hold the base and nothing else (this one holds the bench too).
  reportLeanMemory(kbDir, evalFile, existsSync(multiFile) ? multiFile : undefined);

  // 4. Plain Fuse.js over the same records (Python, the dev set's language), on a time-capped sample.
  const pyFile = manifest.files.find((f: { lang: string }) => f.lang === 'python');
  if (pyFile && fuseSample > 0) {
    const records: ApiRecord[] = gunzipSync(readFileSync(path.join(kbDir, pyFile.file)))
      .toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const t0 = performance.now();
    const fuse = new Fuse(records, { keys: ['name', 'doc'], includeScore: true, ignoreLocation: true, threshold: 0.4 });
    const buildMs = performance.now() - t0;
    const sample = items.filter((_, i) => i % Math.max(1, Math.floor(items.length / fuseSample)) === 0).slice(0, fuseSample);
    const times: number[] = [];
    const fuseResults: ItemResult[] = [];
    const capStart = performance.now();
    for (const item of sample) {
      if (performance.now() - capStart > fuseCapMs) break;
      const q0 = performance.now();
      const hits = fuse.search(item.question, { limit: 10 });
      times.push(performance.now() - q0);
      fuseResults.push({ item, names: hits.map((h) => h.item.name) });
    }
    times.sort((a, b) => a - b);
    const ours = results.filter((r) => fuseResults.some((f) => f.item.id === r.item.id));
    console.log(`\nplain Fuse.js over ${records.length} Python records (index ${buildMs.toFixed(0)} ms), ${times.length} of ${sample.length} sampled questions within a ${fuseCapMs / 1000}s cap:`);
    console.log(`  latency p50 ${percentile(times, 50).toFixed(0)} ms  max ${times[times.length - 1]?.toFixed(0)} ms;  ours p50 ${percentile(warm, 50).toFixed(2)} ms → ${(percentile(times, 50) / percentile(warm, 50)).toFixed(0)}× faster`);
    console.log(formatMetrics('  plain Fuse.js, sample', metricsOf(fuseResults)));
    console.log(formatMetrics('  ours, same sample', metricsOf(ours)));
  }
}

main()
  // The hallucination guard's figures (bench/check/run.ts) after retrieval's.
  .then(() => runCheckBench())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
