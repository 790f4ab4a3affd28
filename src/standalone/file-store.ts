/**
 * AtomicStore over one JSON file, safe for several processes (two standalone services, or a service
 * and a CLI `ask`) sharing it:
 * - updates take an exclusive lock file (`open(…, 'wx')`), read the file, apply the change, write a
 *   temporary file and rename it over the original — so a reader sees the old or the new file, never
 *   half of one, and no update is lost;
 * - a lock left by a crashed process is recovered: it is stale when its owner (same host) is gone, or
 *   when it is older than `staleMs` (a critical section takes milliseconds); locks are removed only
 *   under a second, short-lived lock and only if still the one judged stale, so two processes that
 *   both judge a lock stale never both take it;
 * - a corrupt file is moved aside (`<file>.corrupt-<time>`) with an error in the log and counting
 *   restarts from empty: the counts are the user's own courtesy limit, and locking the user out for a
 *   day over a damaged file they did not cause is the worse failure;
 * - when the file cannot be written (permissions, full disk) the store logs it and keeps counting in
 *   memory, so the limits still hold in this process and nothing crashes.
 * All I/O is async: the extension host's event loop is shared.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { AtomicStore, Logger } from '../core/ports';
import { silentLogger } from '../core/ports';

export interface FileStoreOptions {
  log?: Logger;
  /** A lock older than this is taken over. */
  staleMs?: number;
  /** Give up waiting for the lock after this long (then the in-memory fallback is used). */
  lockTimeoutMs?: number;
}

type Data = Record<string, unknown>;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class FileStore implements AtomicStore {
  private readonly log: Logger;
  private readonly lockPath: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** Values kept when the file cannot be used; also the last values seen, to fall back on. */
  private readonly memory = new Map<string, unknown>();
  private degraded = false;

  constructor(
    readonly file: string,
    private readonly options: FileStoreOptions = {},
  ) {
    this.log = options.log ?? silentLogger;
    this.lockPath = `${file}.lock`;
  }

  async read<T>(key: string): Promise<T | undefined> {
    if (this.degraded && this.memory.has(key)) return this.memory.get(key) as T | undefined;
    try {
      const data = await this.load(false);
      return Object.prototype.hasOwnProperty.call(data, key) ? (data[key] as T) : undefined;
    } catch {
      return this.memory.get(key) as T | undefined;
    }
  }

  update<T>(key: string, fn: (current: T | undefined) => T): Promise<T> {
    // One update at a time inside this process; the lock file orders processes.
    const run = this.queue.then(() => this.locked(key, fn));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async locked<T>(key: string, fn: (current: T | undefined) => T): Promise<T> {
    let token: string | undefined;
    try {
      await fs.mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
      token = await this.acquire();
      const data = await this.load(true);
      const current = Object.prototype.hasOwnProperty.call(data, key) ? (data[key] as T) : undefined;
      let next: T;
      try {
        next = fn(current);
      } catch (e) {
        throw new FnError(e);
      }
      data[key] = next;
      await this.write(data);
      this.memory.set(key, next);
      if (this.degraded) {
        this.degraded = false;
        this.log.info(`quota file ${this.file} is writable again`);
      }
      return next;
    } catch (e) {
      if (e instanceof FnError) throw e.cause;
      // The file cannot be used: count in memory rather than fail or crash.
      if (!this.degraded) {
        this.log.error(
          `quota file ${this.file} cannot be written (${(e as Error).message}); counting in memory for this process until it can`,
        );
      }
      this.degraded = true;
      const next = fn(this.memory.get(key) as T | undefined);
      this.memory.set(key, next);
      return next;
    } finally {
      if (token) await this.releaseLock(token);
    }
  }

  /** Reads and parses the file; `{}` when absent. A corrupt file is moved aside when `repair`. */
  private async load(repair: boolean): Promise<Data> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return Object.create(null) as Data;
      throw e;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
      return Object.assign(Object.create(null) as Data, parsed);
    } catch (e) {
      if (!repair) return Object.create(null) as Data;
      const aside = `${this.file}.corrupt-${Date.now()}`;
      this.log.error(
        `quota file ${this.file} is corrupt (${(e as Error).message}); moved it to ${aside} and started counting afresh`,
      );
      await fs.rename(this.file, aside).catch(() => undefined);
      return Object.create(null) as Data;
    }
  }

  private async write(data: Data): Promise<void> {
    const tmp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      const fh = await fs.open(tmp, 'w', 0o600);
      try {
        await fh.writeFile(JSON.stringify(data));
        await fh.sync();
      } finally {
        await fh.close();
      }
      await fs.rename(tmp, this.file);
    } catch (e) {
      await fs.unlink(tmp).catch(() => undefined);
      throw e;
    }
  }

  /** Takes the lock file; returns the token written into it. */
  private async acquire(): Promise<string> {
    const token = `${process.pid}:${os.hostname()}:${randomBytes(6).toString('hex')}`;
    const staleMs = this.options.staleMs ?? 5000;
    const deadline = Date.now() + (this.options.lockTimeoutMs ?? 10_000);
    let wait = 2;
    for (;;) {
      try {
        const fh = await fs.open(this.lockPath, 'wx', 0o600);
        try {
          await fh.writeFile(token);
        } finally {
          await fh.close();
        }
        return token;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const stale = await this.staleLock(staleMs);
      if (stale) {
        if (await this.removeLockIf((now) => now.ino === stale.ino && now.content === stale.content, staleMs)) {
          this.log.warn(`quota file: recovered a stale lock ${this.lockPath}`);
          continue;
        }
      }
      if (Date.now() > deadline) throw new Error(`the lock ${this.lockPath} stayed held`);
      await sleep(wait + Math.random() * wait);
      wait = Math.min(wait * 2, 50);
    }
  }

  /** The lock file as it is now, when it is stale (its owner is gone, or it is older than `staleMs`). */
  private async staleLock(staleMs: number): Promise<LockIdentity | undefined> {
    const lock = await identify(this.lockPath);
    if (!lock) return undefined; // gone already: the next open() will tell
    if (Date.now() - lock.mtimeMs > staleMs) return lock;
    const [pid, host] = lock.content.split(':');
    // An empty lock is one being written right now: not stale (the age rule covers a crash there).
    if (pid && host === os.hostname() && Number(pid) > 0 && !isAlive(Number(pid))) return lock;
    return undefined;
  }

  /**
   * Removes the lock file if it is still the one `expected` accepts (for a stale lock: the same file
 * with the same content). Every removal — of a
   * stale lock, and of one's own on release — happens while holding the breaker (`<lock>.break`,
   * taken with `wx` like the lock), and a lock is created only where none is: so between the check
   * and the unlink the file cannot change, and two processes that both judged one lock stale cannot
   * both remove a lock (the second would have removed the first one's fresh lock, and both would
   * hold it). Gives false when the breaker is busy or the lock is no longer the expected one.
   */
  private async removeLockIf(expected: (lock: LockIdentity) => boolean, staleMs: number): Promise<boolean> {
    const breaker = `${this.lockPath}.break`;
    try {
      await (await fs.open(breaker, 'wx', 0o600)).close();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // Held for a few milliseconds by another process; one left by a process that died holding it
      // (a crash inside those milliseconds) is removed once it is old.
      const held = await identify(breaker);
      if (held && Date.now() - held.mtimeMs > staleMs) await fs.unlink(breaker).catch(() => undefined);
      return false;
    }
    try {
      const now = await identify(this.lockPath);
      if (!now || !expected(now)) return false;
      await fs.unlink(this.lockPath);
      return true;
    } finally {
      await fs.unlink(breaker).catch(() => undefined);
    }
  }

  private async releaseLock(token: string): Promise<void> {
    // Only our own lock (it may have been taken over as stale while we were suspended), removed under
    // the breaker like every removal; a busy breaker is waited for a little.
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        const lock = await identify(this.lockPath);
        if (!lock || lock.content !== token) return;
        if (await this.removeLockIf((now) => now.content === token, this.options.staleMs ?? 5000)) return;
      } catch {
        return;
      }
      await sleep(1 + Math.random() * 4);
    }
  }
}

interface LockIdentity {
  content: string;
  ino: number;
  mtimeMs: number;
}

/** The lock file's content, inode and age; undefined when it does not exist. */
async function identify(file: string): Promise<LockIdentity | undefined> {
  try {
    const fh = await fs.open(file, 'r');
    try {
      const [content, stat] = await Promise.all([fh.readFile('utf8'), fh.stat()]);
      return { content, ino: stat.ino, mtimeMs: stat.mtimeMs };
    } finally {
      await fh.close();
    }
  } catch {
    return undefined;
  }
}

/** Wraps an exception thrown by the caller's update function so it is not mistaken for an I/O failure. */
class FnError extends Error {
  constructor(override readonly cause: unknown) {
    super('update function failed');
  }
}
