// `npm run package` (after the production build): grounded-code.vsix, packaged by vsce from a scratch
// directory that holds only the files .vscodeignore lets through.
//
// vsce lists every file under its working directory before it applies .vscodeignore. A checkout that has
// run the knowledge-base pipeline holds its downloaded sources in kb/.work (555,000 files on the machine
// that measured it): vsce spent eight minutes of CPU filtering them, and `npm test`'s packaging step
// timed out. The allow-list stays in .vscodeignore, read here and copied beside the files for vsce to
// apply once more, so what ships is decided in one place.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.dirname(fileURLToPath(import.meta.url));

/** The files under `root` the allow-list's lines name (each an exact path, or a name pattern in one folder: `kb/*.jsonl.gz`), relative to it. */
export function allowedFiles(root, patterns) {
  const files = [];
  for (const pattern of patterns) {
    if (pattern.includes('**') || path.dirname(pattern).includes('*')) throw new Error(`.vscodeignore: ${pattern}: only exact files and a file pattern in one folder are read`);
    const dir = path.dirname(pattern);
    const name = path.basename(pattern);
    if (!name.includes('*')) {
      if (existsSync(path.join(root, pattern))) files.push(pattern);
      continue;
    }
    const matches = new RegExp(`^${name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
    const entries = existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : [];
    for (const entry of entries.sort()) {
      if (matches.test(entry) && statSync(path.join(root, dir, entry)).isFile()) files.push(path.posix.join(dir, entry));
    }
  }
  return files;
}

/** The `!` lines of a .vscodeignore (the files it lets through, after its `**`). */
export function allowList(text) {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.startsWith('!')).map((line) => line.slice(1));
}

function main() {
  const ignoreFile = path.join(repo, '.vscodeignore');
  const files = allowedFiles(repo, allowList(readFileSync(ignoreFile, 'utf8')));
  const scratch = mkdtempSync(path.join(tmpdir(), 'grounded-code-vsix-'));
  try {
    for (const file of [...files, '.vscodeignore']) {
      mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
      copyFileSync(path.join(repo, file), path.join(scratch, file));
    }
    const vsce = path.join(repo, 'node_modules', '@vscode', 'vsce', 'vsce');
    const out = path.join(repo, 'grounded-code.vsix');
    execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links', '-o', out], {
      cwd: scratch,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
