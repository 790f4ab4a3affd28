/** `npm run kb:stats` — totals of the shipped base, recounted from the data files themselves. */
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';

async function main() {
  const kbDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
  const files = (await fs.readdir(kbDir)).filter((f) => f.endsWith('.jsonl.gz')).sort();
  const rows: string[][] = [['language', 'records', 'libraries', 'with doc', 'doc %', 'deprecated', 'MB (gz)']];
  let records = 0, withDoc = 0, bytes = 0;
  const allLibs = new Set<string>();
  for (const file of files) {
    const data = await fs.readFile(path.join(kbDir, file));
    const libs = new Set<string>();
    let n = 0, docs = 0, dep = 0, lang = '';
    for (const line of gunzipSync(data).toString('utf8').split('\n')) {
      if (!line) continue;
      const r = JSON.parse(line);
      n++;
      lang = r.lang;
      libs.add(r.lib);
      allLibs.add(`${r.lang}:${r.lib}`);
      if (r.doc) docs++;
      if (r.dep) dep++;
    }
    records += n; withDoc += docs; bytes += data.length;
    rows.push([lang, String(n), String(libs.size), String(docs), ((docs / n) * 100).toFixed(1), String(dep), (data.length / 1e6).toFixed(2)]);
  }
  rows.push(['total', String(records), String(allLibs.size), String(withDoc), ((withDoc / Math.max(records, 1)) * 100).toFixed(1), '', (bytes / 1e6).toFixed(2)]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
  console.log(`languages: ${files.length}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
