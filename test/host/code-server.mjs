// Starts a real VS Code server on 127.0.0.1 for the tests, isolated from the user's own set-up:
//   flavor 'code-server'  code-server's product (what the e2e test drives; extension from the VSIX
//                         or linked), auth none;
//   flavor 'vscode'       the plain VS Code server shipped inside code-server, started with
//                         --enable-smoke-test-driver so the web workbench honours the
//                         extensionDevelopmentPath / extensionTestsPath payload (in-host tests).
// Every run gets a private directory (XDG_CONFIG_HOME, XDG_DATA_HOME, TMPDIR, user data, extensions),
// settings.json written for the test, and runs in its own process group, which stop() kills whole.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureHost } from './paths.mjs';

/** Settings every test host gets: a quiet, deterministic workbench. */
export const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'workbench.enableExperiments': false,
  'chat.disableAIFeatures': true,
  'git.enabled': false,
  'files.autoSave': 'off',
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(fn, ms, what, everyMs = 200) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? ` (${last.message})` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * @param {object} o
 * @param {'code-server'|'vscode'} [o.flavor]
 * @param {string} [o.vsix]         install this VSIX before starting (code-server flavor)
 * @param {string} [o.linkExtension] or symlink this extension folder into the extensions dir
 * @param {object} [o.settings]     merged over QUIET_SETTINGS into the user and machine settings
 * @param {object} [o.env]          extra environment for the server and its extension hosts
 * @param {number} [o.port]
 * @param {string} [o.label]        names the run directory and the log
 */
export async function startHost(o = {}) {
  const host = ensureHost();
  const flavor = o.flavor || 'code-server';
  const port = o.port || (await freePort());
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `gc-${o.label || flavor}-`));
  const dirs = {
    userData: path.join(runDir, 'user-data'),
    extensions: path.join(runDir, 'extensions'),
    tmp: path.join(runDir, 'tmp'), // VS Code leaves vscode-ipc-* sockets in $TMPDIR
    xdgConfig: path.join(runDir, 'xdg-config'),
    xdgData: path.join(runDir, 'xdg-data'),
    workspaces: path.join(runDir, 'workspaces'),
  };
  for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
  const settings = { ...QUIET_SETTINGS, ...(o.settings || {}) };
  // code-server reads <user-data>/User/settings.json; the plain server applies <user-data>/data/Machine
  // settings to its extension hosts (the web workbench keeps "user" settings in the browser).
  writeJson(path.join(dirs.userData, 'User', 'settings.json'), settings);
  writeJson(path.join(dirs.userData, 'data', 'Machine', 'settings.json'), settings);

  const env = {
    ...process.env,
    XDG_CONFIG_HOME: dirs.xdgConfig,
    XDG_DATA_HOME: dirs.xdgData,
    TMPDIR: dirs.tmp,
    VSCODE_AGENT_FOLDER: path.join(runDir, 'agent'),
    ...(o.env || {}),
  };
  // The editor's server must not inherit a test runner's Node options (e.g. --import tsx).
  delete env.NODE_OPTIONS;
  const common = ['--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];

  if (o.linkExtension) {
    const pj = JSON.parse(fs.readFileSync(path.join(o.linkExtension, 'package.json'), 'utf8'));
    fs.symlinkSync(path.resolve(o.linkExtension), path.join(dirs.extensions, `${pj.publisher}.${pj.name}-${pj.version}`.toLowerCase()));
  }
  if (o.vsix) {
    const entry = flavor === 'code-server' ? host.codeServer : host.vscodeServer;
    await new Promise((resolve, reject) => {
      execFile(host.node24, [entry, ...common, '--install-extension', o.vsix, ...(flavor === 'vscode' ? ['--accept-server-license-terms'] : [])],
        { env, timeout: 120_000 }, (err, stdout, stderr) => (err ? reject(new Error(`--install-extension failed: ${err.message}\n${stdout}\n${stderr}`)) : resolve()));
    });
  }

  const args = flavor === 'code-server'
    ? [host.codeServer, ...common, '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry',
      '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', '--ignore-last-opened']
    : [host.vscodeServer, ...common, '--host', '127.0.0.1', '--port', String(port), '--without-connection-token',
      '--accept-server-license-terms', '--enable-smoke-test-driver', '--disable-workspace-trust', '--disable-telemetry'];
  const logFile = path.join(runDir, 'server.log');
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(host.node24, args, { env, stdio: ['ignore', logFd, logFd], detached: true }); // own process group
  fs.closeSync(logFd);
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  const readyPath = flavor === 'code-server' ? '/healthz' : '/version';

  let stopped = false;
  const stop = async ({ keep = process.env.GC_KEEP_RUN === '1' } = {}) => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    try { process.kill(-child.pid, 'SIGKILL'); } catch { /* stragglers: extension hosts, pty host */ }
    if (o.keepLogAs) fs.copyFileSync(logFile, o.keepLogAs);
    if (keep) console.log(`# kept ${runDir}`);
    else fs.rmSync(runDir, { recursive: true, force: true });
  };

  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return (await fetch(url + readyPath)).ok;
    }, 60_000, `${flavor} on ${url}${readyPath}`, 250);
  } catch (e) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop({ keep: false });
    throw new Error(`${e.message}\n${tail}`);
  }

  /** Creates a workspace folder with the given files; returns its path. */
  const workspace = (name, files = {}) => {
    const dir = path.join(dirs.workspaces, name);
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  };
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  return { flavor, url, port, runDir, dirs, workspace, log, stop, pid: child.pid };
}
