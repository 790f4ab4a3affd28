/**
 * `tsx bench/probe.ts LANG "question" …` — the top ten for ad-hoc questions (in-process; the shipped kb/,
 * or KB=DIR). TUNE, STAPLES and EVERYDAY override ranking weights as in tune-multi.ts
 * (TUNE='{"neighbourShare":0}' shows a page without the neighbours' votes).
 */
import * as path from 'node:path';
import { EVERYDAY_TUNING } from '../src/core/kb/everyday-tasks';
import { librariesNamedIn } from '../src/core/kb/libraries-named';
import { TUNING, searchIndex } from '../src/core/kb/search';
import { STAPLE_TUNING } from '../src/core/kb/staples';
import { LIBRARY_ALIASES } from '../src/core/kb/vocabulary';
import { loadIndexInProcess } from './in-process-index';

Object.assign(TUNING, JSON.parse(process.env.TUNE ?? '{}'));
Object.assign(STAPLE_TUNING, JSON.parse(process.env.STAPLES ?? '{}'));
Object.assign(EVERYDAY_TUNING, JSON.parse(process.env.EVERYDAY ?? '{}'));
const [lang, ...questions] = process.argv.slice(2);
const index = loadIndexInProcess(process.env.KB ?? path.resolve(__dirname, '..', 'kb'), lang);
for (const question of questions) {
  const hits = searchIndex(index, { question, mentionedLibs: librariesNamedIn(index, question, LIBRARY_ALIASES[lang] ?? {}), k: 10, allowWeak: true });
  console.log(`${question}\n  ${hits.map((h) => `${index.records.get(h.index).name}(${h.score.toFixed(2)}${h.confident ? '' : '?'})`).join(' ')}`);
}
