/**
 * The user's key files (see `user-auth.ts` for what they are for): `secret` and `token` in a
 * directory only the user can enter. Every window of the user's editor and the user's `serve` read the
 * same two files, so they recognise each other; nobody else can read them.
 *
 *   Linux/macOS: <state dir>/keys (mode 0700) with `secret` and `token` (mode 0600), where the state dir
 *                is the standalone service's (`~/.local/state/grounded-code`, …; state-dir.ts). The
 *                location does not follow `serve --data-dir`: the keys are the user's, not a store's.
 *   Windows:     the same under %LOCALAPPDATA%, which only the user's account can read; POSIX modes
 *                do not apply there and are not checked.
 *   GROUNDED_CODE_KEYS_DIR (absolute) overrides the directory (tests, unusual setups).
 *
 * Safety rules, because the directory may sit on a shared machine:
 *  - a file is created atomically and complete: written to a temporary file opened O_CREAT|O_EXCL with
 *    mode 0600, then hard-linked to its name (link fails if the name exists: two windows starting at
 *    once end up with the same value, the loser reads the winner's);
 *  - the directory is created 0700; one of ours with looser modes is tightened; one owned by another
 *    user is refused;
 *  - a file owned by another user, a symbolic link, or a file with any group/other permission bit is
 *    refused (not repaired: it may already have been read), with a message saying to delete it.
 * Everything is asynchronous (`fs/promises`): nothing blocks the extension host's event loop.
 */
import * as crypto from 'node:crypto';
import { constants as FS, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { stateDir } from '../standalone/state-dir';
import type { UserKeys } from './user-auth';

export const SECRET_FILE = 'secret';
export const TOKEN_FILE = 'token';
const VALUE_PATTERN = /^[0-9a-f]{64}$/;

/** A key file or its directory cannot be trusted (the message says which and what to do). */
export class UnsafeKeyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeKeyFileError';
  }
}

/** The directory of the user's key files. */
export function keysDir(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.GROUNDED_CODE_KEYS_DIR;
  if (override && path.isAbsolute(override)) return override;
  return path.join(stateDir(env), 'keys');
}

const posix = process.platform !== 'win32';
const myUid = () => (posix && typeof process.getuid === 'function' ? process.getuid() : undefined);

/** Creates the directory 0700, or checks (and tightens) an existing one. */
async function ensureDir(dir: string): Promise<void> {
  await fs.mkdir(path.dirname(dir), { recursive: true, mode: 0o700 });
  try {
    await fs.mkdir(dir, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if (!posix) return;
  const st = await fs.lstat(dir);
  if (!st.isDirectory()) throw new UnsafeKeyFileError(`${dir} is not a directory; remove it so that Grounded Code can create its key directory.`);
  const uid = myUid();
  if (uid !== undefined && st.uid !== uid) {
    throw new UnsafeKeyFileError(`${dir} belongs to another user (uid ${st.uid}); Grounded Code will not keep its keys there. Remove it, or set GROUNDED_CODE_KEYS_DIR.`);
  }
  // Ours but open to others (created by hand, or by an old umask): only we may enter it.
  if ((st.mode & 0o077) !== 0) await fs.chmod(dir, 0o700);
}

/** Reads a key file after checking who owns it and who may read it; undefined when it does not exist. */
async function readChecked(file: string): Promise<string | undefined> {
  let handle: fs.FileHandle;
  try {
    // O_NOFOLLOW: a symbolic link planted in place of the file is refused (ELOOP), not followed.
    handle = await fs.open(file, FS.O_RDONLY | (posix ? FS.O_NOFOLLOW : 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new UnsafeKeyFileError(`${file} is a symbolic link; delete it (Grounded Code creates a new one).`);
    throw e;
  }
  try {
    if (posix) {
      // fstat of the open file: what is checked is what is read.
      const st = await handle.stat();
      const uid = myUid();
      if (uid !== undefined && st.uid !== uid) {
        throw new UnsafeKeyFileError(`${file} belongs to another user (uid ${st.uid}); delete it (Grounded Code creates a new one).`);
      }
      if ((st.mode & 0o077) !== 0) {
        throw new UnsafeKeyFileError(
          `${file} can be read or written by other users (mode ${(st.mode & 0o777).toString(8)}); it may be known to them: delete it (Grounded Code creates a new one).`,
        );
      }
    }
    const value = (await handle.readFile('utf8')).trim();
    if (!VALUE_PATTERN.test(value)) throw new UnsafeKeyFileError(`${file} is damaged (not 64 hexadecimal digits); delete it (Grounded Code creates a new one).`);
    return value;
  } finally {
    await handle.close();
  }
}

/** Creates `file` with a fresh random value unless it exists; returns the value the file holds. */
async function readOrCreate(file: string): Promise<string> {
  const existing = await readChecked(file);
  if (existing !== undefined) return existing;
  const value = crypto.randomBytes(32).toString('hex');
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  const handle = await fs.open(tmp, FS.O_WRONLY | FS.O_CREAT | FS.O_EXCL, 0o600);
  try {
    await handle.writeFile(`${value}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.link(tmp, file);
  } catch (e) {
    // Another process created it first: use theirs (checked like any existing file).
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    await fs.unlink(tmp).catch(() => undefined);
  }
  const stored = await readChecked(file);
  if (stored === undefined) throw new UnsafeKeyFileError(`${file} disappeared while it was being created.`);
  return stored;
}

/** The user's keys, created on first use. Throws UnsafeKeyFileError when they cannot be trusted. */
export async function loadUserKeys(dir: string = keysDir()): Promise<UserKeys> {
  await ensureDir(dir);
  const secret = await readOrCreate(path.join(dir, SECRET_FILE));
  const tokenPath = path.join(dir, TOKEN_FILE);
  const token = await readOrCreate(tokenPath);
  return { secret: Buffer.from(secret, 'hex'), token, tokenPath };
}
