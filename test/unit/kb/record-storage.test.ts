import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inflateFile } from '../../../src/core/kb/inflate-file';
import { readDataRecords } from '../../../src/core/kb/load';
import { BufferRecords } from '../../../src/core/kb/records';
import { LineCountError, SpilledRecords } from '../../../src/core/kb/spilled-records';

const record = (i: number) => ({ id: `python:m.f${i}`, lang: 'python', lib: 'm', ver: '1', name: `m.f${i}`, kind: 'function', sig: `f${i}(x) → «é»`, doc: `Doc ${i} ✓.` });
const text = (n: number) => Array.from({ length: n }, (_, i) => JSON.stringify(record(i))).join('\n') + '\n';

describe('record storage', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gc-records-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('spills records to a temporary file and reads each back by position, non-ASCII intact', async () => {
    const bytes = Buffer.from(text(500));
    // Fed in odd-sized chunks, so lines straddle chunk boundaries.
    const store = await SpilledRecords.spill(async (sink) => {
      for (let at = 0; at < bytes.length; at += 777) sink(bytes.subarray(at, at + 777));
    }, 500);
    assert.equal(store.size, 500);
    for (const i of [0, 1, 250, 499]) assert.deepEqual(store.get(i), record(i));
    assert.throws(() => store.get(500), RangeError);
    store.close();
    assert.throws(() => store.get(100), /closed/);
  });

  it('counts a last line without its newline, and refuses a count other than the stated one', async () => {
    const bytes = Buffer.from(text(3).trimEnd());
    const store = await SpilledRecords.spill(async (sink) => sink(bytes), 3);
    assert.deepEqual(store.get(2), record(2));
    store.close();
    await assert.rejects(SpilledRecords.spill(async (sink) => sink(bytes), 4), (e: unknown) => e instanceof LineCountError && e.lines === 3);
    await assert.rejects(SpilledRecords.spill(async (sink) => sink(bytes), 2), LineCountError);
  });

  it('keeps records as one buffer with line offsets when in memory', () => {
    const store = BufferRecords.of(Buffer.from(text(20)));
    assert.equal(store.size, 20);
    assert.deepEqual(store.get(19), record(19));
    assert.equal(store.lines().length, 20);
  });

  it('reads a data file the manifest lists: checksum first, then gzip, then the record count', async () => {
    const gz = gzipSync(text(10));
    writeFileSync(path.join(dir, 'python.jsonl.gz'), gz);
    const entry = { file: 'python.jsonl.gz', lang: 'python', sha256: createHash('sha256').update(gz).digest('hex'), records: 10 };
    const store = await readDataRecords(dir, entry);
    assert.deepEqual(store.get(7), record(7));
    await assert.rejects(readDataRecords(dir, { ...entry, records: 11 }), /has 10 records, its manifest says 11/);
    await assert.rejects(readDataRecords(dir, { ...entry, sha256: '0'.repeat(64) }), /does not match its manifest checksum/);
    const garbage = Buffer.alloc(4096, 0x5a);
    writeFileSync(path.join(dir, 'python.jsonl.gz'), garbage);
    await assert.rejects(readDataRecords(dir, { ...entry, sha256: createHash('sha256').update(garbage).digest('hex') }), /is not valid gzip/);
  });

  it('streams a file through its checksum and gunzip together, checksumming all of a damaged file', async () => {
    const gz = gzipSync(Buffer.alloc(3 << 20, 0x61));
    const file = path.join(dir, 'a.gz');
    writeFileSync(file, gz);
    let total = 0;
    const good = await inflateFile(file, (chunk) => (total += chunk.length));
    assert.equal(total, 3 << 20);
    assert.equal(good.sha256, createHash('sha256').update(gz).digest('hex'));
    assert.equal(good.gzipError, undefined);
    const cut = gz.subarray(0, gz.length >> 1);
    writeFileSync(file, cut);
    const damaged = await inflateFile(file, () => {});
    assert.equal(damaged.sha256, createHash('sha256').update(cut).digest('hex'));
    assert.ok(damaged.gzipError);
  });
});
