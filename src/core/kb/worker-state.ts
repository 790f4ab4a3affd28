/**
 * The host side's book-keeping of its worker threads: the queries each is answering, in order, what
 * it has loaded, and which worker holds which language in the current load attempt.
 */
import type { Worker } from 'node:worker_threads';
import type { ManifestFile } from './load';
import type { ToWorker } from './worker-protocol';

export interface Pending {
  resolve: (result: never) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** The language the query was sent for (a failed query is answered in it, ungrounded). */
  lang: string;
  /** The knowledge-base language it reads. */
  kbLang: string;
  /** What of that language it needs warm: `retrieval:<lang>` or `checker:<lang>` (see WarmPart). */
  needs: string;
  /** Set while that language is still loading: the query's own time starts once it has loaded. */
  awaiting?: boolean;
  worker: Worker;
  message: ToWorker;
}

/** A share of the base: its files, and the worker that holds them once one of them is asked for. */
export interface Share {
  files: ManifestFile[];
  worker?: Worker;
}

/** What a worker is doing: its queries in the order it answers them, since when the first waits. */
export interface WorkerState {
  share: Share;
  /** Parts (`retrieval:<lang>`, `checker:<lang>`) loaded and warmed up: from then on their queries are timed. */
  warm: Set<string>;
  /** Parts asked for and not warm yet: the worker is loading them (its queries are not timed meanwhile). */
  loading: Set<string>;
  queue: number[];
  headSince: number;
  watchdog?: NodeJS.Timeout;
}

export interface LoadAttempt {
  shares: Share[];
  /** Knowledge-base language → the share that holds it. */
  owner: Map<string, Share>;
  state: Map<Worker, WorkerState>;
}
