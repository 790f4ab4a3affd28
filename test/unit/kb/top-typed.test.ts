import { strict as assert } from 'node:assert';
import { isPlatformBinary, rankRegistry, topTyped, type Verdict } from '../../../kb/pipeline/sources/typescript/top-typed';
import { topTypedShare } from '../../../kb/pipeline/top-typed-share';

describe('npm: the most-downloaded packages that have types (top-typed.ts)', () => {
  it('ranks the registry list by downloads, names breaking ties, past its header and short lines', () => {
    const tsv = 'name\tversion\tdownloads_a_month\tsummary\nb\t1.0.0\t50\t\na\t1.0.0\t50\t\nbig\t2.0.0\t900\tmost\nbroken line\n';
    assert.deepEqual(rankRegistry(tsv).map((r) => r.name), ['big', 'a', 'b']);
  });

  it('knows a platform binary by its name or its installed os/cpu fields', () => {
    assert.ok(isPlatformBinary('@rollup/rollup-linux-x64-gnu'));
    assert.ok(isPlatformBinary('@esbuild/linux-x64'));
    assert.ok(isPlatformBinary('lightningcss-darwin-arm64'));
    assert.ok(isPlatformBinary('fsevents', { os: ['darwin'] }));
    assert.ok(!isPlatformBinary('linuxify')); // a platform only as a whole word of the name
    assert.ok(!isPlatformBinary('@babel/types'));
  });

  it('walks down the ranking until it has the count, keeping what it could not judge apart', () => {
    const ranked = ['@types/node', 'tslib', 'cliui', 'unknown', 'react', 'zod'].map((name, i) => ({ name, downloads: 100 - i }));
    const verdicts: Record<string, Verdict> = { '@types/node': 'types package', tslib: 'typed', cliui: 'untyped', unknown: 'not installed', react: 'typed', zod: 'typed' };
    assert.deepEqual(topTyped(ranked, (n) => verdicts[n], 2), { typed: ['tslib', 'react'], unjudged: ['unknown'], untyped: ['cliui'] });
  });

  it('counts the listed names that are libraries of the base, missing ones in list order', () => {
    assert.deepEqual(topTypedShare(new Set(['react', 'zod']), ['tslib', 'react', 'zod', 'core-js']), { present: 2, total: 4, missing: ['tslib', 'core-js'] });
  });
});
