import * as path from 'node:path';
import { librariesNamedIn, searchIndex, TUNING } from '../src/core/kb/search';
import { STAPLE_TUNING } from '../src/core/kb/staples';
import { EVERYDAY_TUNING } from '../src/core/kb/everyday-tasks';
import { LIBRARY_ALIASES } from '../src/core/kb/vocabulary';
import { loadIndexInProcess } from './in-process-index';
Object.assign(STAPLE_TUNING, JSON.parse(process.env.STAPLES ?? '{}'));
Object.assign(EVERYDAY_TUNING, JSON.parse(process.env.EVERYDAY ?? '{}'));
Object.assign(TUNING, JSON.parse(process.env.TUNE ?? '{}'));
const [lang, ...questions] = process.argv.slice(2);
const index = loadIndexInProcess(process.env.KB ?? path.resolve(__dirname, '..', 'kb'), lang);
for (const question of questions) {
  const hits = searchIndex(index, { question, mentionedLibs: librariesNamedIn(index, question, LIBRARY_ALIASES[lang] ?? {}), k: 10, allowWeak: true });
  console.log(`  ${hits.map((h) => `${index.records.get(h.index).name}(${h.score.toFixed(2)})`).join(' ')}`);
}
