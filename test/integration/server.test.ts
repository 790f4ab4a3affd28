import { strict as assert } from 'node:assert';
import * as http from 'node:http';
import { TEST_KEYS } from '../support/user-keys';
import * as net from 'node:net';
import { ModelError } from '../../src/core/models/types';
import { createService } from '../../src/core/service';
import { startServer, type RunningServer } from '../../src/server/server';
import { FakeKb, FakeRegistry, MemoryStore, failingAfter } from '../support/fakes';
import { call, parseSse } from '../support/http';

describe('HTTP server over loopback', () => {
  let kb: FakeKb;
  let models: FakeRegistry;
  let server: RunningServer;
  let port: number;
  let limits: { dailyLimit: number; minuteLimit: number };

  async function start(options: Partial<Parameters<typeof startServer>[0]> = {}) {
    const service = createService({ keys: () => TEST_KEYS, kb, models, store: new MemoryStore(), config: { ...limits, kbWaitMs: 50, allowedOrigins: ['http://localhost:3000'] } });
    server = await startServer({ port: 0, service, ...options });
    port = server.port;
  }

  beforeEach(async () => {
    kb = new FakeKb();
    models = new FakeRegistry();
    limits = { dailyLimit: 20, minuteLimit: 5 };
    await start();
  });
  afterEach(async () => {
    await server.close();
  });

  const generate = (body: unknown = { question: 'read a csv file' }, headers: Record<string, string> = {}) =>
    call(port, { body: JSON.stringify(body), headers });

  function isError(r: { status: number; json: any; headers: http.IncomingHttpHeaders }, status: number, code: string) {
    assert.equal(r.status, status, JSON.stringify(r.json));
    assert.equal(r.json?.error?.code, code);
    assert.equal(r.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.ok(!Object.keys(r.headers).some((h) => h.startsWith('access-control-')));
  }

  it('listens on 127.0.0.1 and answers 200 with the response object', async () => {
    assert.equal(server.url, `http://127.0.0.1:${port}`);
    const r = await generate();
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(r.headers['x-ratelimit-remaining'], '19');
    assert.deepEqual(r.json.quota, { used: 1, limit: 20, remaining: 19 });
    assert.equal(r.json.api_count, 2);
  });

  it('covers every row of the error table over the wire', async () => {
    isError(await call(port, { body: '{"question":' }), 400, 'invalid_json');
    isError(await call(port, { body: '{"question":"q"}', headers: { 'content-type': 'text/plain' } }), 400, 'invalid_content_type');
    const unknown = await generate({ question: 'q', foo: 1 });
    isError(unknown, 400, 'invalid_request');
    assert.equal(unknown.json.error.field, 'foo');
    isError(await call(port, { body: Buffer.alloc(256 * 1024 + 1, 0x20) }), 413, 'payload_too_large');
    isError(await generate({ question: 'x'.repeat(4001) }), 429, 'question_too_long');
    isError(await call(port, { body: '{}', headers: { host: 'attacker.example:' + port } }), 403, 'forbidden');
    isError(await call(port, { body: '{}', headers: { origin: 'https://attacker.example' } }), 403, 'forbidden');
    assert.equal((await generate(undefined, { origin: 'http://localhost:3000' })).status, 200);
    isError(await call(port, { method: 'GET', path: '/nope' }), 404, 'not_found');
    const m = await call(port, { method: 'GET' });
    isError(m, 405, 'method_not_allowed');
    assert.equal(m.headers.allow, 'POST');
    models.unconfigured.add('openai');
    isError(await generate({ question: 'q', model: 'openai/gpt-4o' }), 503, 'config_unavailable');
    models.provider().script = failingAfter([], new ModelError('upstream', 'HTTP 500'));
    isError(await generate(), 502, 'upstream_error');
    models.provider().script = new FakeRegistry().provider().script;
    kb.current = 'failed';
    isError(await generate(), 503, 'kb_unavailable');
    kb.current = 'ready';
    for (let i = 0; i < 4; i++) assert.equal((await generate()).status, 200);
    const limited = await generate();
    isError(limited, 429, 'rate_limited');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal(limited.json.error.retry_after, Number(limited.headers['retry-after']));
    // Only the five answered requests were counted, whatever failed before them.
    assert.equal(limited.headers['x-ratelimit-remaining'], '15');
  });

  it('refuses a CORS preflight without any permission header', async () => {
    const r = await call(port, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(r.status, 405);
    assert.ok(!Object.keys(r.headers).some((h) => h.startsWith('access-control-')));
  });

  it('stops reading a chunked body at 256 KiB and answers 413', async () => {
    const r = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/generate', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        // Far more than the limit if the server kept reading.
        while (sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    assert.equal(r.status, 413);
    assert.ok(r.sent < 64 * 1024 * 1024, 'the server answered before the whole body was sent');
  });

  it('streams SSE when asked', async () => {
    const r = await generate(undefined, { accept: 'text/event-stream' });
    assert.equal(r.status, 200);
    assert.match(String(r.headers['content-type']), /^text\/event-stream/);
    const events = parseSse(r.text);
    assert.deepEqual(events.map((e) => e.event), ['start', 'delta', 'delta', 'check', 'done']);
    assert.deepEqual(events[4]?.data.response.quota, { used: 1, limit: 20, remaining: 19 });
  });

  it('GET /api/health identifies the service', async () => {
    const r = await call(port, { method: 'GET', path: '/api/health' });
    assert.equal(r.status, 200);
    assert.equal(r.json.service, 'grounded-code');
    assert.equal(r.json.pid, process.pid);
  });

  it('serves exactly the limit to concurrent requests', async () => {
    await server.close();
    limits = { dailyLimit: 7, minuteLimit: 1000 };
    await start();
    const replies = await Promise.all(Array.from({ length: 40 }, () => generate()));
    assert.equal(replies.filter((r) => r.status === 200).length, 7);
    assert.equal(replies.filter((r) => r.status === 429).length, 33);
  });

  it('cancels the generation when the client goes away, and counts nothing', async () => {
    let aborted!: () => void;
    const sawAbort = new Promise<void>((r) => (aborted = r));
    models.provider().script = async function* (req) {
      yield 'partial';
      await new Promise<void>((resolve) => {
        if (req.signal?.aborted) resolve();
        req.signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      aborted();
      throw new ModelError('cancelled', 'aborted');
    };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/generate', agent: false, headers: { 'content-type': 'application/json', accept: 'text/event-stream' } });
    req.on('error', () => undefined);
    req.on('response', (res) => res.once('data', () => req.destroy()));
    req.end(JSON.stringify({ question: 'q' }));
    await sawAbort;
    await new Promise((r) => setTimeout(r, 50));
    const health = await generate({ question: 'q', lang: 'cobol' });
    assert.equal(health.headers['x-ratelimit-remaining'], '20');
  });

  it('closes a slowloris connection that never finishes its headers', async () => {
    await server.close();
    await start({ headersTimeoutMs: 300, requestTimeoutMs: 300 });
    const closedAfter = await new Promise<number>((resolve) => {
      const t0 = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`));
      const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 50);
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - t0);
      });
    });
    // Node checks the timeouts on a coarse timer; well under 10 s proves the limit works.
    assert.ok(closedAfter < 5000, `closed after ${closedAfter} ms`);
  });

  it('closes a connection whose body trickles in past the request timeout', async () => {
    await server.close();
    await start({ headersTimeoutMs: 300, requestTimeoutMs: 400 });
    const t0 = Date.now();
    const reply = await new Promise<string>((resolve) => {
      let got = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`),
      );
      const drip = setInterval(() => socket.writable && socket.write(' '), 50);
      socket.on('data', (c: Buffer) => (got += c.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(got);
      });
    });
    assert.ok(Date.now() - t0 < 5000);
    assert.doesNotMatch(reply, /^HTTP\/1\.1 200/);
  });

  it('caps open connections', async () => {
    await server.close();
    await start({ maxConnections: 2 });
    const open = (): Promise<net.Socket> =>
      new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
        socket.on('error', () => undefined);
      });
    const held = [await open(), await open()];
    await new Promise((r) => setTimeout(r, 50));
    const third = await open();
    const closed = await new Promise<boolean>((resolve) => {
      third.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 2000);
    });
    assert.equal(closed, true, 'the third connection is refused');
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 50));
    assert.equal((await call(port, { method: 'GET', path: '/api/health' })).status, 200, 'room again once they close');
  });

  it('close() lets an answer in flight finish within the grace time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    models.provider().script = async function* () {
      await gate;
      yield 'done';
    };
    const pending = generate();
    await new Promise((r) => setTimeout(r, 50));
    const closing = server.close();
    release();
    const r = await pending;
    await closing;
    assert.equal(r.status, 200);
    await assert.rejects(call(port, { body: '{}' }), /ECONNREFUSED/);
  });
});
