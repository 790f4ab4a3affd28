/**
 * `npm run kb:stats` — totals of the shipped base, recounted from the data files themselves, and the share
 * of the evaluation sets' gold APIs the base holds (`dev.jsonl` for Python, `dev-multi.jsonl` for the others;
 * matching rule in gold-share.ts). `npm run kb:stats -- [kbDir] [--missing N]` lists the N most frequent
 * missing gold names per language.
 */
import { existsSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findEvalDir, goldShares } from './gold-share';
import { readTopTyped, topTypedShare } from './top-typed-share';

async function main() {
  // `kb:stats | head` closes the pipe early: end quietly rather than with an EPIPE trace
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const args = process.argv.slice(2);
  const missingAt = args.indexOf('--missing');
  const showMissing = missingAt >= 0 ? Number(args.splice(missingAt, 2)[1]) : 0;
  const kbDir = path.resolve(args[0] ?? path.join(__dirname, '..'));
  const files = (await fs.readdir(kbDir)).filter((f) => f.endsWith('.jsonl.gz')).sort();
  const rows: string[][] = [['language', 'records', 'libraries', 'with doc', 'doc %', 'deprecated', 'MB (gz)']];
  let records = 0, withDoc = 0, bytes = 0;
  const allLibs = new Set<string>();
  const namesByLang = new Map<string, string[]>();
  const libsByLang = new Map<string, Set<string>>();
  for (const file of files) {
    const data = await fs.readFile(path.join(kbDir, file));
    const libs = new Set<string>();
    const names: string[] = [];
    let n = 0, docs = 0, dep = 0, lang = '';
    for (const line of gunzipSync(data).toString('utf8').split('\n')) {
      if (!line) continue;
      const r = JSON.parse(line);
      n++;
      lang = r.lang;
      names.push(r.name);
      libs.add(r.lib);
      allLibs.add(`${r.lang}:${r.lib}`);
      if (r.doc) docs++;
      if (r.dep) dep++;
    }
    namesByLang.set(lang, names);
    libsByLang.set(lang, libs);
    records += n; withDoc += docs; bytes += data.length;
    rows.push([lang, String(n), String(libs.size), String(docs), ((docs / n) * 100).toFixed(1), String(dep), (data.length / 1e6).toFixed(2)]);
  }
  rows.push(['total', String(records), String(allLibs.size), String(withDoc), ((withDoc / Math.max(records, 1)) * 100).toFixed(1), '', (bytes / 1e6).toFixed(2)]);
  printTable(rows);
  console.log(`languages: ${files.length}`);
  printGoldShares(kbDir, namesByLang, showMissing);
  printTopTyped(libsByLang.get('javascript') ?? new Set());
}

function printTopTyped(libraries: Set<string>) {
  const names = readTopTyped();
  if (!names) return console.log('\nnpm: sources/typescript/top-typed.json not written (tsx kb/pipeline/sources/typescript/top-typed.ts --write)');
  const share = topTypedShare(libraries, names);
  console.log(`\nnpm's ${share.total} most-downloaded packages that have types (sources/typescript/top-typed.json) that are JavaScript libraries of the base: ` +
    `${share.present} / ${share.total} = ${(share.present / Math.max(share.total, 1)).toFixed(3)}`);
  if (share.missing.length) console.log(`  missing: ${share.missing.join(' ')}`);
}

/** Numbers right-aligned; a free-text last column (`textLast`) left as it is. */
function printTable(rows: string[][], textLast = false) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const last = rows[0].length - 1;
  for (const r of rows) {
    console.log(r.map((c, i) => (textLast && i === last ? c : i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
  }
}

function printGoldShares(kbDir: string, namesByLang: Map<string, string[]>, showMissing: number) {
  const evalDir = findEvalDir(path.resolve(kbDir, '..'));
  const sets = [['dev.jsonl', 'python'], ['dev-multi.jsonl', '']] as const;
  console.log('\ngold APIs of the eval sets present in the base (names compared with ::, /, # and .prototype. made dots; the last two parts credited):');
  const rows: string[][] = [['language', 'eval file', 'in base', 'gold', 'share', 'most frequent missing']];
  for (const [file, onlyLang] of sets) {
    const evalFile = evalDir && path.join(evalDir, file);
    if (!evalFile || !existsSync(evalFile)) {
      console.log(`  ${file}: not found (looked for shared/eval/ above the repository; set GC_EVAL_DIR). The eval sets are` +
        ' built from public benchmarks outside this repository (see the eval README next to them): ODEX and BigCodeBench' +
        ' for dev.jsonl, Go by Example, 30 seconds of Java, the Rust Cookbook and Rosetta Code for dev-multi.jsonl.');
      continue;
    }
    for (const share of goldShares(evalFile, namesByLang)) {
      if (onlyLang && share.lang !== onlyLang) continue;
      const top = share.missing.slice(0, showMissing || 5).map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
      rows.push([share.lang, file, String(share.found), String(share.total), (share.found / Math.max(share.total, 1)).toFixed(3), showMissing ? '' : top.join(', ')]);
      if (showMissing) rows.push(['', '', '', '', '', top.join(', ')]);
    }
  }
  if (rows.length > 1) printTable(rows, true);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
