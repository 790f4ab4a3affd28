import { strict as assert } from 'node:assert';
import { KnowledgeBaseError, RetrievalError } from '../../src/core/kb/load';
import { TEST_KEYS } from '../support/user-keys';
import { ModelError } from '../../src/core/models/types';
import { createService, type Service } from '../../src/core/service';
import { TOO_LARGE } from '../../src/server/handler';
import { FakeClock, FakeKb, FakeRegistry, MemoryStore, RecordingLog, failingAfter } from '../support/fakes';
import { asJson, collect, parseSse, request } from '../support/http';

describe('HTTP handler (no socket)', () => {
  let kb: FakeKb;
  let models: FakeRegistry;
  let store: MemoryStore;
  let clock: FakeClock;
  let log: RecordingLog;
  let service: Service;
  let origins: string[];

  beforeEach(() => {
    kb = new FakeKb();
    models = new FakeRegistry();
    store = new MemoryStore();
    clock = new FakeClock();
    log = new RecordingLog();
    origins = [];
    service = createService({ keys: () => TEST_KEYS,
      kb,
      models,
      store,
      clock: clock.fn,
      log,
      config: { dailyLimit: 20, minuteLimit: 5, allowedOrigins: () => origins, kbWaitMs: 50 },
    });
  });

  const send = async (overrides: Parameters<typeof request>[0] = {}) => asJson(await service.handle(request(overrides)));
  const used = async () => (await service.quota('127.0.0.1')).used;

  function assertError(r: { status: number; json: any; headers: Record<string, string> }, status: number, code: string) {
    assert.equal(r.status, status, JSON.stringify(r.json));
    assert.equal(r.json.error.code, code);
    assert.equal(typeof r.json.error.message, 'string');
    assert.ok(r.json.error.message.length > 10);
    assert.deepEqual(Object.keys(r.json), ['error']);
    assert.equal(r.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    for (const h of Object.keys(r.headers)) assert.ok(!h.startsWith('access-control-'), h);
  }

  describe('success', () => {
    it('answers 200 with every response field and the quota after this request', async () => {
      const r = await send({ json: { question: 'How do I read a CSV file?', lang: 'py' } });
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(Object.keys(r.json).sort(), ['answer', 'api_check', 'api_count', 'auto_detected', 'context', 'langs', 'quota']);
      assert.deepEqual(r.json.api_check.invented, []);
      assert.equal(r.json.api_check.calls[0].name, 'pandas.read_csv');
      assert.equal(r.json.api_check.calls[0].status, 'known');
      assert.match(r.json.answer, /```python/);
      assert.equal(r.json.api_count, 2);
      assert.equal(r.json.context.split('\n').length, r.json.api_count);
      assert.deepEqual(r.json.langs, ['python']);
      assert.equal(r.json.auto_detected, false);
      assert.deepEqual(r.json.quota, { used: 1, limit: 20, remaining: 19 });
      assert.equal(r.headers['x-ratelimit-remaining'], '19');
    });

    it('api_check flags invented names and unknown libraries in the answer, with suggestions and positions', async () => {
      models.provider('ollama').script = async function* () {
        yield 'Try this:\n\n```python\nimport numpy as np\nimport nlltk\n';
        yield 'x = np.meam([1, 2])\n```\n';
      };
      const r = await send({ json: { question: 'mean of a list', lang: 'python' } });
      assert.equal(r.status, 200);
      const check = r.json.api_check;
      assert.deepEqual(check.invented, ['numpy.meam']);
      const meam = check.calls.find((c: { name: string }) => c.name === 'numpy.meam');
      assert.deepEqual([meam.status, meam.written, meam.line, meam.column, meam.suggestions[0]], ['invented', 'np.meam', 6, 5, 'numpy.mean']);
      assert.deepEqual(check.unknown_libraries, [{ name: 'nlltk', line: 5, reason: 'typosquat', imitates: 'nltk' }]);
      assert.equal(check.flagged, 2);
    });

    it('a check that fails leaves the answer and reports api_check null', async () => {
      kb.check = async () => {
        throw new Error('worker gone');
      };
      const r = await send({ json: { question: 'read a csv', lang: 'python' } });
      assert.equal(r.status, 200);
      assert.equal(r.json.api_check, null);
      assert.match(r.json.answer, /read_csv/);
    });

    it('detects the language when lang is auto or omitted', async () => {
      const r = await send({ json: { question: 'read a csv' } });
      assert.equal(r.json.auto_detected, true);
      assert.equal(kb.queries[0]?.lang, 'auto');
    });

    it('answers TypeScript from the JavaScript records (the base maps typescript)', async () => {
      const r = await send({ json: { question: 'read a file', lang: 'ts' } });
      assert.equal(kb.queries[0]?.lang, 'typescript');
      assert.deepEqual(r.json.langs, ['typescript']);
      const system = models.provider().calls[0]?.messages[0]?.content ?? '';
      assert.match(system, /TypeScript/);
      assert.match(system, /```typescript/);
    });

    it('sends the last 6 history entries, the context and the question to the model', async () => {
      const history = Array.from({ length: 9 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn ${i}` }));
      await send({ json: { question: 'and now?', history } });
      const messages = models.provider().calls[0]?.messages ?? [];
      assert.equal(messages.length, 1 + 6 + 1);
      assert.equal(messages[0]?.role, 'system');
      assert.match(messages[0]?.content ?? '', /pandas: def read_csv/);
      assert.match(messages[0]?.content ?? '', /do not invent/i);
      assert.match(messages[0]?.content ?? '', /none of the listed APIs fits/i);
      assert.deepEqual(messages.slice(1, 7).map((m) => m.content), ['turn 3', 'turn 4', 'turn 5', 'turn 6', 'turn 7', 'turn 8']);
      assert.deepEqual(messages[7], { role: 'user', content: 'and now?' });
    });

    it('uses the default model unless the request names one', async () => {
      await send({ json: { question: 'q' } });
      assert.equal(models.provider('ollama').calls[0]?.model.raw, 'ollama/qwen2.5-coder:7b');
      await send({ json: { question: 'q', model: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free' } });
      const id = models.provider('openrouter').calls[0]?.model;
      assert.equal(id?.provider, 'openrouter');
      assert.equal(id?.model, 'qwen/qwen-2.5-coder-32b-instruct:free');
    });

    it('accepts a charset parameter and a query string', async () => {
      const r = await send({ url: '/api/generate?x=1', headers: { host: 'localhost:7531', 'content-type': 'Application/JSON; charset=UTF-8' } });
      assert.equal(r.status, 200);
    });

    it('tells the model there is no fitting API when retrieval found none', async () => {
      kb.apis = [];
      const r = await send();
      assert.equal(r.json.api_count, 0);
      assert.equal(r.json.context, '');
      assert.match(models.provider().calls[0]?.messages[0]?.content ?? '', /no API that fits/);
    });
  });

  describe('error table', () => {
    it('400 invalid_json: not JSON, empty, not an object, invalid UTF-8', async () => {
      for (const body of [Buffer.from('{"question":'), undefined, Buffer.from('[1]'), Buffer.from('null'), Buffer.from('"q"'), Buffer.from([0x7b, 0xff, 0x7d])]) {
        assertError(await send({ body }), 400, 'invalid_json');
      }
      assert.equal(await used(), 0);
    });

    it('400 invalid_content_type: missing, other types, other charsets', async () => {
      for (const ct of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json', 'application/json; charset=latin1']) {
        const headers: Record<string, string> = { host: '127.0.0.1:7531' };
        if (ct) headers['content-type'] = ct;
        assertError(await send({ headers }), 400, 'invalid_content_type');
      }
    });

    it('400 invalid_request names the field', async () => {
      const r = await send({ json: { question: 'q', temperature: 1 } });
      assertError(r, 400, 'invalid_request');
      assert.equal(r.json.error.field, 'temperature');
      const h = await send({ json: { question: 'q', history: [{ role: 'user', content: 'a' }, { role: 'bot', content: 'b' }] } });
      assert.equal(h.json.error.field, 'history[1].role');
      const lang = await send({ json: { question: 'q', lang: 'cobol' } });
      assert.match(lang.json.error.message, /python, javascript, typescript, go, java, rust, c/);
    });

    it('400 invalid_request for an unknown provider; 503 config_unavailable for a known one without its key', async () => {
      const r = await send({ json: { question: 'q', model: 'nosuch/model' } });
      assertError(r, 400, 'invalid_request');
      assert.equal(r.json.error.field, 'model');
      assert.match(r.json.error.message, /ollama/);
      models.unconfigured.add('openai');
      const c = await send({ json: { question: 'q', model: 'openai/gpt-4o-mini' } });
      assertError(c, 503, 'config_unavailable');
      assert.equal(await used(), 0);
    });

    it('413 payload_too_large', async () => {
      assertError(await send({ body: TOO_LARGE }), 413, 'payload_too_large');
    });

    it('429 question_too_long over 4,000 code points', async () => {
      const r = await send({ json: { question: 'a'.repeat(4001) } });
      assertError(r, 429, 'question_too_long');
      assert.equal(r.headers['retry-after'], undefined, 'no Retry-After: the same question never passes (decisions.md)');
      assert.match(r.json.error.message, /shorten/i, 'the message says what to do instead');
      assert.equal(r.json.error.retry_after, undefined);
      assert.equal(r.headers['x-ratelimit-remaining'], '20');
      assert.equal((await send({ json: { question: '😀'.repeat(4000) } })).status, 200);
    });

    it('429 question_too_long from a rate-limited caller has no Retry-After either (only rate_limited has one)', async () => {
      for (let i = 0; i < 5; i++) await send();
      clock.advance(50_000);
      const r = await send({ json: { question: 'a'.repeat(4001) } });
      assertError(r, 429, 'question_too_long');
      assert.equal(r.headers['retry-after'], undefined);
      assert.equal(r.headers['x-ratelimit-remaining'], '15');
    });

    it('429 rate_limited with retry_after and Retry-After, per minute then per day', async () => {
      for (let i = 0; i < 5; i++) assert.equal((await send()).status, 200);
      clock.advance(15_000);
      const r = await send();
      assertError(r, 429, 'rate_limited');
      assert.equal(r.json.error.retry_after, 45);
      assert.equal(r.headers['retry-after'], '45');
      assert.equal(r.headers['x-ratelimit-remaining'], '15');
      assert.equal(await used(), 5);
    });

    it('502 upstream_error: provider failure, mid-stream failure, empty answer, a thrown non-ModelError', async () => {
      const p = models.provider();
      const scripts = [
        failingAfter([], new ModelError('upstream', 'HTTP 500 from upstream')),
        failingAfter(['partial '], new ModelError('upstream', 'connection reset')),
        async function* () {
          yield '   ';
        },
        failingAfter([], new TypeError('unexpected token in upstream JSON')),
      ];
      for (const script of scripts) {
        p.script = script;
        assertError(await send(), 502, 'upstream_error');
      }
      assert.equal(await used(), 0, 'failed generations are released');
    });

    it('never leaks a key in a 502 message', async () => {
      models.provider().script = failingAfter([], new ModelError('upstream', 'HTTP 401: bad key sk-abcdefghijklmnopqrstuvwx (Authorization: Bearer sk-abcdefghijklmnop)'));
      const r = await send();
      assert.equal(r.status, 502);
      assert.doesNotMatch(r.body, /abcdefghijkl/);
    });

    it('503 kb_unavailable: failed, still loading past the wait, or unusable when asked', async () => {
      kb.current = 'failed';
      kb.failWith = 'manifest.json is missing';
      const failed = await send();
      assertError(failed, 503, 'kb_unavailable');
      assert.match(failed.json.error.message, /manifest/);
      kb.current = 'loading';
      assertError(await send(), 503, 'kb_unavailable');
      kb.current = 'ready';
      kb.retrieveError = new KnowledgeBaseError('the knowledge base worker crashed');
      assertError(await send(), 503, 'kb_unavailable');
      assert.equal(await used(), 0);
    });

    it('one question retrieval fails on is answered without grounding, not a 503 (and logged)', async () => {
      kb.retrieveError = new RetrievalError('a.toLowerCase is not a function', 'java');
      const r = await send({ json: { question: 'How do I write a constructor?' } });
      assert.equal(r.status, 200, JSON.stringify(r.json));
      assert.equal(r.json.api_count, 0);
      assert.equal(r.json.context, '');
      assert.deepEqual(r.json.langs, ['java']);
      assert.ok(r.json.answer.length > 0);
      assert.equal(await used(), 1);
      assert.ok(log.lines.some((l) => l.startsWith('error:') && l.includes('toLowerCase')), log.lines.join('\n'));
      // Any other failure of a ready base is the same bug, in the language asked for.
      kb.retrieveError = new TypeError('x is undefined');
      const other = await send({ json: { question: 'sort a list', lang: 'go' } });
      assert.equal(other.status, 200);
      assert.deepEqual(other.json.langs, ['go']);
    });

    it('waits for a loading knowledge base', async () => {
      kb.current = 'loading';
      setTimeout(() => kb.becomeReady(), 10);
      assert.equal((await send()).status, 200);
    });

    it('by default a request waits up to 30 s for the base: one that loads slowly answers 200, not 503', async () => {
      const patient = createService({ keys: () => TEST_KEYS, kb, models, store, config: { dailyLimit: 20, minuteLimit: 5 } });
      kb.current = 'loading';
      // Longer than the old 3 s wait, far shorter than the default: the request must still be waiting.
      setTimeout(() => kb.becomeReady(), 3500);
      const r = asJson(await patient.handle(request()));
      assert.equal(r.status, 200, JSON.stringify(r.json));
      assert.equal(r.json.quota.used, 1);
    }).timeout(20_000);

    it('in-process callers are told the base is loading before the answer starts', async () => {
      kb.current = 'loading';
      const seen: string[] = [];
      const stream = service.generateStream({ question: 'How do I read a CSV file?' }, { caller: '127.0.0.1' });
      for await (const ev of stream) {
        seen.push(ev.type);
        if (ev.type === 'loading') {
          assert.equal(ev.what, 'knowledge-base');
          kb.becomeReady();
        }
      }
      assert.deepEqual(seen.slice(0, 2), ['loading', 'start']);
      assert.equal(seen.at(-1), 'done');
      const ready: string[] = [];
      for await (const ev of service.generateStream({ question: 'How do I read a CSV file?' }, { caller: '127.0.0.1' })) ready.push(ev.type);
      assert.ok(!ready.includes('loading'), 'no loading event once the base is ready');
    });

    it('503 config_unavailable when the configured default model cannot be used', async () => {
      const s = createService({ keys: () => TEST_KEYS, kb, models, store, config: { defaultModel: 'nosuch/model' } });
      assertError(asJson(await s.handle(request())), 503, 'config_unavailable');
      models.unconfigured.add('ollama');
      assertError(await send(), 503, 'config_unavailable');
      models.unconfigured.clear();
      models.provider().script = failingAfter([], new ModelError('config', 'OPENAI_API_KEY is not set'));
      assertError(await send(), 503, 'config_unavailable');
      assert.equal(await used(), 0);
    });

    it('503 config_unavailable (and a log line) when the quota store fails, never a crash', async () => {
      const s = createService({ keys: () => TEST_KEYS,
        kb,
        models,
        log,
        store: { read: async () => undefined, update: async () => { throw new Error('disk full'); } },
        config: {},
      });
      assertError(asJson(await s.handle(request())), 503, 'config_unavailable');
      assert.equal(models.provider().calls.length, 0);
      assert.ok(log.lines.some((l) => l.startsWith('error: quota') && l.includes('disk full')));
    });

    it('403 forbidden: Host not loopback for this port, or a foreign Origin', async () => {
      for (const host of [undefined, 'evil.example:7531', '127.0.0.1:80', '127.0.0.1', 'localhost:7532', '127.0.0.2:7531', 'localhost.evil.com:7531']) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (host) headers.host = host;
        const r = await send({ headers });
        assertError(r, 403, 'forbidden');
        assert.equal(r.headers['x-ratelimit-remaining'], '20');
      }
      for (const host of ['127.0.0.1:7531', 'LOCALHOST:7531', '[::1]:7531']) {
        assert.equal((await send({ headers: { host, 'content-type': 'application/json' } })).status, 200, host);
      }
      const base = { host: '127.0.0.1:7531', 'content-type': 'application/json' };
      assertError(await send({ headers: { ...base, origin: 'https://evil.example' } }), 403, 'forbidden');
      assertError(await send({ headers: { ...base, origin: 'null' } }), 403, 'forbidden');
      origins.push('http://localhost:3000');
      assert.equal((await send({ headers: { ...base, origin: 'http://localhost:3000' } })).status, 200);
      assertError(await send({ headers: { ...base, origin: 'http://localhost:3001' } }), 403, 'forbidden');
      assertError(asJson(await service.handle(request({ method: 'GET', url: '/api/health', headers: { host: 'evil:7531' } }))), 403, 'forbidden');
    });

    it('404 not_found and 405 method_not_allowed with Allow: POST; preflights get no permission', async () => {
      const nf = await send({ url: '/api/generat' });
      assertError(nf, 404, 'not_found');
      assertError(await send({ url: '/api/generate/' }), 404, 'not_found');
      for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
        const r = await send({ method, headers: { host: '127.0.0.1:7531', 'access-control-request-method': 'POST' } });
        assertError(r, 405, 'method_not_allowed');
        assert.equal(r.headers.allow, 'POST');
        assert.equal(r.headers['x-ratelimit-remaining'], '20');
      }
    });
  });

  describe('precedence: 403, 413, 400, 429 question_too_long, 503, 429 rate_limited, 502', () => {
    it('403 beats 413', async () => {
      assertError(await send({ body: TOO_LARGE, headers: { host: 'evil:7531', 'content-type': 'application/json' } }), 403, 'forbidden');
    });
    it('413 beats 400 (content type)', async () => {
      assertError(await send({ body: TOO_LARGE, headers: { host: '127.0.0.1:7531', 'content-type': 'text/plain' } }), 413, 'payload_too_large');
    });
    it('400 beats 429 question_too_long', async () => {
      assertError(await send({ json: { question: 'a'.repeat(5000), lang: 'cobol' } }), 400, 'invalid_request');
      assertError(await send({ json: { question: 'a'.repeat(5000), extra: 1 } }), 400, 'invalid_request');
      assertError(await send({ json: { question: 'a'.repeat(5000), model: 'nosuch/x' } }), 400, 'invalid_request');
    });
    it('429 question_too_long beats 503', async () => {
      kb.current = 'failed';
      assertError(await send({ json: { question: 'a'.repeat(4001) } }), 429, 'question_too_long');
    });
    it('503 beats 429 rate_limited', async () => {
      for (let i = 0; i < 5; i++) await send();
      kb.current = 'failed';
      assertError(await send(), 503, 'kb_unavailable');
      kb.current = 'ready';
      models.unconfigured.add('ollama');
      assertError(await send(), 503, 'config_unavailable');
    });
    it('429 rate_limited beats a 502 from resolving the provider', async () => {
      for (let i = 0; i < 5; i++) await send();
      models.resolve = async () => {
        throw new ModelError('upstream', 'the editor has no language models');
      };
      assertError(await send(), 429, 'rate_limited');
      clock.advance(60_000);
      assertError(await send(), 502, 'upstream_error');
    });

    it('429 rate_limited is decided before retrieval: a refused request costs no retrieval', async () => {
      for (let i = 0; i < 5; i++) await send();
      const retrieved = kb.queries.length;
      assertError(await send(), 429, 'rate_limited');
      assert.equal(kb.queries.length, retrieved, 'the refused request was retrieved for');
    });

    it('429 rate_limited beats 502 (the model is not even called)', async () => {
      for (let i = 0; i < 5; i++) await send();
      const p = models.provider();
      const calls = p.calls.length;
      p.script = failingAfter([], new ModelError('upstream', 'down'));
      assertError(await send(), 429, 'rate_limited');
      assert.equal(p.calls.length, calls);
    });
  });

  describe('Server-Sent Events', () => {
    const sseHeaders = { host: '127.0.0.1:7531', 'content-type': 'application/json', accept: 'text/event-stream' };

    it('streams start, deltas and done with the same response object', async () => {
      const r = await service.handle(request({ headers: sseHeaders }));
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-type'], 'text/event-stream; charset=utf-8');
      assert.equal(r.headers['x-ratelimit-remaining'], '19');
      const events = parseSse(await collect(r));
      assert.deepEqual(events.map((e) => e.event), ['start', 'delta', 'delta', 'check', 'done']);
      assert.deepEqual(events[3]?.data.report, events[4]?.data.response.api_check);
      assert.equal(events[0]?.data.apis.length, 2);
      assert.deepEqual(events[0]?.data.quota, { used: 1, limit: 20, remaining: 19 });
      const answer = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
      assert.equal(events[4]?.data.response.answer, answer);
      assert.equal(events[4]?.data.response.api_count, 2);
    });

    it('a request that waited for the base streams the same events (no loading event on the wire)', async () => {
      kb.current = 'loading';
      setTimeout(() => kb.becomeReady(), 10);
      const r = await service.handle(request({ headers: sseHeaders }));
      assert.equal(r.status, 200);
      assert.deepEqual(parseSse(await collect(r)).map((e) => e.event), ['start', 'delta', 'delta', 'check', 'done']);
    });

    it('errors before the start event keep their status and JSON body', async () => {
      kb.current = 'failed';
      const r = asJson(await service.handle(request({ headers: sseHeaders })));
      assertError(r, 503, 'kb_unavailable');
    });

    it('a failure after start is an error event, and the slot is released', async () => {
      models.provider().script = failingAfter(['part'], new ModelError('upstream', 'reset'));
      const events = parseSse(await collect(await service.handle(request({ headers: sseHeaders }))));
      assert.deepEqual(events.map((e) => e.event), ['start', 'delta', 'error']);
      assert.equal(events[2]?.data.error.code, 'upstream_error');
      assert.equal(await used(), 0);
    });

    it('a client that goes away cancels the generation and spends nothing', async () => {
      const controller = new AbortController();
      let sawAbort = false;
      models.provider().script = async function* (req) {
        yield 'first';
        await new Promise<void>((resolve) => {
          if (req.signal?.aborted) resolve();
          req.signal?.addEventListener('abort', () => resolve(), { once: true });
        });
        sawAbort = true;
        throw new ModelError('cancelled', 'aborted');
      };
      const r = await service.handle(request({ headers: sseHeaders, signal: controller.signal }));
      assert.ok('stream' in r);
      const it = r.stream[Symbol.asyncIterator]();
      await it.next(); // start
      await it.next(); // delta
      controller.abort();
      const rest = await it.next();
      assert.equal(rest.done, true);
      assert.equal(sawAbort, false, 'the provider is not pulled again once the client left');
      assert.equal(await used(), 0);
    });
  });

  describe('health and in-process use', () => {
    it('GET /api/health says who we are, cheaply and without secrets', async () => {
      const r = asJson(await service.handle(request({ method: 'GET', url: '/api/health', body: undefined })));
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.json).sort(), ['kb', 'pid', 'service', 'version']);
      assert.equal(r.json.service, 'grounded-code');
      assert.equal(r.json.kb, 'ready');
      assert.equal(r.json.pid, process.pid);
      assert.equal(store.updates, 0);
    });

    it('generateStream validates in-process input like HTTP and passes the hints to retrieval', async () => {
      const events = [];
      for await (const ev of service.generateStream(
        { question: 'read csv', lang: 'auto', history: [], editorLang: 'python', preferredLibs: ['pandas'] },
        { caller: '::ffff:127.0.0.1' },
      )) events.push(ev.type);
      assert.deepEqual(events, ['start', 'delta', 'delta', 'check', 'done']);
      assert.equal(kb.queries[0]?.editorLang, 'python');
      assert.deepEqual(kb.queries[0]?.preferredLibs, ['pandas']);
      assert.equal(await used(), 1, 'in-process and HTTP share the 127.0.0.1 quota');
      await assert.rejects(
        service.generate({ question: '  ' }, { caller: '127.0.0.1' }),
        (e: { status: number; code: string }) => e.status === 400 && e.code === 'invalid_request',
      );
    });

    it('a consumer that stops iterating releases the slot', async () => {
      for await (const ev of service.generateStream({ question: 'q' }, { caller: '127.0.0.1' })) {
        if (ev.type === 'start') break;
      }
      assert.equal(await used(), 0);
    });
  });
});
