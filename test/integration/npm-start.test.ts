// `npm start` is the README's way to run the service: stopping it by the npm process's id (what a
// process manager, a terminal's kill or CI does) must stop the server it started, not leave
// `node dist/cli.js serve` holding the port. The script `exec`s the server so npm's forwarded signal
// reaches it.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import * as net from 'node:net';
import { FIXTURE_KB, REPO } from '../support/cli';
import { call } from '../support/http';
import { scratchDir } from '../support/scratch';
import { TEST_KEYS_DIR } from '../support/user-keys';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const refused = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

async function until(what: string, ms: number, check: () => boolean | Promise<boolean>): Promise<void> {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start', function () {
  // npm start builds first: generous bounds for a busy machine; the test waits for events, not a speed.
  this.timeout(180_000);

  it('stops the server when the npm process is stopped (SIGTERM to npm\'s pid)', async () => {
    const dataDir = scratchDir('gc-npm-start-');
    const npm = spawn('npm', ['start', '--silent', '--', '--port', '0', '--data-dir', dataDir, '--kb', FIXTURE_KB], {
      cwd: REPO,
      env: { ...process.env, GROUNDED_CODE_KEYS_DIR: TEST_KEYS_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    npm.stdout.on('data', (c: Buffer) => (out += c.toString()));
    npm.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const npmExit = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
    let serverPid: number | undefined;
    try {
      await until(`npm start printing its listening line (stderr: ${err.slice(-500)})`, 150_000, () => /listening on http:\/\/127\.0\.0\.1:\d+/.test(out));
      const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)![1]);
      const health = await call(port, { method: 'GET', path: '/api/health' });
      assert.equal(health.status, 200);
      serverPid = health.json.pid as number;
      assert.ok(Number.isInteger(serverPid) && serverPid !== npm.pid, `the server's pid ${serverPid}`);

      npm.kill('SIGTERM');
      await until('npm exiting', 30_000, () => npm.exitCode !== null || npm.signalCode !== null);
      await until(`the server (pid ${serverPid}) exiting after npm was stopped`, 30_000, () => !alive(serverPid!));
      assert.ok(await refused(port), `port ${port} still accepts connections`);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      await npmExit;
      // Never leave a server behind, even when the test failed.
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  });
});
