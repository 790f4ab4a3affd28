/**
 * Shared HTTP plumbing for the provider adapters (node:http / node:https): a connect timeout (TCP and
 * TLS established), a total timeout (the whole answer, including a stream that trickles), the caller's
 * AbortSignal, and every failure turned into a ModelError whose message names the provider and its
 * base URL, says what to do, and never contains a key.
 */
import * as http from 'node:http';
import * as https from 'node:https';
import type { Timeouts } from './settings';
import { ModelError } from './types';

/** Who is being called, for messages. */
export interface UpstreamContext {
  /** Provider name as in model ids, e.g. `ollama`, or an endpoint's name. */
  provider: string;
  /** Human name, e.g. `Ollama`, `OpenAI`, `Endpoint "vllm"`. */
  label: string;
  baseUrl: string;
  /** The model name sent upstream. */
  model: string;
  timeouts: Timeouts;
  /** Values that must never appear in a message (the key). */
  secrets: string[];
  /** Where the key comes from, for "rejected the API key" messages, e.g. `OPENAI_API_KEY`. */
  keyHint?: string;
  /** How to make a missing model available, e.g. `pull it with "ollama pull qwen2.5-coder:7b"`. */
  missingModelHint?: string;
  /** A local server (Ollama, LM Studio): "start it" rather than "check your network". */
  local?: boolean;
}

export interface UpstreamResponse {
  status: number;
  contentType: string;
  /** The body's bytes; throws ModelError on timeout, cancellation or a cut connection. */
  chunks(): AsyncIterable<Uint8Array>;
  /** The whole body as text (at most `limit` bytes are kept). */
  text(limit?: number): Promise<string>;
  /** Releases the socket (idempotent). */
  close(): void;
}

const MAX_MESSAGE = 300;

/** Replaces every secret, and anything shaped like a key or a bearer token, with `[redacted]`. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
  return out
    .replace(/\b(https?:\/\/)[^\s/@]+@/gi, '$1[redacted]@')
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, '$1 [redacted]')
    .replace(/\b(sk|pk|rk)-[A-Za-z0-9_-]{6,}/g, '[redacted]')
    .replace(/\b(api[_-]?key|x-api-key|token|authorization)(["']?\s*[:=]\s*["']?)[^\s"',}]{6,}/gi, '$1$2[redacted]');
}

/** A short, single-line, redacted excerpt of an upstream's message. */
export function excerpt(text: string, secrets: readonly string[]): string {
  // eslint-disable-next-line no-control-regex
  const one = redact(text, secrets).replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return one.length > MAX_MESSAGE ? `${one.slice(0, MAX_MESSAGE)}…` : one;
}

export function upstreamError(ctx: UpstreamContext, message: string): ModelError {
  return new ModelError('upstream', redact(message, ctx.secrets));
}

export function cancelledError(): ModelError {
  return new ModelError('cancelled', 'The request was cancelled.');
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** The upstream's own error message from a JSON error body (OpenAI, Anthropic, Ollama shapes), else the text. */
export function upstreamMessage(body: string): string {
  const t = body.trim();
  if (!t) return '';
  try {
    const j = JSON.parse(t) as Record<string, unknown>;
    const e = j?.error as unknown;
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string') return (e as { message: string }).message;
    if (typeof j?.message === 'string') return j.message;
    if (typeof j?.detail === 'string') return j.detail;
  } catch {
    // not JSON
  }
  return /<html|<!doctype/i.test(t) ? '' : t;
}

/** The ModelError for an HTTP error status. */
export function httpStatusError(ctx: UpstreamContext, status: number, body: string): ModelError {
  const said = excerpt(upstreamMessage(body), ctx.secrets);
  const detail = `HTTP ${status}${said ? `: ${said}` : ''}`;
  const where = `${ctx.label} at ${ctx.baseUrl}`;
  if (status === 401 || status === 403) {
    const key = ctx.keyHint ? `check ${ctx.keyHint}` : 'check the API key';
    return upstreamError(ctx, `${where} rejected the API key (${detail}): ${key} or choose another model.`);
  }
  if (status === 404) {
    const hint = ctx.missingModelHint ?? 'check the model name and the base URL';
    return upstreamError(ctx, `Model "${ctx.model}" is not available at ${ctx.baseUrl} (${ctx.label}, ${detail}): ${hint}, or choose another model.`);
  }
  if (status === 429) {
    return upstreamError(ctx, `${where} is rate limiting or out of quota (${detail}): try again later or choose another model.`);
  }
  if (status >= 500) {
    return upstreamError(ctx, `${where} failed (${detail}): try again later or choose another model.`);
  }
  return upstreamError(ctx, `${where} refused the request (${detail}).`);
}

export function unreachableError(ctx: UpstreamContext, code: string | undefined): ModelError {
  const why = code ? ` (${code})` : '';
  const todo = ctx.local ? 'start it or choose another model' : 'check the base URL and your network, or choose another model';
  return upstreamError(ctx, `${ctx.label} is not reachable at ${ctx.baseUrl}${why}: ${todo}.`);
}

export function cutError(ctx: UpstreamContext): ModelError {
  return upstreamError(ctx, `${ctx.label} at ${ctx.baseUrl} closed the connection before the answer ended: try again or choose another model.`);
}

export function malformedError(ctx: UpstreamContext, what: string): ModelError {
  return upstreamError(ctx, `${ctx.label} at ${ctx.baseUrl} sent ${what} that is not valid for its API: check the base URL, or choose another model.`);
}

/** The upstream reported an error inside a 200 answer (an error line or event). */
export function reportedError(ctx: UpstreamContext, said: string): ModelError {
  return upstreamError(ctx, `${ctx.label} at ${ctx.baseUrl} reported an error (${excerpt(said, ctx.secrets)}): try again or choose another model.`);
}

export function emptyAnswerError(ctx: UpstreamContext): ModelError {
  return upstreamError(ctx, `${ctx.label} at ${ctx.baseUrl} returned an empty answer for model "${ctx.model}": try again or choose another model.`);
}

export interface PostOptions {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

type FailReason = 'connect' | 'total' | 'cancelled';

const REACH_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * POSTs JSON and resolves once the response headers arrived. Timers and the caller's signal stay
 * armed until the body was read or `close()` was called.
 */
export function postJson(ctx: UpstreamContext, options: PostOptions): Promise<UpstreamResponse> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(cancelledError());
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return Promise.reject(new ModelError('config', `The base URL of ${ctx.label} is not a valid URL: ${redact(ctx.baseUrl, ctx.secrets)}.`));
  }
  const lib = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
  if (!lib) return Promise.reject(new ModelError('config', `The base URL of ${ctx.label} must start with http:// or https://: ${redact(ctx.baseUrl, ctx.secrets)}.`));
  const payload = Buffer.from(JSON.stringify(options.body), 'utf8');

  return new Promise<UpstreamResponse>((resolve, reject) => {
    let reason: FailReason | undefined;
    let settled = false;
    let finished = false;
    let res: http.IncomingMessage | undefined;
    const timers: NodeJS.Timeout[] = [];

    const failure = (err?: unknown): ModelError => {
      if (reason === 'cancelled') return cancelledError();
      if (reason === 'connect') {
        return upstreamError(ctx, `${ctx.label} at ${ctx.baseUrl} did not accept the connection within ${seconds(ctx.timeouts.connectMs)}: ${ctx.local ? 'start it' : 'check the base URL and your network'}, or choose another model.`);
      }
      if (reason === 'total') {
        return upstreamError(ctx, `${ctx.label} at ${ctx.baseUrl} did not finish its answer within ${seconds(ctx.timeouts.totalMs)}: try a smaller model, raise the timeout, or choose another model.`);
      }
      if (err instanceof ModelError) return err;
      const code = (err as NodeJS.ErrnoException | undefined)?.code;
      if (res) return cutError(ctx);
      if (code && REACH_CODES.has(code)) return unreachableError(ctx, code);
      if (code && /^(ERR_TLS|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|ERR_SSL)/.test(code)) {
        return upstreamError(ctx, `The TLS connection to ${ctx.label} at ${ctx.baseUrl} failed (${code}): check the base URL.`);
      }
      return upstreamError(ctx, `${ctx.label} is not reachable at ${ctx.baseUrl}${code ? ` (${code})` : ''}: check the base URL, or choose another model.`);
    };

    const cleanup = () => {
      finished = true;
      for (const t of timers) clearTimeout(t);
      signal?.removeEventListener('abort', onAbort);
    };
    const abort = (why: FailReason) => {
      if (finished) return;
      reason ??= why;
      const err = failure();
      req.destroy(err);
      res?.destroy(err);
      if (!settled) {
        settled = true;
        cleanup();
        reject(err);
      }
    };
    const onAbort = () => abort('cancelled');

    const req = lib.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream, application/x-ndjson', ...options.headers, 'content-length': String(payload.length) },
      agent: false,
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    timers.push(setTimeout(() => abort('total'), ctx.timeouts.totalMs));
    const connectTimer = setTimeout(() => abort('connect'), ctx.timeouts.connectMs);
    timers.push(connectTimer);
    req.on('socket', (socket) => {
      const connected = () => clearTimeout(connectTimer);
      if (!socket.connecting) connected();
      else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    req.on('error', (err) => {
      if (!settled) {
        settled = true;
        const e = failure(err);
        cleanup();
        reject(e);
      }
    });
    req.on('response', (r) => {
      res = r;
      clearTimeout(connectTimer);
      r.on('error', () => undefined); // surfaced through chunks()
      settled = true;
      const close = () => {
        cleanup();
        if (!r.complete || !r.readableEnded) r.destroy();
        req.destroy();
      };
      async function* chunks(): AsyncIterable<Uint8Array> {
        try {
          for await (const c of r as AsyncIterable<Buffer>) {
            if (reason) throw failure();
            yield c;
          }
          if (reason) throw failure();
          if (!r.complete) throw cutError(ctx);
        } catch (e) {
          throw reason ? failure() : e instanceof ModelError ? e : failure(e);
        } finally {
          close();
        }
      }
      resolve({
        status: r.statusCode ?? 0,
        contentType: String(r.headers['content-type'] ?? '').toLowerCase(),
        chunks,
        async text(limit = 1 << 20) {
          const parts: Buffer[] = [];
          let size = 0;
          for await (const c of chunks()) {
            if (size < limit) parts.push(Buffer.from(c));
            size += c.length;
          }
          return Buffer.concat(parts).subarray(0, limit).toString('utf8');
        },
        close,
      });
    });
    req.end(payload);
  });
}
