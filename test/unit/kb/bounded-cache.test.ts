import { strict as assert } from 'node:assert';
import { BoundedCache, stringListBytes } from '../../../src/core/kb/bounded-cache';
import { identifierCacheStats, identifierParts, textTerms } from '../../../src/core/kb/tokenize';

describe('caches bounded by bytes', () => {
  it('BoundedCache keeps its estimate under the bound, oldest out first, and skips long keys', () => {
    const cache = new BoundedCache<string[]>(10_000, stringListBytes, 32);
    for (let i = 0; i < 1000; i++) cache.set(`key${i}`, [`value${i}`]);
    assert.ok(cache.bytes() <= 10_000, String(cache.bytes()));
    assert.ok(cache.size() > 10 && cache.size() < 1000);
    assert.equal(cache.get('key0'), undefined);
    assert.deepEqual(cache.get('key999'), ['value999']);
    cache.set('k'.repeat(33), ['x']);
    assert.equal(cache.get('k'.repeat(33)), undefined);
    cache.set('big', ['x'.repeat(20_000)]);
    assert.equal(cache.get('big'), undefined);
    const before = cache.bytes();
    cache.set('key999', ['value999']);
    assert.equal(cache.bytes(), before, 'replacing an entry does not count it twice');
  });

  it("the tokenizer's cache holds a bounded number of bytes whatever words a question has", () => {
    // Thousands of distinct long words (a question of random letters, again and again): before, up to
    // 400,000 entries of any length were kept (~3 GB of 4,000-character keys in theory). The cache is
    // the process's: other tests have filled it already, so what this loop adds is what is measured.
    const start = identifierCacheStats().entries;
    for (let i = 0; i < 2000; i++) {
      const word = `w${i}${'q'.repeat(3000)}`;
      assert.deepEqual(identifierParts(word), [word]);
      textTerms(`${word} camel${i}Case${'z'.repeat(100)}`);
    }
    const { bytes, entries } = identifierCacheStats();
    assert.ok(bytes <= 32 << 20, `${bytes} bytes`);
    assert.ok(entries - start < 2000, `${entries - start} entries added: long words are not kept`);
    assert.deepEqual(identifierParts('readFileSync'), ['read', 'file', 'sync', 'readfilesync']);
  });
});
