/**
 * Anthropic Messages API (`POST {base}/v1/messages`, `x-api-key`, `anthropic-version: 2023-06-01`,
 * `stream: true`): SSE events `message_start`, `content_block_start`, `content_block_delta` (text in
 * `delta.text` when `delta.type` is `text_delta`), `content_block_stop`, `message_delta`,
 * `message_stop`, `ping`, `error`. System prompts go in the top-level `system` field; `max_tokens`
 * is required. A non-streamed JSON reply (`content[].text`) is accepted too.
 */
import { type UpstreamContext, reportedError, cutError, emptyAnswerError, httpStatusError, malformedError, postJson } from './http';
import { SseParser } from './sse';
import type { ChatMessage, ChatRequest, ModelProvider } from './types';

export const ANTHROPIC_VERSION = '2023-06-01';
export const DEFAULT_MAX_TOKENS = 4096;

export interface AnthropicProviderOptions {
  name?: string;
  baseUrl: string;
  timeouts: UpstreamContext['timeouts'];
  apiKey: () => string | undefined;
  keyHint?: string;
}

/** Anthropic wants alternating user/assistant turns starting with user; system text goes apart. */
export function toAnthropicMessages(messages: ChatMessage[]): { system: string; messages: { role: 'user' | 'assistant'; content: string }[] } {
  const system: string[] = [];
  const out: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const m of messages) {
    if (m.role === 'system') {
      system.push(m.content);
      continue;
    }
    const last = out[out.length - 1];
    if (last && last.role === m.role) last.content += `\n\n${m.content}`;
    else out.push({ role: m.role, content: m.content });
  }
  if (out[0]?.role === 'assistant') out.unshift({ role: 'user', content: '(conversation so far)' });
  return { system: system.join('\n\n'), messages: out };
}

function errorOf(j: unknown): string | undefined {
  const e = (j as { error?: unknown } | null)?.error;
  if (e === undefined || e === null) return undefined;
  if (typeof e === 'string') return e;
  const m = (e as { message?: unknown }).message;
  const t = (e as { type?: unknown }).type;
  return typeof m === 'string' ? (typeof t === 'string' ? `${t}: ${m}` : m) : JSON.stringify(e);
}

export class AnthropicProvider implements ModelProvider {
  readonly name: string;

  constructor(private readonly options: AnthropicProviderOptions) {
    this.name = options.name ?? 'anthropic';
  }

  async *stream(request: ChatRequest): AsyncIterable<string> {
    const o = this.options;
    const key = o.apiKey();
    const ctx: UpstreamContext = {
      provider: this.name,
      label: 'Anthropic',
      baseUrl: o.baseUrl,
      model: request.model.model,
      timeouts: o.timeouts,
      secrets: key ? [key] : [],
      keyHint: o.keyHint ?? 'ANTHROPIC_API_KEY',
    };
    const { system, messages } = toAnthropicMessages(request.messages);
    const body: Record<string, unknown> = {
      model: request.model.model,
      max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
      messages,
      stream: true,
    };
    if (system) body.system = system;
    if (request.temperature !== undefined) body.temperature = request.temperature;
    const headers: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
    if (key) headers['x-api-key'] = key;
    const res = await postJson(ctx, { url: `${o.baseUrl}/v1/messages`, headers, body, ...(request.signal ? { signal: request.signal } : {}) });
    try {
      if (res.status < 200 || res.status >= 300) throw httpStatusError(ctx, res.status, await res.text(64 * 1024));
      let total = 0;
      const reported = (said: string) => reportedError(ctx, said);
      if (res.contentType.includes('text/event-stream')) {
        const parser = new SseParser();
        let stopped = false;
        const handle = function* (event: string, data: string): Generator<string> {
          let j: Record<string, unknown>;
          try {
            j = JSON.parse(data) as Record<string, unknown>;
          } catch {
            throw malformedError(ctx, 'an event');
          }
          if (!j || typeof j !== 'object') throw malformedError(ctx, 'an event');
          const type = typeof j.type === 'string' ? j.type : event;
          if (type === 'error' || event === 'error') throw reported(errorOf(j) ?? data);
          if (type === 'message_stop') stopped = true;
          else if (type === 'content_block_delta') {
            const d = j.delta as { type?: unknown; text?: unknown } | undefined;
            if (d?.type === 'text_delta') {
              if (typeof d.text !== 'string') throw malformedError(ctx, 'an event');
              if (d.text) {
                total += d.text.length;
                yield d.text;
              }
            }
          }
        };
        for await (const chunk of res.chunks()) {
          for (const ev of parser.push(chunk)) {
            yield* handle(ev.event, ev.data);
            if (stopped) break;
          }
          if (stopped) break;
        }
        if (!stopped) {
          for (const ev of parser.end()) yield* handle(ev.event, ev.data);
          if (!stopped) throw cutError(ctx);
        }
      } else {
        let j: { content?: unknown; error?: unknown };
        try {
          j = JSON.parse(await res.text(16 * 1024 * 1024)) as typeof j;
        } catch {
          throw malformedError(ctx, 'a reply');
        }
        const err = errorOf(j);
        if (err !== undefined) throw reported(err);
        if (!Array.isArray(j?.content)) throw malformedError(ctx, 'a reply');
        for (const block of j.content as { type?: unknown; text?: unknown }[]) {
          if (block?.type === 'text' && typeof block.text === 'string' && block.text) {
            total += block.text.length;
            yield block.text;
          }
        }
      }
      if (total === 0) throw emptyAnswerError(ctx);
    } finally {
      res.close();
    }
  }
}
