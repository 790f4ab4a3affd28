/**
 * `npm run kb:refresh` — re-derives the priors of the shipped base without re-extracting a signature:
 * the usage table (`kb/usage.json.gz`), the prebuilt indexes (`kb/<lang>.index.gz`), the intent
 * models (`kb/<lang>.intents.gz`) and the notices that describe them, from the shipped data files and
 * what the usage stage staged (`kb/.staging/usage-<lang>.json`, `kb/.staging/intents-<lang>.jsonl.gz`).
 *
 * Extraction takes half an hour and needs every source's packages; the priors are what retrieval work
 * changes. A language with nothing staged keeps its usage table and intent model (but Python's examples
 * are refused without those of every language that borrows from its model: mirrors.ts); every index is
 * rebuilt, so each matches the usage table shipped beside it. Data files are never rewritten: each is
 * checked against the manifest's checksum first, and a mismatch stops the refresh.
 *
 *   npm run kb:refresh [-- --staging DIR] [--kb DIR]
 */
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { INDEX_FORMAT, serializeIndex } from '../../src/core/kb/index-file';
import { buildLangIndex } from '../../src/core/kb/inverted-index';
import type { UsageTable } from '../../src/core/kb/load';
import type { ApiRecord } from '../../src/core/kb/types';
import { type Manifest, stagedExamplesFile, writeIntents, writeUsageFile } from './assemble';
import { borrowersLeftBehind, borrowingFrom, pythonFirst } from './mirrors';
import { writeNotices } from './notices';
import { languageUsage, readStagedUsage } from './usage-table';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function refresh(kbDir: string, stagingDir: string, log = console.error): Promise<Manifest> {
  const manifestPath = path.join(kbDir, 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Manifest;
  const tables: UsageTable = manifest.usage
    ? (JSON.parse(gunzipSync(await fs.readFile(path.join(kbDir, manifest.usage.file))).toString('utf8')) as UsageTable)
    : {};
  const sources: Record<string, number> = { ...(manifest.usage?.sources ?? {}) };
  const staged = await readStagedUsage(stagingDir);
  // Python's model retrained alone would leave the languages that borrow from it trained against the old one.
  const examplesStaged = (lang: string) => existsSync(stagedExamplesFile(stagingDir, lang));
  const behind = borrowersLeftBehind(manifest.files, examplesStaged);
  if (behind.length) {
    throw new Error(
      `Python's examples are staged but not those of ${behind.join(', ')}, whose models borrow from Python's (mirrors.ts): ` +
        `stage theirs too (bash kb/pipeline/sources/usage/code-intents.sh ${behind.join(' ')}) and refresh again`,
    );
  }

  const records = new Map<string, ApiRecord[]>();
  for (const entry of manifest.files) {
    const data = await fs.readFile(path.join(kbDir, entry.file));
    if (sha256(data) !== entry.sha256) throw new Error(`${entry.file} does not match the manifest's checksum: re-assemble instead`);
    const lines = gunzipSync(data).toString('utf8').split('\n').filter(Boolean);
    records.set(entry.lang, lines.map((line) => JSON.parse(line) as ApiRecord));
    const counts = staged.get(entry.lang);
    if (counts) {
      tables[entry.lang] = languageUsage(counts, records.get(entry.lang)!);
      sources[entry.lang] = counts.files;
      log(`usage ${entry.lang}: ${Object.keys(tables[entry.lang].api).length} APIs counted over ${counts.files} files`);
    }
  }
  if (Object.keys(tables).length) manifest.usage = await writeUsageFile(kbDir, tables, sources);

  // Python first: the languages that borrow from its intent model (mirrors.ts) read the one it ends with.
  const borrowingFor = borrowingFrom(kbDir, () => manifest.files.find((f) => f.lang === 'python'), manifest.libraries);
  for (const entry of [...manifest.files].sort((a, b) => pythonFirst(a.lang, b.lang))) {
    const list = records.get(entry.lang)!;
    const indexData = gzipSync(serializeIndex(buildLangIndex(entry.lang, list, tables[entry.lang])), { level: 9 });
    await fs.writeFile(path.join(kbDir, entry.index.file), indexData);
    entry.index = { file: entry.index.file, format: INDEX_FORMAT, sha256: sha256(indexData), bytes: indexData.length };
    const intents = await writeIntents(stagingDir, kbDir, entry.lang, list, entry.sha256, log, tables[entry.lang], await borrowingFor(entry.lang));
    if (intents) entry.intents = intents;
  }
  manifest.generated = new Date().toISOString();
  await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 1) + '\n');
  // The notices describe what the models are derived from.
  await writeNotices(path.join(kbDir, 'NOTICES.md'), manifest.libraries);
  return manifest;
}

if (require.main === module) {
  const arg = (flag: string, fallback: string) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? path.resolve(process.argv[i + 1]) : fallback;
  };
  const kbDir = arg('--kb', path.resolve(__dirname, '..'));
  refresh(kbDir, arg('--staging', path.join(kbDir, '.staging')))
    .then((m) => console.log(`refreshed ${m.files.length} languages' priors in ${kbDir}`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
