/** Messages between the knowledge-base worker thread and its owner. */
import type { CheckInput, CheckReport } from '../check/types';
import type { RetrievalQuery, RetrievalResult } from './types';

/**
 * `query.lang` is always set: the owner picks the language (detection needs no records). A worker
 * loads a language on the first retrieve or check in it.
 */
export type ToWorker =
  | { type: 'retrieve'; id: number; query: RetrievalQuery }
  /** Checks code against the names of the base (the hallucination guard, src/core/check). */
  | { type: 'check'; id: number; input: CheckInput }
  /** The worker's heap now (benchmarks, the in-host tests). */
  | { type: 'memory'; id: number };

export type WarmPart = 'retrieval' | 'checker';

/** A worker's heap, as process.memoryUsage() reports it inside the thread (RSS is the process's). */
export interface WorkerMemory {
  languages: string[];
  heapUsed: number;
  heapTotal: number;
  arrayBuffers: number;
  /** The most the thread's heap may grow to (V8's heap_size_limit: the old and young generations' caps). */
  heapLimit: number;
}

export type FromWorker =
  /** `languages` were read and indexed (one at a time, on the first question in each). */
  | { type: 'ready'; languages: string[]; records: number; loadMs: number }
  /**
   * Warmed up after `ready`: from now on each query (`retrieval`) or each check (`checker`, once the
   * checker's names are built) in `lang` is answered within its budget.
   */
  | { type: 'warm'; lang: string; part: WarmPart }
  /** A language could not be loaded: the base is unusable until fixed on disk. */
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; result: RetrievalResult }
  | { type: 'checked'; id: number; report: CheckReport }
  | { type: 'memory'; id: number; memory: WorkerMemory }
  | { type: 'error'; id: number; error: string };

export interface WorkerInput {
  dir: string;
  /** The data files (manifest entries) this worker may load; several workers share a base by language. */
  files: string[];
  /** Build each language's checker names right after it loads (else on the first check). */
  warmChecker: boolean;
}
