import { strict as assert } from 'node:assert';
import { identifierParts, nameSegments, stem, textTerms } from '../../../src/core/kb/tokenize';

describe('tokenize', () => {
  it('splits identifiers at camelCase, snake_case and acronyms, keeping the whole', () => {
    assert.deepEqual(identifierParts('readFileSync'), ['read', 'file', 'sync', 'readfilesync']);
    // The cache's own array, shared by every caller: changing it would change every later question's words.
    assert.throws(() => (identifierParts('uuid') as string[]).pop(), TypeError);
    assert.deepEqual(identifierParts('uuid'), ['uuid']);
    assert.deepEqual(identifierParts('read_csv'), ['read', 'csv', 'read_csv']);
    assert.deepEqual(identifierParts('HTTPServer'), ['http', 'server', 'httpserver']);
    assert.deepEqual(identifierParts('DataFrame'), ['data', 'frame', 'dataframe']);
  });
  it('splits qualified names of every language', () => {
    assert.deepEqual(nameSegments('pandas.DataFrame.groupby'), ['pandas', 'DataFrame', 'groupby']);
    assert.deepEqual(nameSegments('std::fs::read_to_string'), ['std', 'fs', 'read_to_string']);
    assert.deepEqual(nameSegments('net/http.Client.Do'), ['net', 'http', 'Client', 'Do']);
  });
  it('stems plurals and verb endings conservatively', () => {
    assert.equal(stem('files'), 'file');
    assert.equal(stem('directories'), 'directory');
    assert.equal(stem('splitting'), 'split');
    assert.equal(stem('sorted'), 'sort');
    assert.equal(stem('status'), 'status');
    assert.equal(stem('class'), 'class');
  });
  it('drops stop words from free text and splits code in it', () => {
    assert.deepEqual(textTerms('How do I join paths with os.path.join?'), ['join', 'path', 'os', 'path', 'join']);
  });
  it('keeps the words that name operations and data: write, value', () => {
    // `file.write`, `DataFrame.to_csv` ("Write object to a csv file"), `dict.values`, `Series.value_counts`.
    assert.deepEqual(textTerms('write the values to a file'), ['write', 'value', 'file']);
  });
});
