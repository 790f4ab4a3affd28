/**
 * AtomicStore over VS Code's globalState (or any Memento-like `{get, update}`), for the quota's
 * rolling windows. No `vscode` import: a `vscode.Memento` satisfies `MementoLike` as it is, and the
 * unit tests use an in-memory one.
 *
 * Atomicity: read-modify-write is serialised by a promise chain (one mutex per store), so concurrent
 * updates in this process never lose a count. Across windows, only the window that owns the HTTP port
 * does quota accounting (the others send their requests to it), so the chain is the only writer.
 */
import type { AtomicStore } from '../core/ports';

export interface MementoLike {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void> | Promise<void>;
}

interface Thenable<T> {
  then<R>(onfulfilled?: (value: T) => R | PromiseLike<R>, onrejected?: (reason: unknown) => R | PromiseLike<R>): PromiseLike<R>;
}

export class GlobalStateStore implements AtomicStore {
  private tail: Promise<unknown> = Promise.resolve();

  /** `prefix` namespaces the keys, so the quota's keys cannot collide with the extension's others. */
  constructor(
    private readonly memento: MementoLike,
    private readonly prefix = 'groundedCode.store.',
  ) {}

  async read<T>(key: string): Promise<T | undefined> {
    // Reads wait for pending writes, so a read after an update sees it.
    await this.tail.catch(() => undefined);
    return clone(this.memento.get<T>(this.prefix + key));
  }

  update<T>(key: string, fn: (current: T | undefined) => T): Promise<T> {
    const run = async (): Promise<T> => {
      const current = clone(this.memento.get<T>(this.prefix + key));
      const next = fn(current);
      await this.memento.update(this.prefix + key, next);
      return next;
    };
    const result = this.tail.then(run, run);
    // The chain continues whether this update succeeded or not.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Mementos hand out their stored object; a caller's `fn` must not mutate it in place. */
function clone<T>(value: T | undefined): T | undefined {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  return structuredClone(value);
}
