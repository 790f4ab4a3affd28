/** Messages between the knowledge-base worker thread and its owner. */
import type { CheckInput, CheckReport } from '../check/types';
import type { RetrievalQuery, RetrievalResult } from './types';

export type ToWorker =
  | { type: 'retrieve'; id: number; query: RetrievalQuery }
  /** Checks code against the names of the base (the hallucination guard, src/core/check). */
  | { type: 'check'; id: number; input: CheckInput }
  /** Every worker has loaded: build the checker's names now (not while a sibling is still loading). */
  | { type: 'warm-checker' };

export type FromWorker =
  | { type: 'ready'; languages: string[]; records: number; loadMs: number }
  /** Warmed up after `ready`: from now on each query is answered within its budget. */
  | { type: 'warm' }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; result: RetrievalResult }
  | { type: 'checked'; id: number; report: CheckReport }
  | { type: 'error'; id: number; error: string };

export interface WorkerInput {
  dir: string;
  /** The data files (manifest entries) this worker loads; several workers share a base by language. */
  files: string[];
}
