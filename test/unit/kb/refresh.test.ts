import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { refresh } from '../../../kb/pipeline/refresh';
import { deserializeIndex } from '../../../src/core/kb/index-file';
import { openKnowledgeBase } from '../../../src/core/kb/index';
import { deserializeIntents } from '../../../src/core/kb/intents';

const fixture = path.join(__dirname, '..', '..', 'fixtures', 'kb');
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('kb:refresh (priors of an assembled base)', () => {
  let dir: string;
  let kb: string;
  let staging: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gc-refresh-'));
    kb = path.join(dir, 'kb');
    staging = path.join(dir, 'staging');
    cpSync(fixture, kb, { recursive: true });
    mkdirSync(staging);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function stage() {
    const usage = { lang: 'python', files: 500, names: { 'os.path.join': 300, 'pandas.DataFrame': 120 }, members: { groupby: 40 }, importers: { os: 90, pandas: 20 } };
    writeFileSync(path.join(staging, 'usage-python.json'), JSON.stringify(usage));
    const examples: object[] = [];
    for (let i = 0; i < 12; i++) examples.push({ k: 'prose', t: 'unpack every archive into the output folder', a: ['os.makedirs', 'os.path.join'] });
    for (let i = 0; i < 12; i++) examples.push({ k: 'doc', t: 'summarise the table per category', a: ['pandas.DataFrame.groupby'] });
    for (let i = 0; i < 200; i++) examples.push({ k: 'name', t: `helper ${i} work`, a: ['os.remove'] });
    writeFileSync(path.join(staging, 'intents-python.jsonl.gz'), gzipSync(examples.map((e) => JSON.stringify(e)).join('\n') + '\n'));
  }

  it('re-derives usage, indexes and the intent model, leaving the data files as they were', async () => {
    stage();
    const before = JSON.parse(readFileSync(path.join(kb, 'manifest.json'), 'utf8'));
    const manifest = await refresh(kb, staging, () => {});
    for (const entry of manifest.files) {
      const old = before.files.find((f: { lang: string }) => f.lang === entry.lang);
      assert.equal(entry.sha256, old.sha256, `${entry.file} changed`);
      assert.equal(sha(readFileSync(path.join(kb, entry.file))), entry.sha256);
      assert.equal(sha(readFileSync(path.join(kb, entry.index.file))), entry.index.sha256, entry.index.file);
    }
    assert.ok(manifest.usage, 'usage entry');
    assert.equal(sha(readFileSync(path.join(kb, manifest.usage!.file))), manifest.usage!.sha256);
    const usage = JSON.parse(gunzipSync(readFileSync(path.join(kb, 'usage.json.gz'))).toString('utf8'));
    assert.equal(usage.python.api['python:os.path.join'], 300);
    assert.equal(usage.python.api['python:pandas.DataFrame.groupby'], 40, 'the only class with a groupby gets every untyped call');

    const python = manifest.files.find((f) => f.lang === 'python')!;
    const lines = gunzipSync(readFileSync(path.join(kb, python.file))).toString('utf8').trimEnd().split('\n');
    const index = deserializeIndex(gunzipSync(readFileSync(path.join(kb, python.index.file))), lines)!;
    assert.ok(index.usage[lines.findIndex((l) => l.includes('"python:os.path.join"'))] > 0, 'the index carries the new prior');
    assert.ok(python.intents, 'intent model entry');
    const model = deserializeIntents(gunzipSync(readFileSync(path.join(kb, python.intents!.file))), python.sha256, lines.length)!;
    assert.equal(model.examples, 224);

    // The refreshed base loads and answers by purpose through the new model; the fixture, without it, cannot.
    const answers = async (dirOfBase: string) => {
      const base = openKnowledgeBase({ dir: dirOfBase, workers: 1 });
      try {
        assert.equal(await base.whenReady(20000), true, String(base.failure()));
        const result = await base.retrieve({ question: 'unpack every archive', lang: 'python', k: 5, allowWeak: true });
        return result.apis.map((a) => a.name);
      } finally {
        await base.dispose();
      }
    };
    assert.ok((await answers(kb)).includes('os.makedirs'), (await answers(kb)).join(' '));
    assert.ok(!(await answers(fixture)).includes('os.makedirs'));
  });

  it('with nothing staged, keeps the usage and intents and only rebuilds the indexes', async () => {
    const manifest = await refresh(kb, staging, () => {});
    assert.equal(manifest.usage, undefined);
    assert.ok(manifest.files.every((f) => !f.intents));
    for (const entry of manifest.files) assert.equal(sha(readFileSync(path.join(kb, entry.index.file))), entry.index.sha256);
  });

  it('refuses a base whose data file does not match its manifest, writing nothing', async () => {
    stage();
    const file = path.join(kb, 'python.jsonl.gz');
    writeFileSync(file, gzipSync('{"id":"python:x"}\n'));
    const manifestBefore = readFileSync(path.join(kb, 'manifest.json'), 'utf8');
    await assert.rejects(refresh(kb, staging, () => {}), /python\.jsonl\.gz does not match the manifest/);
    assert.equal(readFileSync(path.join(kb, 'manifest.json'), 'utf8'), manifestBefore);
  });
});
