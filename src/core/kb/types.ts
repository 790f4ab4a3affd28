import type { CheckInput, CheckReport } from '../check/types';

/**
 * Types shared by the knowledge base, retrieval and everything that consumes them.
 * Pure: no `vscode`, no I/O.
 */

/** One API of the knowledge base: one line of `kb/<lang>.jsonl.gz`. */
export interface ApiRecord {
  /** `<lang>:<name>`, unique across the base. */
  id: string;
  /** Knowledge-base language: python, javascript, go, java, rust, c, … */
  lang: string;
  /** The unit a user imports or installs: `pandas`, `lodash`, `net/http`, `java.util`, `std`, `stdio`. */
  lib: string;
  /** Exact version of `lib` the record was extracted from. */
  ver: string;
  /** Fully qualified name a user writes after the usual import: `pandas.DataFrame.groupby`. */
  name: string;
  kind: string;
  /** The declaration's own source text, one line. */
  sig: string;
  /** First sentence of the documentation, at most 200 characters; may be empty. */
  doc: string;
  /** Number of overloads collapsed into this record (absent when 1). */
  ov?: number;
  /** Deprecated. */
  dep?: boolean;
}

/** A conversation turn as the request carries it. */
export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface RetrievalQuery {
  question: string;
  /** A knowledge-base language (already normalised), or undefined/`auto` to detect it. */
  lang?: string;
  /** Recent conversation; used for library mentions and language detection. */
  history?: readonly HistoryEntry[];
  /** Libraries the caller prefers (e.g. the workspace's dependencies): boosted, never required. */
  preferredLibs?: readonly string[];
  /** The host's hint, e.g. the active editor's languageId (`typescriptreact`, `python`). */
  editorLang?: string;
  /** Maximum number of APIs to return (default 10). */
  k?: number;
  /**
   * Also return matches below the confidence threshold. Retrieval-only tools (`search`) set it; the
   * generation path never does, so a weak match is never shown to a model.
   */
  allowWeak?: boolean;
}

export interface RetrievedApi {
  lang: string;
  lib: string;
  name: string;
  kind: string;
  sig: string;
  doc: string;
  score: number;
}

export interface RetrievalResult {
  /** The language the answer should be written in (a request language such as `typescript`). */
  lang: string;
  /** True when `lang` came from detection rather than from the caller. */
  autoDetected: boolean;
  /** Chosen APIs, best first; empty when nothing matched with confidence. */
  apis: RetrievedApi[];
  /** `apis` formatted one per line within the token budget: what the model is shown. */
  context: string;
}

export type KnowledgeBaseState = 'loading' | 'ready' | 'failed';

/**
 * The loaded, searchable knowledge base. Loading and searching happen off the caller's event loop
 * (a worker thread), so every method that touches the data is async.
 */
export interface KnowledgeBase {
  state(): KnowledgeBaseState;
  /** Why the base is unusable, when state() is 'failed'. */
  failure(): string | undefined;
  /** Resolves true once ready, false if it failed or `timeoutMs` passed first. Starts a reload after a failure. */
  whenReady(timeoutMs: number): Promise<boolean>;
  /** Languages present in the base (known once ready; empty before). */
  languages(): string[];
  retrieve(query: RetrievalQuery): Promise<RetrievalResult>;
  /**
   * Checks code against the base's names (the hallucination guard): known, invented, unknown library
   * or unresolved for each name the code uses from a library. Runs in the worker holding `input.lang`.
   */
  check(input: CheckInput): Promise<CheckReport>;
  /** What the base costs in memory now (benchmarks, the in-host tests, diagnostics). */
  memoryUsage?(): Promise<KnowledgeBaseMemory>;
  dispose(): Promise<void>;
}

export interface KnowledgeBaseMemory {
  /** The process's resident memory now, and its peak so far (bytes). */
  rss: number;
  peakRss: number;
  /** The calling thread's heap (bytes). */
  heapUsed: number;
  /** Each started worker: the languages it has loaded and its own heap (bytes). */
  workers: Array<{ languages: string[]; heapUsed: number; heapTotal: number; arrayBuffers: number; heapLimit: number }>;
}
