/**
 * What the extension's UI (chat view, Generate Code command) needs from "the service": a stream of
 * generation events. Two implementations: in-process (this window owns the port, or no HTTP at all)
 * and loopback HTTP (another window owns the port; see `loopback-client.ts`). No `vscode` import.
 */
import type { CheckReport } from '../core/check/types';
import type { HistoryEntry } from '../core/kb/types';
import type { ApiRef, QuotaInfo } from '../shared/protocol';

export interface GenerateInput {
  question: string;
  /** `auto` or a language; the UI sends `auto` and passes the editor's language as a hint. */
  lang?: string;
  model?: string;
  history?: HistoryEntry[];
  /** The active editor's languageId (a hint, in-process only: the HTTP request has no such field). */
  editorLang?: string;
  /** The workspace's dependencies (in-process only). */
  preferredLibs?: string[];
}

export interface GenerateResult {
  answer: string;
  context: string;
  api_count: number;
  langs: string[];
  auto_detected: boolean;
  quota: QuotaInfo;
  /** The hallucination guard's report on the answer's code (null or absent: not checked). */
  api_check?: CheckReport | null;
}

export type GenerateEvent =
  /** The knowledge base is still loading; the request waits for it (the UI says so). */
  | { type: 'loading' }
  | { type: 'start'; lang: string; autoDetected: boolean; apis: ApiRef[]; context: string; quota?: QuotaInfo }
  | { type: 'delta'; text: string }
  | { type: 'check'; report: CheckReport | null }
  | { type: 'done'; response: GenerateResult };

/** What the chat and Generate Code's progress say while a request waits for the knowledge base. */
export const LOADING_KB = 'Loading the knowledge base…';

/** A failure with the service's error code (`rate_limited`, `upstream_error`, …). */
export class GenerateError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'GenerateError';
  }
}

/** The generation was cancelled by the user. */
export class CancelledError extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'CancelledError';
  }
}

export interface Backend {
  /** Short label for logs and the status bar: `in-process`, `http://127.0.0.1:7531`. */
  readonly label: string;
  generate(input: GenerateInput, signal: AbortSignal): AsyncIterable<GenerateEvent>;
  /** The daily quota as the backend knows it now (undefined when unknown). */
  quota(): Promise<QuotaInfo | undefined>;
}

/** Parses the one-line-per-API `context` into refs, for backends whose `start` event lacks them. */
export function apisFromContext(context: string): ApiRef[] {
  return context
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => ({ lib: '', name: line.split(/[\s(:]/)[0] ?? line, sig: line }));
}

/** Maps a retrieval result's APIs to the protocol's refs (drops scores). */
export function toApiRefs(
  apis: readonly { lib: string; name: string; sig: string; kind?: string; doc?: string }[],
): ApiRef[] {
  return apis.map((a) => ({ lib: a.lib, name: a.name, sig: a.sig, kind: a.kind, doc: a.doc }));
}

/** A readable message for any failure, for the UI. Never includes secrets (errors never carry them). */
export function describeError(err: unknown): string {
  if (err instanceof GenerateError) {
    if (err.code === 'rate_limited' && err.retryAfter) {
      return `${err.message} Next request in ${formatSeconds(err.retryAfter)}.`;
    }
    return err.message;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

export function formatSeconds(s: number): string {
  if (s < 60) return `${Math.ceil(s)} s`;
  if (s < 3600) return `${Math.ceil(s / 60)} min`;
  const h = Math.floor(s / 3600);
  const m = Math.ceil((s % 3600) / 60);
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** A report as another window's server sent it, checked for the fields the UI reads; else null. */
export function checkReportFrom(value: unknown): CheckReport | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  if (!Array.isArray(r.calls) || !Array.isArray(r.invented) || !Array.isArray(r.unknown_libraries)) return null;
  const calls = r.calls.filter(
    (c): c is CheckReport['calls'][number] =>
      !!c && typeof c === 'object' && typeof (c as Record<string, unknown>).name === 'string' &&
      typeof (c as Record<string, unknown>).written === 'string' && typeof (c as Record<string, unknown>).status === 'string' &&
      Array.isArray((c as Record<string, unknown>).suggestions),
  );
  const unknown = r.unknown_libraries.filter(
    (u): u is CheckReport['unknown_libraries'][number] => !!u && typeof u === 'object' && typeof (u as Record<string, unknown>).name === 'string',
  );
  const invented = r.invented.filter((x): x is string => typeof x === 'string');
  return { lang: typeof r.lang === 'string' ? r.lang : '', calls, invented, unknown_libraries: unknown, flagged: invented.length + unknown.length };
}
