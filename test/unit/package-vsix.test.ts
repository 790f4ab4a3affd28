import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
// @ts-expect-error: a plain ES module of the build (package-vsix.mjs), without type declarations
import { allowList, allowedFiles } from '../../package-vsix.mjs';

describe('packaging: the files .vscodeignore lets through, gathered for vsce', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gc-vsix-'));
    for (const file of ['package.json', 'README.md', 'kb/c.jsonl.gz', 'kb/c.index.gz', 'kb/go.jsonl.gz', 'kb/notes.txt', 'kb/.work/x.jsonl.gz', 'kb/.work/deep/y.jsonl.gz', 'media/a.css']) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, file), 'x');
    }
    // A folder whose name matches a file pattern is no file to ship.
    mkdirSync(path.join(root, 'kb', 'old.jsonl.gz'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads the allow-list: the `!` lines after `**`', () => {
    assert.deepEqual(allowList('# ship nothing but\n**\n!package.json\r\n  !kb/*.jsonl.gz \n!media/*.css\n'), ['package.json', 'kb/*.jsonl.gz', 'media/*.css']);
  });

  it('finds exact files and one folder\'s matches, never what lies below it (kb/.work) or is missing', () => {
    const files = allowedFiles(root, ['package.json', 'LICENSE', 'kb/*.jsonl.gz', 'media/*.css', 'media/*.png', 'docs/*.md']);
    assert.deepEqual(files, ['package.json', 'kb/c.jsonl.gz', 'kb/go.jsonl.gz', 'media/a.css']);
  });

  it('refuses a pattern it would read differently from vsce', () => {
    assert.throws(() => allowedFiles(root, ['kb/**']), /only exact files and a file pattern in one folder/);
    assert.throws(() => allowedFiles(root, ['*/x.js']), /only exact files/);
  });

  it('reads every line of the repository\'s own allow-list', () => {
    const repo = path.join(__dirname, '..', '..');
    const patterns = allowList(readFileSync(path.join(repo, '.vscodeignore'), 'utf8'));
    assert.ok(patterns.includes('dist/extension.js') && patterns.includes('kb/*.intents.gz'), patterns.join(', '));
    for (const pattern of patterns) assert.doesNotThrow(() => allowedFiles(repo, [pattern]), pattern);
  });
});
