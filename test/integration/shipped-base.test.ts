/**
 * The knowledge base as shipped in kb/: recounted from its data files and checked against the manifest,
 * every record against the schema, no duplicate ids, every licence on the allow-list, the size limits,
 * its prebuilt indexes rebuilt and compared, and every library the dev evaluation set uses present.
 */
import { DEV_SET, evalDataMissing } from '../../bench/eval-data';
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { KINDS } from '../../kb/pipeline/assemble';
import { findEvalDir, goldShares } from '../../kb/pipeline/gold-share';
import { isAllowedLicence } from '../../kb/pipeline/licences';
import { staleBorrowedModels } from '../../kb/pipeline/mirrors';
import { EVERYDAY_TASKS } from '../../src/core/kb/everyday-tasks';
import { INDEX_FORMAT, serializeIndex } from '../../src/core/kb/index-file';
import { buildLangIndex } from '../../src/core/kb/inverted-index';
import type { ApiRecord } from '../../src/core/kb/types';
import { deserializeIntents, INTENTS_FORMAT } from '../../src/core/kb/intents';

const kbDir = path.join(__dirname, '..', '..', 'kb');
const devSet = DEV_SET;
/** Why the dev-set check cannot run in this clone (undefined when it can). */
const devSetMissing = evalDataMissing(devSet);

interface ManifestEntry {
  file: string;
  lang: string;
  sha256: string;
  records: number;
  index: { file: string; format: string; sha256: string };
  intents?: { file: string; format: string; sha256: string; examples: number };
}

describe('the shipped knowledge base (kb/)', function () {
  this.timeout(120000);
  const manifest = JSON.parse(readFileSync(path.join(kbDir, 'manifest.json'), 'utf8'));
  const records: Record<string, unknown>[] = [];

  before(() => {
    for (const entry of manifest.files as ManifestEntry[]) {
      const data = readFileSync(path.join(kbDir, entry.file));
      assert.equal(createHash('sha256').update(data).digest('hex'), entry.sha256, `${entry.file} checksum`);
      const lines = gunzipSync(data).toString('utf8').trimEnd().split('\n');
      assert.equal(lines.length, entry.records, `${entry.file} record count`);
      for (const line of lines) records.push(JSON.parse(line));
    }
  });

  it('matches its manifest: per-file counts and hashes, totals, per-library counts', () => {
    assert.equal(records.length, manifest.totals.records);
    const perLib = new Map<string, number>();
    for (const r of records) perLib.set(`${r.lang}:${r.lib}`, (perLib.get(`${r.lang}:${r.lib}`) ?? 0) + 1);
    assert.equal(perLib.size, manifest.libraries.length);
    for (const lib of manifest.libraries) assert.equal(perLib.get(`${lib.lang}:${lib.lib}`), lib.count, `${lib.lang}:${lib.lib}`);
    assert.equal(manifest.totals.libraries, manifest.libraries.length);
  });

  it('has records of the schema: fields, kinds, one-line signatures, short docs, id = lang:name', () => {
    const allowed = new Set(['id', 'lang', 'lib', 'ver', 'name', 'kind', 'sig', 'doc', 'ov', 'dep']);
    for (const r of records) {
      for (const key of Object.keys(r)) assert.ok(allowed.has(key), `unexpected field ${key} in ${r.id}`);
      for (const key of ['id', 'lang', 'lib', 'ver', 'name', 'kind', 'sig', 'doc']) assert.equal(typeof r[key], 'string', `${key} of ${r.id}`);
      assert.equal(r.id, `${r.lang}:${r.name}`);
      assert.ok(KINDS.has(r.kind as string), `kind ${r.kind} of ${r.id}`);
      assert.ok((r.sig as string).length > 0 && (r.sig as string).length <= 400 && !/\n/.test(r.sig as string), `sig of ${r.id}`);
      assert.ok((r.doc as string).length <= 200 && !/\n/.test(r.doc as string), `doc of ${r.id}`);
      if (r.ov !== undefined) assert.ok(Number.isInteger(r.ov) && (r.ov as number) > 1, `ov of ${r.id}`);
      if (r.dep !== undefined) assert.equal(r.dep, true, `dep of ${r.id}`);
    }
  });

  it('has no duplicate ids', () => {
    const ids = new Set<string>();
    for (const r of records) {
      assert.ok(!ids.has(r.id as string), `duplicate ${r.id}`);
      ids.add(r.id as string);
    }
  });

  it('records a version, a source and an allowed licence for every library, and ships the notices', () => {
    for (const lib of manifest.libraries) {
      assert.ok(lib.version && lib.source, `${lib.lang}:${lib.lib} version/source`);
      assert.ok(isAllowedLicence(lib.licence), `${lib.lang}:${lib.lib} licence ${lib.licence}`);
    }
    const notices = readFileSync(path.join(kbDir, 'NOTICES.md'), 'utf8');
    for (const lib of manifest.libraries.slice(0, 50)) assert.ok(notices.includes(`- ${lib.lib} (${lib.lang}) ${lib.version}`), lib.lib);
    // Every language's intent model is described with what it was counted over, borrowed weights included.
    assert.ok((manifest.files as ManifestEntry[]).filter((f) => f.intents).length > 1, 'intent models of several languages');
    assert.match(notices, /`kb\/<language>\.intents\.gz` holds/);
    assert.match(notices, /code-intents\.sh/);
    assert.match(notices, /mirror by name \(`kb\/pipeline\/mirrors\.ts`/);
  });

  it('is large and documented enough: ≥200,000 signatures, ≥1,000 libraries, ≥6 languages, ≥70% with a doc line', () => {
    assert.ok(records.length >= 200000, `${records.length} records`);
    assert.ok(manifest.libraries.length >= 1000, `${manifest.libraries.length} libraries`);
    assert.ok(new Set(records.map((r) => r.lang)).size >= 6, 'languages');
    const withDoc = records.filter((r) => r.doc).length;
    assert.ok(withDoc / records.length >= 0.7, `doc coverage ${(withDoc / records.length).toFixed(3)}`);
  });

  // The base's share of the VSIX's 40 MB (38 MiB): records, indexes, the usage table, and six intent
  // models (each language's within 1.5 MB, Python's 3.8 MB); 34.6 MiB since the JavaScript base grew to
  // 1,085 libraries (npm's 500 most-downloaded typed packages) and Rust's to 56,197 records; 36.9 since Java's
  // most-imported libraries (Jackson, Guava, OkHttp, …). The rest of the VSIX (the bundles, the notices, the
  // publisher list) packs to 0.9 MiB (measured 2026-11-28: VSIX 37.79 MiB with a 36.9 MiB base), so 37 MiB here
  // leaves it 1 MiB; the in-host run checks the VSIX itself (test/host/run.mjs).
  it('ships at most 37 MiB compressed, with a current prebuilt index for every data file', () => {
    let bytes = 0;
    for (const entry of manifest.files as ManifestEntry[]) {
      bytes += statSync(path.join(kbDir, entry.file)).size;
      const index = readFileSync(path.join(kbDir, entry.index.file));
      bytes += index.length;
      assert.equal(createHash('sha256').update(index).digest('hex'), entry.index.sha256, entry.index.file);
      assert.equal(entry.index.format, INDEX_FORMAT, `${entry.index.file} was built by another index format: re-assemble`);
    }
    if (manifest.usage) bytes += statSync(path.join(kbDir, manifest.usage.file)).size;
    for (const entry of manifest.files as ManifestEntry[]) if (entry.intents) bytes += statSync(path.join(kbDir, entry.intents.file)).size;
    assert.ok(bytes <= 37 * 1024 * 1024, `${(bytes / 1048576).toFixed(2)} MiB`);
  });

  it('ships the prebuilt indexes the index builder makes of these records and usage counts (none left behind by a change to either)', function () {
    // A change to the builder that keeps the index's format, or a usage table refreshed without the indexes,
    // would leave the hosts searching another index than the code describes. ~30 s for the six languages.
    this.timeout(300000);
    const usage = manifest.usage ? JSON.parse(gunzipSync(readFileSync(path.join(kbDir, manifest.usage.file))).toString('utf8')) : {};
    for (const entry of manifest.files as ManifestEntry[]) {
      const own = records.filter((r) => r.lang === entry.lang) as unknown as ApiRecord[];
      const rebuilt = serializeIndex(buildLangIndex(entry.lang, own, usage[entry.lang]));
      const shipped = gunzipSync(readFileSync(path.join(kbDir, entry.index.file)));
      assert.ok(rebuilt.equals(shipped), `${entry.index.file} is not what buildLangIndex makes of ${entry.file} and the usage table: npm run kb:refresh`);
    }
  });

  it('ships models that borrow from Python\'s (mirrors.ts) trained against the Python model it ships', () => {
    assert.deepEqual(staleBorrowedModels(manifest.files), []);
    assert.ok(manifest.files.some((f: { intents?: { borrowedFrom?: string } }) => f.intents?.borrowedFrom), 'the check has something to check');
  });

  it('ships a current intent model for Python, trained on mined examples, keyed to its data file', () => {
    const python = (manifest.files as ManifestEntry[]).find((e) => e.lang === 'python')!;
    assert.ok(python.intents, 'python has no intent model: run the usage source, then re-assemble');
    const data = readFileSync(path.join(kbDir, python.intents.file));
    assert.equal(createHash('sha256').update(data).digest('hex'), python.intents.sha256, python.intents.file);
    assert.equal(python.intents.format, INTENTS_FORMAT, `${python.intents.file} was built by another format: re-assemble`);
    // Throws if it was trained against another data file or refers to records beyond it.
    const model = deserializeIntents(gunzipSync(data), python.sha256, python.records)!;
    assert.ok(model.examples >= 100000, `${model.examples} examples`);
    assert.ok(model.terms.size >= 5000, `${model.terms.size} words`);
    // Words of purpose reach the APIs that do it, though neither name nor doc line says those words.
    const names = records.filter((r) => r.lang === 'python').map((r) => r.name as string);
    const associated = (term: string) => {
      const id = model.terms.get(term);
      return id === undefined ? [] : Array.from(model.records.subarray(model.start[id], model.start[id + 1])).map((r) => names[r]);
    };
    assert.ok(associated('unzip').includes('zipfile.ZipFile.extractall'), associated('unzip').slice(0, 10).join(' '));
    assert.ok(associated('checksum').some((n) => n.startsWith('hashlib.')), associated('checksum').slice(0, 10).join(' '));
    // The neighbour route weighs its examples by kind: a model without kinds would silently weigh all alike.
    const neighbours = model.neighbours!;
    assert.ok(neighbours, 'no neighbour examples');
    assert.ok(neighbours.kinds && neighbours.kindNames, 'the neighbour examples have no kinds: re-run kb:refresh');
    const perKind = new Map<string, number>();
    for (const k of neighbours.kinds) perKind.set(neighbours.kindNames[k], (perKind.get(neighbours.kindNames[k]) ?? 0) + 1);
    for (const kind of ['doc', 'cmt', 'prose', 'dex']) assert.ok((perKind.get(kind) ?? 0) >= 1000, `${kind}: ${perKind.get(kind) ?? 0} examples`);
    assert.ok(!perKind.has('name'), 'bare function names are not neighbour examples');
  });

  it('holds the eval sets\' gold APIs (dev.jsonl for Python, dev-multi.jsonl for the others) at least as well as measured', function () {
    const evalDir = findEvalDir(path.join(kbDir, '..'));
    if (!evalDir || !existsSync(path.join(evalDir, 'dev-multi.jsonl'))) this.skip();
    // Floors at the shares measured when the base was last rebuilt (npm run kb:stats); the target is 0.95 everywhere.
    const floors: Record<string, number> = { python: 0.98, c: 0.95, javascript: 0.95, go: 0.92, java: 0.98, rust: 0.92 };
    const namesByLang = new Map<string, string[]>();
    for (const r of records) {
      let list = namesByLang.get(r.lang as string);
      if (!list) namesByLang.set(r.lang as string, (list = []));
      list.push(r.name as string);
    }
    const shares = [
      ...goldShares(path.join(evalDir, 'dev.jsonl'), namesByLang).filter((s) => s.lang === 'python'),
      ...goldShares(path.join(evalDir, 'dev-multi.jsonl'), namesByLang),
    ];
    assert.equal(shares.length, 6);
    for (const s of shares) {
      const share = s.found / s.total;
      assert.ok(share >= floors[s.lang], `${s.lang}: ${s.found}/${s.total} = ${share.toFixed(3)}; missing ${s.missing.slice(0, 8).map(([n]) => n).join(' ')}`);
    }
  });

  (devSetMissing ? it.skip : it)(`has every library the dev evaluation set uses${devSetMissing ? ` (skipped: ${devSetMissing})` : ''}`, function () {
    const libs = new Set(records.filter((r) => r.lang === 'python').map((r) => r.lib));
    const needed = new Set<string>();
    for (const line of readFileSync(devSet, 'utf8').split('\n')) if (line.trim()) for (const lib of JSON.parse(line).libs) needed.add(lib);
    // Not packaged by Debian or npm, the only sources the pipeline may use (see the closing note).
    const unavailable = new Set(['wordninja']);
    const missing = [...needed].filter((lib) => !libs.has(lib) && !unavailable.has(lib));
    assert.deepEqual(missing, []);
  });

  it('gives the standard library\'s everyday objects real signatures (random, hashlib, csv, Counter)', () => {
    const byName = new Map(records.filter((r) => r.lang === 'python').map((r) => [String(r.name), { kind: String(r.kind), sig: String(r.sig) }]));
    for (const name of ['random.seed', 'random.randint', 'random.choice', 'random.shuffle']) {
      assert.equal(byName.get(name)?.kind, 'function', name);
      assert.doesNotMatch(byName.get(name)!.sig, /_inst/, name);
    }
    assert.match(byName.get('random.randint')!.sig, /^randint\(a: int, b: int\)/);
    for (const name of ['hashlib.hash.hexdigest', 'hashlib.hash.digest', 'csv.csvwriter.writerow', 'csv.csvwriter.writerows', 'collections.Counter.items', 'collections.defaultdict.items']) {
      assert.equal(byName.get(name)?.kind, 'method', name);
    }
  });

  it("holds JavaScript's namespaces (Reflect, Intl), validator's isEmail, kafkajs' Producer.send, mongoose.connect, axios.get and Java's Object methods, which the extractors once read as nothing", () => {
    const kinds = new Map(records.filter((r) => r.lang === 'javascript' || r.lang === 'java').map((r) => [String(r.id), String(r.kind)]));
    for (const name of ['Reflect.apply', 'Reflect.get', 'WebAssembly.instantiate']) assert.equal(kinds.get(`javascript:${name}`), 'function', name);
    for (const name of ['Intl.NumberFormat', 'Intl.DateTimeFormat']) assert.equal(kinds.get(`javascript:${name}`), 'class', name);
    assert.equal(kinds.get('javascript:Intl.NumberFormat.format'), 'method');
    for (const name of ['equals', 'hashCode', 'toString']) assert.equal(kinds.get(`java:java.lang.Object.${name}`), 'method', name);
    // Still listed once, on Object: not on every class that re-declares it.
    assert.equal(kinds.has('java:java.lang.String.equals'), false);
    // A value typed by a function of the package's other file (@types/validator), and the methods of an object type
    // alias joined to an unexported one (kafkajs' Producer = Sender & { … }).
    for (const name of ['validator.isEmail', 'validator.isURL']) assert.equal(kinds.get(`javascript:${name}`), 'function', name);
    for (const name of ['kafkajs.Producer.send', 'kafkajs.Producer.connect', 'kafkajs.Consumer.subscribe']) assert.equal(kinds.get(`javascript:${name}`), 'method', name);
    // mongoose's module block in the files its entry references (`/// <reference path="./connection.d.ts" />`).
    assert.equal(kinds.get('javascript:mongoose.connect'), 'function');
    for (const name of ['mongoose.Model.find', 'mongoose.Model.findOne']) assert.equal(kinds.get(`javascript:${name}`), 'method', name);
    // A module exported under a name (zod's `z`), and a value typed by an unexported function of its file (glob).
    assert.equal(kinds.get('javascript:zod.z'), 'namespace');
    assert.equal(kinds.get('javascript:glob.glob'), 'function');
    // An API object has the members of what its type extends: axios' default instance (AxiosStatic → AxiosInstance →
    // the class Axios), passport's (PassportStatic → Authenticator), chai's `assert` (AssertStatic → Assert).
    for (const name of ['axios.get', 'axios.post', 'passport.authenticate', 'chai.assert.equal']) assert.equal(kinds.get(`javascript:${name}`), 'method', name);
    // An empty interface standing for another package's (@types/express: `interface Application extends core.Application {}`).
    for (const name of ['express.Application.listen', 'express.Response.status']) assert.equal(kinds.get(`javascript:${name}`), 'method', name);
    for (const name of ['express.Application.get', 'express.Response.json', 'express.Request.params']) assert.ok(kinds.has(`javascript:${name}`), name);
  });

  it("names NumPy's linear algebra and FFT where code imports them, not after the deprecated numpy.dual", () => {
    const ids = new Set(records.filter((r) => r.lang === 'python').map((r) => String(r.id)));
    for (const name of ['numpy.linalg.det', 'numpy.linalg.inv', 'numpy.linalg.norm', 'numpy.linalg.solve', 'numpy.linalg.eig', 'numpy.linalg.svd', 'numpy.fft.fft']) {
      assert.ok(ids.has(`python:${name}`), name);
    }
    // numpy.dual keeps what it defines itself (`register_func`), not the functions it re-exports.
    for (const name of ['det', 'inv', 'norm', 'fft']) assert.equal(ids.has(`python:numpy.dual.${name}`), false, name);
  });

  it('holds every call the everyday-task table names, in each language it names it for (a renamed record would drop out silently)', () => {
    const ids = new Set(records.map((r) => String(r.id)));
    const missing = EVERYDAY_TASKS.flatMap(({ task, calls }) => Object.entries(calls).flatMap(([lang, names]) => names.filter((name) => !ids.has(`${lang}:${name}`)).map((name) => `${task}: ${lang}:${name}`)));
    assert.deepEqual(missing, []);
  });
});
