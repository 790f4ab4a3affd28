import { strict as assert } from 'node:assert';
import * as net from 'node:net';
import { parseModelId } from '../../src/core/models/model-id';
import { createModelRegistry } from '../../src/core/models/registry';
import type { ProviderSettings } from '../../src/core/models/settings';
import { type ChatMessage, ModelError, type ModelProvider, type ModelRegistry } from '../../src/core/models/types';
import { type FakeMode, type FakeUpstream, refusedUrl, startFakeAnthropic, startFakeOllama, startFakeOpenAI } from '../support/fake-upstreams';

const OPENAI_KEY = 'sk-test-OPENAIsecret-0123456789';
const ROUTER_KEY = 'sk-or-v1-ROUTERsecret-0123456789';
const ANTHROPIC_KEY = 'sk-ant-api03-ANTHROPICsecret-0123456789';
const ENDPOINT_KEY = 'endpoint-secret-token-0123456789';
const KEYS = [OPENAI_KEY, ROUTER_KEY, ANTHROPIC_KEY, ENDPOINT_KEY];
const TIMEOUTS = { connectMs: 300, totalMs: 400 };
const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'You write code.' },
  { role: 'user', content: 'read a csv' },
  { role: 'assistant', content: 'Which language?' },
  { role: 'user', content: 'python' },
];

interface Case {
  provider: string;
  label: string;
  model: string;
  start(): Promise<FakeUpstream>;
  base(f: FakeUpstream): string;
  key?: string;
}

const CASES: Case[] = [
  { provider: 'ollama', label: 'Ollama', model: 'ollama/qwen2.5-coder:7b', start: () => startFakeOllama(), base: (f) => f.url },
  { provider: 'openai', label: 'OpenAI', model: 'openai/gpt-4o-mini', start: () => startFakeOpenAI({ apiKey: OPENAI_KEY }), base: (f) => f.baseUrl, key: OPENAI_KEY },
  { provider: 'openrouter', label: 'OpenRouter', model: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free', start: () => startFakeOpenAI({ apiKey: ROUTER_KEY }), base: (f) => `${f.url}/api/v1`, key: ROUTER_KEY },
  { provider: 'lmstudio', label: 'LM Studio', model: 'lmstudio/qwen2.5-coder-7b-instruct', start: () => startFakeOpenAI(), base: (f) => f.baseUrl },
  { provider: 'vllm', label: 'Endpoint "vllm"', model: 'vllm/Qwen/Qwen2.5-Coder-7B-Instruct', start: () => startFakeOpenAI({ apiKey: ENDPOINT_KEY }), base: (f) => f.baseUrl, key: ENDPOINT_KEY },
  { provider: 'anthropic', label: 'Anthropic', model: 'anthropic/claude-3-5-haiku-latest', start: () => startFakeAnthropic({ apiKey: ANTHROPIC_KEY }), base: (f) => f.url, key: ANTHROPIC_KEY },
];

function registryFor(c: Case, baseUrl: string, key: string | undefined = c.key, timeouts = TIMEOUTS): ModelRegistry {
  const settings: ProviderSettings = c.provider === 'vllm' ? { endpoints: { vllm: { baseUrl } }, timeouts } : { providers: { [c.provider]: { baseUrl } }, timeouts };
  return createModelRegistry(settings, async (p) => (p === c.provider ? key : undefined));
}

async function collect(p: ModelProvider, model: string, signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  for await (const d of p.stream({ model: parseModelId(model)!, messages: MESSAGES, ...(signal ? { signal } : {}) })) out.push(d);
  return out;
}

async function released(fake: FakeUpstream): Promise<void> {
  for (let i = 0; i < 50 && fake.openConnections() > 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.equal(fake.openConnections(), 0, 'the socket was not released');
}

async function failure(p: Promise<unknown>): Promise<ModelError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof ModelError, `not a ModelError: ${String(e)}`);
    for (const k of KEYS) assert.ok(!e.message.includes(k), `key leaked in: ${e.message}`);
    return e;
  }
  assert.fail('expected a failure');
}

const FAILURES: { mode: FakeMode; match: RegExp; within?: number }[] = [
  { mode: 'hang', match: /did not finish its answer within 0\.4 s/, within: 1500 },
  { mode: 'trickle', match: /did not finish its answer within 0\.4 s/, within: 1500 },
  { mode: { error: 500 }, match: /failed \(HTTP 500: .+\)/ },
  { mode: { error: 503 }, match: /failed \(HTTP 503/ },
  { mode: { error: 429 }, match: /rate limiting.*HTTP 429: Rate limit reached/ },
  { mode: { error: 401 }, match: /rejected the API key \(HTTP 401/ },
  { mode: { error: 404 }, match: /is not available at .*HTTP 404/ },
  { mode: 'garbage', match: /not valid for its API/ },
  { mode: 'cut', match: /closed the connection before the answer ended/ },
  { mode: 'truncated', match: /closed the connection before the answer ended/ },
  { mode: 'empty', match: /returned an empty answer/ },
  { mode: 'stream-error', match: /reported an error \(.+\): try again or choose another model\./ },
];

for (const c of CASES) {
  describe(`provider ${c.provider} over loopback HTTP`, function () {
    this.timeout(5000);
    let fake: FakeUpstream;
    let registry: ModelRegistry;
    let provider: ModelProvider;
    before(async () => {
      fake = await c.start();
      registry = registryFor(c, c.base(fake));
      provider = await registry.resolve(parseModelId(c.model)!);
    });
    after(() => fake.close());
    beforeEach(() => {
      fake.requests.length = 0;
      fake.configure({ mode: 'ok', reply: 'one two three four five six seven eight', chunks: 8, chunkDelayMs: 0 });
    });

    it('streams the deltas in order and sends the real request shape', async () => {
      const deltas = await collect(provider, c.model);
      assert.ok(deltas.length >= 4, `deltas: ${JSON.stringify(deltas)}`);
      assert.equal(deltas.join(''), 'one two three four five six seven eight');
      assert.equal(fake.requests.length, 1);
      const r = fake.requests[0]!;
      const id = parseModelId(c.model)!;
      assert.equal(r.body.model, id.model);
      assert.equal(r.body.stream, true);
      if (c.provider === 'anthropic') {
        assert.equal(r.path, '/v1/messages');
        assert.equal(r.headers['x-api-key'], ANTHROPIC_KEY);
        assert.equal(r.headers['anthropic-version'], '2023-06-01');
        assert.equal(r.body.system, 'You write code.');
        assert.equal(typeof r.body.max_tokens, 'number');
        assert.deepEqual(r.body.messages.map((m: ChatMessage) => m.role), ['user', 'assistant', 'user']);
      } else if (c.provider === 'ollama') {
        assert.equal(r.path, '/api/chat');
        assert.equal(r.headers.authorization, undefined);
        assert.deepEqual(r.body.messages, MESSAGES);
      } else {
        assert.match(r.path, /\/chat\/completions$/);
        assert.equal(r.headers.authorization, c.key ? `Bearer ${c.key}` : undefined);
        assert.deepEqual(r.body.messages, MESSAGES);
      }
      if (c.provider === 'openrouter') {
        assert.equal(r.path, '/api/v1/chat/completions');
        assert.equal(r.headers['x-title'], 'Grounded Code');
      }
    });

    it('accepts a non-streamed JSON reply', async () => {
      fake.configure({ mode: 'json' });
      assert.equal((await collect(provider, c.model)).join(''), 'one two three four five six seven eight');
    });

    for (const f of FAILURES) {
      it(`fails with a helpful upstream error: ${typeof f.mode === 'object' ? `HTTP ${f.mode.error}` : f.mode}`, async () => {
        fake.configure({ mode: f.mode, trickleMs: 60 });
        const t0 = Date.now();
        const e = await failure(collect(provider, c.model));
        const took = Date.now() - t0;
        assert.equal(e.kind, 'upstream', e.message);
        assert.match(e.message, f.match);
        assert.ok(e.message.includes(c.label), e.message);
        assert.ok(e.message.includes(c.base(fake)), e.message);
        assert.ok(took < (f.within ?? 1500), `took ${took} ms`);
        await released(fake);
      });
    }

    it('names the missing model and how to get it on 404', async () => {
      fake.configure({ mode: { error: 404 } });
      const e = await failure(collect(provider, c.model));
      assert.ok(e.message.includes(`"${parseModelId(c.model)!.model}"`), e.message);
      if (c.provider === 'ollama') assert.match(e.message, /ollama pull qwen2\.5-coder:7b/);
    });

    it('never repeats a key, even when the upstream echoes it', async () => {
      const k = c.key ?? 'sk-echo-ECHOsecret-0123456789';
      fake.configure({ mode: { error: 500, message: `upstream saw key ${k} and Bearer ${k}` } });
      const e = await failure(collect(provider, c.model));
      assert.ok(!e.message.includes(k), e.message);
      assert.ok(!e.message.includes('ECHOsecret'), e.message);
    });

    it('is cancelled mid-stream through the AbortSignal and releases the socket', async () => {
      fake.configure({ mode: 'trickle', trickleMs: 30 });
      const ac = new AbortController();
      const got: string[] = [];
      const t0 = Date.now();
      const e = await failure(
        (async () => {
          for await (const d of provider.stream({ model: parseModelId(c.model)!, messages: MESSAGES, signal: ac.signal })) {
            got.push(d);
            if (got.length === 2) setTimeout(() => ac.abort(), 10);
          }
        })(),
      );
      assert.equal(e.kind, 'cancelled');
      assert.ok(got.length >= 2 && got.length < 10, `got ${got.length}`);
      assert.ok(Date.now() - t0 < 1500);
      await released(fake);
    });

    it('a consumer that stops iterating releases the socket', async () => {
      fake.configure({ mode: 'trickle', trickleMs: 20 });
      for await (const d of provider.stream({ model: parseModelId(c.model)!, messages: MESSAGES })) {
        assert.ok(d.length > 0);
        break;
      }
      await released(fake);
    });

    it('an already-aborted signal never reaches the upstream', async () => {
      const ac = new AbortController();
      ac.abort();
      const e = await failure(collect(provider, c.model, ac.signal));
      assert.equal(e.kind, 'cancelled');
      assert.equal(fake.requests.length, 0);
    });

    it('says "not reachable … start it or choose another model" for a refused connection', async () => {
      const url = await refusedUrl();
      const base = c.provider === 'openrouter' ? `${url}/api/v1` : c.base(fake).replace(fake.url, url);
      const p = await registryFor(c, base).resolve(parseModelId(c.model)!);
      const e = await failure(collect(p, c.model));
      assert.equal(e.kind, 'upstream');
      assert.match(e.message, new RegExp(`${c.label.replace(/[".]/g, '.')} is not reachable at ${base.replace(/[.]/g, '\\.')} \\(ECONNREFUSED\\)`));
      if (c.provider === 'ollama' || c.provider === 'lmstudio') assert.match(e.message, /start it or choose another model/);
    });
  });
}

describe('model registry', () => {
  it('knows the built-in providers, named endpoints and extra providers', () => {
    const extra: ModelProvider = { name: 'vscode', stream: async function* () {} };
    const r = createModelRegistry({ endpoints: { vllm: { baseUrl: 'http://127.0.0.1:8000/v1' } } }, async () => undefined, [extra]);
    assert.deepEqual(r.providers(), ['ollama', 'openai', 'openrouter', 'anthropic', 'lmstudio', 'vllm', 'vscode']);
    assert.ok(r.has('vllm') && r.has('vscode') && !r.has('nope'));
  });

  it('resolves extra providers to themselves', async () => {
    const extra: ModelProvider = { name: 'vscode', stream: async function* () {} };
    const r = createModelRegistry({}, async () => undefined, [extra]);
    assert.equal(await r.resolve(parseModelId('vscode/copilot:gpt-4o')!), extra);
  });

  it('throws a config error naming the variable when a required key is missing', async () => {
    const r = createModelRegistry({}, async () => undefined);
    for (const [id, env] of [['openai/gpt-4o', 'OPENAI_API_KEY'], ['openrouter/x/y:free', 'OPENROUTER_API_KEY'], ['anthropic/claude', 'ANTHROPIC_API_KEY']] as const) {
      await assert.rejects(r.resolve(parseModelId(id)!), (e: unknown) => e instanceof ModelError && e.kind === 'config' && e.message.startsWith(`${env} is not set: set it`));
    }
    await r.resolve(parseModelId('ollama/qwen2.5-coder:7b')!);
    await r.resolve(parseModelId('lmstudio/x')!);
  });

  it('a missing key\'s advice is the host\'s: the environment by default (no editor command), the editor\'s when given', async () => {
    const plain = createModelRegistry({}, async () => undefined);
    await assert.rejects(plain.resolve(parseModelId('openai/gpt-4o')!), (e: unknown) =>
      e instanceof ModelError && /in the environment/.test(e.message) && !/Set API Key|Grounded Code:|VS Code/.test(e.message));
    const editor = createModelRegistry({}, async () => undefined, [], { missingKeyAdvice: (label) => `use Set API Key for ${label}.` });
    await assert.rejects(editor.resolve(parseModelId('openai/gpt-4o')!), (e: unknown) =>
      e instanceof ModelError && e.message === 'OPENAI_API_KEY is not set: use Set API Key for OpenAI.');
  });

  it('a named endpoint works without a key; an endpoint with a bad URL is a config error', async () => {
    const r = createModelRegistry({ endpoints: { ok: { baseUrl: 'http://127.0.0.1:1/v1' }, bad: { baseUrl: 'ftp://x' } } }, async () => undefined);
    await r.resolve(parseModelId('ok/model')!);
    await assert.rejects(r.resolve(parseModelId('bad/model')!), (e: unknown) => e instanceof ModelError && e.kind === 'config');
  });

  it('accepts the extension\'s Secrets object ({apiKey(provider)})', async () => {
    const fake = await startFakeOpenAI({ apiKey: OPENAI_KEY, reply: 'hi' });
    try {
      const r = createModelRegistry({ providers: { openai: { baseUrl: fake.baseUrl } }, timeouts: TIMEOUTS }, { apiKey: async (p: string) => (p === 'openai' ? OPENAI_KEY : undefined) });
      assert.equal((await collect(await r.resolve(parseModelId('openai/gpt-4o')!), 'openai/gpt-4o')).join(''), 'hi');
    } finally {
      await fake.close();
    }
  });

  it('reads keys from the environment by default', async () => {
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = OPENAI_KEY;
    const fake = await startFakeOpenAI({ apiKey: OPENAI_KEY, reply: 'hi' });
    try {
      const r = createModelRegistry({ providers: { openai: { baseUrl: fake.baseUrl } }, timeouts: TIMEOUTS });
      assert.equal((await collect(await r.resolve(parseModelId('openai/gpt-4o')!), 'openai/gpt-4o')).join(''), 'hi');
    } finally {
      if (saved === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = saved;
      await fake.close();
    }
  });

  it('a connection that is never established (a silent TLS handshake) fails within the connect timeout', async () => {
    const silent = net.createServer(() => undefined);
    const sockets: net.Socket[] = [];
    silent.on('connection', (s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const base = `https://127.0.0.1:${(silent.address() as net.AddressInfo).port}/v1`;
    try {
      const r = createModelRegistry({ providers: { openai: { baseUrl: base } }, timeouts: { connectMs: 200, totalMs: 5000 } }, async () => OPENAI_KEY);
      const t0 = Date.now();
      const e = await failure(collect(await r.resolve(parseModelId('openai/gpt-4o')!), 'openai/gpt-4o'));
      assert.equal(e.kind, 'upstream');
      assert.equal(e.message, `OpenAI at ${base} did not accept the connection within 0.2 s: check the base URL and your network, or choose another model.`);
      assert.ok(Date.now() - t0 < 3000, `${Date.now() - t0} ms: the connect timeout (0.2 s), not the total (5 s), ended it`);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });
});

describe('OpenAI-compatible servers that differ from OpenAI', () => {
  async function serve(write: (res: import('node:http').ServerResponse) => void): Promise<{ url: string; close(): Promise<void> }> {
    const http = await import('node:http');
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => write(res));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1`, close: () => new Promise<void>((r) => server.close(() => r())) };
  }
  const frame = (delta: unknown, finish: string | null = null) => `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

  it('a stream that ends after finish_reason without [DONE] is complete', async () => {
    const s = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(frame({ content: 'a' }) + frame({ content: 'b' }) + frame({}, 'stop'));
    });
    try {
      const r = createModelRegistry({ endpoints: { local: { baseUrl: s.url } }, timeouts: TIMEOUTS }, async () => undefined);
      assert.deepEqual(await collect(await r.resolve(parseModelId('local/m')!), 'local/m'), ['a', 'b']);
    } finally {
      await s.close();
    }
  });

  it('an HTML page (a wrong base URL) is a helpful malformed-reply error', async () => {
    const s = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Welcome</title>');
    });
    try {
      const r = createModelRegistry({ endpoints: { local: { baseUrl: s.url } }, timeouts: TIMEOUTS }, async () => undefined);
      const e = await failure(collect(await r.resolve(parseModelId('local/m')!), 'local/m'));
      assert.equal(e.message, `Endpoint "local" at ${s.url} sent a reply that is not valid for its API: check the base URL, or choose another model.`);
    } finally {
      await s.close();
    }
  });
});
