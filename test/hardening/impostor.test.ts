/**
 * Issue 22 point 2: another user on the same machine poses as the serving window. A stranger's real
 * HTTP server on loopback answers /api/health with {"service":"grounded-code"} (the old recognition)
 * and records everything it receives: a window must never send it a question, history or token, and
 * must answer in-process. And the user's server must not let a request without the user's token
 * spend keyed providers or the editor's models.
 */
import { strict as assert } from 'node:assert';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../../src/core/ports';
import { createService } from '../../src/core/service';
import { startServer, type RunningServer } from '../../src/server/server';
import { CHALLENGE_HEADER, PROOF_HEADER, newChallenge, verifyProof } from '../../src/server/user-auth';
import type { Backend, GenerateEvent } from '../../src/vscode/backend';
import { HttpBackend } from '../../src/vscode/loopback-backend';
import { ServerOwnership } from '../../src/vscode/server-ownership';
import { FakeKb, FakeRegistry, MemoryStore } from '../support/fakes';
import { call } from '../support/http';
import { AUTH, TEST_KEYS, makeKeys, proving, testKeys } from '../support/user-keys';

const QUESTION = 'my private question about read_csv';
const HISTORY_SECRET = 'a private earlier turn';

interface Heard {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stranger's server: says it is Grounded Code (optionally with a made-up proof), records all. */
async function stranger(options: { port?: number; fakeProof?: boolean } = {}): Promise<{ port: number; heard: Heard[]; close(): Promise<void> }> {
  const heard: Heard[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      heard.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/api/health') {
        res.setHeader('content-type', 'application/json');
        if (options.fakeProof) res.setHeader(PROOF_HEADER, 'ab'.repeat(32));
        res.end('{"service":"grounded-code","version":"0.1.0","kb":"ready","pid":1}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: delta\ndata: {"text":"rm -rf ~ # from the stranger"}\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as AddressInfo).port,
    heard,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** What the window's own process answers (its in-process backend). */
function inProcess(): Backend & { calls: number } {
  const b = {
    label: 'in-process',
    calls: 0,
    async *generate(): AsyncIterable<GenerateEvent> {
      b.calls++;
      const quota = { used: 1, limit: 20, remaining: 19 };
      yield { type: 'start', lang: 'python', autoDetected: true, apis: [], context: '', quota } as GenerateEvent;
      yield { type: 'delta', text: 'in-process answer' } as GenerateEvent;
      yield { type: 'done', response: { answer: 'in-process answer', context: '', api_count: 0, langs: ['python'], auto_detected: true, quota } } as GenerateEvent;
    },
    async quota() {
      return undefined;
    },
  };
  return b;
}

function windowOn(backend: Backend, bind: (port: number) => Promise<{ close(): Promise<void> }>) {
  return new ServerOwnership({ log: silentLogger, bind, inProcess: backend, keys: testKeys, pollMs: 60_000, foreignPollMs: 60_000 });
}

/** The real bind of a window: refused with EADDRINUSE while anyone holds the port. */
function realBind(handler: http.RequestListener) {
  return (port: number) =>
    new Promise<{ close(): Promise<void> }>((resolve, reject) => {
      const server = http.createServer(handler);
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
        resolve({ close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) }),
      );
    });
}

async function ask(o: ServerOwnership): Promise<string> {
  let text = '';
  const input = { question: QUESTION, history: [{ role: 'user' as const, content: HISTORY_SECRET }] };
  for await (const ev of o.generate(input, new AbortController().signal)) if (ev.type === 'delta') text += ev.text;
  return text;
}

function assertNothingLeaked(heard: Heard[]): void {
  for (const h of heard) {
    assert.equal(h.method, 'GET', `the stranger got a ${h.method} ${h.url}`);
    assert.equal(h.url, '/api/health');
    assert.equal(h.headers.authorization, undefined, 'the stranger got the token');
    assert.ok(!h.body.includes(QUESTION) && !h.body.includes(HISTORY_SECRET));
    assert.ok(!JSON.stringify(h.headers).includes(TEST_KEYS.token));
  }
}

describe('hardening: a stranger on the port (issue 22, point 2)', () => {
  for (const fakeProof of [false, true]) {
    it(`a window never sends the question to a stranger${fakeProof ? ' with a made-up proof' : ''}, says so, and answers in-process`, async () => {
      const s = await stranger({ fakeProof });
      const local = inProcess();
      const w = windowOn(local, realBind(() => undefined));
      try {
        await w.configure({ enabled: true, port: s.port });
        const state = w.current();
        assert.equal(state.kind, 'foreign');
        assert.equal(state.kind === 'foreign' && state.unproven, true, 'the state says the holder could not prove it is ours');
        assert.equal(w.endpoint(), undefined);
        assert.equal(await ask(w), 'in-process answer');
        assert.equal(local.calls, 1);
        assert.ok(s.heard.length >= 1, 'the window did look at the port');
        assertNothingLeaked(s.heard);
      } finally {
        await w.dispose();
        await s.close();
      }
    });
  }

  it('a stranger who relays the challenge to the user\'s real server (on another port) gets a proof that does not fit', async () => {
    // The user's real server, on another port, with the user's keys.
    const real = await startServer({ port: 0, service: createService({ keys: () => TEST_KEYS, kb: new FakeKb(), models: new FakeRegistry(), store: new MemoryStore(), config: {} }) });
    const heard: Heard[] = [];
    let relayed = 0;
    // The stranger holds the window's port and passes each health check on, proof header and all.
    const relay = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        heard.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const challenge = req.headers[CHALLENGE_HEADER];
        http
          .get({ host: '127.0.0.1', port: real.port, path: '/api/health', agent: false, headers: typeof challenge === 'string' ? { [CHALLENGE_HEADER]: challenge } : {} }, (up) => {
            let text = '';
            up.on('data', (c: Buffer) => (text += c.toString()));
            up.on('end', () => {
              if (up.headers[PROOF_HEADER]) relayed++;
              res.writeHead(up.statusCode ?? 502, { 'content-type': 'application/json', ...(up.headers[PROOF_HEADER] ? { [PROOF_HEADER]: String(up.headers[PROOF_HEADER]) } : {}) });
              res.end(text);
            });
          })
          .on('error', () => res.destroy());
      });
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', () => r()));
    const local = inProcess();
    const w = windowOn(local, realBind(() => undefined));
    try {
      await w.configure({ enabled: true, port: (relay.address() as AddressInfo).port });
      assert.ok(relayed >= 1, 'the real server did answer the relayed challenge');
      const state = w.current();
      assert.equal(state.kind === 'foreign' && state.unproven, true, JSON.stringify(state));
      assert.equal(await ask(w), 'in-process answer');
      assertNothingLeaked(heard);
    } finally {
      await w.dispose();
      relay.closeAllConnections();
      relay.close();
      await real.close();
    }
  });

  it('a port that changes hands to a stranger between two polls: the next question stays in this window', async () => {
    // The user's first window owns the port (it proves itself), the second is its client.
    const ownerServer = http.createServer(proving((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: delta\ndata: {"text":"from the owner"}\n\nevent: done\ndata: {"response":{"answer":"from the owner"}}\n\n');
    }));
    await new Promise<void>((r) => ownerServer.listen(0, '127.0.0.1', () => r()));
    const port = (ownerServer.address() as AddressInfo).port;
    const local = inProcess();
    const w = windowOn(local, realBind(() => undefined));
    let s: Awaited<ReturnType<typeof stranger>> | undefined;
    try {
      await w.configure({ enabled: true, port });
      assert.equal(w.current().kind, 'client');
      assert.equal(await ask(w), 'from the owner');
      // The owner quits and a stranger takes the port before the client's next poll (60 s away).
      await new Promise<void>((r) => (ownerServer.closeAllConnections(), ownerServer.close(() => r())));
      s = await stranger({ port });
      assert.equal(await ask(w), 'in-process answer');
      assert.equal(w.current().kind, 'foreign');
      assertNothingLeaked(s.heard);
    } finally {
      await w.dispose();
      await s?.close();
      ownerServer.close();
    }
  });

  it('the client sends the token only after the proof, on the proven connection', async () => {
    const sockets: unknown[] = [];
    let authorization: string | undefined;
    let postSocket: unknown;
    const server = http.createServer(proving((req, res) => {
      authorization = req.headers.authorization;
      postSocket = req.socket;
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: done\ndata: {"response":{"answer":"ok"}}\n\n');
    }));
    server.on('connection', (socket) => sockets.push(socket));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const port = (server.address() as AddressInfo).port;
      for await (const _ of new HttpBackend(port, { keys: testKeys }).generate({ question: 'q' }, new AbortController().signal)) void _;
      assert.equal(authorization, AUTH.authorization);
      // One connection: the health challenge and the question went over the same socket.
      assert.equal(sockets.length, 1);
      assert.equal(postSocket, sockets[0]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('hardening: who may spend what on the user\'s server (issue 22, point 2)', () => {
  let server: RunningServer;
  let models: FakeRegistry;
  let store: MemoryStore;

  beforeEach(async () => {
    models = new FakeRegistry(['ollama', 'openai', 'anthropic', 'vscode']);
    store = new MemoryStore();
    const service = createService({ keys: () => TEST_KEYS, kb: new FakeKb(), models, store, config: { dailyLimit: 20, minuteLimit: 20, kbWaitMs: 50 } });
    server = await startServer({ port: 0, service });
  });
  afterEach(() => server.close());

  const ask = (model: string | undefined, headers: Record<string, string | undefined>) =>
    call(server.port, { headers, body: JSON.stringify({ question: 'read a csv file', ...(model ? { model } : {}) }) });

  it('keyed providers and editor models without the token: 401 unauthorized, not counted, nothing asked', async () => {
    for (const model of ['openai/gpt-4o', 'vscode/copilot:gpt-4o', 'anthropic/claude']) {
      const r = await ask(model, { authorization: undefined });
      assert.equal(r.status, 401, `${model}: ${r.text}`);
      assert.equal(r.json.error.code, 'unauthorized');
      assert.match(String(r.headers['www-authenticate']), /^Bearer /);
      assert.equal(r.headers['x-ratelimit-remaining'], '20');
    }
    const wrong = await ask('openai/gpt-4o', { authorization: `Bearer ${makeKeys().token}` });
    assert.equal(wrong.status, 401);
    assert.match(wrong.json.error.message, /not this user's/);
    for (const name of models.providers()) assert.equal(models.provider(name).calls.length, 0, `${name} was asked`);
  });

  it('the same request with the user\'s token is answered', async () => {
    const r = await ask('openai/gpt-4o', {});
    assert.equal(r.status, 200, r.text);
    assert.equal(models.provider('openai').calls.length, 1);
  });

  it('the public contract holds: the free local default needs no credentials', async () => {
    const r = await ask('ollama/qwen2.5-coder:7b', { authorization: undefined });
    assert.equal(r.status, 200, r.text);
    assert.equal(models.provider('ollama').calls.length, 1);
  });

  it('/api/health proves the server knows the secret only when challenged, for this connection; the body is unchanged', async () => {
    const challenge = newChallenge();
    const { proof, clientPort } = await new Promise<{ proof: string; clientPort: number }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent: false, headers: { [CHALLENGE_HEADER]: challenge } }, (res) => {
          res.resume();
          resolve({ proof: String(res.headers[PROOF_HEADER]), clientPort: res.socket.localPort ?? 0 });
        })
        .on('error', reject);
    });
    const ports = { serverPort: server.port, clientPort };
    assert.ok(verifyProof(TEST_KEYS.secret, challenge, ports, proof));
    assert.ok(!verifyProof(makeKeys().secret, challenge, ports, proof));
    const plain = await call(server.port, { method: 'GET', path: '/api/health' });
    assert.equal(plain.headers[PROOF_HEADER], undefined);
    assert.deepEqual(Object.keys(plain.json).sort(), ['kb', 'pid', 'service', 'version']);
  });
});
