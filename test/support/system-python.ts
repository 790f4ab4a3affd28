import { execFileSync } from 'node:child_process';

/** The pipeline's extractors run on Debian's Python (`/usr/bin/python3`), not on a user's own. */
export const SYSTEM_PYTHON = '/usr/bin/python3';

/** Whether this machine has it: a test of an extractor is skipped where it has not. */
export function hasSystemPython(): boolean {
  try {
    execFileSync(SYSTEM_PYTHON, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
