/**
 * How the base's worker thread is started: its script, and the limits of its heap (it runs inside the
 * host's process, which every other extension shares).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';

/**
 * The worker's young generation, at most (V8's default lets it grow to 48 MB). Loading a language
 * allocates fast and keeps much of it, so V8 grows the young generation to its largest and keeps it
 * there: 32 MB of a Python session's resident memory held for garbage. A question allocates under
 * 1 MB (bench/query-garbage.ts), so a small young generation costs a few sub-millisecond scavenges.
 * Measured peaks of `search --batch` (bench/memory-probe.ts shows the worker's heap): 6 MB gave
 * Python 184-203 MB against 208-229 by default, all six languages 280-295 against 296-334; 3 MB
 * promoted more to the old generation and was no better, 8 MB in between.
 */
export const WORKER_YOUNG_GENERATION_MB = 6;

/**
 * The worker's old generation, at most. Without a limit of its own a worker takes V8's default for the
 * machine (about 4 GB on one with 24 GB), and V8 lets the heap fill far past what is live before a full
 * collection: all six languages' `search --batch` peaked at 262-311 MB. With any stated limit from 160
 * to 1,024 MB the peaks were 244-259 MB, at the same speed; 512 is six times the largest live heap
 * measured (all six languages asked and checked, about 80 MB), and a worker that ever needed more (a
 * leak) ends with an error the base reports and recovers from, instead of growing in a host it shares.
 */
export const WORKER_OLD_GENERATION_MB = 512;

export function defaultWorkerPath(): string {
  const beside = path.join(__dirname, 'kb-worker.js');
  if (existsSync(beside)) return beside;
  // Running from TypeScript sources (tests, benchmarks): the built worker in dist/.
  return path.resolve(__dirname, '..', '..', '..', 'dist', 'kb-worker.js');
}

export const WORKER_RESOURCE_LIMITS: ResourceLimits = {
  maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
  maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB,
};
