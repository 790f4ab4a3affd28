/** `tsx bench/probe.ts LANG "question" …` — the top ten for ad-hoc questions (in-process, shipped kb/). */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { deserializeIndex } from '../src/core/kb/index-file';
import { deserializeIntents } from '../src/core/kb/intents';
import { librariesNamedIn, searchIndex } from '../src/core/kb/search';
import { resolveStaples, type StapleTable } from '../src/core/kb/staples';
import { LIBRARY_ALIASES } from '../src/core/kb/vocabulary';

const root = path.resolve(__dirname, '..');
const [lang, ...questions] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(path.join(root, 'kb/manifest.json'), 'utf8')) as {
  files: { lang: string; file: string; sha256: string; index: { file: string }; intents: { file: string } }[];
  staples?: { file: string };
};
const entry = manifest.files.find((f) => f.lang === lang)!;
const lines = gunzipSync(readFileSync(path.join(root, 'kb', entry.file))).toString('utf8').split('\n').filter(Boolean);
const index = deserializeIndex(gunzipSync(readFileSync(path.join(root, 'kb', entry.index.file))), lines)!;
index.intents = deserializeIntents(gunzipSync(readFileSync(path.join(root, 'kb', entry.intents.file))), entry.sha256, lines.length);
// The everyday-API prior, as the service loads it (src/core/kb/staples.ts).
const staples = manifest.staples ? (JSON.parse(gunzipSync(readFileSync(path.join(root, 'kb', manifest.staples.file))).toString('utf8')) as StapleTable)[lang] : undefined;
if (staples) index.staples = resolveStaples(index, staples);
for (const question of questions) {
  const hits = searchIndex(index, { question, mentionedLibs: librariesNamedIn(index, question, LIBRARY_ALIASES[lang] ?? {}), k: 10, allowWeak: true });
  console.log(`${question}\n  ${hits.map((h) => `${index.records.get(h.index).name}(${h.score.toFixed(2)}${h.confident ? '' : '?'})`).join(' ')}`);
}
