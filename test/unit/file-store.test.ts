import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { FileStore } from '../../src/standalone/file-store';
import { stateDir } from '../../src/standalone/state-dir';
import { RecordingLog } from '../support/fakes';

const run = promisify(execFile);
const child = path.join(__dirname, '..', 'support', 'hammer-child.ts');

describe('file store', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(tmpdir(), 'gc-store-'));
    file = path.join(dir, 'state', 'quota.json');
  });
  afterEach(async () => {
    await fs.chmod(dir, 0o700).catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reads what it wrote, creating the folder, and leaves no temp or lock files', async () => {
    const store = new FileStore(file);
    assert.equal(await store.read('a'), undefined);
    assert.equal(await store.update<number>('a', (n) => (n ?? 0) + 1), 1);
    assert.equal(await store.update<number>('a', (n) => (n ?? 0) + 1), 2);
    assert.equal(await new FileStore(file).read('a'), 2);
    assert.deepEqual(JSON.parse(await fs.readFile(file, 'utf8')), { a: 2 });
    assert.deepEqual(await fs.readdir(path.dirname(file)), ['quota.json']);
  });

  it('loses no update when two processes hammer one file', async function () {
    this.timeout(60_000);
    const tsx = require.resolve('tsx/cli');
    await Promise.all([
      run(process.execPath, [tsx, child, file, '150']),
      run(process.execPath, [tsx, child, file, '150']),
    ]);
    assert.equal(await new FileStore(file).read('n'), 300);
    assert.deepEqual(await fs.readdir(path.dirname(file)), ['quota.json']);
  });

  it('recovers a lock left by a dead process', async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    // A pid that does not exist on this host.
    await fs.writeFile(`${file}.lock`, `999999:${require('node:os').hostname()}:dead`);
    const log = new RecordingLog();
    const store = new FileStore(file, { log, lockTimeoutMs: 2000 });
    assert.equal(await store.update<number>('a', () => 7), 7);
    assert.ok(log.lines.some((l) => l.includes('stale lock')));
    assert.equal(await new FileStore(file).read('a'), 7);
  });

  it('never lets two processes that both judge a lock stale both take it (no lost update)', async function () {
    this.timeout(120_000);
    // Twelve stores (each with its own queue, so they meet only at the lock file) find a dead
    // process's lock at once; all judge it stale. Before, the first removed it and took the lock, and
    // a later one then removed that fresh lock as the stale one and took it too: increments were lost
    // (4 to 8 of 480 here).
    let lost = 0;
    for (let round = 0; round < 40; round++) {
      const roundFile = path.join(dir, `round-${round}`, 'quota.json');
      await fs.mkdir(path.dirname(roundFile), { recursive: true });
      await fs.writeFile(`${roundFile}.lock`, `999999:${require('node:os').hostname()}:dead`);
      const stores = Array.from({ length: 12 }, () => new FileStore(roundFile, { lockTimeoutMs: 60_000 }));
      await Promise.all(stores.map((store) => store.update<number>('n', (n) => (n ?? 0) + 1)));
      lost += 12 - ((await new FileStore(roundFile).read<number>('n')) ?? 0);
      assert.deepEqual(await fs.readdir(path.dirname(roundFile)), ['quota.json'], 'no lock, breaker or temporary file left');
    }
    assert.equal(lost, 0, `${lost} increments lost`);
  });

  it('recovers an old lock even when its owner cannot be checked', async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(`${file}.lock`, `1:another-host:x`);
    const old = new Date(Date.now() - 60_000);
    await fs.utimes(`${file}.lock`, old, old);
    assert.equal(await new FileStore(file, { staleMs: 5000 }).update<number>('a', () => 1), 1);
  });

  it('waits for a live lock instead of breaking it', async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(`${file}.lock`, `${process.pid}:${require('node:os').hostname()}:live`);
    const store = new FileStore(file, { staleMs: 60_000 });
    let done = false;
    const pending = store.update<number>('a', () => 1).then((v) => {
      done = true;
      return v;
    });
    await new Promise((r) => setTimeout(r, 150));
    assert.equal(done, false);
    await fs.unlink(`${file}.lock`);
    assert.equal(await pending, 1);
  });

  it('moves a corrupt file aside, logs it, and counts afresh', async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, '{"quota:127.0.0.1": {"t": [1,2');
    const log = new RecordingLog();
    const store = new FileStore(file, { log });
    assert.equal(await store.read('quota:127.0.0.1'), undefined);
    assert.equal(await store.update<number>('x', () => 1), 1);
    assert.ok(log.lines.some((l) => l.startsWith('error:') && l.includes('corrupt')));
    const names = await fs.readdir(path.dirname(file));
    assert.ok(names.some((n) => n.startsWith('quota.json.corrupt-')));
    assert.deepEqual(JSON.parse(await fs.readFile(file, 'utf8')), { x: 1 });
  });

  it('keeps counting in memory (and says so) when the file cannot be written', async () => {
    // The folder is a regular file: no process (root included) can write under it.
    await fs.writeFile(path.dirname(file), 'not a folder');
    const log = new RecordingLog();
    const store = new FileStore(file, { log, lockTimeoutMs: 500 });
    assert.equal(await store.update<number>('a', (n) => (n ?? 0) + 1), 1);
    assert.equal(await store.update<number>('a', (n) => (n ?? 0) + 1), 2);
    assert.equal(await store.read('a'), 2);
    assert.equal(log.lines.filter((l) => l.startsWith('error:') && l.includes('cannot be written')).length, 1);
  });

  it('propagates an exception of the update function without writing', async () => {
    const store = new FileStore(file);
    await store.update('a', () => 1);
    await assert.rejects(store.update('a', () => {
      throw new Error('boom');
    }), /boom/);
    assert.equal(await store.read('a'), 1);
    assert.equal(await store.update<number>('a', (n) => (n ?? 0) + 1), 2, 'the queue keeps working');
  });
});

describe('state directory', () => {
  it('follows XDG on Linux, ignoring a relative XDG_STATE_HOME', () => {
    assert.equal(stateDir({ XDG_STATE_HOME: '/x/state' }, 'linux', '/home/u'), '/x/state/grounded-code');
    assert.equal(stateDir({ XDG_STATE_HOME: 'rel' }, 'linux', '/home/u'), '/home/u/.local/state/grounded-code');
    assert.equal(stateDir({}, 'linux', '/home/u'), '/home/u/.local/state/grounded-code');
  });
  it('uses the platform folders on macOS and Windows', () => {
    assert.equal(stateDir({}, 'darwin', '/Users/u'), '/Users/u/Library/Application Support/grounded-code');
    assert.equal(stateDir({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32', 'C:\\Users\\u'), 'C:\\Users\\u\\AppData\\Local\\grounded-code');
    assert.equal(stateDir({}, 'win32', 'C:\\Users\\u'), 'C:\\Users\\u\\AppData\\Local\\grounded-code');
  });
});
