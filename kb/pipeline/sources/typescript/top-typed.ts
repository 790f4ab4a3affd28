/**
 * "The 500 most-downloaded npm packages that have types", reproducibly (issue 21).
 *
 *   tsx top-typed.ts [npm.tsv] [--count 500] [--write]
 *
 * The rule: rank the registry list (`name, version, downloads_a_month, summary`; the project machine's
 * `/work/.library/env/packages/npm.tsv`, the only download counts reachable here) by downloads, most first,
 * names breaking ties; leave out `@types/*` (typings of another package, which they count for) and
 * platform-specific binaries (a platform in the name, `@esbuild/linux-x64`, or `os`/`cpu` in the installed
 * package.json); a package has types when its install in `kb/.work/typescript` declares them (package-types.ts:
 * `types`/`typings`, an `exports` `types` condition, `index.d.ts`) or the list holds its `@types` package.
 * A name not installed cannot be judged: it is printed as "not installed" (add it to packages.json and run
 * run.sh again) and the walk goes on. `--write` saves the names to top-typed.json, which `npm run kb:stats`
 * compares with the base's libraries.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { typesEntry, typesPackageName } from './package-types';

export interface Ranked {
  name: string;
  downloads: number;
}

/** The registry list's rows, most-downloaded first (ties by name, so the order is stable). */
export function rankRegistry(tsv: string): Ranked[] {
  const rows: Ranked[] = [];
  for (const line of tsv.split('\n')) {
    const [name, , downloads] = line.split('\t');
    if (name && /^\d+$/.test(downloads ?? '')) rows.push({ name, downloads: Number(downloads) });
  }
  return rows.sort((a, b) => b.downloads - a.downloads || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const PLATFORM = /(^|[-/@._])(linux|linuxmusl|darwin|win32|windows|android|freebsd|openbsd|netbsd|sunos|aix|wasm32-wasi)([-._]|$)/;

/** A prebuilt binary for one platform (`@rollup/rollup-linux-x64-gnu`, `lightningcss-darwin-arm64`). */
export function isPlatformBinary(name: string, installed?: { os?: unknown; cpu?: unknown }): boolean {
  return PLATFORM.test(name.replace(/^@[^/]+\//, '')) || Boolean(installed && (installed.os || installed.cpu));
}

export type Verdict = 'typed' | 'untyped' | 'types package' | 'platform binary' | 'not installed';

/** What the rule says of one name, given the installed packages' folder and the list's names. */
export function judge(name: string, modules: string, listed: Set<string>): Verdict {
  if (name.startsWith('@types/')) return 'types package';
  const dir = path.join(modules, name);
  const pkgFile = path.join(dir, 'package.json');
  const installed = existsSync(pkgFile) ? JSON.parse(readFileSync(pkgFile, 'utf8')) : undefined;
  if (isPlatformBinary(name, installed)) return 'platform binary';
  if (listed.has(typesPackageName(name))) return 'typed';
  if (!installed) return 'not installed';
  return typesEntry(dir) ? 'typed' : 'untyped';
}

/** The first `count` typed names of the ranking, and the names the walk met that it could not judge. */
export function topTyped(ranked: Ranked[], verdictOf: (name: string) => Verdict, count: number): { typed: string[]; unjudged: string[]; untyped: string[] } {
  const typed: string[] = [], unjudged: string[] = [], untyped: string[] = [];
  for (const { name } of ranked) {
    if (typed.length >= count) break;
    const verdict = verdictOf(name);
    if (verdict === 'typed') typed.push(name);
    else if (verdict === 'not installed') unjudged.push(name);
    else if (verdict === 'untyped') untyped.push(name);
  }
  return { typed, unjudged, untyped };
}

function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const countAt = args.indexOf('--count');
  const count = countAt >= 0 ? Number(args[countAt + 1]) : 500;
  const tsvFile = args.find((a, i) => !a.startsWith('--') && i !== countAt + 1) ?? '/work/.library/env/packages/npm.tsv';
  const root = path.resolve(__dirname, '../../../..');
  const modules = path.join(root, 'kb/.work/typescript/node_modules');
  const ranked = rankRegistry(readFileSync(tsvFile, 'utf8'));
  const listed = new Set(ranked.map((r) => r.name));
  const { typed, unjudged, untyped } = topTyped(ranked, (name) => judge(name, modules, listed), count);
  console.log(`${typed.length} typed packages, down to ${ranked.find((r) => r.name === typed[typed.length - 1])?.downloads ?? 0} downloads a month`);
  console.log(`untyped on the way (${untyped.length}): ${untyped.join(' ')}`);
  console.log(`not installed, so not judged (${unjudged.length}): ${unjudged.join(' ')}`);
  if (write) {
    const out = {
      comment: 'Written by top-typed.ts (its header states the rule) from the registry list of the project machine and the install of packages.json; npm run kb:stats counts how many are libraries of the base.',
      count: typed.length,
      notJudged: unjudged,
      names: typed,
    };
    writeFileSync(path.join(__dirname, 'top-typed.json'), JSON.stringify(out, null, 1) + '\n');
  }
}

if (require.main === module) main();
