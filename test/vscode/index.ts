// The extensionTestsPath entry: runs the mocha suites INSIDE the extension host and resolves or rejects
// with the result (which @vscode/test-electron, or the smoke-test driver's codeAutomationExit, reports).
// Which files run depends on the window's workspace folder: `window-a` / `window-b` run the two-window
// suite (the runner opens both), any other folder runs the single-window suites.
// Per-test results also go to $GC_INHOST_RESULTS_DIR/<folder>.json for the runner to print.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';

// mocha 12 is an ES module; its CommonJS build loads test files with require(), which the extension
// host intercepts for `vscode`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Mocha: typeof import('mocha') = require('mocha/lib/mocha.cjs');

interface TestResult {
  title: string;
  state: 'passed' | 'failed' | 'pending';
  ms: number;
  error?: string;
}

export function run(): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0]?.name ?? '';
  const twoWindows = folder.startsWith('window-');
  const files = fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.test.js'))
    .filter((f) => (f === 'two-windows.test.js') === twoWindows)
    .filter((f) => !process.env.GC_INHOST_FILTER || f.includes(process.env.GC_INHOST_FILTER))
    .sort();
  const mocha = new Mocha({ ui: 'bdd', timeout: 30_000, color: false, reporter: 'spec' });
  if (process.env.GC_INHOST_GREP) mocha.grep(process.env.GC_INHOST_GREP);
  for (const f of files) mocha.addFile(path.join(__dirname, f));

  const results: TestResult[] = [];
  const out = process.env.GC_INHOST_RESULTS_DIR;
  const save = () => {
    if (!out) return;
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `${folder || 'no-folder'}.json`), JSON.stringify({ folder, files, results }, null, 2));
  };
  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        save();
        if (failures > 0) reject(new Error(`${failures} in-host test(s) failed`));
        else resolve();
      });
      runner.on('pass', (t) => results.push({ title: t.fullTitle(), state: 'passed', ms: t.duration ?? 0 }));
      runner.on('fail', (t, err: Error) =>
        results.push({ title: t.fullTitle(), state: 'failed', ms: t.duration ?? 0, error: String(err?.stack ?? err).split('\n').slice(0, 6).join('\n') }),
      );
      runner.on('pending', (t) => results.push({ title: t.fullTitle(), state: 'pending', ms: 0 }));
      runner.on('test end', save);
    } catch (e) {
      save();
      reject(e);
    }
  });
}
