/**
 * Hostile bodies and browser attacks against the real `node dist/cli.js serve`: every case gets the
 * status and code decisions.md requires, no CORS header, the server keeps serving and no quota is
 * spent. Seed with HARDENING_SEED to reproduce a failure; HARDENING_CASES sets how many.
 */
import { strict as assert } from 'node:assert';
import { hostileCases } from '../support/hostile';
import { buildRequest, rawRequest } from '../support/raw-client';
import { generate, noCors, runCase, startStack, storedUsed, type Stack } from '../support/serve-process';

const SEED = Number(process.env.HARDENING_SEED ?? 20261123);
const CASES = Number(process.env.HARDENING_CASES ?? 600);

describe('hardening: hostile bodies against the CLI server', function () {
  this.timeout(60_000);
  let s: Stack;
  before(async () => {
    s = await startStack({ args: ['--daily-limit', '1000', '--minute-limit', '1000', '--allow-origin', 'http://localhost:3000'] });
  });
  after(async () => s && (await s.stop()));

  it(`answers ${CASES} seeded hostile cases (seed ${SEED}) with the right 4xx, spends nothing, keeps serving`, async () => {
    const wrong: string[] = [];
    const cases = hostileCases(SEED, CASES, s.port);
    for (const c of cases) {
      const r = await runCase(s.port, c);
      if (r.wrong) wrong.push(r.wrong);
    }
    assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} wrong answers of ${cases.length} (seed ${SEED})`);
    assert.equal(s.upstream.requests.length, 0, 'a hostile case reached the model');
    assert.equal(storedUsed(s.dataDir), 0, 'a hostile case was counted');
    const ok = await generate(s.port);
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    assert.equal(ok.json.quota.used, 1);
    assert.equal(ok.headers['x-ratelimit-remaining'], '999');
    assert.equal(s.served.child.exitCode, null);
  });

  it('takes exactly 4,000 code points (astral, lone surrogates, RTL) and refuses 4,001', async () => {
    const before = (await generate(s.port)).json.quota.used as number;
    let expected = before;
    for (const unit of ['😀', '\ud800', '\u202e', '\u0000', 'a']) {
      const at = await generate(s.port, { question: unit.repeat(4000), lang: 'python' });
      assert.equal(at.status, 200, `4000 × ${JSON.stringify(unit)}: ${JSON.stringify(at.json)}`);
      expected++;
      assert.equal(at.json.quota.used, expected);
      const over = await generate(s.port, { question: unit.repeat(4001), lang: 'python' });
      assert.equal(over.status, 429, `4001 × ${JSON.stringify(unit)}`);
      assert.equal(over.json.error.code, 'question_too_long');
      assert.equal(over.headers['retry-after'], undefined, 'no Retry-After: the same question never passes');
    }
    assert.equal((await generate(s.port)).json.quota.used, expected + 1);
  });

  it('takes history of 50 entries and refuses 51 without counting it', async () => {
    // 50 entries, one at the 4,000-code-point bound (astral), the body under 256 KiB
    const h = (n: number) => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: i === 0 ? '😀'.repeat(4000) : 'x'.repeat(100) }));
    const a = await generate(s.port, { question: 'read a csv file', lang: 'python', history: h(50) });
    assert.equal(a.status, 200, JSON.stringify(a.json));
    const used = a.json.quota.used as number;
    const b = await generate(s.port, { question: 'read a csv file', lang: 'python', history: h(51) });
    assert.equal(b.status, 400);
    assert.equal(b.json.error.code, 'invalid_request');
    assert.equal((await generate(s.port)).json.quota.used, used + 1);
  });

  it('never generates for a browser: rebinding Host, foreign Origin, preflight, text/plain, form posts; no CORS header, even when allowed', async () => {
    const before = s.upstream.requests.length;
    const port = s.port;
    const attacks: { bytes: Buffer; status: number; code: string }[] = [
      { bytes: buildRequest(port, '{"question":"q"}', { host: 'attacker.example' }), status: 403, code: 'forbidden' },
      { bytes: buildRequest(port, '{"question":"q"}', { host: `attacker.example:${port}` }), status: 403, code: 'forbidden' },
      { bytes: buildRequest(port, '{"question":"q"}', { headers: { Origin: 'https://attacker.example' } }), status: 403, code: 'forbidden' },
      { bytes: buildRequest(port, '{"question":"q"}', { contentType: 'text/plain', headers: { Origin: 'https://attacker.example' } }), status: 403, code: 'forbidden' },
      { bytes: buildRequest(port, 'question=q', { contentType: 'application/x-www-form-urlencoded' }), status: 400, code: 'invalid_content_type' },
      { bytes: buildRequest(port, '{"question":"q"}', { contentType: 'text/plain' }), status: 400, code: 'invalid_content_type' },
      { bytes: buildRequest(port, '--x\r\n\r\nq\r\n--x--', { contentType: 'multipart/form-data; boundary=x' }), status: 400, code: 'invalid_content_type' },
      {
        bytes: buildRequest(port, '', { method: 'OPTIONS', contentType: null, headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } }),
        status: 405,
        code: 'method_not_allowed',
      },
      { bytes: buildRequest(port, '', { method: 'OPTIONS', contentType: null, headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'POST' } }), status: 403, code: 'forbidden' },
    ];
    for (const a of attacks) {
      const r = await rawRequest(port, a.bytes);
      assert.equal(r.status, a.status, `${a.bytes.toString('latin1').split('\r\n').slice(0, 3).join(' | ')} → ${r.body}`);
      assert.equal(r.json?.error?.code, a.code);
      noCors(r.headers, a.bytes.toString('latin1').split('\r\n')[0]);
      if (r.status === 405) assert.equal(r.headers.allow, 'POST');
    }
    // No Host at all: node:http itself answers HTTP/1.1 without Host with a bare 400 before the handler.
    const noHost = await rawRequest(port, buildRequest(port, '{"question":"q"}', { host: null }));
    assert.ok(noHost.status === 400 || noHost.status === 403, `no Host → ${noHost.status}`);
    noCors(noHost.headers);
    assert.equal(s.upstream.requests.length, before, 'a browser attack reached the model');
    // An allowed origin gets its answer, and still no CORS header (decisions.md: send none).
    const ok = await generate(port, undefined, { origin: 'http://localhost:3000' });
    assert.equal(ok.status, 200);
    noCors(ok.headers, 'on an allowed origin');
    for (const host of [`localhost:${port}`, `[::1]:${port}`, `127.0.0.1:${port}`]) {
      const r = await rawRequest(port, buildRequest(port, '{"question":"read a csv file","lang":"python"}', { host }));
      assert.equal(r.status, 200, `Host ${host}: ${r.body}`);
      noCors(r.headers);
    }
  });
});
