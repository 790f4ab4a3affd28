/**
 * Slow and greedy clients: slowloris headers and bodies are closed at the configured timeouts,
 * oversized bodies are cut off at 256 KiB, the cap on open connections holds, and the server serves
 * afterwards. Timeouts are small through startServer's options (the CLI's flags take the same values); the
 * connection cap and the body limit are also checked against the real CLI.
 */
import { strict as assert } from 'node:assert';
import { TEST_KEYS } from '../support/user-keys';
import * as net from 'node:net';
import { createService } from '../../src/core/service';
import { startServer, type RunningServer } from '../../src/server/server';
import { FakeKb, FakeRegistry, MemoryStore } from '../support/fakes';
import { buildRequest, openMany, parseResponse, rawRequest, slowSend } from '../support/raw-client';
import { generate, noCors, startStack, storedUsed, type Stack } from '../support/serve-process';

const HEADERS_MS = 500;
const REQUEST_MS = 1000;

describe('hardening: slow and greedy clients (in-process server, small timeouts)', function () {
  this.timeout(30_000);
  let server: RunningServer;
  let store: MemoryStore;
  before(async () => {
    store = new MemoryStore();
    const service = createService({ keys: () => TEST_KEYS, kb: new FakeKb(), models: new FakeRegistry(), store, config: { dailyLimit: 100, minuteLimit: 100, kbWaitMs: 50, allowedOrigins: [] } });
    server = await startServer({ port: 0, service, headersTimeoutMs: HEADERS_MS, requestTimeoutMs: REQUEST_MS, keepAliveTimeoutMs: 300, maxConnections: 16 });
  });
  after(async () => server && (await server.close()));

  const ok = async () => {
    const r = await generate(server.port, { question: 'read a csv file' });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    return r.json.quota.used as number;
  };

  it('closes slowloris header senders (several at once) near the headers timeout', async () => {
    const used = await ok();
    const head = `POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`;
    const runs = await Promise.all(Array.from({ length: 5 }, () => slowSend(server.port, head, 'X-Slow: aaaa\r\n', 50, 6000)));
    for (const r of runs) {
      assert.ok(r.closedAfterMs !== undefined, 'a slowloris connection was never closed');
      assert.ok(r.closedAfterMs < HEADERS_MS + 1500, `closed after ${Math.round(r.closedAfterMs)} ms`);
      assert.doesNotMatch(r.answer, /^HTTP\/1\.1 200/);
      assert.doesNotMatch(r.answer, /access-control-/i);
    }
    assert.equal(await ok(), used + 1, 'a slowloris request was counted');
  });

  it('closes slowloris body senders near the request timeout, counting nothing', async () => {
    const used = await ok();
    const head = `POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"question":"`;
    const runs = await Promise.all(Array.from({ length: 5 }, () => slowSend(server.port, head, 'a', 50, 8000)));
    for (const r of runs) {
      assert.ok(r.closedAfterMs !== undefined, 'a slow body was never closed');
      assert.ok(r.closedAfterMs < REQUEST_MS + 2000, `closed after ${Math.round(r.closedAfterMs)} ms`);
      assert.doesNotMatch(r.answer, /^HTTP\/1\.1 200/);
    }
    assert.equal(await ok(), used + 1);
  });

  it('holds the cap on open connections and serves again once they go', async () => {
    const { sockets, closed } = await openMany(server.port, 40, 300);
    assert.ok(closed() >= 40 - 16, `only ${closed()} of 40 connections were refused with a cap of 16`);
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    await ok();
  });

  it('closes idle keep-alive connections', async () => {
    const r = await slowSend(server.port, '', ' ', 1_000_000, 3000);
    assert.ok(r.closedAfterMs !== undefined && r.closedAfterMs < HEADERS_MS + 1500, `idle connection open after ${r.closedAfterMs}`);
  });
});

describe('hardening: greedy clients against the CLI server', function () {
  this.timeout(60_000);
  let s: Stack;
  before(async () => {
    s = await startStack({ args: ['--daily-limit', '1000', '--minute-limit', '1000', '--max-connections', '64'] });
  });
  after(async () => s && (await s.stop()));

  it('cuts a chunked body off at 256 KiB: answers 413 and stops reading long before 64 MiB', async () => {
    const sock = net.connect(s.port, '127.0.0.1');
    await new Promise<void>((r) => sock.once('connect', () => r()));
    let answer = Buffer.alloc(0);
    let closed = false;
    sock.on('data', (c: Buffer) => (answer = Buffer.concat([answer, c])));
    sock.on('close', () => (closed = true));
    sock.on('error', () => undefined);
    sock.write(`POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let sent = 0;
    const t0 = Date.now();
    while (!closed && sent < 64 * 1024 * 1024 && Date.now() - t0 < 10_000) {
      if (!sock.write(frame)) await new Promise((r) => { sock.once('drain', r); sock.once('close', r); setTimeout(r, 200); });
      sent += frame.length;
      if (parseResponse(answer, false)) break;
    }
    await new Promise((r) => setTimeout(r, 200));
    const reply = parseResponse(answer, true);
    sock.destroy();
    assert.ok(reply, `no answer after ${sent} bytes`);
    assert.equal(reply.status, 413);
    assert.equal(reply.json?.error?.code, 'payload_too_large');
    assert.ok(sent < 64 * 1024 * 1024, 'the server kept reading');
    noCors(reply.headers);
    assert.equal(storedUsed(s.dataDir), 0);
  });

  it('answers 413 from a declared Content-Length over the limit without waiting for the body', async () => {
    const head = `POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024 * 1024}\r\n\r\n`;
    const r = await rawRequest(s.port, head, 3000);
    assert.equal(r.status, 413);
    assert.equal(r.json.error.code, 'payload_too_large');
  });

  it('holds the cap (--max-connections 64) on open connections and serves again once they go', async () => {
    const { sockets, closed } = await openMany(s.port, 120, 400);
    assert.ok(closed() >= 120 - 64, `only ${closed()} of 120 connections were refused`);
    for (const x of sockets) x.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const r = await generate(s.port);
    assert.equal(r.status, 200);
    assert.equal(r.json.quota.used, 1);
  });

  it('survives many clients that vanish mid-request, counting nothing for them', async () => {
    const body = '{"question":"read a csv file","lang":"python"}';
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new Promise<void>((resolve) => {
          const bytes = buildRequest(s.port, body);
          const sock = net.connect(s.port, '127.0.0.1', () => {
            sock.write(bytes.subarray(0, Math.floor((bytes.length * i) / 50)));
            setTimeout(() => { sock.destroy(); resolve(); }, 20);
          });
          sock.on('error', () => resolve());
        }),
      ),
    );
    const before = storedUsed(s.dataDir);
    const r = await generate(s.port);
    assert.equal(r.status, 200);
    assert.equal(storedUsed(s.dataDir), before + 1);
  });
});
