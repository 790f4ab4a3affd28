import { strict as assert } from 'node:assert';
import { detectLanguage } from '../../../src/core/kb/lang-detect';

// Libraries of a base whose names are also words of programming prose.
const libraryLanguages = new Map([
  ['sort', [{ lang: 'go', size: 40 }]],
  ['strings', [{ lang: 'go', size: 60 }]],
  ['digest', [{ lang: 'rust', size: 50 }]],
  ['reqwest', [{ lang: 'rust', size: 200 }]],
  ['chrono', [{ lang: 'rust', size: 300 }]],
]);
const available = ['python', 'javascript', 'go', 'rust', 'java', 'c'];
const detect = (question: string, editorLang?: string) => detectLanguage({ question, editorLang, libraryLanguages, available }).lang;

describe('language detection', () => {
  it('does not take an everyday word for a library: a generic question keeps the default', () => {
    assert.equal(detect('sort a list of tuples by the second item'), 'python');
    assert.equal(detect('compute the hex digest of a file'), 'python');
    assert.equal(detect('split strings on whitespace'), 'python');
  });

  it('takes a library the question names as one: in code, or introduced by use/with/crate', () => {
    assert.equal(detect('strings.Split on a comma'), 'go');
    assert.equal(detect('use reqwest to download a page'), 'rust');
    assert.equal(detect('format a timestamp with chrono'), 'rust');
    assert.equal(detect('the digest crate: hash a file'), 'rust');
    assert.equal(detect('call `sort` on the slice'), 'go');
  });

  it('takes a leading "C:" for the language, as "Java:" is', () => {
    assert.equal(detect('C: read an integer from stdin with scanf'), 'c');
    assert.equal(detect('Java: read a file'), 'java');
    assert.equal(detect('read a CSV file'), 'python');
  });

  it('lets the editor decide a generic question', () => {
    assert.equal(detect('sort a list of tuples', 'rust'), 'rust');
  });
});
