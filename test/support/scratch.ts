/**
 * Temporary directories the tests make, removed when the test process exits — after a failed or
 * timed-out test too, whose own cleanup never ran: a run of the suite leaves nothing in the system's
 * temporary folder (before this, a day's runs had left a thousand data, key and module folders there).
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
  }
  return dir;
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
