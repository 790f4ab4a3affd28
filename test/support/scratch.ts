/**
 * Temporary directories the tests make, removed when the test process exits — after a failed or
 * timed-out test too, whose own cleanup never ran, and when a signal stops it: a run of the suite
 * leaves nothing in the system's temporary folder (before this, a day's runs had left a thousand
 * data, key and module folders there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const made = new Set<string>();
let hooked = false;

/** A new directory under the system's temporary folder, named `prefix` and a random tail. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.add(dir);
  if (!hooked) {
    hooked = true;
    // 'exit' handlers must be synchronous: rmSync, and never throw from here
    process.once('exit', removeScratchDirs);
    // A run stopped by a signal (Ctrl-C, a CI job cancelled, `kill`) never emits 'exit': 14 folders were left by
    // two stopped runs in one afternoon. Remove them, then let the signal do what it would have done: when no
    // other listener takes it (mocha takes SIGINT, and exits through 'exit'), raise it again, this one gone.
    for (const signal of STOPPING_SIGNALS) process.once(signal, removeThenStop);
  }
  return dir;
}

const STOPPING_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function removeThenStop(signal: NodeJS.Signals): void {
  removeScratchDirs();
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

/** Removes every directory scratchDir made (and is safe to call more than once). */
export function removeScratchDirs(): void {
  for (const dir of made) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // a file a dying child still holds open: left to the system's own cleaning
    }
    made.delete(dir);
  }
}
