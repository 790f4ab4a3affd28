import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

const SRC = path.join(__dirname, '..', '..', '..', 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const importsVscode = (file: string) => /(?:from\s+|require\(\s*|import\(\s*)['"]vscode['"]/.test(readFileSync(file, 'utf8'));

/** Files of src/vscode/ kept free of `vscode` so they can be unit-tested under plain Node. */
const PURE_IN_VSCODE_DIR = ['backend.ts', 'global-state-store.ts', 'imports.ts', 'loopback-backend.ts', 'loopback-health.ts', 'loopback-sse.ts', 'model-state.ts', 'redact.ts', 'server-ownership.ts', 'text.ts'];

describe('layering', () => {
  it('only src/extension.ts and src/vscode/ import vscode', () => {
    const offenders = walk(SRC)
      .filter((f) => f !== path.join(SRC, 'extension.ts') && !f.startsWith(path.join(SRC, 'vscode') + path.sep))
      .filter(importsVscode)
      .map((f) => path.relative(SRC, f));
    assert.deepEqual(offenders, []);
  });

  it('the pure helpers of src/vscode/ do not import vscode', () => {
    const offenders = PURE_IN_VSCODE_DIR.map((f) => path.join(SRC, 'vscode', f)).filter(importsVscode);
    assert.deepEqual(offenders, []);
  });

  it('the webview page imports nothing of the host', () => {
    for (const f of walk(path.join(SRC, 'webview'))) {
      const text = readFileSync(f, 'utf8');
      assert.ok(!/from\s+['"]\.\.\/(vscode|core|server)\//.test(text), path.relative(SRC, f));
      assert.ok(!/from\s+['"]node:/.test(text), path.relative(SRC, f));
    }
  });
});
