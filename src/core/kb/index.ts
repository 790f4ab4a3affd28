/**
 * `openKnowledgeBase`: the KnowledgeBase both hosts use. The base is loaded and searched in a worker
 * thread; this side only forwards queries, tracks the state and restarts a failed load when asked, so
 * a knowledge base that is fixed on disk is picked up without restarting the host.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../ports';
import { silentLogger } from '../ports';
import { KnowledgeBaseError } from './load';
import type { KnowledgeBase, KnowledgeBaseState, RetrievalQuery, RetrievalResult } from './types';
import type { FromWorker, ToWorker, WorkerInput } from './worker-protocol';

export { KnowledgeBaseError } from './load';
export type { KnowledgeBase } from './types';

export interface OpenOptions {
  /** The folder with manifest.json and the data files. */
  dir: string;
  log?: Logger;
  /** The bundled worker script; defaults to kb-worker.js beside this bundle (dist/). */
  workerPath?: string;
  /** A failed load is retried at most this often, when a caller asks for the base. */
  retryAfterMs?: number;
  /** A query that gets no answer within this time fails (the worker is restarted). */
  queryTimeoutMs?: number;
}

function defaultWorkerPath(): string {
  const beside = path.join(__dirname, 'kb-worker.js');
  if (existsSync(beside)) return beside;
  // Running from TypeScript sources (tests, benchmarks): the built worker in dist/.
  return path.resolve(__dirname, '..', '..', '..', 'dist', 'kb-worker.js');
}

interface Pending {
  resolve: (result: RetrievalResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class WorkerKnowledgeBase implements KnowledgeBase {
  private worker: Worker | undefined;
  private current: KnowledgeBaseState = 'loading';
  private failureMessage: string | undefined;
  private langs: string[] = [];
  private readyWaiters: Array<() => void> = [];
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private lastStart = 0;
  private disposed = false;
  private readonly log: Logger;
  private readonly workerPath: string;

  constructor(private readonly options: OpenOptions) {
    this.log = options.log ?? silentLogger;
    this.workerPath = options.workerPath ?? defaultWorkerPath();
    this.start();
  }

  state(): KnowledgeBaseState {
    return this.current;
  }

  failure(): string | undefined {
    return this.current === 'failed' ? this.failureMessage : undefined;
  }

  languages(): string[] {
    return [...this.langs];
  }

  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.current === 'ready') return Promise.resolve(true);
    if (this.current === 'failed' && Date.now() - this.lastStart >= (this.options.retryAfterMs ?? 1000)) this.start();
    if (this.current === 'failed') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(this.current === 'ready');
      };
      const timer = setTimeout(() => {
        this.readyWaiters = this.readyWaiters.filter((w) => w !== done);
        resolve(false);
      }, Math.max(0, timeoutMs));
      this.readyWaiters.push(done);
    });
  }

  retrieve(query: RetrievalQuery): Promise<RetrievalResult> {
    const worker = this.worker;
    if (this.current !== 'ready' || !worker) {
      return Promise.reject(new KnowledgeBaseError(this.failureMessage ?? 'the knowledge base is still loading'));
    }
    const id = this.nextId++;
    return new Promise<RetrievalResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new KnowledgeBaseError('the knowledge base did not answer in time'));
      }, this.options.queryTimeoutMs ?? 10000);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ type: 'retrieve', id, query } satisfies ToWorker);
    });
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.failAll(new KnowledgeBaseError('the knowledge base was closed'));
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): void {
    if (this.disposed) return;
    this.lastStart = Date.now();
    this.current = 'loading';
    const previous = this.worker;
    if (previous) void previous.terminate();
    let worker: Worker;
    try {
      worker = new Worker(this.workerPath, { workerData: { dir: this.options.dir } satisfies WorkerInput });
    } catch (error) {
      this.fail(`the knowledge base worker could not start: ${error instanceof Error ? error.message : error}`);
      return;
    }
    this.worker = worker;
    // The worker must not keep a CLI process alive on its own.
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      if (this.worker !== worker) return;
      this.onMessage(message);
    });
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      this.fail(`the knowledge base worker crashed: ${error.message}`);
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker || this.disposed) return;
      this.worker = undefined;
      if (this.current !== 'failed') this.fail(`the knowledge base worker exited (code ${code})`);
    });
  }

  private onMessage(message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        this.current = 'ready';
        this.failureMessage = undefined;
        this.langs = message.languages;
        this.log.info(`knowledge base ready: ${message.records} records in ${message.languages.length} languages, loaded in ${message.loadMs} ms`);
        this.wakeWaiters();
        break;
      case 'failed':
        this.fail(message.error);
        break;
      case 'result':
      case 'error': {
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        clearTimeout(pending.timer);
        if (message.type === 'result') pending.resolve(message.result);
        else pending.reject(new KnowledgeBaseError(message.error));
        break;
      }
    }
  }

  private fail(message: string): void {
    this.current = 'failed';
    this.failureMessage = message;
    this.log.error(`knowledge base unavailable: ${message}`);
    this.failAll(new KnowledgeBaseError(message));
    this.wakeWaiters();
    const worker = this.worker;
    this.worker = undefined;
    if (worker) void worker.terminate();
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }

  private wakeWaiters(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const wake of waiters) wake();
  }
}

/** Starts loading the base in the background and returns at once. */
export function openKnowledgeBase(options: OpenOptions): KnowledgeBase {
  return new WorkerKnowledgeBase(options);
}
