/**
 * OpenAI-compatible Chat Completions (`POST {base}/chat/completions`): OpenAI, OpenRouter, LM Studio
 * and any named endpoint. Asks for `stream: true` (SSE `data: {choices:[{delta:{content}}]}` … `data:
 * [DONE]`) and also accepts a plain JSON reply (`choices[0].message.content`).
 */
import { type UpstreamContext, reportedError, emptyAnswerError, httpStatusError, malformedError, postJson, cutError } from './http';
import { SseParser } from './sse';
import type { ChatRequest, ModelProvider } from './types';

export interface OpenAIProviderOptions {
  name: string;
  label: string;
  baseUrl: string;
  timeouts: UpstreamContext['timeouts'];
  /** Sent as `Authorization: Bearer …` when present. */
  apiKey?: () => string | undefined;
  keyHint?: string;
  local?: boolean;
  /** Extra headers, e.g. OpenRouter's `HTTP-Referer` / `X-Title`. */
  headers?: Record<string, string>;
}

interface Choice {
  delta?: { content?: unknown };
  message?: { content?: unknown };
  text?: unknown;
  finish_reason?: unknown;
}

function errorOf(j: unknown): string | undefined {
  const e = (j as { error?: unknown } | null)?.error;
  if (e === undefined || e === null) return undefined;
  if (typeof e === 'string') return e;
  const m = (e as { message?: unknown }).message;
  return typeof m === 'string' ? m : JSON.stringify(e);
}

export class OpenAIProvider implements ModelProvider {
  readonly name: string;

  constructor(private readonly options: OpenAIProviderOptions) {
    this.name = options.name;
  }

  async *stream(request: ChatRequest): AsyncIterable<string> {
    const o = this.options;
    const key = o.apiKey?.();
    const ctx: UpstreamContext = {
      provider: o.name,
      label: o.label,
      baseUrl: o.baseUrl,
      model: request.model.model,
      timeouts: o.timeouts,
      secrets: key ? [key] : [],
      ...(o.keyHint ? { keyHint: o.keyHint } : {}),
      ...(o.local ? { local: true } : {}),
    };
    const body: Record<string, unknown> = {
      model: request.model.model,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
      stream: true,
    };
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await postJson(ctx, { url: `${o.baseUrl}/chat/completions`, headers, body, ...(request.signal ? { signal: request.signal } : {}) });
    try {
      if (res.status < 200 || res.status >= 300) throw httpStatusError(ctx, res.status, await res.text(64 * 1024));
      let total = 0;
      if (res.contentType.includes('text/event-stream')) {
        const parser = new SseParser();
        let ended = false;
        // Some OpenAI-compatible servers end the stream after the finish_reason without `[DONE]`.
        let finished = false;
        const handle = function* (data: string): Generator<string> {
          if (data.trim() === '[DONE]') {
            ended = true;
            return;
          }
          let j: unknown;
          try {
            j = JSON.parse(data);
          } catch {
            throw malformedError(ctx, 'an event');
          }
          const err = errorOf(j);
          if (err !== undefined) throw reportedError(ctx, err);
          const choices = (j as { choices?: unknown }).choices;
          if (!Array.isArray(choices)) throw malformedError(ctx, 'an event');
          for (const c of choices as Choice[]) {
            if (c?.finish_reason !== undefined && c.finish_reason !== null) finished = true;
            const t = c?.delta?.content ?? c?.text;
            if (typeof t === 'string' && t) {
              total += t.length;
              yield t;
            }
          }
        };
        for await (const chunk of res.chunks()) {
          for (const ev of parser.push(chunk)) {
            if (ended) break;
            if (ev.event === 'error') throw reportedError(ctx, errorOf(safeJson(ev.data)) ?? ev.data);
            yield* handle(ev.data);
          }
          if (ended) break;
        }
        if (!ended) {
          for (const ev of parser.end()) yield* handle(ev.data);
          if (!ended && !finished) throw cutError(ctx);
        }
      } else {
        const text = await res.text(16 * 1024 * 1024);
        const j = safeJson(text);
        if (j === undefined) throw malformedError(ctx, 'a reply');
        const err = errorOf(j);
        if (err !== undefined) throw reportedError(ctx, err);
        const choice = (j as { choices?: Choice[] }).choices?.[0];
        const content = choice?.message?.content ?? choice?.text;
        if (!choice || (content !== undefined && content !== null && typeof content !== 'string')) throw malformedError(ctx, 'a reply');
        if (typeof content === 'string' && content) {
          total += content.length;
          yield content;
        }
      }
      if (total === 0) throw emptyAnswerError(ctx);
    } finally {
      res.close();
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
