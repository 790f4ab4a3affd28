/** Messages between the knowledge-base worker thread and its owner. */
import type { RetrievalQuery, RetrievalResult } from './types';

export type ToWorker = { type: 'retrieve'; id: number; query: RetrievalQuery };

export type FromWorker =
  | { type: 'ready'; languages: string[]; records: number; loadMs: number }
  /** Warmed up after `ready`: from now on each query is answered within its budget. */
  | { type: 'warm' }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; result: RetrievalResult }
  | { type: 'error'; id: number; error: string };

export interface WorkerInput {
  dir: string;
  /** The data files (manifest entries) this worker loads; several workers share a base by language. */
  files: string[];
}
