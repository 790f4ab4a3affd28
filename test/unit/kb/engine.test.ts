import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { RetrievalEngine } from '../../../src/core/kb/engine';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { MAX_FUSE_BUCKETS, fuseBucketsHeld } from '../../../src/core/kb/query-terms';
import type { ApiRecord } from '../../../src/core/kb/types';

const fixture = path.join(__dirname, '..', '..', 'fixtures', 'kb');

function engine(): RetrievalEngine {
  const manifest = JSON.parse(readFileSync(path.join(fixture, 'manifest.json'), 'utf8'));
  const e = new RetrievalEngine();
  for (const f of manifest.files) {
    const records: ApiRecord[] = gunzipSync(readFileSync(path.join(fixture, f.file))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    e.addLanguage(f.lang, records);
  }
  return e;
}

describe('retrieval engine (fixture base)', () => {
  const e = engine();

  it('finds the API a question describes, best first', () => {
    const r = e.retrieve({ question: 'How do I read a CSV file into a DataFrame?', lang: 'python' });
    assert.equal(r.apis[0]?.name, 'pandas.read_csv');
    assert.equal(r.autoDetected, false);
  });

  it('answers the same in one language after questions in others (they share the search accumulators)', () => {
    const ask = (lang: string, question: string) => e.retrieve({ question, lang, k: 10, allowWeak: true }).apis.map((a) => `${a.name} ${a.score}`);
    const alone = engine();
    const before = ask('python', 'read a csv file and plot a histogram');
    assert.ok(before.length > 0);
    for (const lang of ['go', 'rust', 'javascript', 'c', 'java']) ask(lang, 'read a file line by line and split each line');
    assert.deepEqual(ask('python', 'read a csv file and plot a histogram'), before);
    assert.deepEqual(alone.retrieve({ question: 'read a csv file and plot a histogram', lang: 'python', k: 10, allowWeak: true }).apis.map((a) => `${a.name} ${a.score}`), before);
  });

  it('keeps the language filter exact', () => {
    const r = e.retrieve({ question: 'read a file', lang: 'go', allowWeak: true });
    assert.ok(r.apis.length > 0);
    assert.ok(r.apis.every((a) => a.lang === 'go'));
  });

  it('serves typescript requests from the javascript records and answers in typescript', () => {
    const r = e.retrieve({ question: 'debounce a function with lodash', lang: 'typescript' });
    assert.equal(r.lang, 'typescript');
    assert.equal(r.apis[0]?.name, 'lodash.debounce');
  });

  it('detects the language when asked to', () => {
    assert.equal(e.retrieve({ question: 'In Rust, read a file to a string' }).lang, 'rust');
    assert.equal(e.retrieve({ question: 'read a file line by line', editorLang: 'go' }).lang, 'go');
    const r = e.retrieve({ question: 'group a pandas DataFrame by a column' });
    assert.equal(r.lang, 'python');
    assert.equal(r.autoDetected, true);
  });

  it('passes nothing to the model when nothing matches with confidence', () => {
    const r = e.retrieve({ question: 'tell me a joke about penguins', lang: 'python' });
    assert.deepEqual(r.apis, []);
    assert.equal(r.context, '');
  });

  it('gives one context line per API', () => {
    const r = e.retrieve({ question: 'join paths and create directories with os', lang: 'python' });
    assert.ok(r.apis.length >= 2);
    assert.equal(r.context.split('\n').length, r.apis.length);
    assert.ok(r.context.includes('os.path.join :: join('));
  });

  it('tolerates a typo through the fuzzy stage', () => {
    const r = e.retrieve({ question: 'scatterr plot of two columns', lang: 'python', allowWeak: true });
    assert.ok(r.apis.some((a) => a.name === 'matplotlib.pyplot.scatter'), JSON.stringify(r.apis.map((a) => a.name)));
  });

  it('keeps a bounded number of typo indexes, whatever words users misspell', () => {
    const manifest = JSON.parse(readFileSync(path.join(fixture, 'manifest.json'), 'utf8'));
    const file = manifest.files.find((f: { lang: string }) => f.lang === 'python').file;
    const records: ApiRecord[] = gunzipSync(readFileSync(path.join(fixture, file))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    const index = buildLangIndex('python', records);
    const fresh = new RetrievalEngine();
    fresh.addIndex(index);
    // Forty misspellings with different first letters and lengths: each would open an index of its own.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < 40; i++) {
      const word = `${letters[i % 26]}${letters[(i * 7) % 26]}qzxw${'v'.repeat(i % 5)}`;
      fresh.retrieve({ question: `${word} plot`, lang: 'python', allowWeak: true });
    }
    assert.ok(fuseBucketsHeld(index) > 0, 'the fuzzy stage ran');
    assert.ok(fuseBucketsHeld(index) <= MAX_FUSE_BUCKETS, `held ${fuseBucketsHeld(index)}`);
    // And a typo is still fixed after the oldest indexes went.
    const r = fresh.retrieve({ question: 'scatterr plot of two columns', lang: 'python', allowWeak: true });
    assert.ok(r.apis.some((a) => a.name === 'matplotlib.pyplot.scatter'), JSON.stringify(r.apis.map((a) => a.name)));
  });

  it('boosts a library the question names by its alias', () => {
    const r = e.retrieve({ question: 'plt histogram', lang: 'python' });
    assert.equal(r.apis[0]?.name, 'matplotlib.pyplot.hist');
  });
});
