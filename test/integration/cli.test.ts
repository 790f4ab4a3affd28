import { strict as assert } from 'node:assert';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURE_KB, REPO, assertBuilt, runCli, serve } from '../support/cli';
import { call } from '../support/http';
import { makeKeys } from '../support/user-keys';
import { loadUserKeys } from '../../src/server/user-key-file';
import { probeHealth } from '../../src/vscode/loopback-health';

interface FakeOpenAI {
  baseUrl: string;
  requests: unknown[];
  close(): Promise<void>;
}

describe('standalone CLI (node dist/cli.js)', function () {
  this.timeout(30_000);
  let dir: string;
  let fake: FakeOpenAI;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    assertBuilt();
    const mod = (await import(pathToFileURL(path.join(REPO, 'test', 'host', 'fake-openai.mjs')).href)) as {
      startFakeOpenAI(o: object): Promise<FakeOpenAI>;
    };
    fake = await mod.startFakeOpenAI({ apiKey: 'sk-test-key-123456', chunkDelayMs: 5 });
  });
  after(async () => {
    await fake?.close();
  });
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(tmpdir(), 'gc-cli-'));
    env = { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-test-key-123456' };
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serve prints exactly one listening line, answers, counts in the data dir, and exits 0 on SIGTERM', async () => {
    const s = await serve(['--port', '0', '--kb', FIXTURE_KB, '--data-dir', dir, '--model', 'openai/gpt-4o-mini'], env);
    try {
      const health = await call(s.port, { method: 'GET', path: '/api/health' });
      assert.equal(health.json.service, 'grounded-code');
      const r = await call(s.port, { body: JSON.stringify({ question: 'How do I read a CSV file with pandas?', lang: 'python' }) });
      assert.equal(r.status, 200, r.text);
      assert.ok(r.json.answer.length > 0);
      assert.ok(r.json.api_count > 0);
      assert.match(r.json.context, /read_csv/);
      assert.deepEqual(r.json.quota, { used: 1, limit: 20, remaining: 19 });
      assert.equal(r.headers['x-ratelimit-remaining'], '19');
      assert.ok(existsSync(path.join(dir, 'quota.json')));
      assert.doesNotMatch(s.stderr(), /sk-test-key/);
    } finally {
      s.child.kill('SIGTERM');
    }
    assert.equal(await s.exit, 0);
    assert.equal(s.stdout(), `listening on ${s.url}\n`);
  });

  it('two servers sharing one data dir never allow more than the limit together, and counts survive a restart', async () => {
    const args = ['--port', '0', '--kb', FIXTURE_KB, '--data-dir', dir, '--model', 'openai/gpt-4o-mini', '--daily-limit', '3'];
    const a = await serve(args, env);
    const b = await serve(args, env);
    try {
      const statuses = [];
      for (const s of [a, b, a, b]) statuses.push((await call(s.port, { body: '{"question":"read a csv file","lang":"python"}' })).status);
      assert.deepEqual(statuses, [200, 200, 200, 429]);
    } finally {
      a.child.kill('SIGINT');
      b.child.kill('SIGTERM');
    }
    assert.equal(await a.exit, 0);
    assert.equal(await b.exit, 0);
    const c = await serve(args, env);
    try {
      const r = await call(c.port, { body: '{"question":"read a csv file","lang":"python"}' });
      assert.equal(r.status, 429);
      assert.equal(r.json.error.code, 'rate_limited');
    } finally {
      c.child.kill('SIGTERM');
    }
    await c.exit;
  });

  it('token --path: a 0600 file; serve proves itself with the same keys, so the user\'s windows recognise it', async () => {
    const keysDir = path.join(dir, 'user-keys');
    const printed = await runCli(['token', '--path'], { GROUNDED_CODE_KEYS_DIR: keysDir });
    assert.equal(printed.code, 0, printed.stderr);
    const tokenPath = printed.stdout.trim();
    assert.equal(tokenPath, path.join(keysDir, 'token'));
    if (process.platform !== 'win32') assert.equal((await fs.stat(tokenPath)).mode & 0o777, 0o600);
    const token = (await runCli(['token'], { GROUNDED_CODE_KEYS_DIR: keysDir })).stdout.trim();
    assert.equal(token, readFileSync(tokenPath, 'utf8').trim());
    const s = await serve(['--port', '0', '--kb', FIXTURE_KB, '--data-dir', dir, '--model', 'openai/gpt-4o-mini'], { ...env, GROUNDED_CODE_KEYS_DIR: keysDir });
    try {
      const keys = await loadUserKeys(keysDir);
      assert.equal((await probeHealth(s.port, keys)).kind, 'ours');
      assert.equal((await probeHealth(s.port, makeKeys())).kind, 'unproven', 'another user\'s keys do not fit');
      const body = JSON.stringify({ question: 'How do I read a CSV file with pandas?', lang: 'python' });
      assert.equal((await call(s.port, { body, headers: { authorization: undefined } })).status, 401);
      assert.equal((await call(s.port, { body, headers: { authorization: `Bearer ${token}` } })).status, 200);
    } finally {
      s.child.kill('SIGTERM');
      await s.exit;
    }
  });

  it('a missing --kb gives 503 kb_unavailable, not a crash', async () => {
    const s = await serve(['--port', '0', '--kb', path.join(dir, 'nope'), '--data-dir', dir], env);
    try {
      const r = await call(s.port, { body: '{"question":"read a csv file"}' });
      assert.equal(r.status, 503);
      assert.equal(r.json.error.code, 'kb_unavailable');
      assert.equal(r.headers['x-ratelimit-remaining'], '20');
      assert.equal((await call(s.port, { method: 'GET', path: '/api/health' })).json.kb, 'failed');
    } finally {
      s.child.kill('SIGTERM');
    }
    assert.equal(await s.exit, 0);
  });

  it('a busy port is a clear error', async () => {
    const s = await serve(['--port', '0', '--kb', FIXTURE_KB, '--data-dir', dir], env);
    try {
      const r = await runCli(['serve', '--port', String(s.port), '--kb', FIXTURE_KB, '--data-dir', dir], env);
      assert.equal(r.code, 1);
      assert.match(r.stderr, /in use/);
    } finally {
      s.child.kill('SIGTERM');
    }
    await s.exit;
  });

  it('ask prints one answer and the APIs it was grounded on', async () => {
    const r = await runCli(['ask', 'How do I read a CSV file with pandas?', '--lang', 'py', '--model', 'openai/gpt-4o-mini', '--kb', FIXTURE_KB, '--data-dir', dir], env);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Grounded on \d+ APIs? \(python\)/);
    assert.match(r.stdout, /read_csv/);
  });

  it('ask reports a configuration problem without leaking anything', async () => {
    const r = await runCli(['ask', 'read a csv', '--model', 'openai/gpt-4o-mini', '--kb', FIXTURE_KB, '--data-dir', dir], { OPENAI_BASE_URL: fake.baseUrl });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /503 config_unavailable/);
  });

  it('search prints retrieval results without a model or quota', async () => {
    const r = await runCli(['search', 'read a csv file into a dataframe', '--json', '--k', '3', '--kb', FIXTURE_KB], {});
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.equal(out.lang, 'python');
    assert.ok(out.results.length <= 3 && out.results.length > 0);
    assert.equal(out.results[0].name, 'pandas.read_csv');
    assert.deepEqual(Object.keys(out.results[0]).sort(), ['lang', 'lib', 'name', 'score', 'sig']);
  });

  it('search prints each result as its score, name, library and signature', async () => {
    const r = await runCli(['search', 'read a csv file into a dataframe', '--k', '3', '--kb', FIXTURE_KB], {});
    assert.equal(r.code, 0, r.stderr);
    const [head, first] = r.stdout.split('\n');
    assert.match(head, /^python \(detected\): [1-3] results?$/);
    assert.match(first, /^\d+\.\d{3} {2}pandas\.read_csv \(pandas\) {2}\S/);
  });

  it('ends quietly, exit 0, when its reader stops early (| head)', async () => {
    const batch = path.join(dir, 'many.jsonl');
    await fs.writeFile(batch, Array.from({ length: 400 }, (_, i) => JSON.stringify({ id: i, question: 'read a csv file into a dataframe' })).join('\n') + '\n');
    const { spawnSync } = await import('node:child_process');
    const cli = path.join(REPO, 'dist', 'cli.js');
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${cli}" search --batch "${batch}" --kb "${FIXTURE_KB}" | head -c 1 > /dev/null; exit \${PIPESTATUS[0]}`], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.doesNotMatch(r.stderr, /EPIPE|Unhandled/);
  });

  it('search --batch answers one line per input line, in order', async () => {
    const file = path.join(dir, 'q.jsonl');
    const lines = [
      { id: 'a', question: 'read a csv file into a dataframe', lang: 'python' },
      { id: 2, question: 'read a file', lang: 'ts' },
      { id: 'c', question: 'http get request' },
    ];
    await fs.writeFile(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const r = await runCli(['search', '--batch', file, '--k', '2', '--kb', FIXTURE_KB]);
    assert.equal(r.code, 0, r.stderr);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(out.map((o) => o.id), ['a', 2, 'c']);
    assert.equal(out[0].lang, 'python');
    assert.equal(out[1].lang, 'typescript');
    for (const o of out) {
      assert.deepEqual(Object.keys(o), ['id', 'lang', 'results']);
      assert.ok(o.results.length <= 2);
    }
  });

  it('--help, --version and argument errors', async () => {
    const help = await runCli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /serve \[--port N\]/);
    const version = await runCli(['--version']);
    assert.match(version.stdout, /^\d+\.\d+\.\d+\n$/);
    const bad = await runCli(['serve', '--port', 'abc']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--port must be a whole number/);
    assert.equal((await runCli(['search', 'q', '--lang', 'cobol'])).code, 2);
    assert.equal((await runCli(['frobnicate'])).code, 2);
  });

  it('each command has its own --help; serve and ask list the environment variables the README lists', async () => {
    const helps = Object.fromEntries(await Promise.all(['serve', 'ask', 'search'].map(async (c) => [c, await runCli([c, '--help'])] as const)));
    for (const [c, r] of Object.entries(helps)) {
      assert.equal(r.code, 0, c);
      assert.match(r.stdout, new RegExp(`^Usage: grounded-code ${c} `), c);
    }
    assert.match(helps.serve.stdout, /--max-connections N .*default 256/);
    assert.match(helps.serve.stdout, /--kb-wait-ms MS/);
    assert.doesNotMatch(helps.search.stdout, /--port/);
    assert.doesNotMatch(helps.serve.stdout, /--batch/);
    // Every provider variable the README's table and timeouts paragraph name.
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Models and providers'), readme.indexOf('## The knowledge base'));
    const vars = [...new Set(section.match(/\b(?:[A-Z]+_)+(?:KEY|URL|HOST|ENDPOINTS|MS)\b/g) ?? [])];
    assert.ok(vars.length >= 10, `found only ${vars.join(', ')} in the README`);
    for (const c of ['serve', 'ask']) {
      const missing = vars.filter((v) => !helps[c].stdout.includes(v));
      assert.deepEqual(missing, [], `${c} --help does not list ${missing.join(', ')}`);
    }
  });
});
