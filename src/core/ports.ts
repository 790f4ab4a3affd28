/**
 * Small structural interfaces through which the pure core reaches its hosts (standalone CLI or the
 * VS Code extension host). A `vscode.LogOutputChannel` satisfies Logger as it is.
 */

export interface Logger {
  trace(message: string, ...args: unknown[]): void;
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string | Error, ...args: unknown[]): void;
}

/** Milliseconds since the epoch; injected so quota windows can be tested with a fake clock. */
export type Clock = () => number;

/**
 * A key/value store whose updates are atomic read-modify-write, also across processes where the
 * host has several (the standalone CLI's file store locks; globalState lives in one owner process).
 */
export interface AtomicStore {
  read<T>(key: string): Promise<T | undefined>;
  /** Applies `fn` to the current value under a lock and stores what it returns; resolves to that. */
  update<T>(key: string, fn: (current: T | undefined) => T): Promise<T>;
}

export const silentLogger: Logger = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
};
