import { strict as assert } from 'node:assert';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CancelledError, GenerateError } from '../../../src/vscode/backend';
import { HttpBackend, OwnerGoneError } from '../../../src/vscode/loopback-backend';
import { probeHealth } from '../../../src/vscode/loopback-health';
import { SseParser, TooLargeError, toGenerateEvent } from '../../../src/vscode/loopback-sse';
import { TEST_KEYS, proving, testKeys } from '../../support/user-keys';

function listen(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

const close = (s: http.Server) => new Promise<void>((r) => { s.closeAllConnections(); s.close(() => r()); });

async function freePort(): Promise<number> {
  const { server, port } = await listen(() => undefined);
  await close(server);
  return port;
}

const RESULT = {
  answer: '```python\nprint(1)\n```',
  context: 'builtins.print(*objects)',
  api_count: 1,
  langs: ['python'],
  auto_detected: true,
  quota: { used: 3, limit: 20, remaining: 17 },
};

describe('loopback client', () => {
  describe('SseParser', () => {
    it('parses events split across chunks, CRLF, comments and multi-line data', () => {
      const p = new SseParser();
      const all = [
        ...p.feed(': hello\r\nevent: start\r\ndata: {"a":'),
        ...p.feed('1}\r\n\r'),
        ...p.feed('\ndata: line1\ndata: line2\n\nevent: done\ndata: {}\n'),
        ...p.feed('\n'),
      ];
      assert.deepEqual(all, [
        { event: 'start', data: '{"a":1}' },
        { event: 'message', data: 'line1\nline2' },
        { event: 'done', data: '{}' },
      ]);
    });

    it('maps named and typed events; error events throw', () => {
      assert.deepEqual(toGenerateEvent({ event: 'delta', data: '{"text":"x"}' }), { type: 'delta', text: 'x' });
      assert.deepEqual(toGenerateEvent({ event: 'message', data: '{"type":"delta","text":"y"}' }), { type: 'delta', text: 'y' });
      const start = toGenerateEvent({
        event: 'start',
        data: JSON.stringify({ lang: 'python', autoDetected: true, apis: [{ lib: 'l', name: 'n', sig: 's', score: 1 }], context: 's' }),
      });
      assert.equal(start?.type, 'start');
      assert.throws(
        () => toGenerateEvent({ event: 'error', data: '{"error":{"code":"upstream_error","message":"down"}}' }),
        (e: unknown) => e instanceof GenerateError && e.code === 'upstream_error' && e.message === 'down',
      );
    });
  });

  describe('probeHealth', () => {
    it('recognises ours, foreign and free', async () => {
      const ours = await listen(proving(() => undefined, { healthBody: '{"service":"grounded-code","status":"ok"}' }));
      // Says it is Grounded Code, without the proof (a stranger, or an old version).
      const unproven = await listen((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end('{"service":"grounded-code","status":"ok"}');
      });
      const foreign = await listen((_req, res) => res.end('<html>hi</html>'));
      try {
        assert.equal((await probeHealth(ours.port, TEST_KEYS)).kind, 'ours');
        assert.equal((await probeHealth(unproven.port, TEST_KEYS)).kind, 'unproven');
        // Without keys to check with, even the user's server cannot be taken for ours.
        assert.equal((await probeHealth(ours.port, undefined)).kind, 'unproven');
        assert.equal((await probeHealth(foreign.port, TEST_KEYS)).kind, 'foreign');
        assert.equal((await probeHealth(await freePort(), TEST_KEYS)).kind, 'free');
      } finally {
        await close(ours.server);
        await close(unproven.server);
        await close(foreign.server);
      }
    });
  });

  describe('HttpBackend', () => {
    it('streams start/delta/done over SSE and sends only the interface fields', async () => {
      let seen: { headers: http.IncomingHttpHeaders; body: unknown } | undefined;
      const { server, port } = await listen(proving((req, res) => {
        if (req.url === '/api/health') {
          res.end('{"service":"grounded-code"}');
          return;
        }
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          seen = { headers: req.headers, body: JSON.parse(body) };
          res.writeHead(200, { 'content-type': 'text/event-stream', 'x-ratelimit-remaining': '17' });
          res.write(`event: start\ndata: ${JSON.stringify({ lang: 'python', autoDetected: true, apis: [], context: RESULT.context, quota: RESULT.quota })}\n\n`);
          res.write('event: delta\ndata: {"text":"```python\\n"}\n\n');
          res.write('event: delta\ndata: {"text":"print(1)\\n```"}\n\n');
          res.end(`event: done\ndata: ${JSON.stringify({ response: RESULT })}\n\n`);
        });
      }));
      try {
        const b = new HttpBackend(port, { keys: testKeys });
        const events = [];
        for await (const ev of b.generate(
          { question: 'print one', lang: 'auto', model: 'ollama/x', history: [], editorLang: 'python', preferredLibs: ['numpy'] },
          new AbortController().signal,
        )) events.push(ev);
        assert.deepEqual(events.map((e) => e.type), ['start', 'delta', 'delta', 'done']);
        assert.deepEqual(seen!.body, { question: 'print one', lang: 'python', model: 'ollama/x' });
        assert.equal(seen!.headers.accept, 'text/event-stream');
        assert.equal(seen!.headers.origin, undefined);
        assert.deepEqual(await b.quota(), RESULT.quota);
      } finally {
        await close(server);
      }
    });

    it('turns a JSON error into GenerateError with retry_after', async () => {
      const { server, port } = await listen(proving((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
          res.end('{"error":{"code":"rate_limited","message":"Too many requests.","retry_after":30}}');
        });
      }));
      try {
        const b = new HttpBackend(port, { keys: testKeys });
        await assert.rejects(
          (async () => {
            for await (const _ of b.generate({ question: 'q' }, new AbortController().signal)) void _;
          })(),
          (e: unknown) => e instanceof GenerateError && e.code === 'rate_limited' && e.retryAfter === 30 && e.status === 429,
        );
      } finally {
        await close(server);
      }
    });

    it('accepts a non-streaming JSON answer', async () => {
      const { server, port } = await listen(proving((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(RESULT));
        });
      }));
      try {
        const types: string[] = [];
        for await (const ev of new HttpBackend(port, { keys: testKeys }).generate({ question: 'q' }, new AbortController().signal)) types.push(ev.type);
        assert.deepEqual(types, ['start', 'delta', 'check', 'done']);
      } finally {
        await close(server);
      }
    });

    it('reports a vanished owner as OwnerGoneError', async () => {
      const b = new HttpBackend(await freePort(), { keys: testKeys });
      await assert.rejects(
        (async () => {
          for await (const _ of b.generate({ question: 'q' }, new AbortController().signal)) void _;
        })(),
        OwnerGoneError,
      );
    });

    it('cancels mid-stream', async () => {
      const { server, port } = await listen(proving((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('event: delta\ndata: {"text":"a"}\n\n');
        // never ends
      }));
      try {
        const controller = new AbortController();
        await assert.rejects(
          (async () => {
            for await (const ev of new HttpBackend(port, { keys: testKeys }).generate({ question: 'q' }, controller.signal)) {
              if (ev.type === 'delta') controller.abort();
            }
          })(),
          CancelledError,
        );
      } finally {
        await close(server);
      }
    });
  });
});

describe('loopback client inside VS Code', () => {
  it('keeps the proven connection although the extension host patches http.request (its proxy support swaps the agent for one without keep-alive)', async () => {
    // What @vscode/proxy-agent's patch amounts to for a loopback request: the caller's agent replaced
    // by one that does not keep connections alive.
    const real = require('node:http') as { request: typeof http.request; get: typeof http.get };
    const original = { request: real.request, get: real.get };
    let patchedCalls = 0;
    const patch = (fn: typeof http.request) =>
      ((options: http.RequestOptions, cb?: (res: http.IncomingMessage) => void) => {
        patchedCalls++;
        return fn({ ...options, agent: new http.Agent({ keepAlive: false }) }, cb);
      }) as typeof http.request;
    const sockets = new Set<unknown>();
    const { server, port } = await listen(proving((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`event: done\ndata: ${JSON.stringify({ response: RESULT })}\n\n`);
    }));
    server.on('connection', (s) => sockets.add(s));
    real.request = patch(original.request);
    real.get = patch(original.get as typeof http.request) as typeof http.get;
    try {
      const types: string[] = [];
      for await (const ev of new HttpBackend(port, { keys: testKeys }).generate({ question: 'q' }, new AbortController().signal)) types.push(ev.type);
      assert.deepEqual(types, ['done']);
      assert.equal(sockets.size, 1, 'the proof and the question went over one connection');
      assert.equal(patchedCalls, 0, 'the patched http.request was not used');
    } finally {
      real.request = original.request;
      real.get = original.get;
      await close(server);
    }
  });
});

describe('HttpBackend.quota', () => {
  it('uses the health route when it reports the quota', async () => {
    const body = '{"service":"grounded-code","quota":{"used":4,"limit":20,"remaining":16}}';
    const { server, port } = await listen(proving(() => undefined, { healthBody: body }));
    const stranger = await listen((_req, res) => res.end(body));
    try {
      assert.deepEqual(await new HttpBackend(port, { keys: testKeys }).quota(), { used: 4, limit: 20, remaining: 16 });
      // A holder without the proof is not believed.
      assert.equal(await new HttpBackend(stranger.port, { keys: testKeys }).quota(), undefined);
    } finally {
      await close(server);
      await close(stranger.server);
    }
  });

  it('else reads X-RateLimit-Remaining of an uncounted invalid request', async () => {
    let posted = '';
    const { server, port } = await listen(proving((req, res) => {
      if (req.url === '/api/health') return void res.end('{"service":"grounded-code"}');
      req.on('data', (c) => (posted += c));
      req.on('end', () => {
        res.writeHead(400, { 'content-type': 'application/json', 'x-ratelimit-remaining': '7' });
        res.end('{"error":{"code":"invalid_request","message":"question is missing","field":"question"}}');
      });
    }));
    try {
      assert.deepEqual(await new HttpBackend(port, { keys: testKeys, dailyLimit: () => 10 }).quota(), { used: 3, limit: 10, remaining: 7 });
      assert.equal(posted, '{}');
    } finally {
      await close(server);
    }
  });
});

describe('loopback client: what the port holder sends is bounded', () => {
  /** A port holder that answers /api/generate with `head` and then `unit` forever (up to 64 MiB). */
  async function endless(type: string, head: string, unit: string) {
    let written = 0;
    let finished = false;
    const { server, port } = await listen(proving((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': type });
      res.write(head);
      const chunk = unit.repeat(Math.ceil(65536 / unit.length));
      const pump = () => {
        while (!res.destroyed && written < 64 << 20) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
        finished = true;
      };
      res.on('close', () => (finished = true));
      pump();
    }));
    return { server, port, written: () => written, finished: () => finished };
  }

  const drain = async (port: number) => {
    const events: string[] = [];
    for await (const ev of new HttpBackend(port, { keys: testKeys }).generate({ question: 'read a file' }, new AbortController().signal)) events.push(ev.type);
    return events;
  };

  for (const [what, type, head, unit] of [
    ['an SSE line that never ends', 'text/event-stream', 'data: ', 'a'],
    ['an SSE event that never ends (data lines without a blank line)', 'text/event-stream', '', 'data: {"text":"x"}\n'],
    ['endless small events', 'text/event-stream', '', 'event: delta\ndata: {"text":"x"}\n\n'],
    ['a JSON body that never ends', 'application/json', '{"answer":"', 'a'],
  ] as const) {
    it(`stops reading ${what} and says so`, async function () {
      this.timeout(60_000);
      const holder = await endless(type, head, unit);
      try {
        await assert.rejects(drain(holder.port), (e: unknown) => e instanceof TooLargeError || (e instanceof Error && /over \d+ KiB/.test(e.message)));
        // The client closed the connection long before the holder's 64 MiB were sent.
        while (!holder.finished()) await new Promise((r) => setTimeout(r, 10));
        assert.ok(holder.written() < 48 << 20, `${holder.written()} bytes were sent before the client stopped`);
      } finally {
        await close(holder.server);
      }
    });
  }

  it('an oversized health answer is foreign, not a hang', async () => {
    const { server, port } = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"service":"grounded-code","pad":"${'x'.repeat(1 << 20)}"}`);
    });
    try {
      assert.equal((await probeHealth(port, TEST_KEYS)).kind, 'foreign');
    } finally {
      await close(server);
    }
  });
});
