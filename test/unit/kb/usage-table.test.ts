import { strict as assert } from 'node:assert';
import { languageUsage, type UsageCounts } from '../../../kb/pipeline/usage-table';

const rec = (name: string, kind: string) => ({ lang: 'python', lib: name.split('.')[0], name, kind });

describe('usage table', () => {
  const counts: UsageCounts = {
    lang: 'python',
    files: 1000,
    names: { 'collections.OrderedDict': 99, 'astropy.io.fits.Header': 0, 'json.loads': 40, 'pandas.DataFrame.groupby': 7 },
    // 200 files call `.pop()` on something; 30 call `.groupby()` on something untyped.
    members: { pop: 200, groupby: 30 },
    importers: { collections: 50, json: 30 },
  };
  const records = [
    rec('collections.OrderedDict.pop', 'method'),
    rec('astropy.io.fits.Header.pop', 'method'),
    rec('json.loads', 'function'),
    rec('pandas.DataFrame.groupby', 'method'),
    rec('json.dumps', 'function'),
  ];
  const table = languageUsage(counts, records);

  it('keeps qualified counts as they are', () => {
    assert.equal(table.api['python:json.loads'], 40);
    assert.equal(table.api['python:pandas.DataFrame.groupby'], 7, 'a typed count wins over the member fallback');
    assert.equal(table.api['python:json.dumps'], undefined, 'never seen, not listed');
  });

  it('shares an untyped member count among the classes having that member, by how much each class is used', () => {
    const ordered = table.api['python:collections.OrderedDict.pop'];
    const header = table.api['python:astropy.io.fits.Header.pop'];
    // Weights 1 + 99 and 1 + 0: the 200 files split 198 : 2.
    assert.equal(ordered, 198);
    assert.equal(header, 2);
    assert.ok(ordered + header <= counts.members.pop, 'never more files than called the member');
  });

  it('lists the importers of each library that has records', () => {
    assert.deepEqual({ ...table.libs }, { collections: 50, json: 30 });
  });
});
