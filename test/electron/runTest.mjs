// `npm run test:electron`: the same in-host suites (test/vscode) through @vscode/test-electron, for
// machines that can download VS Code (this project's build machine cannot: use `npm run test:vscode`).
// Runs the single-window suites in a desktop VS Code (Linux needs a display, e.g. `xvfb-run -a`).
//   env: VSCODE_VERSION (default: stable), GC_KEEP_RUN=1
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTests } from '@vscode/test-electron';
import { buildInHostTests } from '../host/build-tests.mjs';
import { freePort, QUIET_SETTINGS } from '../host/code-server.mjs';
import { report } from '../host/inhost-runner.mjs';
import { REPO } from '../host/paths.mjs';
import { startUpstream } from '../host/upstream.mjs';

const run = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-electron-'));
const workspace = path.join(run, 'main');
const userData = path.join(run, 'user-data');
const resultsDir = path.join(run, 'results');
fs.mkdirSync(workspace, { recursive: true });
fs.writeFileSync(path.join(workspace, 'main.py'), 'import json\n\n');
const fake = await startUpstream({ chunkDelayMs: 20 });
fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify({
  ...QUIET_SETTINGS,
  'groundedCode.model': 'openai/test-model',
  'groundedCode.server.port': await freePort(),
  'groundedCode.providers.openai.baseUrl': fake.baseUrl,
  'groundedCode.limits.daily': 3,
  'groundedCode.limits.perMinute': 30,
}, null, 2));

let code = 1;
let error;
try {
  const extensionTestsPath = await buildInHostTests();
  const limit = new Promise((_, reject) => setTimeout(() => reject(new Error('test-electron run exceeded 15 min')), 15 * 60_000).unref());
  code = await Promise.race([limit, runTests({
    version: process.env.VSCODE_VERSION || 'stable',
    extensionDevelopmentPath: REPO,
    extensionTestsPath,
    extensionTestsEnv: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey, GC_INHOST_RESULTS_DIR: resultsDir },
    launchArgs: [workspace, '--user-data-dir', userData, '--extensions-dir', path.join(run, 'extensions'),
      '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes', '--disable-gpu'],
  })]);
} catch (e) {
  error = e;
  console.error(`test-electron: ${e?.message ?? e}`);
} finally {
  await fake.close();
}
const file = path.join(resultsDir, 'main.json');
const results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).results : [];
if (error && !results.length) results.push({ title: '[electron] run VS Code', state: 'failed', ms: 0, error: String(error?.message ?? error) });
const { passed, failed } = report(results);
if (process.env.GC_KEEP_RUN !== '1') fs.rmSync(run, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(code === 0 && !failed && passed ? 0 : 1);
