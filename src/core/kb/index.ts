/**
 * `openKnowledgeBase`: the KnowledgeBase both hosts use. The base is loaded, indexed and searched in a
 * worker thread, and this side only reads the small manifest, checks every file's checksum (streamed,
 * nothing kept), picks the language of a question, forwards the query to the worker that holds that
 * language (starting the worker on the first question: a language is loaded only once asked for), and
 * restarts a failed load when asked, so a base fixed on disk is picked up without restarting the host.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../ports';
import { silentLogger } from '../ports';
import { detectLanguage } from './lang-detect';
import type { CheckInput, CheckReport } from '../check/types';
import { knowledgeBaseLanguage, normaliseLanguage } from './languages';
import { planBase } from './base-plan';
import type { OpenOptions } from './open-options';
import type { LoadAttempt, Pending, Share, WorkerState } from './worker-state';
import { KnowledgeBaseError, RetrievalError } from './load';
import type { KnowledgeBase, KnowledgeBaseMemory, KnowledgeBaseState, RetrievalQuery, RetrievalResult } from './types';
import type { FromWorker, ToWorker, WarmPart, WorkerInput, WorkerMemory } from './worker-protocol';
import { WORKER_RESOURCE_LIMITS, defaultWorkerPath } from './worker-launch';

export { KnowledgeBaseError, RetrievalError } from './load';
export type { KnowledgeBase } from './types';
export type { OpenOptions } from './open-options';
export { partitionFiles } from './base-plan';
export { WORKER_OLD_GENERATION_MB } from './worker-launch';

class WorkerKnowledgeBase implements KnowledgeBase {
  private attempt: LoadAttempt | undefined;
  private current: KnowledgeBaseState = 'loading';
  private failureMessage: string | undefined;
  private langs: string[] = [];
  private libraryLanguages = new Map<string, Array<{ lang: string; size: number }>>();
  private readyWaiters: Array<() => void> = [];
  private pending = new Map<number, Pending>();
  private memoryWaiters = new Map<number, (memory: WorkerMemory | undefined) => void>();
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
    // No wait asked: the answer is now's, not a timer tick's later (a load may finish within that tick).
    if (timeoutMs <= 0) return Promise.resolve(false);
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
    const kbLang = knowledgeBaseLanguage(lang);
    const share = attempt.owner.get(kbLang);
    if (!share) return { lang, autoDetected: !explicit, apis: [], context: '' };
    const result = await this.ask<RetrievalResult>(attempt, share, lang, kbLang, 'retrieval', (id) => ({ type: 'retrieve', id, query: { ...query, lang } }));
    return { ...result, lang, autoDetected: !explicit };
  }

  async check(input: CheckInput): Promise<CheckReport> {
    const attempt = this.attempt;
    if (this.current !== 'ready' || !attempt) {
      throw new KnowledgeBaseError(this.failureMessage ?? 'the knowledge base is still loading');
    }
    const requested = normaliseLanguage(input.lang);
    const lang = knowledgeBaseLanguage(requested && requested !== 'auto' ? requested : input.lang.toLowerCase());
    const share = attempt.owner.get(lang);
    if (!share) return { lang, calls: [], invented: [], unknown_libraries: [], flagged: 0 };
    return this.ask<CheckReport>(attempt, share, lang, lang, 'checker', (id) => ({ type: 'check', id, input: { code: input.code, lang } }));
  }

  /**
   * Sends one request to the worker of `share` (starting it on the first) and waits for its answer, or
   * the query timeout (the language's load timeout first, while it is loading).
   */
  private ask<T>(attempt: LoadAttempt, share: Share, lang: string, kbLang: string, part: WarmPart, message: (id: number) => ToWorker): Promise<T> {
    const worker = share.worker ?? this.spawn(attempt, share);
    if (!worker) return Promise.reject(new KnowledgeBaseError(this.failureMessage ?? 'the knowledge base worker could not start'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const needs = `${part}:${kbLang}`;
      // Only the language's load is awaited with the load timeout; a checker's build is part of its check.
      const awaiting = !attempt.state.get(worker)?.warm.has(`retrieval:${kbLang}`);
      const sent = message(id);
      const pending: Pending = { resolve: resolve as (value: never) => void, reject, timer: this.timeOut(attempt, id, awaiting), lang, kbLang, needs, awaiting, worker, message: sent };
      this.pending.set(id, pending);
      this.send(attempt, worker, id, pending);
    });
  }

  private timeOut(attempt: LoadAttempt, id: number, awaiting: boolean): NodeJS.Timeout {
    const ms = awaiting ? (this.options.languageLoadTimeoutMs ?? 60_000) : (this.options.queryTimeoutMs ?? 30_000);
    return setTimeout(() => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      this.dequeue(attempt, pending.worker, id);
      pending.reject(new KnowledgeBaseError(pending.awaiting ? `the knowledge base did not load ${pending.kbLang} in time` : 'the knowledge base did not answer in time'));
    }, ms);
  }

  async memoryUsage(): Promise<KnowledgeBaseMemory> {
    const workers = [...(this.attempt?.state.keys() ?? [])];
    const answers = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<WorkerMemory | undefined>((resolve) => {
            const id = this.nextId++;
            const timer = setTimeout(() => {
              this.memoryWaiters.delete(id);
              resolve(undefined);
            }, this.options.queryTimeoutMs ?? 30_000);
            this.memoryWaiters.set(id, (memory) => {
              clearTimeout(timer);
              resolve(memory);
            });
            worker.postMessage({ type: 'memory', id } satisfies ToWorker);
          }),
      ),
    );
    const { rss, heapUsed } = process.memoryUsage();
    return { rss, peakRss: process.resourceUsage().maxRSS * 1024, heapUsed, workers: answers.filter((m): m is WorkerMemory => m !== undefined) };
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.failAll(new KnowledgeBaseError('the knowledge base was closed'));
    const attempt = this.attempt;
    this.attempt = undefined;
    if (attempt) await Promise.all([...attempt.state.keys()].map((w) => w.terminate()));
  }

  private async start(): Promise<void> {
    if (this.disposed) return;
    this.lastStart = Date.now();
    this.current = 'loading';
    this.stopAttempt();
    const attempt: LoadAttempt = { shares: [], owner: new Map(), state: new Map() };
    this.attempt = attempt;
    try {
      const plan = await planBase(this.options.dir, this.options.workers ?? 1, () => this.attempt !== attempt);
      if (!plan) return;
      this.libraryLanguages = plan.libraryLanguages;
      this.langs = plan.languages;
      for (const files of plan.shares) {
        const share: Share = { files };
        attempt.shares.push(share);
        for (const f of files) attempt.owner.set(f.lang, share);
      }
    } catch (error) {
      if (this.attempt === attempt) this.fail(error instanceof Error ? error.message : String(error));
      return;
    }
    this.log.info(`knowledge base: ${this.langs.length} languages available (each is loaded on its first question)`);
    this.current = 'ready';
    this.failureMessage = undefined;
    this.wakeWaiters();
  }

  /** Starts the worker of a share (on the first question in one of its languages); undefined (and the base failed) if it cannot. */
  private spawn(attempt: LoadAttempt, share: Share): Worker | undefined {
    let worker: Worker;
    try {
      worker = new Worker(this.workerPath, {
        resourceLimits: WORKER_RESOURCE_LIMITS,
        workerData: { dir: this.options.dir, files: share.files.map((f) => f.file), warmChecker: this.options.warmChecker !== false } satisfies WorkerInput,
      });
    } catch (error) {
      this.fail(`the knowledge base worker could not start: ${error instanceof Error ? error.message : error}`);
      return undefined;
    }
    share.worker = worker;
    const state: WorkerState = { share, warm: new Set(), loading: new Set(), queue: [], headSince: 0 };
    attempt.state.set(worker, state);
    // The workers must not keep a CLI process alive on their own.
    worker.unref();
    // A replaced worker's last words are not this attempt's.
    const current = () => this.attempt === attempt && attempt.state.has(worker);
    worker.on('message', (message: FromWorker) => {
      if (current()) this.onMessage(attempt, worker, message);
    });
    worker.on('error', (error) => {
      if (current()) this.fail(`the knowledge base worker crashed: ${error.message}`);
    });
    // Node closes the files a worker opened (its temporary record files) when the worker ends.
    worker.on('exit', (code) => {
      if (current() && !this.disposed) this.fail(`the knowledge base worker exited (code ${code})`);
    });
    return worker;
  }


  private send(attempt: LoadAttempt, worker: Worker, id: number, pending: Pending): void {
    const state = attempt.state.get(worker);
    if (state) {
      if (state.queue.length === 0) state.headSince = performance.now();
      state.queue.push(id);
      if (!state.warm.has(pending.needs)) state.loading.add(pending.needs);
      this.watch(attempt, worker);
    }
    worker.postMessage(pending.message);
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

  /**
   * Arms the watchdog of a worker on the query it is answering (the first of its queue), unless it is
   * loading a language (a load is bounded by the language's load timeout instead).
   */
  private watch(attempt: LoadAttempt, worker: Worker): void {
    const state = attempt.state.get(worker);
    if (!state) return;
    clearTimeout(state.watchdog);
    state.watchdog = undefined;
    if (state.loading.size > 0 || state.queue.length === 0) return;
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
    const langs = state.share.files.map((f) => f.lang);
    this.log.error(`knowledge base: one query of ${langs.join(', ')} ran over ${this.options.overrunMs ?? 5000} ms; replacing its worker`);
    void worker.terminate();
    attempt.state.delete(worker);
    state.share.worker = undefined;
    // The replacement loads each language again on its first question, as the first worker did.
    const fresh = this.spawn(attempt, state.share);
    for (const id of state.queue) {
      const pending = this.pending.get(id);
      if (!pending) continue;
      if (id === culprit || !fresh) {
        this.pending.delete(id);
        clearTimeout(pending.timer);
        const what = pending.message.type === 'check' ? 'the check of this code' : 'retrieval of this question';
        pending.reject(new RetrievalError(`${what} ran too long and was stopped`, pending.lang));
      } else {
        pending.worker = fresh;
        this.send(attempt, fresh, id, pending);
      }
    }
  }

  private onMessage(attempt: LoadAttempt, worker: Worker, message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        this.log.info(`knowledge base: ${message.languages.join(', ')} loaded (${message.records} records, ${message.loadMs} ms)`);
        // The queries that waited for the load now have their own time to be answered.
        for (const [id, pending] of this.pending) {
          if (!pending.awaiting || pending.worker !== worker || !message.languages.includes(pending.kbLang)) continue;
          clearTimeout(pending.timer);
          pending.awaiting = false;
          pending.timer = this.timeOut(attempt, id, false);
        }
        break;
      case 'warm': {
        const state = attempt.state.get(worker);
        if (state) {
          state.warm.add(`${message.part}:${message.lang}`);
          state.loading.delete(`${message.part}:${message.lang}`);
          state.headSince = performance.now();
          this.watch(attempt, worker);
        }
        break;
      }
      case 'memory':
        this.memoryWaiters.get(message.id)?.(message.memory);
        this.memoryWaiters.delete(message.id);
        break;
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
    for (const worker of attempt.state.keys()) void worker.terminate();
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
