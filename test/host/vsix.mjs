// Reads the file list of a VSIX (a zip) from its central directory, and checks what it must and must
// not contain. No unzip needed.
import fs from 'node:fs';

export function zipEntries(file) {
  const buf = fs.readFileSync(file);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw new Error(`${file} is not a zip file`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const names = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** Problems with the VSIX's content (empty when it is fine). */
export function checkVsixContent(file) {
  const names = zipEntries(file);
  const problems = [];
  for (const must of ['extension/package.json', 'extension/dist/extension.js', 'extension/dist/kb-worker.js', 'extension/dist/cli.js',
    'extension/dist/webview/chat.js', 'extension/kb/manifest.json']) {
    if (!names.includes(must)) problems.push(`missing ${must}`);
  }
  if (!names.some((n) => /^extension\/kb\/[^/]+\.jsonl\.gz$/.test(n))) problems.push('no knowledge base data (extension/kb/*.jsonl.gz)');
  const banned = names.filter((n) => /^extension\/(src|test|node_modules|bench|docs|kb\/pipeline|kb\/\.)|\.map$|\.ts$|^extension\/dist\/test\//.test(n));
  if (banned.length) problems.push(`not for the VSIX: ${banned.slice(0, 5).join(', ')}${banned.length > 5 ? ', …' : ''}`);
  return { names, problems };
}
