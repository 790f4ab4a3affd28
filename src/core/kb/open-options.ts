/** How a host opens the knowledge base (`openKnowledgeBase`): where it is, and its limits. */
import type { Logger } from '../ports';

export interface OpenOptions {
  /** The folder with manifest.json and the data files. */
  dir: string;
  log?: Logger;
  /** The bundled worker script; defaults to kb-worker.js beside this bundle (dist/). */
  workerPath?: string;
  /**
   * Worker threads to spread the languages over (default 1: languages load on their first question,
   * one at a time, and each thread costs its own V8 heap and baseline, some 30 MB resident).
   */
  workers?: number;
  /**
   * Build a language's checker names right after it loads (default), so the first check is quick;
   * false builds them on the first check (hosts that only retrieve, such as `search`, never do).
   */
  warmChecker?: boolean;
  /** A failed load is retried at most this often, when a caller asks for the base. */
  retryAfterMs?: number;
  /** A query that gets no answer within this time fails (the base is then unusable for it). */
  queryTimeoutMs?: number;
  /**
   * A language's first question waits for the language to load: it fails if the load takes longer
   * than this, and its own time (queryTimeoutMs) starts once the language is loaded.
   */
  languageLoadTimeoutMs?: number;
  /**
   * A loaded worker that spends longer than this on one query is stopped and replaced (its other
   * queries are sent to the replacement); the query fails as a RetrievalError. Each query's own
   * budget (budget.ts) is far shorter: this is the guard for a bug.
   */
  overrunMs?: number;
}
