import { strict as assert } from 'node:assert';
import { NamePacker } from '../../../src/core/check/compact-names';
import { StringTable } from '../../../src/core/check/string-table';

describe('packed checker names', () => {
  it('a string table gives back each string and finds those of a sorted run, non-ASCII included', () => {
    const strings = ['a', 'a.b', 'a.b.c', 'café', 'zeta', '日本', '😀x'].sort();
    const table = StringTable.of(strings);
    assert.equal(table.size, strings.length);
    strings.forEach((s, i) => {
      assert.equal(table.at(i), s);
      assert.equal(table.find(s), i);
    });
    assert.equal(table.find('a.b.d'), -1);
    assert.equal(table.find(''), -1);
    assert.equal(table.find('a.b', 2), -1, 'outside the run searched');
  });

  it('reads like the Maps and Sets it packs: kinds, members and library names in their order, last names', () => {
    const kinds = new Map([['np.mean', 'function'], ['np', 'module'], ['np.linalg', 'namespace'], ['np.linalg.norm', 'function'], ['pd.DataFrame', 'class'], ['pd.DataFrame.corr', 'method'], ['pd', 'module']]);
    const members = new Map([['np', ['np.mean', 'np.linalg']], ['np.linalg', ['np.linalg.norm']], ['pd', ['pd.DataFrame']], ['pd.DataFrame', ['pd.DataFrame.corr']]]);
    const byLib = new Map([['pd', ['pd.DataFrame.corr', 'pd.DataFrame']], ['np', ['np.mean', 'np.linalg.norm']]]);
    const lastNames = new Map([['np', new Set(['mean', 'norm', 'linalg'])], ['pd', new Set(['DataFrame', 'corr'])]]);
    // Gathered as the builder does: each name numbered as first seen, lists of numbers.
    const names = [...kinds.keys()];
    const ids = new Map(names.map((name, n) => [name, n]));
    const numbered = (lists: Map<string, string[]>) => new Map([...lists].map(([key, list]) => [key, list.map((name) => ids.get(name)!)]));
    const packed = new NamePacker({ ids, names, kindOf: names.map((name) => kinds.get(name)!), members: numbered(members), byLib: numbered(byLib), lastNames }).result();
    assert.equal(packed.kinds.size, kinds.size);
    for (const [name, kind] of kinds) {
      assert.equal(packed.kinds.get(name), kind, name);
      assert.ok(packed.kinds.has(name));
    }
    assert.equal(packed.kinds.get('np.meam'), undefined);
    assert.equal(packed.kinds.has('constructor'), false);
    assert.deepEqual(new Map(packed.kinds), kinds);
    assert.deepEqual([...packed.kinds.keys()], [...kinds.keys()].sort());
    for (const [key, list] of members) assert.deepEqual(packed.members.get(key), list, key);
    for (const [key, list] of byLib) assert.deepEqual(packed.byLib.get(key), list, `${key}: in the order added`);
    assert.equal(packed.members.get('np.mean'), undefined);
    assert.equal(packed.members.has('np.linalg'), true);
    assert.equal(packed.members.has('np.mean'), false);
    assert.equal(packed.lastNames.get('np')?.has('norm'), true);
    assert.equal(packed.lastNames.get('np')?.has('corr'), false, "another library's last name");
    assert.equal(packed.lastNames.get('pd')?.has('corr'), true);
    assert.equal(packed.lastNames.get('scipy'), undefined);
    assert.deepEqual(new Set(packed.lastNames.all()), new Set(['mean', 'norm', 'linalg', 'DataFrame', 'corr']));
  });
});
