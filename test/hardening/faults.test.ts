/**
 * Faults against the real CLI server: the upstream refuses, hangs, fails, answers garbage, cuts or
 * trickles its stream → 502 within the configured timeout and nothing counted; the knowledge base
 * missing, truncated or corrupt → 503, and service resumes once fixed, without a restart; the quota
 * file corrupt or unwritable → a log line, a safe count, no crash.
 */
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as path from 'node:path';
import { refusedUrl, startFakeOpenAI, type FakeMode, type FakeUpstream } from '../support/fake-upstreams';
import { FIXTURE_KB, generate, noCors, startStack, storedUsed, tmpDir, type Stack } from '../support/serve-process';

const TOTAL_MS = 1500;
const CONNECT_MS = 600;
/** What a loaded 2-core machine may add to a timeout; far below "never" (a hung upstream never ends). */
const SLACK_MS = 5000;
const TIMEOUT_ENV = { GROUNDED_CODE_TIMEOUT_MS: String(TOTAL_MS), GROUNDED_CODE_CONNECT_TIMEOUT_MS: String(CONNECT_MS) };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(fn: () => Promise<T>, ok: (t: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let last = await fn();
  while (!ok(last) && Date.now() < end) {
    await sleep(200);
    last = await fn();
  }
  return last;
}

describe('hardening: upstream faults', function () {
  this.timeout(60_000);
  let s: Stack;
  before(async () => {
    s = await startStack({ args: ['--daily-limit', '1000', '--minute-limit', '1000'], env: TIMEOUT_ENV });
  });
  after(async () => s && (await s.stop()));

  const modes: [string, FakeMode, Record<string, number>?][] = [
    ['hangs', 'hang'],
    ['answers 500', { error: 500 }],
    ['answers 503', { error: 503, message: 'overloaded' }],
    ['answers 429', { error: 429 }],
    ['answers 401', { error: 401 }],
    ['answers garbage', 'garbage'],
    ['cuts its stream halfway', 'cut'],
    ['ends its stream early', 'truncated'],
    ['trickles past the timeout', 'trickle', { trickleMs: 150 }],
    ['reports an error inside the stream', 'stream-error'],
    ['answers nothing', 'empty'],
  ];
  for (const [what, mode, extra] of modes) {
    it(`502 when the upstream ${what}, within the timeout, nothing counted, then serves`, async () => {
      const used = storedUsed(s.dataDir);
      s.upstream.configure({ mode, ...(extra ?? {}) });
      const r = await generate(s.port);
      assert.equal(r.status, 502, JSON.stringify(r.json));
      assert.equal(r.json.error.code, 'upstream_error');
      // Bounded by the timeout, not by the upstream (which may hang forever); the slack is for a busy
      // machine, not a speed the test assumes.
      assert.ok(r.ms < TOTAL_MS + SLACK_MS, `took ${Math.round(r.ms)} ms, timeout ${TOTAL_MS}`);
      noCors(r.headers);
      assert.equal(storedUsed(s.dataDir), used, 'a failed generation was counted');
      s.upstream.configure({ mode: 'ok' });
      const ok = await generate(s.port);
      assert.equal(ok.status, 200, JSON.stringify(ok.json));
      assert.equal(ok.json.quota.used, used + 1);
    });
  }

  it('502 within the connect timeout when the upstream refuses the connection', async () => {
    const r2 = await startStack({ args: ['--daily-limit', '5'], env: { ...TIMEOUT_ENV, OPENAI_BASE_URL: `${await refusedUrl()}/v1` } });
    try {
      const r = await generate(r2.port);
      assert.equal(r.status, 502, JSON.stringify(r.json));
      assert.equal(r.json.error.code, 'upstream_error');
      assert.ok(r.ms < CONNECT_MS + SLACK_MS, `took ${Math.round(r.ms)} ms, connect timeout ${CONNECT_MS}`);
      assert.equal(r.headers['x-ratelimit-remaining'], '5');
      assert.equal(storedUsed(r2.dataDir), 0);
    } finally {
      await r2.stop();
    }
  });
});

describe('hardening: knowledge base faults (503, then recovery without restart)', function () {
  this.timeout(60_000);
  let upstream: FakeUpstream;
  before(async () => {
    upstream = await startFakeOpenAI();
  });
  after(async () => upstream && (await upstream.close()));

  const copyKb = (dir: string) => fs.cpSync(FIXTURE_KB, dir, { recursive: true });
  const faults: [string, (dir: string) => void][] = [
    ['missing', (dir) => fs.rmSync(dir, { recursive: true, force: true })],
    ['truncated', (dir) => {
      const f = path.join(dir, 'python.jsonl.gz');
      fs.truncateSync(f, Math.floor(fs.statSync(f).size / 2));
    }],
    ['corrupt (garbage data file)', (dir) => fs.writeFileSync(path.join(dir, 'python.jsonl.gz'), Buffer.alloc(4096, 0x5a))],
    ['corrupt (garbage index)', (dir) => fs.writeFileSync(path.join(dir, 'python.index.gz'), Buffer.alloc(4096, 0x00))],
    ['corrupt manifest', (dir) => fs.writeFileSync(path.join(dir, 'manifest.json'), '{"not": "a manifest"')],
    ['listing an intent model that is garbage (checksum matching)', (dir) => {
      const garbage = gzipSync(Buffer.alloc(4096, 0x7b));
      fs.writeFileSync(path.join(dir, 'python.intents.gz'), garbage);
      const manifestFile = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      const python = manifest.files.find((f: { lang: string }) => f.lang === 'python');
      python.intents = { file: 'python.intents.gz', format: 'gc-intents-1', sha256: createHash('sha256').update(garbage).digest('hex'), examples: 1 };
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    }],
  ];
  for (const [what, breakIt] of faults) {
    it(`503 kb_unavailable when the base is ${what}; 200 once it is fixed on disk, same process`, async () => {
      const kb = path.join(tmpDir(), 'kb');
      copyKb(kb);
      breakIt(kb);
      const s = await startStack({ upstream, kb, args: ['--daily-limit', '100', '--minute-limit', '100'] });
      try {
        const r = await generate(s.port);
        assert.equal(r.status, 503, JSON.stringify(r.json));
        assert.equal(r.json.error.code, 'kb_unavailable');
        noCors(r.headers);
        assert.equal(storedUsed(s.dataDir), 0);
        fs.rmSync(kb, { recursive: true, force: true });
        copyKb(kb);
        const ok = await until(() => generate(s.port), (x) => x.status === 200, 15_000);
        assert.equal(ok.status, 200, `still ${ok.status} ${JSON.stringify(ok.json)} after the base was fixed`);
        assert.equal(ok.json.quota.used, 1);
        assert.equal(s.served.child.exitCode, null);
      } catch (error) {
        // A failure here says little without what the server said.
        throw new Error(`${error instanceof Error ? error.message : error}\nserver exit code: ${s.served.child.exitCode}\nserver stderr:\n${s.served.stderr()}`);
      } finally {
        await s.stop();
      }
    });
  }
});

describe('hardening: quota file faults', function () {
  this.timeout(60_000);
  let upstream: FakeUpstream;
  before(async () => {
    upstream = await startFakeOpenAI();
  });
  after(async () => upstream && (await upstream.close()));

  for (const [what, garbage] of [
    ['not JSON', '{"quota:127.0.0.1": {"t": [1,2'],
    ['binary', '\u0000\u0001\u0002\uffff'],
    ['of the wrong shape', '{"quota:127.0.0.1": {"t": "many"}, "__proto__": {"x": 1}}'],
  ] as const) {
    it(`a quota file that is ${what}: logs it, keeps serving, never exceeds the limit`, async () => {
      const dataDir = tmpDir();
      fs.writeFileSync(path.join(dataDir, 'quota.json'), garbage);
      const s = await startStack({ upstream, dataDir, args: ['--daily-limit', '3', '--minute-limit', '100'] });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await generate(s.port)).status);
        assert.deepEqual(statuses, [200, 200, 200, 429, 429], `statuses ${statuses}; stderr: ${s.served.stderr()}`);
        assert.match(s.served.stderr(), /quota/i, 'no log line about the quota file');
        assert.equal(s.served.child.exitCode, null);
      } finally {
        await s.stop();
      }
    });
  }

  it('an unwritable quota file (a directory in its place): logs it, keeps a safe count, never crashes', async () => {
    const dataDir = tmpDir();
    fs.mkdirSync(path.join(dataDir, 'quota.json'));
    const s = await startStack({ upstream, dataDir, args: ['--daily-limit', '3', '--minute-limit', '100'] });
    try {
      const replies = [];
      for (let i = 0; i < 6; i++) replies.push(await generate(s.port));
      const served = replies.filter((r) => r.status === 200).length;
      assert.ok(served <= 3, `served ${served} with a limit of 3 while the quota file was unwritable`);
      for (const r of replies) assert.ok([200, 429, 503].includes(r.status), `status ${r.status} ${JSON.stringify(r.json)}`);
      assert.match(s.served.stderr(), /quota/i, 'no log line about the quota file');
      assert.equal(s.served.child.exitCode, null, 'the server died');
      // fixed on disk: service continues
      fs.rmSync(path.join(dataDir, 'quota.json'), { recursive: true, force: true });
      const after = await generate(s.port);
      assert.ok([200, 429].includes(after.status));
    } finally {
      await s.stop();
    }
  });
});
