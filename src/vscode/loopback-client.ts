/**
 * The loopback HTTP client a non-owner window uses to reach the window (or standalone service) that
 * owns the port: the health probe that recognises "ours", and generation over SSE. Uses node:http
 * directly (no proxies apply to 127.0.0.1, and the extension host's patched fetch is avoided).
 * No `vscode` import: unit-testable.
 */
import * as http from 'node:http';
import {
  type Backend,
  checkReportFrom,
  CancelledError,
  type GenerateEvent,
  GenerateError,
  type GenerateInput,
  type GenerateResult,
  apisFromContext,
  toApiRefs,
} from './backend';
import { hintedLang } from './text';
import { isQuota, type QuotaInfo } from '../shared/protocol';

export const HOST = '127.0.0.1';

export type HealthResult =
  | { kind: 'ours'; body: Record<string, unknown> }
  /** Something answers on the port but is not this service. */
  | { kind: 'foreign'; detail: string }
  /** Nothing listens (ECONNREFUSED): the port can be taken. */
  | { kind: 'free' }
  /** Timed out or failed otherwise: unknown, try again later. */
  | { kind: 'unknown'; detail: string };

/** GET /api/health; `ours` when the body says `"service":"grounded-code"`. */
export function probeHealth(port: number, timeoutMs = 1500): Promise<HealthResult> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: HOST, port, path: '/api/health', method: 'GET', headers: { accept: 'application/json' }, timeout: timeoutMs },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
          if (body.length > 65536) {
            req.destroy();
            resolve({ kind: 'foreign', detail: 'an oversized answer to /api/health from another program' });
          }
        });
        res.on('end', () => {
          try {
            const json = JSON.parse(body) as unknown;
            if (json && typeof json === 'object' && (json as Record<string, unknown>).service === 'grounded-code') {
              resolve({ kind: 'ours', body: json as Record<string, unknown> });
              return;
            }
          } catch {
            /* not JSON: foreign */
          }
          resolve({ kind: 'foreign', detail: `HTTP ${res.statusCode ?? '?'} from another program` });
        });
        res.on('error', (e) => resolve({ kind: 'unknown', detail: e.message }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ kind: 'unknown', detail: 'health check timed out' });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNREFUSED') resolve({ kind: 'free' });
      else resolve({ kind: 'unknown', detail: e.code ?? e.message });
    });
    req.end();
  });
}

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

function toResult(r: Record<string, unknown>): GenerateResult {
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

/** The owner went away: the request never reached it, so nothing was counted; retry elsewhere. */
export class OwnerGoneError extends Error {
  constructor(detail: string) {
    super(`The Grounded Code server is not reachable (${detail}).`);
    this.name = 'OwnerGoneError';
  }
}

/** Generation through the owner's `/api/generate` with `Accept: text/event-stream`. */
export class HttpBackend implements Backend {
  readonly label: string;
  private lastQuota: QuotaInfo | undefined;

  constructor(
    readonly port: number,
    private readonly options: { dailyLimit?: () => number; totalTimeoutMs?: number } = {},
  ) {
    this.label = `http://${HOST}:${port}`;
  }

  /**
   * The shared daily quota as the owner counts it: from the health route when it reports one, else
   * from the `X-RateLimit-Remaining` of a deliberately invalid request (answered 400, never counted).
   */
  async quota(): Promise<QuotaInfo | undefined> {
    const h = await probeHealth(this.port, 1000);
    if (h.kind === 'ours' && isQuota(h.body.quota)) {
      this.lastQuota = h.body.quota;
      return this.lastQuota;
    }
    const remaining = await this.remainingProbe();
    if (remaining !== undefined) {
      const limit = this.lastQuota?.limit || this.options.dailyLimit?.() || remaining;
      this.lastQuota = { used: Math.max(0, limit - remaining), limit, remaining };
    }
    return this.lastQuota;
  }

  private remainingProbe(): Promise<number | undefined> {
    return new Promise((resolve) => {
      const body = Buffer.from('{}');
      const req = http.request(
        {
          host: HOST,
          port: this.port,
          path: '/api/generate',
          method: 'POST',
          timeout: 2000,
          headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': String(body.length) },
        },
        (res) => {
          // Only the header is wanted: the body is not read (whatever its size).
          req.destroy();
          const h = res.headers['x-ratelimit-remaining'];
          const v = Array.isArray(h) ? h[0] : h;
          resolve(v && /^\d+$/.test(v) ? Number(v) : undefined);
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(undefined));
      req.end(body);
    });
  }

  async *generate(input: GenerateInput, signal: AbortSignal): AsyncIterable<GenerateEvent> {
    // Only the interface's fields: the server rejects unknown ones.
    const body: Record<string, unknown> = { question: input.question };
    const lang = !input.lang || input.lang === 'auto' ? hintedLang(input.question, input.editorLang) : input.lang;
    if (lang) body.lang = lang;
    if (input.model) body.model = input.model;
    if (input.history?.length) body.history = input.history;

    const queue: (GenerateEvent | Error | null)[] = [];
    let wake: (() => void) | undefined;
    const push = (x: GenerateEvent | Error | null) => {
      queue.push(x);
      wake?.();
    };

    const payload = Buffer.from(JSON.stringify(body), 'utf8');
    const req = http.request({
      host: HOST,
      port: this.port,
      path: '/api/generate',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'content-length': String(payload.length),
      },
    });
    const timer = setTimeout(() => req.destroy(new Error('timed out')), this.options.totalTimeoutMs ?? 30 * 60_000);
    const onAbort = () => req.destroy(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });

    let responded = false;
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e instanceof CancelledError || signal.aborted) push(new CancelledError());
      else if (e.code === 'ECONNREFUSED' || (e.code === 'ECONNRESET' && !responded)) push(new OwnerGoneError(e.code));
      else push(new GenerateError('upstream_error', `The request to the Grounded Code server failed: ${e.message}.`));
    });
    req.on('response', (res) => {
      responded = true;
      res.setEncoding('utf8');
      const type = String(res.headers['content-type'] ?? '');
      const status = res.statusCode ?? 0;
      this.readQuotaHeader(res.headers['x-ratelimit-remaining']);
      // Whatever the holder sends, at most MAX_RESPONSE_CHARS is read: then the request is dropped.
      let received = 0;
      let dropped = false;
      const tooLarge = (e: Error) => {
        dropped = true;
        push(e);
        push(null);
        req.destroy();
      };
      const within = (chunk: string) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_CHARS) tooLarge(new TooLargeError('an answer', MAX_RESPONSE_CHARS));
        return !dropped;
      };
      if (type.startsWith('text/event-stream') && status === 200) {
        const parser = new SseParser();
        res.on('data', (chunk: string) => {
          if (!within(chunk)) return;
          let events: SseEvent[];
          try {
            events = parser.feed(chunk);
          } catch (e) {
            tooLarge(e as Error);
            return;
          }
          for (const ev of events) {
            try {
              const ge = toGenerateEvent(ev);
              if (ge) push(ge);
            } catch (e) {
              push(e as Error);
            }
          }
        });
        res.on('end', () => {
          if (!dropped) push(null);
        });
        res.on('error', (e) => push(signal.aborted ? new CancelledError() : e));
        return;
      }
      // A JSON answer: an error, or a server that does not stream.
      let text = '';
      res.on('data', (c: string) => {
        if (within(c)) text += c;
      });
      res.on('error', (e) => push(signal.aborted ? new CancelledError() : e));
      res.on('end', () => {
        if (dropped) return;
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        if (status === 200 && json && typeof json === 'object') {
          const result = toResult(json as Record<string, unknown>);
          push({ type: 'start', lang: result.langs[0] ?? '', autoDetected: result.auto_detected, apis: apisFromContext(result.context), context: result.context, quota: result.quota });
          push({ type: 'delta', text: result.answer });
          push({ type: 'check', report: result.api_check ?? null });
          push({ type: 'done', response: result });
        } else {
          const ra = res.headers['retry-after'];
          push(errorFromBody(json, status, Array.isArray(ra) ? ra[0] : ra));
        }
        push(null);
      });
    });
    req.end(payload);

    let finished = false;
    try {
      for (;;) {
        if (!queue.length) await new Promise<void>((r) => (wake = r));
        wake = undefined;
        const item = queue.shift();
        if (item === undefined) continue;
        if (item === null) break;
        if (item instanceof Error) throw item;
        if (item.type === 'done') {
          this.lastQuota = item.response.quota;
          finished = true;
        } else if (item.type === 'start' && item.quota) this.lastQuota = item.quota;
        yield item;
        if (finished) break;
      }
      if (!finished) {
        if (signal.aborted) throw new CancelledError();
        throw new GenerateError('upstream_error', 'The server closed the stream before the answer was complete.');
      }
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (!finished) req.destroy();
    }
  }

  private readQuotaHeader(h: string | string[] | undefined): void {
    const v = Array.isArray(h) ? h[0] : h;
    const limit = this.lastQuota?.limit || this.options.dailyLimit?.();
    if (v && /^\d+$/.test(v) && limit) {
      const remaining = Number(v);
      this.lastQuota = { limit, remaining, used: Math.max(0, limit - remaining) };
    }
  }
}
