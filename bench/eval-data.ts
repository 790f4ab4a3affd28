/**
 * Where the evaluation questions come from. They are not part of this repository: `dev.jsonl` (300
 * Python questions from ODEX and BigCodeBench with the APIs their reference solutions call) is built
 * and kept with the project's shared files, in `../shared/eval/` beside the clone, so that a held-out
 * set built the same way stays out of sight of whoever tunes retrieval. Benchmarks and tests that need
 * it say so instead of crashing when a clone sits elsewhere. `GC_EVAL_DIR` points at another folder.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';

export const EVAL_DIR = path.resolve(process.env.GC_EVAL_DIR ?? path.join(__dirname, '..', '..', 'shared', 'eval'));
/** The dev set's default place: the shared folder next to the repository. */
export const DEV_SET = path.join(EVAL_DIR, 'dev.jsonl');

/** One sentence for a user who does not have the file (undefined when it is there). */
export function evalDataMissing(file: string): string | undefined {
  if (existsSync(file)) return undefined;
  return (
    `${file} is not there: the evaluation questions are not in this repository, they come from the project's ` +
    `shared folder (../shared/eval/ beside the clone, built from the ODEX and BigCodeBench benchmarks; see its ` +
    `README.md); put that folder there or set GC_EVAL_DIR to where it is`
  );
}
