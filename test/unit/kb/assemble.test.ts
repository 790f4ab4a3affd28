import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { assemble } from '../../../kb/pipeline/assemble';

const staging = path.join(__dirname, '..', '..', 'fixtures', 'kb-staging');

describe('kb assembler', () => {
  let out: string;
  before(() => {
    out = mkdtempSync(path.join(tmpdir(), 'gc-kb-'));
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  it('writes one gzip file per language with a manifest whose hashes and counts match the files', async () => {
    const manifest = await assemble(staging, out, () => {});
    let total = 0;
    for (const entry of manifest.files) {
      const data = readFileSync(path.join(out, entry.file));
      assert.equal(createHash('sha256').update(data).digest('hex'), entry.sha256, entry.file);
      const lines = gunzipSync(data).toString('utf8').trim().split('\n');
      assert.equal(lines.length, entry.records, entry.file);
      for (const line of lines) assert.equal(JSON.parse(line).lang, entry.lang);
      total += lines.length;
    }
    assert.equal(manifest.totals.records, total);
    assert.deepEqual(manifest.files.map((f) => f.lang), ['c', 'go', 'java', 'javascript', 'python', 'rust']);
  });

  it('keeps a Rust trait method inherited by many types on the types code makes most (io::stdout() -> Stdout)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-kb-rust-'));
    try {
      const lines = [{ t: 'lib', lang: 'rust', lib: 'std', ver: '1', source: 'test', licence: 'MIT' }];
      // ten writers with Write::flush, identical signature and doc: only eight copies may stay
      const types = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'Stdout'];
      for (const t of types) {
        lines.push({ t: 'api', lang: 'rust', lib: 'std', name: `std::io::${t}`, kind: 'struct', sig: `pub struct ${t}`, doc: '' } as never);
        lines.push({ t: 'api', lang: 'rust', lib: 'std', name: `std::io::${t}::flush`, kind: 'method', sig: 'fn flush(&mut self) -> Result<()>', doc: 'Flushes.' } as never);
      }
      // The trait that declares it is no copy: its own record stays beside the eight.
      lines.push({ t: 'api', lang: 'rust', lib: 'std', name: 'std::io::Write', kind: 'trait', sig: 'pub trait Write', doc: '' } as never);
      lines.push({ t: 'api', lang: 'rust', lib: 'std', name: 'std::io::Write::flush', kind: 'method', sig: 'fn flush(&mut self) -> Result<()>', doc: 'Flushes.' } as never);
      writeFileSync(path.join(dir, 'rust.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
      writeFileSync(path.join(dir, 'usage-rust.json'), JSON.stringify({ lang: 'rust', files: 10, names: { 'std::io::stdout': 7 }, members: {}, importers: {} }));
      const outDir = path.join(dir, 'out');
      await assemble(dir, outDir, () => {});
      const names = gunzipSync(readFileSync(path.join(outDir, 'rust.jsonl.gz'))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l).name);
      const flushes = names.filter((n) => n.endsWith('::flush'));
      assert.equal(flushes.length, 9);
      assert.ok(flushes.includes('std::io::Stdout::flush'), flushes.join(' '));
      assert.ok(flushes.includes('std::io::Write::flush'), flushes.join(' '));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('collapses overloads, drops private names and libraries off the licence allow-list', async () => {
    const manifest = await assemble(staging, out, () => {});
    const python = gunzipSync(readFileSync(path.join(out, 'python.jsonl.gz'))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
    const byName = new Map(python.map((r) => [r.name, r]));
    assert.equal(byName.get('pandas.concat').ov, 2);
    assert.equal(byName.get('pandas.concat').id, 'python:pandas.concat');
    assert.ok(!byName.has('os._exit'), 'private name kept');
    assert.ok(!byName.has('gplonly.thing'), 'GPL-only library kept');
    assert.ok(!manifest.libraries.some((l) => l.lib === 'gplonly'));
    assert.equal(manifest.dropped['licence not allowed'], 1);
    const ids = python.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length, 'duplicate ids');
  });

  it('records each library with its version, source, licence and count', async () => {
    const manifest = await assemble(staging, out, () => {});
    const pandas = manifest.libraries.find((l) => l.lib === 'pandas')!;
    assert.deepEqual(pandas, { lib: 'pandas', lang: 'python', version: '1.5.3', source: 'debian:python3-pandas=1.5.3+dfsg-2', licence: 'BSD-3-Clause', count: 7 });
    const notices = readFileSync(path.join(out, 'NOTICES.md'), 'utf8');
    assert.match(notices, /pandas \(python\) 1\.5\.3 — debian:python3-pandas=1\.5\.3\+dfsg-2/);
  });
});

describe('kb assembler, one source re-extracted', () => {
  it('keeps every language nothing was staged for as the base ships it: files, libraries, totals, usage', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'gc-kb-'));
    const onlyPython = mkdtempSync(path.join(tmpdir(), 'gc-stage-'));
    try {
      const before = await assemble(staging, out, () => {});
      const goFiles = ['go.jsonl.gz', 'go.index.gz'].map((f) => readFileSync(path.join(out, f)));
      const lines = readFileSync(path.join(staging, 'sample.jsonl'), 'utf8').split('\n').filter((l) => l.includes('"lang": "python"'));
      // Python re-extracted with one more function.
      lines.push(JSON.stringify({ t: 'api', lang: 'python', lib: 'os', name: 'os.getcwd', kind: 'function', sig: 'getcwd() -> str', doc: 'Return a string representing the current working directory.' }));
      writeFileSync(path.join(onlyPython, 'python.jsonl'), lines.join('\n') + '\n');
      const logged: string[] = [];
      const after = await assemble(onlyPython, out, (line) => logged.push(line));
      assert.deepEqual(after.files.map((f) => f.lang), before.files.map((f) => f.lang));
      for (const entry of after.files.filter((f) => f.lang !== 'python')) {
        assert.deepEqual(entry, before.files.find((f) => f.lang === entry.lang), entry.lang);
        assert.deepEqual(after.totals.byLang[entry.lang], before.totals.byLang[entry.lang]);
      }
      assert.deepEqual(['go.jsonl.gz', 'go.index.gz'].map((f) => readFileSync(path.join(out, f))), goFiles, 'kept files untouched');
      assert.equal(after.totals.records, before.totals.records + 1);
      assert.equal(after.totals.languages, before.totals.languages);
      assert.deepEqual(after.libraries.filter((l) => l.lang !== 'python'), before.libraries.filter((l) => l.lang !== 'python'));
      const python = gunzipSync(readFileSync(path.join(out, 'python.jsonl.gz'))).toString('utf8');
      assert.match(python, /"name":"os\.getcwd"/);
      assert.ok(logged.some((l) => /kept as shipped.*go/.test(l)), logged.join('\n'));
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(onlyPython, { recursive: true, force: true });
    }
  });
});

describe('kb prebuilt index', () => {
  it('the shipped fixture index equals an index rebuilt from its records (never stale)', async () => {
    const { buildLangIndex } = await import('../../../src/core/kb/inverted-index');
    const { deserializeIndex, serializeIndex } = await import('../../../src/core/kb/index-file');
    const fixture = path.join(__dirname, '..', '..', 'fixtures', 'kb');
    const manifest = JSON.parse(readFileSync(path.join(fixture, 'manifest.json'), 'utf8'));
    for (const entry of manifest.files) {
      const lines = gunzipSync(readFileSync(path.join(fixture, entry.file))).toString('utf8').trimEnd().split('\n');
      const shipped = gunzipSync(readFileSync(path.join(fixture, entry.index.file)));
      const rebuilt = serializeIndex(buildLangIndex(entry.lang, lines.map((l) => JSON.parse(l))));
      assert.ok(shipped.equals(rebuilt), `${entry.index.file} is stale: rebuild the fixture with assemble.ts`);
      const index = deserializeIndex(shipped, lines)!;
      assert.equal(index.records.size, lines.length);
      assert.equal(index.records.get(0).id, JSON.parse(lines[0]).id);
    }
  });

  it('round-trips every array through the file format', async () => {
    const { buildLangIndex } = await import('../../../src/core/kb/inverted-index');
    const { deserializeIndex, serializeIndex } = await import('../../../src/core/kb/index-file');
    const records = Array.from({ length: 300 }, (_, i) => ({
      id: `python:m.f${i}`, lang: 'python', lib: i % 3 ? 'm' : 'other', ver: '1', name: `${i % 3 ? 'm' : 'other'}.Thing${i % 7}.method_${i}`,
      kind: i % 2 ? 'method' : 'function', sig: `f${i}()`, doc: i % 5 ? `Does thing number ${i} with data.` : '', dep: i % 11 === 0,
    }));
    const built = buildLangIndex('python', records, { api: { 'python:m.f1': 3 }, libs: { m: 4 } });
    const lines = records.map((r) => JSON.stringify(r));
    const read = deserializeIndex(serializeIndex(built), lines)!;
    for (const key of ['postingStart', 'postingSplit', 'postingFields', 'docLength', 'libOf', 'parentOf', 'libSize', 'usage', 'kindOf', 'flags', 'depth', 'lastNameOf'] as const) {
      assert.deepEqual(Array.from(read[key]), Array.from(built[key]), key);
    }
    assert.deepEqual(Array.from(read.postings.values()), Array.from(built.postings.values()), 'postings');
    // Loading copies nothing: every section is a view into the file's buffer, the postings still packed.
    const file = serializeIndex(built);
    const loaded = deserializeIndex(file, lines)!;
    for (const key of ['postingStart', 'postingFields', 'usage', 'lastNameOf'] as const) assert.equal(loaded[key].buffer, file.buffer, key);
    assert.equal(loaded.postings.bytes.buffer, file.buffer, 'postings');
    assert.deepEqual([...read.terms], [...built.terms]);
    assert.deepEqual(read.libs, built.libs);
    assert.throws(() => deserializeIndex(serializeIndex(built), lines.slice(1)), /covers 300 records/);
  });
});
