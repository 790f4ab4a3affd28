/**
 * `openKnowledgeBase`: the KnowledgeBase both hosts use. The base is loaded, indexed and searched in
 * worker threads — the languages split between them so that start-up uses both cores — and this side
 * only reads the small manifest, picks the language of a question, forwards the query to the worker
 * that holds that language, and restarts a failed load when asked, so a base fixed on disk is picked up
 * without restarting the host.
 */
import { existsSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../ports';
import { silentLogger } from '../ports';
import { detectLanguage } from './lang-detect';
import type { CheckInput, CheckReport } from '../check/types';
import { knowledgeBaseLanguage, normaliseLanguage } from './languages';
import { KnowledgeBaseError, readManifest, RetrievalError, type ManifestFile } from './load';
import type { KnowledgeBase, KnowledgeBaseState, RetrievalQuery, RetrievalResult } from './types';
import type { FromWorker, ToWorker, WorkerInput } from './worker-protocol';

export { KnowledgeBaseError, RetrievalError } from './load';
export type { KnowledgeBase } from './types';

export interface OpenOptions {
  /** The folder with manifest.json and the data files. */
  dir: string;
  log?: Logger;
  /** The bundled worker script; defaults to kb-worker.js beside this bundle (dist/). */
  workerPath?: string;
  /** Worker threads to spread the languages over (default: 2, or 1 on a single core). */
  workers?: number;
  /** A failed load is retried at most this often, when a caller asks for the base. */
  retryAfterMs?: number;
  /** A query that gets no answer within this time fails (the base is then unusable for it). */
  queryTimeoutMs?: number;
  /**
   * A loaded worker that spends longer than this on one query is stopped and replaced (its other
   * queries are sent to the replacement); the query fails as a RetrievalError. Each query's own
   * budget (budget.ts) is far shorter: this is the guard for a bug.
   */
  overrunMs?: number;
}

function defaultWorkerPath(): string {
  const beside = path.join(__dirname, 'kb-worker.js');
  if (existsSync(beside)) return beside;
  // Running from TypeScript sources (tests, benchmarks): the built worker in dist/.
  return path.resolve(__dirname, '..', '..', '..', 'dist', 'kb-worker.js');
}

/** Splits the data files into `count` groups of about equal record counts (largest first). */
export function partitionFiles(files: ManifestFile[], count: number): ManifestFile[][] {
  const groups: { files: ManifestFile[]; records: number }[] = Array.from({ length: Math.max(1, count) }, () => ({ files: [], records: 0 }));
  for (const file of [...files].sort((a, b) => b.records - a.records)) {
    const lightest = groups.reduce((a, b) => (b.records < a.records ? b : a));
    lightest.files.push(file);
    lightest.records += file.records;
  }
  return groups.filter((g) => g.files.length > 0).map((g) => g.files);
}

interface Pending {
  resolve: (result: never) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The language the query was sent for (a failed query is answered in it, ungrounded). */
  lang: string;
  worker: Worker;
  message: ToWorker;
}

/** What a worker is doing: its queries in the order it answers them, since when the first waits. */
interface WorkerState {
  files: string[];
  /** Loaded and warmed up: from then on its queries are timed. */
  warm: boolean;
  queue: number[];
  headSince: number;
  watchdog?: NodeJS.Timeout;
}

interface LoadAttempt {
  workers: Worker[];
  /** Knowledge-base language → the worker that holds it. */
  owner: Map<string, Worker>;
  state: Map<Worker, WorkerState>;
  waiting: number;
}

class WorkerKnowledgeBase implements KnowledgeBase {
  private attempt: LoadAttempt | undefined;
  private current: KnowledgeBaseState = 'loading';
  private failureMessage: string | undefined;
  private langs: string[] = [];
  private libraryLanguages = new Map<string, Array<{ lang: string; size: number }>>();
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
    void this.start();
  }

  state(): KnowledgeBaseState {
    return this.current;
  }

  failure(): string | undefined {
    return this.current === 'failed' ? this.failureMessage : undefined;
  }

  languages(): string[] {
    return this.current === 'ready' ? [...this.langs] : [];
  }

  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.current === 'ready') return Promise.resolve(true);
    if (this.current === 'failed' && Date.now() - this.lastStart >= (this.options.retryAfterMs ?? 1000)) void this.start();
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

  async retrieve(query: RetrievalQuery): Promise<RetrievalResult> {
    const attempt = this.attempt;
    if (this.current !== 'ready' || !attempt) {
      throw new KnowledgeBaseError(this.failureMessage ?? 'the knowledge base is still loading');
    }
    const explicit = query.lang && query.lang !== 'auto' ? query.lang : undefined;
    const lang =
      explicit ??
      detectLanguage({
        question: query.question,
        history: (query.history ?? []).map((h) => h.content),
        editorLang: query.editorLang,
        libraryLanguages: this.libraryLanguages,
        available: this.langs,
      }).lang;
    const worker = attempt.owner.get(knowledgeBaseLanguage(lang));
    if (!worker) return { lang, autoDetected: !explicit, apis: [], context: '' };
    const result = await this.ask<RetrievalResult>(attempt, worker, lang, (id) => ({ type: 'retrieve', id, query: { ...query, lang } }));
    return { ...result, lang, autoDetected: !explicit };
  }

  async check(input: CheckInput): Promise<CheckReport> {
    const attempt = this.attempt;
    if (this.current !== 'ready' || !attempt) {
      throw new KnowledgeBaseError(this.failureMessage ?? 'the knowledge base is still loading');
    }
    const requested = normaliseLanguage(input.lang);
    const lang = knowledgeBaseLanguage(requested && requested !== 'auto' ? requested : input.lang.toLowerCase());
    const worker = attempt.owner.get(lang);
    if (!worker) return { lang, calls: [], invented: [], unknown_libraries: [], flagged: 0 };
    return this.ask<CheckReport>(attempt, worker, lang, (id) => ({ type: 'check', id, input: { code: input.code, lang } }));
  }

  /** Sends one request to a worker and waits for its answer (or the query timeout). */
  private ask<T>(attempt: LoadAttempt, worker: Worker, lang: string, message: (id: number) => ToWorker): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const pending = this.pending.get(id);
        this.pending.delete(id);
        if (pending) this.dequeue(attempt, pending.worker, id);
        reject(new KnowledgeBaseError('the knowledge base did not answer in time'));
      }, this.options.queryTimeoutMs ?? 30_000);
      const sent = message(id);
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject, timer, lang, worker, message: sent });
      this.send(attempt, worker, id, sent);
    });
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.failAll(new KnowledgeBaseError('the knowledge base was closed'));
    const attempt = this.attempt;
    this.attempt = undefined;
    if (attempt) await Promise.all(attempt.workers.map((w) => w.terminate()));
  }

  private async start(): Promise<void> {
    if (this.disposed) return;
    this.lastStart = Date.now();
    this.current = 'loading';
    this.stopAttempt();
    const attempt: LoadAttempt = { workers: [], owner: new Map(), state: new Map(), waiting: 0 };
    this.attempt = attempt;
    let groups: ManifestFile[][];
    try {
      const manifest = await readManifest(this.options.dir);
      if (this.attempt !== attempt) return;
      this.libraryLanguages = new Map();
      for (const lib of manifest.libraries ?? []) {
        const key = String(lib.lib).toLowerCase();
        const list = this.libraryLanguages.get(key) ?? [];
        list.push({ lang: lib.lang, size: lib.count });
        this.libraryLanguages.set(key, list);
      }
      this.langs = [...new Set(manifest.files.map((f) => f.lang))].sort();
      const count = this.options.workers ?? Math.min(2, Math.max(1, os.availableParallelism?.() ?? os.cpus().length));
      groups = partitionFiles(manifest.files, count);
    } catch (error) {
      if (this.attempt === attempt) this.fail(error instanceof Error ? error.message : String(error));
      return;
    }
    attempt.waiting = groups.length;
    for (const group of groups) {
      if (!this.spawn(attempt, group.map((f) => f.file), group.map((f) => f.lang), true)) return;
    }
  }

  /** Starts a worker for `files` and makes it the owner of `langs`; false (and the base failed) if it cannot start. */
  private spawn(attempt: LoadAttempt, files: string[], langs: string[], initial: boolean): Worker | undefined {
    let worker: Worker;
    try {
      worker = new Worker(this.workerPath, { workerData: { dir: this.options.dir, files } satisfies WorkerInput });
    } catch (error) {
      this.fail(`the knowledge base worker could not start: ${error instanceof Error ? error.message : error}`);
      return undefined;
    }
    attempt.workers.push(worker);
    attempt.state.set(worker, { files, warm: false, queue: [], headSince: 0 });
    for (const lang of langs) attempt.owner.set(lang, worker);
    // The workers must not keep a CLI process alive on their own.
    worker.unref();
    // A replaced worker's last words are not this attempt's.
    const current = () => this.attempt === attempt && attempt.state.has(worker);
    worker.on('message', (message: FromWorker) => {
      if (current()) this.onMessage(attempt, worker, message, initial);
    });
    worker.on('error', (error) => {
      if (current()) this.fail(`the knowledge base worker crashed: ${error.message}`);
    });
    worker.on('exit', (code) => {
      if (current() && !this.disposed) this.fail(`the knowledge base worker exited (code ${code})`);
    });
    return worker;
  }

  private send(attempt: LoadAttempt, worker: Worker, id: number, message: ToWorker): void {
    const state = attempt.state.get(worker);
    if (state) {
      if (state.queue.length === 0) state.headSince = performance.now();
      state.queue.push(id);
      this.watch(attempt, worker);
    }
    worker.postMessage(message);
  }

  private dequeue(attempt: LoadAttempt, worker: Worker, id: number): void {
    const state = attempt.state.get(worker);
    if (!state) return;
    const at = state.queue.indexOf(id);
    if (at < 0) return;
    state.queue.splice(at, 1);
    if (at === 0) state.headSince = performance.now();
    this.watch(attempt, worker);
  }

  /** Arms the watchdog of a warm worker on the query it is answering (the first of its queue). */
  private watch(attempt: LoadAttempt, worker: Worker): void {
    const state = attempt.state.get(worker);
    if (!state) return;
    clearTimeout(state.watchdog);
    state.watchdog = undefined;
    if (!state.warm || state.queue.length === 0) return;
    const overrun = this.options.overrunMs ?? 5000;
    const wait = Math.max(0, state.headSince + overrun - performance.now());
    state.watchdog = setTimeout(() => this.replace(attempt, worker, state.queue[0]!), wait);
    state.watchdog.unref();
  }

  /**
   * A worker overran one query: it is stopped, a new one loads the same languages, the query fails
   * (answered without grounding) and the worker's other queries go to the new one.
   */
  private replace(attempt: LoadAttempt, worker: Worker, culprit: number): void {
    const state = attempt.state.get(worker);
    if (!state || this.attempt !== attempt) return;
    const langs = [...attempt.owner].filter(([, w]) => w === worker).map(([lang]) => lang);
    this.log.error(`knowledge base: one query of ${langs.join(', ')} ran over ${this.options.overrunMs ?? 5000} ms; replacing its worker`);
    attempt.state.delete(worker);
    attempt.workers = attempt.workers.filter((w) => w !== worker);
    void worker.terminate();
    const fresh = this.spawn(attempt, state.files, langs, false);
    for (const id of state.queue) {
      const pending = this.pending.get(id);
      if (!pending) continue;
      if (id === culprit || !fresh) {
        this.pending.delete(id);
        clearTimeout(pending.timer);
        pending.reject(new RetrievalError('retrieval of this question ran too long and was stopped', pending.lang));
      } else {
        pending.worker = fresh;
        this.send(attempt, fresh, id, pending.message);
      }
    }
  }

  private onMessage(attempt: LoadAttempt, worker: Worker, message: FromWorker, initial: boolean): void {
    switch (message.type) {
      case 'ready':
        this.log.info(`knowledge base: ${message.languages.join(', ')} ready (${message.records} records, ${message.loadMs} ms)`);
        if (!initial) worker.postMessage({ type: 'warm-checker' } satisfies ToWorker);
        else if (--attempt.waiting === 0) {
          for (const w of attempt.workers) w.postMessage({ type: 'warm-checker' } satisfies ToWorker);
          this.current = 'ready';
          this.failureMessage = undefined;
          this.wakeWaiters();
        }
        break;
      case 'warm': {
        const state = attempt.state.get(worker);
        if (state) {
          state.warm = true;
          state.headSince = performance.now();
          this.watch(attempt, worker);
        }
        break;
      }
      case 'failed':
        this.fail(message.error);
        break;
      case 'result':
      case 'checked':
      case 'error': {
        const pending = this.pending.get(message.id);
        this.dequeue(attempt, worker, message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        clearTimeout(pending.timer);
        if (message.type === 'result') pending.resolve(message.result as never);
        else if (message.type === 'checked') pending.resolve(message.report as never);
        // The worker is fine and answers others: this one query failed (a bug, not an outage).
        else pending.reject(new RetrievalError(message.error, pending.lang));
        break;
      }
    }
  }

  private fail(message: string): void {
    this.current = 'failed';
    this.failureMessage = message;
    this.log.error(`knowledge base unavailable: ${message}`);
    this.failAll(new KnowledgeBaseError(message));
    this.stopAttempt();
    this.wakeWaiters();
  }

  private stopAttempt(): void {
    const attempt = this.attempt;
    this.attempt = undefined;
    if (!attempt) return;
    for (const state of attempt.state.values()) clearTimeout(state.watchdog);
    for (const worker of attempt.workers) void worker.terminate();
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
