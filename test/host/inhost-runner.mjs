// Runs the mocha suites of test/vscode INSIDE real extension hosts, the way @vscode/test-electron's
// extensionTestsPath does, on the plain VS Code server shipped in code-server: started with
// --enable-smoke-test-driver, the web workbench honours ?payload=[extensionDevelopmentPath,
// extensionTestsPath] and reports the end of the run through window.codeAutomationExit(code).
// The extension is loaded from the repository (extensionDevelopmentPath = the repo, dist/extension.js).
//
// Two phases, each on a fresh server + browser profile (so a fresh globalState quota):
//   single  one window: activation, commands, loopback server, fake upstream, quota and 429;
//   two     two windows (two extension hosts) on one server: one owns the port, both share one quota.
//
//   node test/host/inhost-runner.mjs [single|two]...     (default both; prints `N passed, N failed`)
// Env: GC_KEEP_RUN=1 keeps the run directories; logs go to .test-tmp/host/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from './browser.mjs';
import { buildInHostTests } from './build-tests.mjs';
import { freePort, startHost } from './code-server.mjs';
import { startUpstream } from './upstream.mjs';
import { REPO } from './paths.mjs';

export const LOG_DIR = path.join(REPO, '.test-tmp', 'host');
const IGNORED_CONSOLE = /Failed to load resource|Service Worker|open-vsx|authentication provider|marketplace|webview.*sandbox|Content Security Policy/i;

async function runPhase({ name, windows, settings, timeoutMs }) {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const started = Date.now();
  const testsPath = await buildInHostTests();
  const fake = await startUpstream({ chunkDelayMs: 20 });
  const gcPort = await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `gc-inhost-${name}-`));
  const resultsDir = path.join(scratch, 'results');
  const syncDir = path.join(scratch, 'sync');
  fs.mkdirSync(syncDir, { recursive: true });
  let host;
  let browser;
  const consoleLines = [];
  const results = [];
  try {
    host = await startHost({
      flavor: 'vscode',
      label: `inhost-${name}`,
      keepLogAs: path.join(LOG_DIR, `${name}-server.log`),
      settings: {
        'groundedCode.model': 'openai/test-model',
        'groundedCode.server.enabled': true,
        'groundedCode.server.port': gcPort,
        'groundedCode.providers.openai.baseUrl': fake.baseUrl,
        // An endpoint nothing listens on: a model that fails after the request was counted.
        'groundedCode.endpoints': { broken: { baseUrl: `http://127.0.0.1:${await freePort()}/v1` } },
        ...settings,
      },
      env: {
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: fake.apiKey,
        GC_INHOST_RESULTS_DIR: resultsDir,
        GC_TEST_SYNC_DIR: syncDir,
        // This run's user keys (not the machine user's): the windows create them on first use, and
        // the tests' own HTTP requests send the token from there (test/vscode/support.ts).
        GROUNDED_CODE_KEYS_DIR: path.join(syncDir, 'keys'),
      },
    });
    browser = await launchBrowser();
    const auth = `127.0.0.1:${host.port}`;
    // GC_EXTENSION_PATH: another extension folder (to check the harness itself against a stub).
    const extensionPath = path.resolve(process.env.GC_EXTENSION_PATH || REPO);
    const payload = JSON.stringify([
      ['extensionDevelopmentPath', `vscode-remote://${auth}${extensionPath}`],
      ['extensionTestsPath', `vscode-remote://${auth}${testsPath}`],
    ]);
    const exits = await Promise.all(windows.map(async (win) => {
      const folder = host.workspace(win, { 'main.py': 'import json\n\n' });
      const page = await browser.context.newPage();
      page.on('console', (m) => consoleLines.push(`[${win}] ${m.text()}`));
      page.on('pageerror', (e) => consoleLines.push(`[${win}] pageerror ${e.message}`));
      const exited = new Promise((resolve) => page.exposeFunction('codeAutomationExit', (code) => resolve(code)));
      await page.goto(`http://${auth}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(payload)}`, { timeout: 60_000 });
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), timeoutMs))]);
      return { win, code };
    }));
    for (const { win, code } of exits) {
      const file = path.join(resultsDir, `${win}.json`);
      const got = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).results : [];
      for (const r of got) results.push({ ...r, title: `[${name}${windows.length > 1 ? `/${win}` : ''}] ${r.title}` });
      if (code !== 0 && !got.some((r) => r.state === 'failed')) {
        const hint = consoleLines.filter((l) => l.startsWith(`[${win}]`) && /error|fail|cannot|unable/i.test(l) && !IGNORED_CONSOLE.test(l)).slice(0, 8).join('\n');
        results.push({ title: `[${name}/${win}] in-host test run`, state: 'failed', ms: 0, error: `extension host exit code ${code}, ${got.length} test result(s)\n${hint}` });
      }
    }
  } catch (e) {
    results.push({ title: `[${name}] host set-up`, state: 'failed', ms: 0, error: e.stack || String(e) });
  } finally {
    fs.writeFileSync(path.join(LOG_DIR, `${name}-console.log`), consoleLines.join('\n'));
    if (browser) await browser.close();
    if (host) await host.stop();
    await fake.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`# in-host phase "${name}" (${windows.length} window${windows.length > 1 ? 's' : ''}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return results;
}

export const PHASES = {
  single: () => runPhase({
    name: 'single', windows: ['main'], timeoutMs: 420_000,
    settings: { 'groundedCode.limits.daily': 3, 'groundedCode.limits.perMinute': 30 },
  }),
  two: () => runPhase({
    name: 'two', windows: ['window-a', 'window-b'], timeoutMs: 600_000,
    settings: { 'groundedCode.limits.daily': 4, 'groundedCode.limits.perMinute': 30 },
  }),
};

export function report(results) {
  for (const r of results) {
    const mark = r.state === 'passed' ? 'ok  ' : r.state === 'failed' ? 'FAIL' : 'skip';
    console.log(`${mark} ${r.title}${r.ms ? ` (${r.ms} ms)` : ''}`);
    if (r.error) console.log(r.error.split('\n').map((l) => `       ${l}`).join('\n'));
  }
  return { passed: results.filter((r) => r.state === 'passed').length, failed: results.filter((r) => r.state === 'failed').length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PHASES);
  const results = [];
  for (const n of names) results.push(...(await PHASES[n]()));
  const { passed, failed } = report(results);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed || !passed ? 1 : 0);
}
