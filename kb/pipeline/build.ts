/**
 * `npm run kb:build` — rebuilds the knowledge base from pinned sources.
 *
 *   npm run kb:build                   every source, then assemble
 *   npm run kb:build -- --only go,c    those sources, then assemble (others' staging files are reused)
 *   npm run kb:build -- --assemble     only re-assemble from kb/.staging
 *
 * Each source is `sources/<name>/run.sh`, which installs its pinned inputs under kb/.work/<name>/ and
 * writes kb/.staging/<name>.jsonl. A failing source is reported and skipped: its previous staging file,
 * if any, is kept, so one broken package never costs the whole base.
 */
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { assemble } from './assemble';

const here = __dirname;
const kbDir = path.resolve(here, '..');

function runSource(name: string): Promise<boolean> {
  const script = path.join(here, 'sources', name, 'run.sh');
  const started = Date.now();
  console.error(`== ${name}: ${script}`);
  return new Promise((resolve) => {
    const child = spawn('bash', [script], { stdio: 'inherit', cwd: path.resolve(kbDir, '..') });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.error(`== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s`);
      resolve(code === 0);
    });
    child.on('error', (error) => {
      console.error(`== ${name}: could not start: ${error.message}`);
      resolve(false);
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  const all = (await fs.readdir(path.join(here, 'sources'))).filter((n) => existsSync(path.join(here, 'sources', n, 'run.sh'))).sort();
  const onlyIndex = args.indexOf('--only');
  const chosen = args.includes('--assemble') ? [] : onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : all;
  const unknown = chosen.filter((n) => !all.includes(n));
  if (unknown.length) throw new Error(`unknown source(s): ${unknown.join(', ')}; known: ${all.join(', ')}`);
  const failed: string[] = [];
  for (const name of chosen) if (!(await runSource(name))) failed.push(name);
  const manifest = await assemble(path.join(kbDir, '.staging'), kbDir);
  const t = manifest.totals;
  console.log(`${t.records} records, ${t.libraries} libraries, ${t.languages} languages, doc ${(t.docCoverage * 100).toFixed(1)}%`);
  if (failed.length) {
    console.error(`sources that failed (previous staging kept where present): ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
