import { strict as assert } from 'node:assert';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { KnowledgeBaseError, RetrievalError, WORKER_OLD_GENERATION_MB, openKnowledgeBase } from '../../src/core/kb/index';
import type { KnowledgeBase } from '../../src/core/kb/types';

const fixture = path.join(__dirname, '..', 'fixtures', 'kb');

describe('knowledge base in its worker thread', () => {
  const opened: KnowledgeBase[] = [];
  const open = (dir: string) => {
    const kb = openKnowledgeBase({ dir, retryAfterMs: 0 });
    opened.push(kb);
    return kb;
  };
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'gc-kb-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((kb) => kb.dispose()));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('loads in the background and answers queries', async () => {
    const kb = open(fixture);
    assert.equal(kb.state(), 'loading');
    assert.equal(await kb.whenReady(10000), true);
    assert.deepEqual(kb.languages(), ['c', 'go', 'java', 'javascript', 'python', 'rust']);
    const result = await kb.retrieve({ question: 'How do I read a CSV file into a DataFrame?', lang: 'python' });
    assert.equal(result.apis[0].name, 'pandas.read_csv');
    assert.equal(result.context.split('\n').length, result.apis.length);
  });

  it("caps the worker's heap, and reports it with the worker's memory", async () => {
    const kb = open(fixture);
    assert.equal(await kb.whenReady(10000), true);
    await kb.retrieve({ question: 'read a CSV file', lang: 'python' });
    const memory = await kb.memoryUsage!();
    assert.equal(memory.workers.length, 1);
    const [worker] = memory.workers;
    assert.deepEqual(worker.languages, ['python']);
    // V8's limit is the old generation's cap plus the young generation's spaces: far under the
    // gigabytes a thread without limits may take, and above the old generation's cap.
    const mb = worker.heapLimit / 1048576;
    assert.ok(mb >= WORKER_OLD_GENERATION_MB && mb <= WORKER_OLD_GENERATION_MB + 64, `heap limit ${mb.toFixed(0)} MB`);
    assert.ok(worker.heapUsed > 0 && worker.heapUsed < worker.heapLimit);
  });

  it('fails clearly when the folder is missing, and recovers once it exists, without a restart', async () => {
    const dir = path.join(scratch, 'kb');
    const kb = open(dir);
    assert.equal(await kb.whenReady(10000), false);
    assert.equal(kb.state(), 'failed');
    assert.match(kb.failure()!, /manifest cannot be read/);
    await assert.rejects(kb.retrieve({ question: 'x' }), /manifest cannot be read/);
    cpSync(fixture, dir, { recursive: true });
    assert.equal(await kb.whenReady(10000), true);
    assert.equal(kb.state(), 'ready');
  });

  it('refuses a truncated data file (checksum) and a manifest that is not JSON', async () => {
    cpSync(fixture, scratch, { recursive: true });
    const file = path.join(scratch, 'python.jsonl.gz');
    const good = readFileSync(file);
    writeFileSync(file, good.subarray(0, good.length >> 1));
    const kb = open(scratch);
    assert.equal(await kb.whenReady(10000), false);
    assert.match(kb.failure()!, /python\.jsonl\.gz does not match its manifest checksum/);
    writeFileSync(file, good);
    writeFileSync(path.join(scratch, 'manifest.json'), '{"files": [');
    assert.equal(await kb.whenReady(10000), false);
    assert.match(kb.failure()!, /not valid JSON/);
    cpSync(path.join(fixture, 'manifest.json'), path.join(scratch, 'manifest.json'));
    assert.equal(await kb.whenReady(10000), true);
  });

  it('answers whenReady(0) without waiting while loading', async () => {
    const kb = open(fixture);
    assert.equal(await kb.whenReady(0), false);
    assert.equal(await kb.whenReady(10000), true);
  });
});

describe('knowledge base: a worker that overruns a query', () => {
  it('is replaced: the query fails as a RetrievalError, the ones queued behind it are answered, the base stays ready', async function () {
    this.timeout(60_000);
    const kb = openKnowledgeBase({ dir: fixture, workers: 1, overrunMs: 300, workerPath: path.join(__dirname, '..', 'support', 'hanging-worker.js') });
    try {
      assert.equal(await kb.whenReady(10000), true);
      const stuck = kb.retrieve({ question: 'HANG please', lang: 'python' });
      const behind = kb.retrieve({ question: 'read a file', lang: 'python' });
      await assert.rejects(stuck, (e: unknown) => e instanceof RetrievalError && e.lang === 'python' && !(e instanceof KnowledgeBaseError));
      assert.equal((await behind).context, 'answered read a file');
      assert.equal(kb.state(), 'ready');
      assert.equal((await kb.retrieve({ question: 'sort a list', lang: 'go' })).context, 'answered sort a list');
    } finally {
      await kb.dispose();
    }
  });
});
