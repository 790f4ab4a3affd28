/**
 * The shipped base is what the pipeline makes: C is rebuilt from its pinned Debian packages (a few seconds once
 * they are downloaded into kb/.work/c) and must equal the shipped c.jsonl.gz, its index and its manifest entries
 * byte for byte. The other languages take tens of minutes: `npm run kb:verify -- --only <source>` (README).
 */
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runSource, verifyStaged } from '../../kb/pipeline/verify';

// Staged into a scratch folder, not kb/.staging: a developer's later `kb:build -- --assemble` would
// otherwise re-assemble C from the test's file without being asked (and without C's intent model).
const stagingDir = mkdtempSync(path.join(tmpdir(), 'gc-c-staging-'));
const staged = path.join(stagingDir, 'c.jsonl');

describe('the shipped base is what the pipeline makes', function () {
  this.timeout(300000);

  before(() => runSource('c', stagingDir));
  after(() => rmSync(stagingDir, { recursive: true, force: true }));

  it('rebuilding C from its pinned sources gives the shipped files', async () => {
    const result = await verifyStaged('c', undefined, stagingDir);
    assert.deepEqual(result.differences, []);
    // The index and intent model come from the usage source (code-intents.sh + kb:refresh), which a
    // test run does not re-mine: without its staging files the check says it left them out.
    for (const s of result.skipped) assert.match(s, /^(index|intent model) \(.*stage .* with sources\/usage first\)$/);
  });

  it('reports a rebuild that differs, naming the records', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'gc-verify-'));
    try {
      const lines = readFileSync(staged, 'utf8').split('\n');
      const i = lines.findIndex((l) => l.includes('"name": "fopen"'));
      assert.ok(i > 0, 'fopen is staged');
      lines.splice(i, 1);
      writeFileSync(path.join(scratch, 'c.jsonl'), lines.join('\n'));
      const result = await verifyStaged('c', undefined, scratch);
      assert.ok(result.differences.some((d) => d.startsWith('data file c.jsonl.gz')), result.differences.join('\n'));
      assert.ok(result.differences.some((d) => d.includes('only shipped (1): c:fopen')), result.differences.join('\n'));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
