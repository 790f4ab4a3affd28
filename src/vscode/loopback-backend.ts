/**
 * Generation through the user's own server on the port (another window, or the user's `serve`), for a
 * window that does not own the port. Every request first proves the peer: a health challenge on a
 * connection of its own (loopback-health.ts), then the question with the user's token on that same
 * connection. A holder that cannot prove it is the user's gets nothing and NotOursError is thrown
 * (the window then answers in-process). Uses node:http directly. No `vscode` import: unit-testable.
 */
import * as http from 'node:http';
import type { UserKeys } from '../server/user-auth';
import { type Backend, CancelledError, type GenerateEvent, GenerateError, type GenerateInput, apisFromContext } from './backend';
import { ConnectionChangedError, HOST, type HealthResult, SingleConnectionAgent, loopbackRequest, probeHealth } from './loopback-health';
import { MAX_RESPONSE_CHARS, type SseEvent, SseParser, TooLargeError, errorFromBody, toGenerateEvent, toResult } from './loopback-sse';
import { hintedLang } from './text';
import { isQuota, type QuotaInfo } from '../shared/protocol';

/** The owner went away: the request never reached it, so nothing was counted; retry elsewhere. */
export class OwnerGoneError extends Error {
  constructor(detail: string) {
    super(`The Grounded Code server is not reachable (${detail}).`);
    this.name = 'OwnerGoneError';
  }
}

/**
 * The holder of the port could not prove it is the user's server (or is not Grounded Code any more):
 * nothing was sent to it. The ownership manager switches to answering in-process and retries.
 */
export class NotOursError extends Error {
  constructor(readonly detail: string) {
    super(`The program on the port is not your Grounded Code server (${detail}); nothing was sent to it.`);
    this.name = 'NotOursError';
  }
}

export interface HttpBackendOptions {
  /** The user's keys: the proof is checked with the secret, the token goes with the question. */
  keys: () => Promise<UserKeys | undefined>;
  dailyLimit?: () => number;
  totalTimeoutMs?: number;
  /** How long the proof may take, ms. */
  proofTimeoutMs?: number;
}

/** Generation through the owner's `/api/generate` with `Accept: text/event-stream`. */
export class HttpBackend implements Backend {
  readonly label: string;
  private lastQuota: QuotaInfo | undefined;

  constructor(
    readonly port: number,
    private readonly options: HttpBackendOptions,
  ) {
    this.label = `http://${HOST}:${port}`;
  }

  /**
   * The shared daily quota as the owner counts it: from the health route when it reports one, else
   * from the `X-RateLimit-Remaining` of a deliberately invalid request (answered 400, never counted).
   */
  async quota(): Promise<QuotaInfo | undefined> {
    // Numbers only from the user's own server, read on the connection that proved it.
    const agent = new SingleConnectionAgent();
    try {
      const h = await probeHealth(this.port, await this.options.keys(), { timeoutMs: 3000, agent });
      if (h.kind !== 'ours') return this.lastQuota;
      if (isQuota(h.body.quota)) {
        this.lastQuota = h.body.quota;
        return this.lastQuota;
      }
      const remaining = await this.remainingProbe(agent);
      if (remaining !== undefined) {
        const limit = this.lastQuota?.limit || this.options.dailyLimit?.() || remaining;
        this.lastQuota = { used: Math.max(0, limit - remaining), limit, remaining };
      }
      return this.lastQuota;
    } finally {
      agent.destroy();
    }
  }

  private remainingProbe(agent: http.Agent): Promise<number | undefined> {
    return new Promise((resolve) => {
      const body = Buffer.from('{}');
      const req = loopbackRequest(
        {
          host: HOST,
          port: this.port,
          path: '/api/generate',
          method: 'POST',
          timeout: 2000,
          agent,
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

    // The proof first, on the connection the question will use; nothing is sent to a holder without it.
    const agent = new SingleConnectionAgent();
    let proven: HealthResult;
    try {
      proven = await this.prove(agent, signal);
    } catch (e) {
      agent.destroy();
      throw e;
    }
    if (proven.kind !== 'ours') {
      agent.destroy();
      if (proven.kind === 'free') throw new OwnerGoneError('ECONNREFUSED');
      if (proven.kind === 'unknown') throw new OwnerGoneError(proven.detail);
      throw new NotOursError(proven.detail);
    }
    const keys = await this.options.keys();

    const payload = Buffer.from(JSON.stringify(body), 'utf8');
    const req = loopbackRequest({
      host: HOST,
      port: this.port,
      path: '/api/generate',
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'content-length': String(payload.length),
        // Only ever sent on a connection whose peer proved it knows the user's secret.
        ...(keys ? { authorization: `Bearer ${keys.token}` } : {}),
      },
    });
    const timer = setTimeout(() => req.destroy(new Error('timed out')), this.options.totalTimeoutMs ?? 30 * 60_000);
    const onAbort = () => req.destroy(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });

    let responded = false;
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e instanceof CancelledError || signal.aborted) push(new CancelledError());
      else if (e instanceof ConnectionChangedError) push(new OwnerGoneError('the connection closed before the question was sent'));
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
      agent.destroy();
    }
  }

  /** The health challenge on `agent`'s connection; cancelled with the generation. */
  private async prove(agent: SingleConnectionAgent, signal: AbortSignal): Promise<HealthResult> {
    if (signal.aborted) throw new CancelledError();
    const keys = await this.options.keys();
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_resolve, reject) => {
      onAbort = () => {
        agent.destroy();
        reject(new CancelledError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([probeHealth(this.port, keys, { agent, timeoutMs: this.options.proofTimeoutMs ?? 5000 }), aborted]);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
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
