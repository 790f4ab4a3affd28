/** Spawns the built CLI (`dist/cli.js`) and reads its `listening on …` line. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { TEST_KEYS_DIR } from './user-keys';

export const REPO = path.resolve(__dirname, '..', '..');
export const CLI = path.join(REPO, 'dist', 'cli.js');
export const FIXTURE_KB = path.join(REPO, 'test', 'fixtures', 'kb');

export function assertBuilt(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
}

export interface Served {
  child: ChildProcess;
  port: number;
  url: string;
  stdout(): string;
  stderr(): string;
  exit: Promise<number | null>;
}

export function serve(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Served> {
  const child = spawn(process.execPath, [CLI, 'serve', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, GROUNDED_CODE_KEYS_DIR: TEST_KEYS_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line; stderr: ${err}`)), 15_000);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /^listening on (http:\/\/127\.0\.0\.1:(\d+))\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[2]), url: m[1] as string, stdout: () => out, stderr: () => err, exit });
      }
    });
    void exit.then((code) => reject(new Error(`serve exited ${code} before listening: ${err}`)));
  });
}

export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, GROUNDED_CODE_KEYS_DIR: TEST_KEYS_DIR, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
