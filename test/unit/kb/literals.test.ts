import { strict as assert } from 'node:assert';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { withoutLiterals } from '../../../src/core/kb/query-terms';
import { searchIndex } from '../../../src/core/kb/search';
import type { ApiRecord } from '../../../src/core/kb/types';
import { pythonRecord } from '../../support/records';

describe('quoted data in questions', () => {
  it('drops what string literals say but keeps a file name\'s extension', () => {
    assert.equal(withoutLiterals("replace 'H3' by 'H1' in `text`").replace(/\s+/g, ' '), 'replace by in `text`');
    assert.equal(withoutLiterals('read "data.csv" into a frame').replace(/\s+/g, ' '), 'read csv into a frame');
    assert.equal(withoutLiterals("parse with the format '%Y-%m-%d %H:%M'").trim(), 'parse with the format');
  });

  it('takes an apostrophe for an apostrophe, not the edge of a literal', () => {
    assert.equal(withoutLiterals("don't split 'a,b' if it's empty").replace(/\s+/g, ' '), "don't split if it's empty");
    assert.equal(withoutLiterals("the user's files"), "the user's files");
  });

  it('keeps a regular expression\'s letters from matching APIs', () => {
    const record = (name: string, doc: string): ApiRecord => pythonRecord(name, doc);
    const records = [
      record('re.findall', 'Return a list of all non-overlapping matches in the string.'),
      record('hexdump.fa', 'Format fa fd records.'),
    ];
    const index = buildLangIndex('python', records);
    const names = searchIndex(index, { question: "find all matches of '([a-fA-F\\d]{32})' in `data`", k: 2, allowWeak: true }).map((r) => records[r.index].name);
    assert.deepEqual(names, ['re.findall']);
  });
});
