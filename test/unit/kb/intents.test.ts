import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiResolver, trainIntents, type IntentTraining } from '../../../kb/pipeline/intents';
import { deserializeIntents, INTENTS_FORMAT, scoreIntents, serializeIntents, WEIGHT_SCALE } from '../../../src/core/kb/intents';
import { buildLangIndex } from '../../../src/core/kb/inverted-index';
import { searchIndex } from '../../../src/core/kb/search';
import { topK } from '../../../src/core/kb/top-k';
import type { ApiRecord } from '../../../src/core/kb/types';
import { pythonRecord } from '../../support/records';

const record = (name: string, kind: string, doc: string): ApiRecord => pythonRecord(name, doc, kind);

// Doc lines that share no word with how people ask for them: only the intent route can reach them.
const RECORDS: ApiRecord[] = [
  record('zipfile.ZipFile', 'class', 'Class with methods to open, read, write, close, list zip files.'),
  record('zipfile.ZipFile.extractall', 'method', 'Extract all members from the archive to the current working directory.'),
  record('requests.get', 'function', 'Sends a GET request.'),
  record('os.path.join', 'function', 'Join two or more pathname components.'),
  record('os.makedirs', 'function', 'Super-mkdir; create a leaf directory and all intermediate ones.'),
  record('json.loads', 'function', 'Deserialize s to a Python object.'),
  record('pandas.DataFrame.groupby', 'method', 'Group DataFrame using a mapper or by a Series of columns.'),
];
const names = RECORDS.map((r) => r.name);

function examples(): string {
  const lines: object[] = [];
  const add = (t: string, a: string[], times: number) => {
    for (let i = 0; i < times; i++) lines.push({ k: 'doc', t, a });
  };
  add('fetch the bundle from the web and unpack it', ['requests.get', 'zipfile.ZipFile', 'zipfile.ZipFile.extractall'], 6);
  add('unpack the bundle into a folder', ['zipfile.ZipFile', 'zipfile.ZipFile.extractall', 'os.makedirs'], 5);
  add('decode the payload text', ['json.loads'], 6);
  add('build the output location', ['os.path.join'], 8);
  add('summarise rows per category', ['pandas.core.frame.DataFrame.groupby'], 5); // reached through its defining module
  add('a once-seen oddity', ['json.loads'], 1);
  for (let i = 0; i < 300; i++) add(`helper number ${i} does the usual work`, ['os.path.join'], 1);
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

describe('intent model', () => {
  let dir: string;
  let file: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gc-intents-'));
    file = path.join(dir, 'intents-python.jsonl.gz');
    writeFileSync(file, gzipSync(examples()));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const options: IntentTraining = { smoothing: 2, minCount: 2, minRatio: 2, maxPerTerm: 50, minTermExamples: 3 };

  it('resolves names code calls through defining modules to the names the base lists', () => {
    const resolve = apiResolver(names);
    assert.equal(resolve('pandas.DataFrame.groupby'), names.indexOf('pandas.DataFrame.groupby'));
    assert.equal(resolve('pandas.core.frame.DataFrame.groupby'), names.indexOf('pandas.DataFrame.groupby'));
    assert.equal(resolve('pandas.core.frame.DataFrame.nothing'), undefined);
    assert.equal(resolve('numpy.mean'), undefined);
  });

  it('learns which APIs code calls when it says a word, and drops weak or chance associations', async () => {
    const model = await trainIntents('python', file, names, 'sha', options);
    const associated = (term: string) => {
      const id = model.terms.get(term);
      if (id === undefined) return [];
      return Array.from(model.records.subarray(model.start[id], model.start[id + 1])).map((r) => names[r]);
    };
    assert.ok(associated('unpack').includes('zipfile.ZipFile.extractall'));
    assert.ok(associated('bundl').includes('zipfile.ZipFile') || associated('bundle').includes('zipfile.ZipFile'));
    assert.deepEqual(associated('decode'), ['json.loads']);
    assert.ok(associated('categ').includes('pandas.DataFrame.groupby') || associated('category').includes('pandas.DataFrame.groupby'));
    // Seen once: not evidence. Said everywhere ("helper … usual work" three hundred times with one API, and
    // that API everywhere too): no more likely than chance.
    assert.equal(associated('oddity').length, 0);
    assert.ok(!associated('decode').includes('os.path.join'));
    for (let p = 0; p < model.records.length; p++) assert.ok(model.weights[p] >= Math.round(Math.log(2) * WEIGHT_SCALE));
  });

  it('ties a value read (`=name`) to the words beside it, but gives it no neighbour vote', async () => {
    const readDir = mkdtempSync(path.join(tmpdir(), 'gc-intents-reads-'));
    try {
      const readFile = path.join(readDir, 'intents-go.jsonl.gz');
      const lines = [];
      for (const where of ['server', 'client', 'cache', 'queue', 'disk', 'socket']) {
        lines.push({ k: 'cmt', t: `decode the payload text from the ${where}`, a: ['=os.path.join', 'json.loads'] });
        lines.push({ k: 'cmt', t: `the build location for the ${where}`, a: ['=os.path.join'] });
        for (const what of ['page', 'feed', 'file']) lines.push({ k: 'cmt', t: `fetch the ${what} of the ${where}`, a: ['requests.get'] });
      }
      writeFileSync(readFile, gzipSync(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'));
      const model = await trainIntents('go', readFile, names, 'sha', options);
      const id = model.terms.get('locat') ?? model.terms.get('location');
      assert.ok(id !== undefined);
      const associated = Array.from(model.records.subarray(model.start[id], model.start[id + 1])).map((r) => names[r]);
      assert.deepEqual(associated, ['os.path.join']);
      // The neighbours vote only with calls: an example that only reads is no neighbour.
      const neighbours = model.neighbours!;
      assert.equal(neighbours.length.length, 6 + 18);
      assert.deepEqual([...new Set(Array.from(neighbours.apis).map((r) => names[r]))].sort(), ['json.loads', 'requests.get']);
    } finally {
      rmSync(readDir, { recursive: true, force: true });
    }
  });

  it('learns nothing from a Java method that only throws, and keeps one that throws among other calls', async () => {
    const stubDir = mkdtempSync(path.join(tmpdir(), 'gc-intents-stubs-'));
    try {
      const javaNames = ['java.sql.Connection.prepareStatement', 'java.sql.PreparedStatement.executeUpdate', 'java.sql.SQLFeatureNotSupportedException', 'java.lang.IllegalArgumentException', 'java.lang.String.length'];
      const stubFile = path.join(stubDir, 'intents-java.jsonl.gz');
      const lines = [];
      // A driver's unsupported methods: their documentation describes the interface, their bodies refuse.
      for (let i = 0; i < 8; i++) lines.push({ k: 'doc', t: `executes the sql statement with parameter ${i}`, a: ['java.sql.SQLFeatureNotSupportedException'] });
      // Code that does the work, checking its argument first.
      for (let i = 0; i < 4; i++) lines.push({ k: 'cmt', t: `execute the sql statement for row ${i}`, a: ['java.lang.IllegalArgumentException', 'java.sql.Connection.prepareStatement', 'java.sql.PreparedStatement.executeUpdate'] });
      for (let i = 0; i < 40; i++) lines.push({ k: 'cmt', t: `unrelated step ${i} of the program`, a: ['java.lang.String.length'] });
      writeFileSync(stubFile, gzipSync(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'));
      const associatedWith = (model: Awaited<ReturnType<typeof trainIntents>>, term: string) => {
        const id = model.terms.get(term);
        return id === undefined ? [] : Array.from(model.records.subarray(model.start[id], model.start[id + 1])).map((r) => javaNames[r]);
      };
      const java = await trainIntents('java', stubFile, javaNames, 'sha', options);
      assert.equal(java.examples, 44);
      assert.ok(associatedWith(java, 'sql').includes('java.sql.Connection.prepareStatement'));
      assert.ok(!associatedWith(java, 'sql').includes('java.sql.SQLFeatureNotSupportedException'));
      // The rule is Java's: another language's model learns from the same lines as they are.
      const other = await trainIntents('python', stubFile, javaNames, 'sha', options);
      assert.equal(other.examples, 52);
      assert.ok(associatedWith(other, 'sql').includes('java.sql.SQLFeatureNotSupportedException'));
    } finally {
      rmSync(stubDir, { recursive: true, force: true });
    }
  });

  it('round-trips through its file format and refuses a model of another data file', async () => {
    const model = await trainIntents('python', file, names, 'abc123', options);
    const bytes = serializeIntents(model);
    const back = deserializeIntents(bytes, 'abc123', names.length)!;
    assert.deepEqual([...back.terms.keys()], [...model.terms.keys()]);
    assert.deepEqual(Array.from(back.records), Array.from(model.records));
    assert.deepEqual(Array.from(back.weights), Array.from(model.weights));
    assert.equal(back.examples, model.examples);
    assert.throws(() => deserializeIntents(bytes, 'another', names.length), /another data file/);
    assert.throws(() => deserializeIntents(bytes, 'abc123', 2), /records the data file does not have/);
    assert.throws(() => deserializeIntents(bytes.subarray(0, bytes.length - 8), 'abc123', names.length), /truncated/);
    const other = Buffer.from(bytes);
    const headerLength = other.readUInt32LE(0);
    const header = JSON.parse(other.toString('utf8', 4, 4 + headerLength));
    const renamed = Buffer.from(JSON.stringify({ ...header, format: 'gc-intents-0' }).padEnd(headerLength, ' '));
    renamed.copy(other, 4);
    assert.notEqual(header.format, 'gc-intents-0');
    assert.equal(header.format, INTENTS_FORMAT);
    assert.equal(deserializeIntents(other, 'abc123', names.length), undefined);
  });

  it('scores a question by its words\' associations', async () => {
    const model = await trainIntents('python', file, names, 'sha', options);
    const score = new Float32Array(names.length);
    const touched: number[] = [];
    scoreIntents(model, [{ term: 'unpack', weight: 1 }, { term: 'web', weight: 1 }], score, touched);
    const best = topK(touched, score, 3).map((r) => names[r]);
    assert.deepEqual([...best].sort(), ['requests.get', 'zipfile.ZipFile', 'zipfile.ZipFile.extractall']);
    // A word said with only some of them ranks those first.
    assert.ok(score[names.indexOf('zipfile.ZipFile.extractall')] > score[names.indexOf('os.makedirs')]);
    assert.equal(score[names.indexOf('json.loads')], 0);
  });

  it('reaches APIs through the intent route that share no word with the question', async () => {
    const index = buildLangIndex('python', RECORDS);
    const question = 'a bundle from the web';
    const lexicalOnly = searchIndex(index, { question, k: 5, allowWeak: false }).map((h) => names[h.index]);
    assert.ok(!lexicalOnly.includes('zipfile.ZipFile.extractall'), lexicalOnly.join(' '));
    index.intents = await trainIntents('python', file, names, 'sha', options);
    const found = searchIndex(index, { question, k: 5, allowWeak: false }).map((h) => names[h.index]);
    assert.ok(found.includes('zipfile.ZipFile.extractall'), found.join(' '));
    assert.ok(found.includes('requests.get'), found.join(' '));
    assert.ok(!found.includes('json.loads'));
    // Nothing the model knows, nothing confident: still nothing.
    assert.deepEqual(searchIndex(index, { question: 'tell me a joke about penguins', k: 5, allowWeak: false }), []);
  });
});

describe('topK', () => {
  it('returns the k best, best first, ties by record id, like a full sort', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (const [n, k] of [[0, 5], [3, 5], [1000, 10], [5000, 400], [50, 0]] as const) {
      const score = new Float32Array(n);
      for (let i = 0; i < n; i++) score[i] = Math.floor(random() * 50); // many ties
      const candidates = Array.from({ length: n }, (_, i) => i).sort(() => random() - 0.5);
      const expected = [...candidates].sort((a, b) => score[b] - score[a] || a - b).slice(0, k);
      assert.deepEqual(topK(candidates, score, k), expected);
    }
  });
});
