/**
 * The HTTP app as a function: `(request) → response`, with no socket, so every status, header and
 * precedence rule is unit-testable. `server.ts` binds it to node:http.
 *
 * Order (decisions.md precedence): Host/Origin (403) → routing (404/405) → body over the limit (413)
 * → Content-Type and JSON (400) → the use case (400, 429 question_too_long, 503, 429 rate_limited,
 * 502). Replies are JSON only; with `Accept: text/event-stream` a generation that gets as far as its
 * `start` event streams SSE instead, and anything failing before that still gets its normal status
 * and JSON body.
 */
import { ServiceError } from '../core/errors';
import type { GenerateEvent, GenerateHints } from '../core/generate';
import type { Logger } from '../core/ports';
import type { Requester } from '../core/requester';
import { callerKey } from '../core/quota';
import { isAllowedHost, isAllowedOrigin } from './safety';
import { CHALLENGE_HEADER, PROOF_HEADER, type UserKeys, isChallenge, proofFor, requesterOf } from './user-auth';

/** Marks a body the server stopped reading at the limit. */
export const TOO_LARGE = Symbol('payload too large');

export const MAX_BODY_BYTES = 256 * 1024;

export type Headers = Record<string, string | string[] | undefined>;

export interface HttpRequest {
  method: string;
  /** Request target, e.g. `/api/generate?x=1`. */
  url: string;
  /** Lower-case names, as node:http gives them. */
  headers: Headers;
  body: Buffer | undefined | typeof TOO_LARGE;
  remoteAddress: string | undefined;
  /** The port the request arrived on: the only one `Host` may name. */
  localPort: number | undefined;
  /** The client's port (binds the health proof to this connection; user-auth.ts). */
  remotePort?: number | undefined;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

export interface JsonResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface StreamResponse {
  status: number;
  headers: Record<string, string>;
  /** SSE chunks; the server stops iterating (return()) when the client goes away. */
  stream: AsyncIterable<string>;
}

export type HttpResponse = JsonResponse | StreamResponse;

export interface HandlerDeps {
  generateStream(
    body: unknown,
    options: { caller: string; requester: Requester; signal?: AbortSignal; hints?: GenerateHints },
  ): AsyncIterable<GenerateEvent>;
  /**
   * For responses that did not reach the quota: the daily remaining (`X-RateLimit-Remaining`) and the
   * seconds until a request would pass (0 when it would pass now).
   */
  quotaState(caller: string): Promise<{ remaining: number; retryAfter: number }>;
  health(): Record<string, unknown>;
  /**
   * The user's keys (user-auth.ts), when the host has them: the health route proves the server knows
   * the secret, and a request bearing the token may use what spends the user's keys. Undefined: every
   * request is anonymous and no proof is given.
   */
  keys?(): UserKeys | undefined;
  allowedOrigins(): readonly string[];
  /** `/mcp`: the MCP Streamable HTTP transport (mcp-route.ts); absent, the path is 404. */
  mcp?(request: HttpRequest, caller: string): Promise<HttpResponse>;
  log: Logger;
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

function json(status: number, value: unknown, extra: Record<string, string> = {}): JsonResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...BASE_HEADERS, ...extra },
    body: JSON.stringify(value),
  };
}

function errorResponse(e: ServiceError, extra: Record<string, string> = {}): JsonResponse {
  const headers: Record<string, string> = { ...extra };
  if (e.status === 401) headers['www-authenticate'] = 'Bearer realm="grounded-code"';
  if (e.status === 429 && e.extra.retry_after !== undefined) headers['retry-after'] = String(e.extra.retry_after);
  return json(e.status, e.body(), headers);
}

function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** `application/json`, optionally with `charset=utf-8`; any other type or charset is refused. */
export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  for (const p of params) {
    if (!p) continue;
    const [k, v] = p.split('=').map((x) => x.trim());
    if (k === 'charset' && v !== undefined && !['utf-8', 'utf8', '"utf-8"'].includes(v)) return false;
  }
  return true;
}

/** True when the client asks for Server-Sent Events (and does not exclude them with q=0). */
export function wantsEventStream(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'text/event-stream') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Parses the body as a JSON object. Duplicate keys: the last one wins (JSON.parse, RFC 8259 leaves it
 * open); since unknown fields are refused, a duplicate can only repeat a known field. `__proto__`
 * arrives as an own data property (JSON.parse never invokes the setter), which the strict schema then
 * refuses as an unknown field, so nothing reaches a prototype.
 */
export function parseJsonObject(body: Buffer | undefined): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body ?? Buffer.alloc(0));
  } catch {
    throw new ServiceError(400, 'invalid_json', 'The request body is not valid UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'invalid_json', text.trim() ? 'The request body is not valid JSON.' : 'The request body is empty; send a JSON object.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ServiceError(400, 'invalid_json', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function sse(event: string, data: unknown): string {
  // JSON.stringify never emits raw newlines, so one `data:` line per event is enough.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function isCancel(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === 'cancelled';
}

export function createHandler(deps: HandlerDeps): (request: HttpRequest) => Promise<HttpResponse> {
  const internal = (e: unknown) => {
    deps.log.error(`request failed unexpectedly: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return new ServiceError(500, 'internal_error', 'The service failed unexpectedly; see its log.');
  };

  async function generateRoute(req: HttpRequest, caller: string): Promise<HttpResponse> {
    // Responses that never reached the quota still report it: one read of the store.
    const failWith = async (e: ServiceError): Promise<HttpResponse> => {
      // decisions.md: no Retry-After on 429 question_too_long — the same question never passes, and
      // the message says to shorten it. (rate_limited carries its own, from `retry_after`.)
      const headers: Record<string, string> = {};
      try {
        headers['x-ratelimit-remaining'] = String((await deps.quotaState(caller)).remaining);
      } catch {
        /* the store cannot be read: the error response goes out without the header */
      }
      return errorResponse(e, headers);
    };

    if (req.method !== 'POST') {
      return failWith(new ServiceError(405, 'method_not_allowed', `Use POST for /api/generate, not ${req.method}.`)).then((r) => {
        r.headers.allow = 'POST';
        return r;
      });
    }
    if (req.body === TOO_LARGE) {
      return failWith(new ServiceError(413, 'payload_too_large', `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`));
    }
    if (!isJsonContentType(header(req.headers, 'content-type'))) {
      return failWith(new ServiceError(400, 'invalid_content_type', 'Send the request with Content-Type: application/json.'));
    }
    let body: Record<string, unknown>;
    try {
      body = parseJsonObject(req.body);
    } catch (e) {
      return failWith(e instanceof ServiceError ? e : internal(e));
    }

    const requester = requesterOf(req.headers.authorization, deps.keys?.());
    const events = deps.generateStream(body, { caller, requester, ...(req.signal ? { signal: req.signal } : {}) })[Symbol.asyncIterator]();
    let first: IteratorResult<GenerateEvent>;
    try {
      // A `loading` event is progress for an in-process UI: the status (200 or a 503 if the base never
      // becomes usable) is decided only after it, so HTTP waits silently for the first real event.
      do first = await events.next();
      while (!first.done && first.value.type === 'loading');
    } catch (e) {
      if (isCancel(e)) return failWith(new ServiceError(502, 'upstream_error', 'The request was cancelled.'));
      return failWith(e instanceof ServiceError ? e : internal(e));
    }
    if (first.done) return failWith(new ServiceError(502, 'upstream_error', 'The answer ended before it was complete.'));
    const startQuota = first.value.type === 'start' ? first.value.quota : undefined;
    const remainingHeader: Record<string, string> = startQuota ? { 'x-ratelimit-remaining': String(startQuota.remaining) } : {};

    if (wantsEventStream(header(req.headers, 'accept'))) {
      return {
        status: 200,
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          ...BASE_HEADERS,
          'x-accel-buffering': 'no',
          ...remainingHeader,
        },
        stream: (async function* () {
          try {
            yield sse(first.value.type, first.value);
            for (;;) {
              const next = await events.next();
              if (next.done) break;
              if (next.value.type !== 'loading') yield sse(next.value.type, next.value);
            }
          } catch (e) {
            if (isCancel(e)) return;
            const err = e instanceof ServiceError ? e : internal(e);
            yield sse('error', err.body());
          } finally {
            await events.return?.(undefined);
          }
        })(),
      };
    }

    // One JSON object: collect the stream.
    try {
      let next: IteratorResult<GenerateEvent> = first;
      while (!next.done) {
        if (next.value.type === 'done') {
          const response = next.value.response;
          await events.return?.(undefined);
          return json(200, response, { 'x-ratelimit-remaining': String(response.quota.remaining) });
        }
        next = await events.next();
      }
      return failWith(new ServiceError(502, 'upstream_error', 'The answer ended before it was complete.'));
    } catch (e) {
      if (isCancel(e)) return failWith(new ServiceError(502, 'upstream_error', 'The request was cancelled.'));
      return failWith(e instanceof ServiceError ? e : internal(e));
    }
  }

  return async function handle(req: HttpRequest): Promise<HttpResponse> {
    let path: string;
    try {
      path = new URL(req.url, 'http://127.0.0.1').pathname;
    } catch {
      path = '';
    }
    const caller = callerKey(req.remoteAddress);
    const isGenerate = path === '/api/generate';

    // 403 before anything else, on every route: DNS rebinding and cross-site pages get nothing.
    const forbidden = !isAllowedHost(req.headers.host, req.localPort)
      ? 'The Host header must be 127.0.0.1, localhost or [::1] with this port.'
      : !isAllowedOrigin(req.headers.origin, deps.allowedOrigins())
        ? 'Requests from this Origin are not allowed.'
        : undefined;
    if (forbidden) {
      const e = new ServiceError(403, 'forbidden', forbidden);
      if (!isGenerate) return errorResponse(e);
      let remaining: string | undefined;
      try {
        remaining = String((await deps.quotaState(caller)).remaining);
      } catch {
        remaining = undefined;
      }
      return errorResponse(e, remaining === undefined ? {} : { 'x-ratelimit-remaining': remaining });
    }

    if (isGenerate) {
      try {
        return await generateRoute(req, caller);
      } catch (e) {
        return errorResponse(internal(e));
      }
    }
    if (path === '/mcp' && deps.mcp) {
      try {
        return await deps.mcp(req, caller);
      } catch (e) {
        return errorResponse(internal(e));
      }
    }
    if (path === '/api/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const r = errorResponse(new ServiceError(405, 'method_not_allowed', `Use GET for /api/health, not ${req.method}.`));
        r.headers.allow = 'GET, HEAD';
        return r;
      }
      // A client's challenge gets the proof that this server knows the user's secret (user-auth.ts).
      const challenge = header(req.headers, CHALLENGE_HEADER);
      const keys = deps.keys?.();
      const ports = req.localPort && req.remotePort ? { serverPort: req.localPort, clientPort: req.remotePort } : undefined;
      return json(200, deps.health(), keys && ports && isChallenge(challenge) ? { [PROOF_HEADER]: proofFor(keys.secret, challenge, ports) } : {});
    }
    return errorResponse(new ServiceError(404, 'not_found', `There is no ${path || 'such path'} here; the API is POST /api/generate${deps.mcp ? ' (and MCP at POST /mcp)' : ''}.`));
  };
}
