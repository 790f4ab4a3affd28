import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import * as readline from 'node:readline';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

const SCRATCH = path.resolve(__dirname, '../support/scratch.ts');

/** Runs `body` in a fresh Node (tsx) that required scratchDir; returns the directories it printed and its status. */
function childMaking(body: string): { dirs: string[]; lines: string[]; status: number | null; stderr: string } {
  const script = `const { scratchDir } = require(${JSON.stringify(SCRATCH)});\nconst { existsSync, writeFileSync } = require('node:fs');\n${body}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
  const lines = run.stdout.split('\n').filter(Boolean);
  const dirs = lines.filter((line) => path.isAbsolute(line));
  return { dirs, lines, status: run.status, stderr: run.stderr };
}

describe('test scratch directories', function () {
  this.timeout(60_000);

  it('are removed, with what they hold, when the process exits normally', () => {
    const { dirs, status } = childMaking(`
      const a = scratchDir('gc-scratch-test-'); writeFileSync(a + '/file', 'x');
      const b = scratchDir('gc-scratch-test-');
      console.log(a); console.log(b);`);
    assert.equal(status, 0);
    assert.equal(dirs.length, 2);
    assert.notEqual(dirs[0], dirs[1]);
    for (const dir of dirs) assert.equal(existsSync(dir), false, `${dir} left behind`);
  });

  it('are removed when a test process dies of an uncaught error', () => {
    const { dirs, status } = childMaking(`
      const a = scratchDir('gc-scratch-test-'); console.log(a);
      setTimeout(() => { throw new Error('a failing test'); }, 0);`);
    assert.notEqual(status, 0);
    assert.equal(dirs.length, 1);
    assert.equal(existsSync(dirs[0]), false, `${dirs[0]} left behind`);
  });

  it('are removed when a signal stops the test process, which still dies of that signal', async () => {
    for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
      const script = `const { scratchDir } = require(${JSON.stringify(SCRATCH)});\nconsole.log(scratchDir('gc-scratch-test-'));\nsetInterval(() => {}, 1000);`;
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = once(child, 'exit');
      // Wait until the child has made its directory (it prints it), however long a busy machine takes to start it.
      const [dir] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [string];
      assert.equal(existsSync(dir), true, `${dir} made`);
      child.kill(signal);
      const [code, killedBy] = await exited;
      assert.equal(code, null, `${signal}: exit code ${code}`);
      assert.equal(killedBy, signal);
      assert.equal(existsSync(dir), false, `${signal}: ${dir} left behind`);
    }
  });

  it('are there, and writable, while the process runs', () => {
    const { dirs, lines, status, stderr } = childMaking(`
      const a = scratchDir('gc-scratch-test-'); writeFileSync(a + '/file', 'x');
      console.log(a); console.log('exists:' + existsSync(a + '/file'));`);
    assert.equal(status, 0, stderr);
    assert.deepEqual(lines.slice(1), ['exists:true']);
    assert.equal(existsSync(dirs[0]), false);
  });
});
