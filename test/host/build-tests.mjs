// Bundles the in-host test files (test/vscode/*.ts) into dist/test/vscode/*.js, one file each,
// `vscode` and mocha left to the extension host's require.
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { REPO } from './paths.mjs';

export const INHOST_OUT = path.join(REPO, 'dist', 'test', 'vscode');

export async function buildInHostTests() {
  const src = path.join(REPO, 'test', 'vscode');
  const entryPoints = fs.readdirSync(src).filter((f) => /^(index|.*\.test)\.ts$/.test(f)).map((f) => path.join(src, f));
  fs.rmSync(INHOST_OUT, { recursive: true, force: true });
  await esbuild.build({
    entryPoints,
    outdir: INHOST_OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'inline',
    sourcesContent: false,
    external: ['vscode', 'mocha', 'mocha/*'],
    logLevel: 'warning',
  });
  return path.join(INHOST_OUT, 'index.js');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await buildInHostTests());
