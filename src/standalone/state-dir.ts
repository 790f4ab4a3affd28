/**
 * Where the standalone service keeps its state (the quota counts) when `--data-dir` is not given:
 * the platform's per-user state directory.
 *   Linux and others: $XDG_STATE_HOME/grounded-code, else ~/.local/state/grounded-code
 *   macOS:            ~/Library/Application Support/grounded-code
 *   Windows:          %LOCALAPPDATA%\grounded-code, else ~\AppData\Local\grounded-code
 */
import * as os from 'node:os';
import * as path from 'node:path';

export const APP_DIR = 'grounded-code';

export function stateDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = os.homedir(),
): string {
  if (platform === 'win32') {
    const local = env.LOCALAPPDATA && path.win32.isAbsolute(env.LOCALAPPDATA) ? env.LOCALAPPDATA : path.win32.join(home, 'AppData', 'Local');
    return path.win32.join(local, APP_DIR);
  }
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', APP_DIR);
  // XDG: a relative value is invalid and must be ignored.
  const xdg = env.XDG_STATE_HOME;
  const base = xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, '.local', 'state');
  return path.posix.join(base, APP_DIR);
}

/** The quota file inside a data directory. */
export function quotaFile(dataDir: string): string {
  return path.join(dataDir, 'quota.json');
}
