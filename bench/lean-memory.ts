/**
 * The memory targets' own measure: the peak resident memory of a process that holds the base and
 * nothing else. The bench's process also holds tsx, the evaluation sets and its results, so its
 * figures run higher; these are separate processes, each started fresh:
 *   - `node dist/cli.js search --batch` over Python's dev set (one language asked) and over dev and
 *     dev-multi together (all six), retrieval only, as a headless user or a tool runs it;
 *   - bench/memory-probe.ts, bundled, asking **and checking** in every language, as VS Code's panel does
 *     (every generated answer is checked, so each language's checker names are built too).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.join(__dirname, '..');
const preload = path.join(__dirname, 'peak-rss.cjs');

/** Runs `node -r peak-rss.cjs ARGS` and returns its peak RSS in MB (undefined if it failed). */
function peakOf(args: string[], env: NodeJS.ProcessEnv = {}): number | undefined {
  const run = spawnSync(process.execPath, ['-r', preload, ...args], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 256 << 20 });
  const kb = /peak-rss-kb (\d+)/.exec(run.stderr ?? '')?.[1];
  if (run.status !== 0 || !kb) {
    console.log(`  (${args.slice(0, 3).join(' ')} failed: ${(run.stderr ?? '').trim().split('\n').slice(-2).join(' ')})`);
    return undefined;
  }
  return Number(kb) / 1024;
}

/** Prints the lean processes' peaks over the base in `kbDir`; `devFile`/`multiFile` are the evaluation sets, `runs` how often each. */
export function reportLeanMemory(kbDir: string, devFile: string, multiFile: string | undefined, runs = 2): void {
  const scratch = mkdtempSync(path.join(tmpdir(), 'gc-lean-'));
  try {
    const both = path.join(scratch, 'six.jsonl');
    writeFileSync(both, readFileSync(devFile, 'utf8') + (multiFile ? readFileSync(multiFile, 'utf8') : ''));
    const probe = path.join(scratch, 'memory-probe.js');
    buildSync({ entryPoints: [path.join(__dirname, 'memory-probe.ts')], bundle: true, platform: 'node', outfile: probe, logLevel: 'error' });
    const probeEnv = { GC_WORKER_PATH: path.join(root, 'dist', 'kb-worker.js'), KB_DIR: kbDir, SETTLE_MS: '1000' };
    const cli = path.join(root, 'dist', 'cli.js');
    const figures = (label: string, args: string[], env?: NodeJS.ProcessEnv) => {
      const peaks = Array.from({ length: runs }, () => peakOf(args, env)).filter((p): p is number => p !== undefined);
      const shown = peaks.map((p) => p.toFixed(0)).join(', ');
      console.log(`  ${label.padEnd(58)} peak RSS ${shown || '—'} MB`);
    };
    console.log(`\nmemory of a process holding only the base (targets: 200 MB one language, 300 MB all six), ${runs} fresh runs each:`);
    figures('search --batch, Python (dev)', [cli, 'search', '--batch', devFile, '--kb', kbDir]);
    if (multiFile) figures('search --batch, all six (dev + dev-multi)', [cli, 'search', '--batch', both, '--kb', kbDir]);
    figures('Python asked and checked (bundled memory-probe)', [probe, 'python'], probeEnv);
    figures('all six asked and checked (bundled memory-probe)', [probe, 'python,go,java,javascript,rust,c'], probeEnv);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
