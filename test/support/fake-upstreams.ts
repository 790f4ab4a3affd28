/**
 * Fake model providers for tests: real node:http servers on 127.0.0.1 (port 0) that speak each
 * provider's wire protocol faithfully, record what they received, and misbehave on request.
 *
 *   const fake = await startFakeOpenAI({ reply: 'hello', apiKey: 'sk-test' });
 *   // fake.baseUrl = http://127.0.0.1:<port>/v1   (OPENAI_BASE_URL / LMSTUDIO_BASE_URL / endpoint baseUrl)
 *   const ollama = await startFakeOllama({ mode: 'cut' });        // OLLAMA_HOST = ollama.url
 *   const claude = await startFakeAnthropic({ mode: { error: 529 } }); // ANTHROPIC_BASE_URL = claude.url
 *   fake.configure({ mode: 'hang' });   // change behaviour between tests
 *   fake.requests[0].body.model; fake.requests[0].headers.authorization
 *   await fake.close();
 *   const url = await refusedUrl();      // nothing listens there
 *
 * Protocols: Ollama `POST /api/chat` (NDJSON when `stream` is not false, else one JSON object),
 * OpenAI `POST …/chat/completions` (SSE `chat.completion.chunk` frames + `data: [DONE]` when `stream`
 * is true, else a `chat.completion` object), Anthropic `POST /v1/messages` (SSE with the real event
 * sequence when `stream` is true, else a `message` object). Error bodies have each provider's shape.
 */
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeMode =
  /** A faithful answer (streamed when the request asks for it). */
  | 'ok'
  /** A non-streamed JSON answer even when the request asked for a stream. */
  | 'json'
  /** Accepts the connection and the request, never answers. */
  | 'hang'
  /** Answers 200 with the right content type and bytes that are not the protocol. */
  | 'garbage'
  /** Sends about half of the stream, then destroys the socket. */
  | 'cut'
  /** Sends about half of the stream, then ends the response cleanly without the end marker. */
  | 'truncated'
  /** Streams one piece every `trickleMs` (default 100 ms), far more pieces than the answer has. */
  | 'trickle'
  /** A well-formed answer with no text at all. */
  | 'empty'
  /** Starts a stream, then reports an error inside it, in the provider's own way. */
  | 'stream-error'
  /** An HTTP error status with the provider's error body. */
  | { error: number; message?: string };

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: any;
}

export interface FakeOptions {
  /** The answer text, or a function of the request's parsed body. Default: a short Python answer. */
  reply?: string | ((req: FakeRequest) => string);
  /** Alias of `reply` (test/host/fake-openai.mjs's name). */
  answer?: string;
  mode?: FakeMode;
  /** When set, requests without this key get the provider's 401. */
  apiKey?: string;
  /** Pieces a streamed answer is split into (default 4). */
  chunks?: number;
  /** Delay before each piece (default 0). */
  chunkDelayMs?: number;
  /** Delay between pieces in `trickle` mode (default 100). */
  trickleMs?: number;
  /** Model names that exist; others get the provider's 404. Default: any. */
  models?: string[];
}

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What a client configures: `url` (Ollama, Anthropic) or `url/v1` (OpenAI-compatible). */
  baseUrl: string;
  requests: FakeRequest[];
  /** Changes options for later requests. */
  configure(options: Partial<FakeOptions>): void;
  /** TCP connections currently open (to check that a client released its socket). */
  openConnections(): number;
  close(): Promise<void>;
}

export const FAKE_ANSWER = ['Use `json.loads`:', '', '```python', 'import json', 'data = json.loads(\'{"a": 1}\')', '```', ''].join('\n');

type Protocol = 'ollama' | 'openai' | 'anthropic';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function split(text: string, n: number): string[] {
  if (!text) return [];
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, n)));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** A URL where nothing listens (a port that was just bound and released). */
export async function refusedUrl(): Promise<string> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

export const startFakeOllama = (o: FakeOptions = {}) => startFake('ollama', o);
export const startFakeOpenAI = (o: FakeOptions = {}) => startFake('openai', o);
export const startFakeAnthropic = (o: FakeOptions = {}) => startFake('anthropic', o);

function errorBody(p: Protocol, status: number, message: string): unknown {
  if (p === 'ollama') return { error: message };
  if (p === 'openai') {
    const type = status === 401 ? 'invalid_request_error' : status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';
    const code = status === 401 ? 'invalid_api_key' : status === 404 ? 'model_not_found' : status === 429 ? 'rate_limit_exceeded' : null;
    return { error: { message, type, param: null, code } };
  }
  const type =
    status === 401 ? 'authentication_error' : status === 403 ? 'permission_error' : status === 404 ? 'not_found_error' : status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return { type: 'error', error: { type, message } };
}

function defaultMessage(p: Protocol, status: number, model: string): string {
  if (status === 401) return p === 'openai' ? 'Incorrect API key provided: sk-wr***ng. You can find your API key at https://platform.openai.com/account/api-keys.' : p === 'anthropic' ? 'invalid x-api-key' : 'unauthorized';
  if (status === 404) return p === 'ollama' ? `model "${model}" not found, try pulling it first` : p === 'openai' ? `The model \`${model}\` does not exist or you do not have access to it.` : `model: ${model}`;
  if (status === 429) return 'Rate limit reached for requests';
  if (status === 529) return 'Overloaded';
  if (status >= 500) return p === 'ollama' ? 'llama runner process has terminated: exit status 2' : 'The server had an error while processing your request. Sorry about that!';
  return 'Bad request';
}

async function startFake(protocol: Protocol, initial: FakeOptions): Promise<FakeUpstream> {
  let opts: FakeOptions = { ...initial };
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  let closed = false;

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(parts).toString('utf8')).catch(() => res.destroy());
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    let body: any;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const record: FakeRequest = { method: req.method ?? '', path, headers: req.headers, body };
    requests.push(record);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    const fail = (status: number, message?: string) => json(status, errorBody(protocol, status, message ?? defaultMessage(protocol, status, String(body?.model ?? ''))));

    const route = protocol === 'ollama' ? path === '/api/chat' : protocol === 'openai' ? path.endsWith('/chat/completions') : path === '/v1/messages';
    if (req.method !== 'POST' || !route) return fail(404, protocol === 'ollama' ? '404 page not found' : `Unknown request URL: ${req.method} ${path}`);
    if (opts.apiKey !== undefined) {
      const given = protocol === 'anthropic' ? req.headers['x-api-key'] : req.headers.authorization?.replace(/^Bearer /, '');
      if (given !== opts.apiKey) return fail(401);
    }
    if (body === undefined || typeof body !== 'object') return fail(400, 'invalid JSON body');
    if (protocol === 'anthropic' && (typeof body.max_tokens !== 'number' || req.headers['anthropic-version'] === undefined)) {
      return fail(400, typeof body.max_tokens !== 'number' ? 'max_tokens: Field required' : 'anthropic-version: header is required');
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) return fail(400, 'model and messages are required');
    if (opts.models && !opts.models.includes(body.model)) return fail(404);

    const mode: FakeMode = opts.mode ?? 'ok';
    if (typeof mode === 'object') return fail(mode.error, mode.message);
    if (mode === 'hang') return; // never answers; close() destroys the socket
    const reply = typeof opts.reply === 'function' ? opts.reply(record) : (opts.reply ?? opts.answer ?? FAKE_ANSWER);
    const text = mode === 'empty' ? '' : reply;
    const wantsStream = protocol === 'ollama' ? body.stream !== false : body.stream === true;

    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': !wantsStream ? 'application/json' : protocol === 'ollama' ? 'application/x-ndjson' : 'text/event-stream' });
      res.end(protocol === 'ollama' || !wantsStream ? '<html>\x00\xff not json {{{\n' : 'data: {not json at all\n\n');
      return;
    }
    if (!wantsStream || mode === 'json') return json(200, whole(protocol, body.model, text));

    res.writeHead(200, {
      'content-type': protocol === 'ollama' ? 'application/x-ndjson' : 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    const frames = streamFrames(protocol, body.model, mode === 'trickle' ? split(text.repeat(50), text.length * 50) : split(text, opts.chunks ?? 4), mode === 'stream-error');
    const delay = mode === 'trickle' ? (opts.trickleMs ?? 100) : (opts.chunkDelayMs ?? 0);
    const stopAt = mode === 'cut' || mode === 'truncated' ? Math.max(2, Math.floor(frames.length / 2)) : frames.length;
    for (let i = 0; i < stopAt; i++) {
      if (closed || res.destroyed) return;
      if (delay) await sleep(delay);
      if (closed || res.destroyed) return;
      res.write(frames[i]);
    }
    if (mode === 'cut') {
      await sleep(10);
      res.socket?.destroy();
      return;
    }
    res.end();
  }

  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrl: protocol === 'openai' ? `${url}/v1` : url,
    requests,
    configure(o) {
      opts = { ...opts, ...o };
    },
    openConnections: () => sockets.size,
    close() {
      closed = true;
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function whole(p: Protocol, model: string, text: string): unknown {
  if (p === 'ollama') {
    return { model, created_at: new Date().toISOString(), message: { role: 'assistant', content: text }, done_reason: 'stop', done: true, total_duration: 1000, eval_count: 10 };
  }
  if (p === 'openai') {
    return {
      id: 'chatcmpl-fake', object: 'chat.completion', created: 1700000000, model,
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    };
  }
  return {
    id: 'msg_fake', type: 'message', role: 'assistant', model, content: text ? [{ type: 'text', text }] : [],
    stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 10 },
  };
}

/** Every frame of a streamed answer, in order, the last being the end marker. */
function streamFrames(p: Protocol, model: string, pieces: string[], errorMidway: boolean): string[] {
  const out: string[] = [];
  const half = Math.floor(pieces.length / 2);
  if (p === 'ollama') {
    const line = (v: unknown) => `${JSON.stringify(v)}\n`;
    const at = () => new Date().toISOString();
    pieces.forEach((t, i) => {
      if (errorMidway && i === half) out.push(line({ error: 'an error was encountered while running the model: unexpected EOF' }));
      out.push(line({ model, created_at: at(), message: { role: 'assistant', content: t }, done: false }));
    });
    out.push(line({ model, created_at: at(), message: { role: 'assistant', content: '' }, done_reason: 'stop', done: true, total_duration: 1000, eval_count: pieces.length }));
    return out;
  }
  if (p === 'openai') {
    const frame = (delta: unknown, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1700000000, model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    out.push(': OPENROUTER PROCESSING\n\n');
    out.push(frame({ role: 'assistant', content: '', refusal: null }));
    pieces.forEach((t, i) => {
      if (errorMidway && i === half) out.push(`data: ${JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } })}\n\n`);
      out.push(frame({ content: t }));
    });
    out.push(frame({}, 'stop'));
    out.push('data: [DONE]\n\n');
    return out;
  }
  const ev = (name: string, v: unknown) => `event: ${name}\ndata: ${JSON.stringify(v)}\n\n`;
  out.push(ev('message_start', { type: 'message_start', message: { id: 'msg_fake', type: 'message', role: 'assistant', content: [], model, stop_reason: null, stop_sequence: null, usage: { input_tokens: 25, output_tokens: 1 } } }));
  out.push(ev('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
  out.push(ev('ping', { type: 'ping' }));
  pieces.forEach((t, i) => {
    if (errorMidway && i === half) out.push(ev('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    out.push(ev('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: t } }));
  });
  out.push(ev('content_block_stop', { type: 'content_block_stop', index: 0 }));
  out.push(ev('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 15 } }));
  out.push(ev('message_stop', { type: 'message_stop' }));
  return out;
}
