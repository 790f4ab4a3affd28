/**
 * What the loopback client reads from the port's holder: Server-Sent Events (a bounded incremental
 * parser), their mapping to the UI's generation events, and error bodies. The holder may be any
 * program, so every size is bounded. No `vscode` import: unit-testable.
 */
import {
  checkReportFrom,
  type GenerateEvent,
  GenerateError,
  type GenerateResult,
  apisFromContext,
  toApiRefs,
} from './backend';
import { isQuota } from '../shared/protocol';

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * What the client holds of the port holder's answer at most. The holder may be any program (another
 * user's, on a shared host): a line without an end, an event without a blank line or an endless body
 * must not grow the extension host's memory without bound. An answer is far smaller.
 */
export const MAX_SSE_EVENT_CHARS = 1 << 20;
export const MAX_RESPONSE_CHARS = 16 << 20;

/** The port holder sent more than the client holds. */
export class TooLargeError extends Error {
  constructor(what: string, limit: number) {
    super(`The Grounded Code server sent ${what} over ${Math.round(limit / 1024)} KiB; the answer was dropped.`);
    this.name = 'TooLargeError';
  }
}

/**
 * Incremental Server-Sent Events parser (the subset servers send: `event:`, `data:`, comments). An
 * event (its lines, and a line not yet ended) over `maxEventChars` throws TooLargeError.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private eventChars = 0;

  constructor(private readonly maxEventChars = MAX_SSE_EVENT_CHARS) {}

  feed(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    let nl: number;
    while ((nl = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, nl);
      const sepLen = this.buffer.startsWith('\r\n', nl) ? 2 : 1;
      // A lone '\r' at the end may be the first half of '\r\n': wait for more.
      if (sepLen === 1 && this.buffer[nl] === '\r' && nl === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(nl + sepLen);
      if (line === '') {
        if (this.data.length) out.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        this.eventChars = 0;
        continue;
      }
      this.eventChars += line.length + 1;
      if (this.eventChars > this.maxEventChars) throw new TooLargeError('an event', this.maxEventChars);
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    // What is left is a line not yet ended: it belongs to the event being read.
    if (this.eventChars + this.buffer.length > this.maxEventChars) throw new TooLargeError('an event', this.maxEventChars);
    return out;
  }
}

/**
 * Maps one SSE event to a generation event. Accepts `event: start|delta|done|error` with a JSON
 * payload, or unnamed events whose JSON carries `type`. Throws GenerateError for `error` events.
 */
export function toGenerateEvent(sse: SseEvent): GenerateEvent | undefined {
  let payload: Record<string, unknown>;
  try {
    const parsed = JSON.parse(sse.data) as unknown;
    if (!parsed || typeof parsed !== 'object') return undefined;
    payload = parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const type = sse.event !== 'message' ? sse.event : typeof payload.type === 'string' ? payload.type : '';
  switch (type) {
    case 'start': {
      const context = typeof payload.context === 'string' ? payload.context : '';
      const apis = Array.isArray(payload.apis)
        ? toApiRefs(payload.apis.filter(isApiLike))
        : apisFromContext(context);
      return {
        type: 'start',
        lang: typeof payload.lang === 'string' ? payload.lang : '',
        autoDetected: payload.autoDetected === true || payload.auto_detected === true,
        apis,
        context,
        quota: isQuota(payload.quota) ? payload.quota : undefined,
      };
    }
    case 'delta':
      return typeof payload.text === 'string' ? { type: 'delta', text: payload.text } : undefined;
    case 'check':
      return { type: 'check', report: checkReportFrom(payload.report) };
    case 'done': {
      const response = (payload.response ?? payload) as Record<string, unknown>;
      return { type: 'done', response: toResult(response) };
    }
    case 'error':
      throw errorFromBody(payload, undefined, undefined);
    default:
      return undefined;
  }
}

function isApiLike(x: unknown): x is { lib: string; name: string; sig: string } {
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  return typeof o.name === 'string' && typeof o.sig === 'string' && typeof o.lib === 'string';
}

export function toResult(r: Record<string, unknown>): GenerateResult {
  const quota = isQuota(r.quota) ? r.quota : { used: 0, limit: 0, remaining: 0 };
  return {
    answer: typeof r.answer === 'string' ? r.answer : '',
    context: typeof r.context === 'string' ? r.context : '',
    api_count: typeof r.api_count === 'number' ? r.api_count : 0,
    langs: Array.isArray(r.langs) ? r.langs.filter((x): x is string => typeof x === 'string') : [],
    auto_detected: r.auto_detected === true,
    quota,
    api_check: checkReportFrom(r.api_check),
  };
}

/** `{"error": {"code", "message", "retry_after"}}` → GenerateError. */
export function errorFromBody(body: unknown, status: number | undefined, retryAfterHeader: string | undefined): GenerateError {
  const e = body && typeof body === 'object' ? ((body as Record<string, unknown>).error as Record<string, unknown> | undefined) : undefined;
  const code = e && typeof e.code === 'string' ? e.code : status ? `http_${status}` : 'upstream_error';
  const message = e && typeof e.message === 'string' ? e.message : `The service answered HTTP ${status ?? '?'}.`;
  let retry = e && typeof e.retry_after === 'number' ? e.retry_after : undefined;
  if (retry === undefined && retryAfterHeader && /^\d+$/.test(retryAfterHeader)) retry = Number(retryAfterHeader);
  return new GenerateError(code, message, status, retry);
}
