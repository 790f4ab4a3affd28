import { strict as assert } from 'node:assert';
import { LangNamesBuilder } from '../../../src/core/check/known-names';
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
    // Gathered as bytes by the builder (each name numbered as first seen), then packed.
    const builder = new LangNamesBuilder('python');
    const records: Array<[string, string, string]> = [
      ['np', 'np.mean', 'function'], ['np', 'np', 'module'], ['np', 'np.linalg.norm', 'function'],
      ['pd', 'pd.DataFrame.corr', 'method'], ['pd', 'pd.DataFrame', 'class'], ['pd', 'pd', 'module'], ['pd', 'pd.café', 'function'],
    ];
    for (const [lib, name, kind] of records) builder.add(lib, name, kind);
    const packed = builder.build();
    const kinds = new Map([['np.mean', 'function'], ['np', 'module'], ['np.linalg.norm', 'function'], ['np.linalg', 'namespace'], ['pd.DataFrame.corr', 'method'], ['pd.DataFrame', 'class'], ['pd', 'module'], ['pd.café', 'function']]);
    assert.equal(packed.kinds.size, kinds.size);
    for (const [name, kind] of kinds) {
      assert.equal(packed.kinds.get(name), kind, name);
      assert.ok(packed.kinds.has(name));
    }
    assert.equal(packed.kinds.get('np.meam'), undefined);
    assert.equal(packed.kinds.has('constructor'), false);
    assert.deepEqual(new Map(packed.kinds), kinds);
    assert.deepEqual([...packed.kinds.keys()], [...kinds.keys()].sort());
    const members = new Map([['np', ['np.mean']], ['np.linalg', ['np.linalg.norm']], ['pd.DataFrame', ['pd.DataFrame.corr']], ['pd', ['pd.DataFrame', 'pd.café']]]);
    for (const [key, list] of members) assert.deepEqual(packed.members.get(key), list, key);
    const byLib = new Map([['np', ['np.mean', 'np.linalg.norm']], ['pd', ['pd.DataFrame.corr', 'pd.DataFrame', 'pd.café']]]);
    for (const [key, list] of byLib) assert.deepEqual(packed.byLib.get(key), list, `${key}: in the order added`);
    assert.equal(packed.members.get('np.mean'), undefined);
    assert.equal(packed.members.has('np.linalg'), true);
    assert.equal(packed.members.has('np.mean'), false);
    assert.deepEqual([...packed.libs], [['np', 3], ['pd', 4]], 'records counted per library (a repeated name once)');
    assert.equal(packed.lastNames.get('np')?.has('norm'), true);
    assert.equal(packed.lastNames.get('np')?.has('linalg'), true, 'the last name of a prefix without a record');
    assert.equal(packed.lastNames.get('np')?.has('corr'), false, "another library's last name");
    assert.equal(packed.lastNames.get('pd')?.has('corr'), true);
    assert.equal(packed.lastNames.get('scipy'), undefined);
    assert.deepEqual([...packed.lastNames.all()], ['linalg', 'mean', 'norm', 'DataFrame', 'café', 'corr']);
  });
});
