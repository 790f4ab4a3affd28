import { strict as assert } from 'node:assert';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../../../src/core/ports';
import { CHALLENGE_HEADER, PROOF_HEADER, proofFor } from '../../../src/server/user-auth';
import type { Backend, GenerateEvent } from '../../../src/vscode/backend';
import { HttpBackend } from '../../../src/vscode/loopback-backend';
import { TEST_KEYS, portsOf, testKeys } from '../../support/user-keys';
import { ServerOwnership } from '../../../src/vscode/server-ownership';

/** A fake "window": its server answers health as ours and generation with its name. */
function windowDeps(name: string, counter: { n: number }) {
  const inProcess: Backend = {
    label: `in-process ${name}`,
    async *generate(): AsyncIterable<GenerateEvent> {
      counter.n++;
      const quota = { used: counter.n, limit: 20, remaining: 20 - counter.n };
      yield { type: 'start', lang: 'python', autoDetected: true, apis: [], context: '', quota };
      yield { type: 'delta', text: name };
      yield { type: 'done', response: { answer: name, context: '', api_count: 0, langs: ['python'], auto_detected: true, quota } };
    },
    async quota() {
      return { used: counter.n, limit: 20, remaining: 20 - counter.n };
    },
  };
  const bind = (port: number) =>
    new Promise<{ close(): Promise<void> }>((resolve, reject) => {
      const server = http.createServer(async (req, res) => {
        if (req.url === '/api/health') {
          res.setHeader('content-type', 'application/json');
          const challenge = req.headers[CHALLENGE_HEADER];
          if (typeof challenge === 'string') res.setHeader(PROOF_HEADER, proofFor(TEST_KEYS.secret, challenge, portsOf(req)));
          res.end(JSON.stringify({ service: 'grounded-code', owner: name }));
          return;
        }
        req.resume();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for await (const ev of inProcess.generate({ question: 'q' }, new AbortController().signal)) {
          res.write(`event: ${ev.type}\ndata: ${JSON.stringify(ev)}\n\n`);
        }
        res.end();
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () =>
        resolve({
          close: () =>
            new Promise<void>((r) => {
              server.closeAllConnections();
              server.close(() => r());
            }),
        }),
      );
    });
  return {
    log: silentLogger,
    bind,
    inProcess,
    keys: testKeys,
    httpBackend: (p: number) => new HttpBackend(p, { keys: testKeys }),
    pollMs: 100,
    foreignPollMs: 100,
    maxBackoffMs: 400,
  };
}

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

async function answer(o: ServerOwnership): Promise<string> {
  let text = '';
  for await (const ev of o.generate({ question: 'q' }, new AbortController().signal)) if (ev.type === 'delta') text += ev.text;
  return text;
}

async function until(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('ServerOwnership', function () {
  this.timeout(15000);

  it('one window owns the port, the others use it; one takes over when the owner closes', async () => {
    const port = await freePort();
    const counters = { a: { n: 0 }, b: { n: 0 }, c: { n: 0 } };
    const a = new ServerOwnership(windowDeps('A', counters.a));
    const b = new ServerOwnership(windowDeps('B', counters.b));
    const c = new ServerOwnership(windowDeps('C', counters.c));
    try {
      await a.configure({ enabled: true, port });
      await Promise.all([b.configure({ enabled: true, port }), c.configure({ enabled: true, port })]);
      assert.equal(a.current().kind, 'owner');
      assert.equal(b.current().kind, 'client');
      assert.equal(c.current().kind, 'client');
      assert.equal(await b.whenServing(), `http://127.0.0.1:${port}`);

      // Every window's request is answered (and counted) by the owner.
      assert.equal(await answer(b), 'A');
      assert.equal(await answer(c), 'A');
      assert.equal(await answer(a), 'A');
      assert.equal(counters.a.n, 3);
      assert.equal(counters.b.n + counters.c.n, 0);

      // The owner closes: exactly one of the others takes over; the last one becomes its client.
      await a.dispose();
      await until(() => [b, c].some((o) => o.current().kind === 'owner'));
      await until(() => [b, c].filter((o) => o.current().kind === 'client').length === 1);
      const owner = b.current().kind === 'owner' ? 'B' : 'C';
      assert.equal(await answer(b), owner);
      assert.equal(await answer(c), owner);
    } finally {
      await Promise.all([a.dispose(), b.dispose(), c.dispose()]);
    }
  });

  it('a request that finds the owner gone takes over at once and is retried', async () => {
    const port = await freePort();
    const a = new ServerOwnership(windowDeps('A', { n: 0 }));
    const b = new ServerOwnership({ ...windowDeps('B', { n: 0 }), pollMs: 60_000 });
    try {
      await a.configure({ enabled: true, port });
      await b.configure({ enabled: true, port });
      assert.equal(b.current().kind, 'client');
      await a.dispose();
      assert.equal(await answer(b), 'B');
      assert.equal(b.current().kind, 'owner');
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  it('a port held by another program: foreign, answers in-process, takes the port when freed', async () => {
    const port = await freePort();
    const foreign = http.createServer((_req, res) => res.end('not us'));
    await new Promise<void>((r) => foreign.listen(port, '127.0.0.1', () => r()));
    const w = new ServerOwnership(windowDeps('W', { n: 0 }));
    try {
      await w.configure({ enabled: true, port });
      assert.equal(w.current().kind, 'foreign');
      assert.equal(w.endpoint(), undefined);
      assert.equal(await answer(w), 'W');
      foreign.closeAllConnections();
      await new Promise<void>((r) => foreign.close(() => r()));
      await until(() => w.current().kind === 'owner');
    } finally {
      await w.dispose();
      foreign.close();
    }
  });

  it('disabled: no server, in-process answers', async () => {
    const w = new ServerOwnership(windowDeps('W', { n: 0 }));
    await w.configure({ enabled: false, port: 1 });
    assert.equal(w.current().kind, 'disabled');
    assert.equal(await w.whenServing(), undefined);
    assert.equal(await answer(w), 'W');
    await w.dispose();
  });

  it('moves to a new port when the setting changes', async () => {
    const [p1, p2] = [await freePort(), await freePort()];
    const w = new ServerOwnership(windowDeps('W', { n: 0 }));
    try {
      await w.configure({ enabled: true, port: p1 });
      assert.equal(w.endpoint(), `http://127.0.0.1:${p1}`);
      await w.configure({ enabled: true, port: p2 });
      assert.equal(w.endpoint(), `http://127.0.0.1:${p2}`);
      // p1 is released.
      const s = http.createServer();
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(p1, '127.0.0.1', () => resolve());
      });
      s.close();
    } finally {
      await w.dispose();
    }
  });
});
