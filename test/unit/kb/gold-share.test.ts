import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { GoldMatcher, goldShares, normaliseApiName } from '../../../kb/pipeline/gold-share';

describe('share of gold APIs in the base (the eval README\'s matching rule)', () => {
  it('makes ::, /, # and .prototype. dots', () => {
    assert.equal(normaliseApiName('std::io::BufReader::lines'), 'std.io.BufReader.lines');
    assert.equal(normaliseApiName('io/fs.DirEntry.IsDir'), 'io.fs.DirEntry.IsDir');
    assert.equal(normaliseApiName('Array.prototype.push'), 'Array.push');
    assert.equal(normaliseApiName('java.lang.String#format'), 'java.lang.String.format');
  });

  it('credits a name matching on its last two parts, and only then', () => {
    const m = new GoldMatcher(['alloc::vec::Vec::iter', 'Array.push', 'strlen', 'net/http.Client.Do']);
    assert.ok(m.has('std::vec::Vec::iter'));
    assert.ok(m.has('Array.prototype.push'));
    assert.ok(m.has('strlen'));
    assert.ok(m.has('net/http.Client.Do'));
    assert.ok(!m.has('std::vec::Vec::push'));
    assert.ok(!m.has('Vec'), 'a bare last part is not a two-part match');
    assert.ok(!m.has('strnlen'));
  });

  it('counts every gold occurrence per language and lists the missing ones by frequency', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-gold-'));
    try {
      const file = path.join(dir, 'eval.jsonl');
      writeFileSync(file, [
        { lang: 'c', gold: ['strlen', 'fopen'] },
        { lang: 'c', gold: ['fopen', 'printf'] },
        { lang: 'go', gold: ['strings.Split'] },
      ].map((x) => JSON.stringify(x)).join('\n') + '\n');
      const shares = goldShares(file, new Map([['c', ['strlen', 'printf']], ['go', []]]));
      assert.deepEqual(shares.map((s) => [s.lang, s.found, s.total]), [['c', 2, 4], ['go', 0, 1]]);
      assert.deepEqual(shares[0].missing, [['fopen', 2]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
