/**
 * Load against the limits: 200 concurrent requests → exactly the limit served, never one more, and
 * the stored count exact afterwards; two standalone processes sharing one data directory never serve
 * more than the limit together.
 */
import { strict as assert } from 'node:assert';
import { TEST_KEYS } from '../support/user-keys';
import * as path from 'node:path';
import { createService } from '../../src/core/service';
import { startServer } from '../../src/server/server';
import { FileStore } from '../../src/standalone/file-store';
import { FakeKb, FakeRegistry } from '../support/fakes';
import { startFakeOpenAI, type FakeUpstream } from '../support/fake-upstreams';
import { generate as generateOnce, startStack, storedUsed, tmpDir, type Reply } from '../support/serve-process';

/** A connection the server dropped (it should not: the CLI's cap is 256) reads as status 0. */
const generate = (port: number): Promise<Reply> =>
  generateOnce(port).catch((e: Error) => ({ status: 0, headers: {}, json: { error: { code: `connection ${e.message}` } }, ms: 0 }));

function tally(replies: Reply[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const r of replies) {
    const k = `${r.status}${r.json?.error?.code ? ' ' + r.json.error.code : ''}`;
    t[k] = (t[k] ?? 0) + 1;
  }
  return t;
}

describe('hardening: load against the limits', function () {
  this.timeout(60_000);
  let upstream: FakeUpstream;
  before(async () => {
    upstream = await startFakeOpenAI();
  });
  after(async () => upstream && (await upstream.close()));

  for (const [kind, args, limit] of [
    ['per-minute', ['--daily-limit', '1000', '--minute-limit', '37'], 37],
    ['daily', ['--daily-limit', '23', '--minute-limit', '1000'], 23],
  ] as const) {
    it(`200 concurrent requests against a ${kind} limit of ${limit}: exactly ${limit} served, counts exact`, async () => {
      const s = await startStack({ upstream, args: [...args] });
      try {
        const replies = await Promise.all(Array.from({ length: 200 }, () => generate(s.port)));
        const t = tally(replies);
        // The CLI holds up to 256 connections at once (DEFAULT_MAX_CONNECTIONS): every one of the 200
        // gets an answer, exactly the limit served and the rest 429 — none dropped.
        assert.equal(t['200'], limit, JSON.stringify(t));
        assert.equal(t['429 rate_limited'], 200 - limit, JSON.stringify(t));
        const used = replies.filter((r) => r.status === 200).map((r) => r.json.quota.used as number).sort((a, b) => a - b);
        assert.deepEqual(used, Array.from({ length: limit }, (_, i) => i + 1), 'quota.used of the served answers is not 1..limit');
        for (const r of replies.filter((x) => x.status === 429)) assert.ok(Number(r.headers['retry-after']) >= 1);
        assert.equal(storedUsed(s.dataDir), limit);
        const after = await generate(s.port);
        assert.equal(after.status, 429);
        assert.equal(storedUsed(s.dataDir), limit);
      } finally {
        await s.stop();
      }
    });
  }

  it('200 concurrent requests, server cap above 200, file store: every one answered, exactly the limit served', async () => {
    const dataDir = tmpDir();
    const store = new FileStore(path.join(dataDir, 'quota.json'));
    const service = createService({ keys: () => TEST_KEYS, kb: new FakeKb(), models: new FakeRegistry(), store, config: { dailyLimit: 1000, minuteLimit: 41, kbWaitMs: 50, allowedOrigins: [] } });
    const server = await startServer({ port: 0, service, maxConnections: 512 });
    try {
      const replies = await Promise.all(Array.from({ length: 200 }, () => generate(server.port)));
      assert.deepEqual(tally(replies), { '200': 41, '429 rate_limited': 159 });
      assert.equal(storedUsed(dataDir), 41);
    } finally {
      await server.close();
    }
  });

  it('two processes sharing one data directory never serve more than the limit together', async () => {
    const dataDir = tmpDir();
    const args = ['--daily-limit', '30', '--minute-limit', '1000'];
    const [a, b] = await Promise.all([startStack({ upstream, dataDir, args }), startStack({ upstream, dataDir, args })]);
    try {
      const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => generate(i % 2 ? a.port : b.port)));
      const t = tally(replies);
      assert.equal(t['200'], 30, JSON.stringify(t));
      assert.equal(Object.entries(t).filter(([k]) => k !== '200' && k !== '429 rate_limited' && !k.startsWith('0 ')).length, 0, JSON.stringify(t));
      assert.equal(storedUsed(dataDir), 30);
      assert.equal((await generate(a.port)).status, 429);
      assert.equal((await generate(b.port)).status, 429);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
