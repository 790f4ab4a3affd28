/**
 * Ollama's native chat API (`POST {base}/api/chat`, `stream: true`): NDJSON lines
 * `{"message":{"role":"assistant","content":"…"},"done":false}` … `{"done":true,…}`; errors are
 * `{"error":"…"}` (as the whole body, or as a line mid-stream). A non-streamed JSON reply is accepted.
 */
import { type UpstreamContext, reportedError, cutError, emptyAnswerError, httpStatusError, malformedError, postJson } from './http';
import { NdjsonParser } from './ndjson';
import type { ChatRequest, ModelProvider } from './types';

export interface OllamaProviderOptions {
  name?: string;
  baseUrl: string;
  timeouts: UpstreamContext['timeouts'];
  /** Optional bearer key (Ollama behind an authenticating proxy). */
  apiKey?: () => string | undefined;
}

interface OllamaLine {
  message?: { content?: unknown };
  response?: unknown;
  done?: unknown;
  error?: unknown;
}

export class OllamaProvider implements ModelProvider {
  readonly name: string;

  constructor(private readonly options: OllamaProviderOptions) {
    this.name = options.name ?? 'ollama';
  }

  async *stream(request: ChatRequest): AsyncIterable<string> {
    const o = this.options;
    const key = o.apiKey?.();
    const model = request.model.model;
    const ctx: UpstreamContext = {
      provider: this.name,
      label: 'Ollama',
      baseUrl: o.baseUrl,
      model,
      timeouts: o.timeouts,
      secrets: key ? [key] : [],
      local: true,
      keyHint: 'OLLAMA_API_KEY',
      missingModelHint: `pull it with "ollama pull ${model}" or check the name`,
    };
    const options: Record<string, unknown> = {};
    if (request.temperature !== undefined) options.temperature = request.temperature;
    if (request.maxTokens !== undefined) options.num_predict = request.maxTokens;
    const body: Record<string, unknown> = {
      model,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
      stream: true,
    };
    if (Object.keys(options).length) body.options = options;
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await postJson(ctx, { url: `${o.baseUrl}/api/chat`, headers, body, ...(request.signal ? { signal: request.signal } : {}) });
    try {
      if (res.status < 200 || res.status >= 300) throw httpStatusError(ctx, res.status, await res.text(64 * 1024));
      let total = 0;
      let done = false;
      const parser = new NdjsonParser();
      const handle = function* (value: unknown): Generator<string> {
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw malformedError(ctx, 'a line');
        const line = value as OllamaLine;
        if (line.error !== undefined) {
          const said = typeof line.error === 'string' ? line.error : JSON.stringify(line.error);
          if (/not found/i.test(said) && /model/i.test(said)) throw httpStatusError(ctx, 404, JSON.stringify({ error: said }));
          throw reportedError(ctx, said);
        }
        const t = line.message?.content ?? line.response;
        if (t !== undefined && t !== null && typeof t !== 'string') throw malformedError(ctx, 'a line');
        if (typeof t === 'string' && t) {
          total += t.length;
          yield t;
        }
        if (line.done === true) done = true;
      };
      const parse = (f: () => unknown[]) => {
        try {
          return f();
        } catch {
          throw malformedError(ctx, 'a line');
        }
      };
      for await (const chunk of res.chunks()) {
        for (const v of parse(() => parser.push(chunk))) {
          yield* handle(v);
          if (done) break;
        }
        if (done) break;
      }
      if (!done) {
        for (const v of parse(() => parser.end())) yield* handle(v);
        if (!done) throw cutError(ctx);
      }
      if (total === 0) throw emptyAnswerError(ctx);
    } finally {
      res.close();
    }
  }
}
