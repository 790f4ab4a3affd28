/**
 * `npm run kb:verify -- --only c[,go,…]` — the shipped base is what the pipeline makes: re-runs each named
 * source from its pinned inputs, assembles that language alone into a scratch copy of `kb/` (the other
 * languages kept as shipped, exactly as `kb:build -- --only` would) and compares the result with the
 * shipped files: the data file and its index byte for byte, and the manifest's entries for the language
 * (file entry, libraries with version, source, licence and count, totals). `--no-run` compares what is
 * already staged in `kb/.staging` without re-running the source.
 *
 * A language the usage source mines (go, javascript, python, rust) is ranked and indexed with its staged usage
 * counts and intent examples: verify those after `bash kb/pipeline/sources/usage/run.sh`, whose counts are
 * taken from `kb/.staging` with the language's own staging file.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { assemble, type Manifest } from './assemble';

const here = __dirname;
const kbDir = path.resolve(here, '..');

/** The language each source stages (the TypeScript source stages JavaScript's records). */
export const SOURCE_LANG: Record<string, string> = { c: 'c', go: 'go', java: 'java', python: 'python', rust: 'rust', typescript: 'javascript' };

export interface VerifyResult {
  source: string;
  lang: string;
  /** Empty when the rebuild equals the shipped base. */
  differences: string[];
  /** Shipped files not compared, each with why (derived by another source whose staging is absent). */
  skipped: string[];
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Runs a source's run.sh (its pinned inputs into kb/.work, its staging file into kb/.staging). */
export function runSource(source: string, stagingDir?: string): void {
  const script = path.join(here, 'sources', source, 'run.sh');
  // A source that honours KB_STAGING_DIR (c) stages there instead of kb/.staging.
  const env = stagingDir ? { ...process.env, KB_STAGING_DIR: stagingDir } : process.env;
  const result = spawnSync('bash', [script], { cwd: path.resolve(kbDir, '..'), env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${source}: run.sh failed (exit ${result.status}):\n${(result.stderr ?? '').slice(-2000)}`);
}

/** Assembles what is staged for one source into a scratch copy of the shipped base and compares. */
export async function verifyStaged(source: string, shippedDir = kbDir, stagingDir = path.join(kbDir, '.staging')): Promise<VerifyResult> {
  const lang = SOURCE_LANG[source];
  if (!lang) throw new Error(`unknown source ${source}; known: ${Object.keys(SOURCE_LANG).join(', ')}`);
  const staged = path.join(stagingDir, `${source}.jsonl`);
  if (!existsSync(staged)) throw new Error(`${staged} is missing: run the source first (drop --no-run)`);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kb-verify-'));
  try {
    const scratchStaging = path.join(scratch, 'staging');
    const scratchOut = path.join(scratch, 'kb');
    await fs.mkdir(scratchStaging);
    await fs.mkdir(scratchOut);
    await fs.copyFile(staged, path.join(scratchStaging, `${source}.jsonl`));
    // The class mentions (code-intents.ts) route untyped methods when the intent model is trained.
    for (const extra of [`usage-${lang}.json`, `intents-${lang}.jsonl.gz`, `classes-${lang}.json`]) {
      if (existsSync(path.join(stagingDir, extra))) await fs.copyFile(path.join(stagingDir, extra), path.join(scratchStaging, extra));
    }
    for (const f of await fs.readdir(shippedDir)) {
      if (/\.(jsonl|index|intents|json)\.gz$/.test(f) || f === 'manifest.json') await fs.copyFile(path.join(shippedDir, f), path.join(scratchOut, f));
    }
    await assemble(scratchStaging, scratchOut, () => {});
    // The index ranks by the usage prior and the intent model is trained on mined examples: both come
    // from the usage source (sources/usage/code-intents.sh, then kb:refresh), not from this one. They
    // are compared only when that source's staging files are here; otherwise the check says so.
    const derived = {
      index: existsSync(path.join(stagingDir, `usage-${lang}.json`)),
      intents: existsSync(path.join(stagingDir, `intents-${lang}.jsonl.gz`)),
    };
    const skipped = [
      ...(derived.index ? [] : [`index (its usage prior: stage usage-${lang}.json with sources/usage first)`]),
      ...(derived.intents ? [] : [`intent model (its examples: stage intents-${lang}.jsonl.gz with sources/usage first)`]),
    ];
    return { source, lang, differences: await compare(lang, shippedDir, scratchOut, derived), skipped };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function compare(lang: string, shippedDir: string, rebuiltDir: string, derived: { index: boolean; intents: boolean }): Promise<string[]> {
  const differences: string[] = [];
  const shipped = JSON.parse(await fs.readFile(path.join(shippedDir, 'manifest.json'), 'utf8')) as Manifest;
  const rebuilt = JSON.parse(await fs.readFile(path.join(rebuiltDir, 'manifest.json'), 'utf8')) as Manifest;
  const fileOf = (m: Manifest) => m.files.find((f) => f.lang === lang);
  const a = fileOf(shipped), b = fileOf(rebuilt);
  if (!a || !b) return [`${lang}: ${a ? 'the rebuild has' : 'the shipped base has'} no data file`];
  for (const [label, name] of [['data file', a.file], ...(derived.index ? [['index', a.index.file]] : []), ...(a.intents && derived.intents ? [['intent model', a.intents.file]] : [])]) {
    const x = sha256(await fs.readFile(path.join(shippedDir, name)));
    const y = existsSync(path.join(rebuiltDir, name)) ? sha256(await fs.readFile(path.join(rebuiltDir, name))) : 'missing';
    if (x !== y) differences.push(`${label} ${name}: shipped ${x.slice(0, 12)}, rebuilt ${y.slice(0, 12)}`);
  }
  if (differences.length) differences.push(...(await recordDifferences(path.join(shippedDir, a.file), path.join(rebuiltDir, b.file))));
  const libs = (m: Manifest) => JSON.stringify(m.libraries.filter((l) => l.lang === lang));
  if (libs(shipped) !== libs(rebuilt)) differences.push(`manifest libraries of ${lang} differ (versions, sources, licences or counts)`);
  if (JSON.stringify(shipped.totals.byLang[lang]) !== JSON.stringify(rebuilt.totals.byLang[lang])) {
    differences.push(`manifest totals of ${lang}: shipped ${JSON.stringify(shipped.totals.byLang[lang])}, rebuilt ${JSON.stringify(rebuilt.totals.byLang[lang])}`);
  }
  return differences;
}

/** The first few records that differ, to say what changed rather than only that something did. */
async function recordDifferences(shippedFile: string, rebuiltFile: string): Promise<string[]> {
  const { gunzipSync } = await import('node:zlib');
  const read = async (f: string) => new Map(gunzipSync(await fs.readFile(f)).toString('utf8').trimEnd().split('\n').map((l) => [JSON.parse(l).id as string, l]));
  const x = await read(shippedFile), y = await read(rebuiltFile);
  const out: string[] = [`records: shipped ${x.size}, rebuilt ${y.size}`];
  const onlyShipped = [...x.keys()].filter((id) => !y.has(id));
  const onlyRebuilt = [...y.keys()].filter((id) => !x.has(id));
  const changed = [...x.keys()].filter((id) => y.has(id) && y.get(id) !== x.get(id));
  if (onlyShipped.length) out.push(`only shipped (${onlyShipped.length}): ${onlyShipped.slice(0, 5).join(' ')}`);
  if (onlyRebuilt.length) out.push(`only rebuilt (${onlyRebuilt.length}): ${onlyRebuilt.slice(0, 5).join(' ')}`);
  if (changed.length) out.push(`changed (${changed.length}): ${changed.slice(0, 5).join(' ')}`);
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const sources = onlyAt >= 0 ? args[onlyAt + 1].split(',') : ['c'];
  let failed = false;
  for (const source of sources) {
    if (!args.includes('--no-run')) runSource(source);
    const result = await verifyStaged(source);
    if (result.differences.length) {
      failed = true;
      console.log(`${source} (${result.lang}): the rebuild differs from the shipped base:\n  ${result.differences.join('\n  ')}`);
    } else {
      console.log(`${source} (${result.lang}): the rebuild equals the shipped base${result.skipped.length ? ` (not compared: ${result.skipped.join('; ')})` : ''}`);
    }
  }
  if (failed) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
