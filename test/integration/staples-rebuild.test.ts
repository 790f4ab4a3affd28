/**
 * The shipped everyday-API prior is what the pipeline makes: `npm run kb:staples` into a scratch copy of
 * the base's manifest gives kb/staples.json.gz byte for byte and the same manifest entry (it downloads
 * four pinned Debian packages, the eleven source packages of sources/usage/java-programs.txt and the
 * npm package of JavaScript's snippets, about 175 MB, into kb/.work/programs once).
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const root = path.join(__dirname, '..', '..');
const kb = path.join(root, 'kb');

describe('the shipped everyday-API prior is what the pipeline makes', function () {
  this.timeout(600000);

  it('kb:staples into a scratch base gives the shipped staples.json.gz and manifest entry', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'gc-staples-'));
    try {
      const manifest = JSON.parse(readFileSync(path.join(kb, 'manifest.json'), 'utf8'));
      copyFileSync(path.join(kb, 'manifest.json'), path.join(scratch, 'manifest.json'));
      // What the script reads besides the manifest: the C, Java, Go and Rust records (the programs' calls
      // are counted against them) and the JavaScript records (its built-ins).
      for (const file of ['c', 'java', 'javascript', 'go', 'rust'].map((lang) => manifest.files.find((f: { lang: string }) => f.lang === lang).file)) {
        symlinkSync(path.join(kb, file), path.join(scratch, file));
      }
      execFileSync('bash', [path.join(kb, 'pipeline', 'sources', 'programs', 'run.sh'), '--kb', scratch], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
      assert.ok(readFileSync(path.join(scratch, 'staples.json.gz')).equals(readFileSync(path.join(kb, 'staples.json.gz'))), 'staples.json.gz differs from the shipped one');
      assert.deepEqual(JSON.parse(readFileSync(path.join(scratch, 'manifest.json'), 'utf8')).staples, manifest.staples);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
