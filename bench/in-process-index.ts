/**
 * One language of a base, loaded in this process as the service's worker ranks it (its index, its
 * intent model and its everyday-API prior), for the bench's in-process tools (tune-multi.ts, probe.ts).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { deserializeIndex } from '../src/core/kb/index-file';
import { deserializeIntents } from '../src/core/kb/intents';
import type { LangIndex } from '../src/core/kb/inverted-index';
import { resolveStaples, type StapleTable } from '../src/core/kb/staples';

interface Manifest {
  files: { lang: string; file: string; sha256: string; index?: { file: string }; intents?: { file: string } }[];
  staples?: { file: string };
}

export function loadIndexInProcess(kbDir: string, lang: string): LangIndex {
  const manifest = JSON.parse(readFileSync(path.join(kbDir, 'manifest.json'), 'utf8')) as Manifest;
  const gunzipped = (file: string) => gunzipSync(readFileSync(path.join(kbDir, file)));
  const entry = manifest.files.find((f) => f.lang === lang);
  if (!entry?.index) throw new Error(`${kbDir} has no prebuilt index for ${lang}`);
  const lines = gunzipped(entry.file).toString('utf8').split('\n').filter(Boolean);
  const index = deserializeIndex(gunzipped(entry.index.file), lines);
  if (!index) throw new Error(`${entry.index.file} is of another format`);
  if (entry.intents) index.intents = deserializeIntents(gunzipped(entry.intents.file), entry.sha256, lines.length);
  const staples = manifest.staples ? (JSON.parse(gunzipped(manifest.staples.file).toString('utf8')) as StapleTable)[lang] : undefined;
  if (staples) index.staples = resolveStaples(index, staples);
  return index;
}
