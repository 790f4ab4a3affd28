/**
 * "Insert" leaves out the imports the file already has: an answer's code usually starts with its
 * imports (`import pandas as pd`), and inserting it into a file that has them repeats them. Lines
 * are compared after whitespace is collapsed and a trailing `;` dropped; only top-level import lines
 * count (Python `import`/`from … import`, JS/TS `import`/`require`, Java, Go single imports and
 * `import ( … )` entries, Rust `use`/`extern crate`, C `#include`). An import the file has in
 * another form (`from x import a, b` against `from x import a`) is kept. Pure (no `vscode`).
 */

const IMPORT_LINE = /^(?:import\s|from\s+\S+\s+import\s|(?:const|let|var)\s+[^=]+=\s*require\(|use\s+\S|extern\s+crate\s|#\s*include\s*[<"])/;

const normalise = (line: string) => line.trim().replace(/\s+/g, ' ').replace(/\s*;$/, '');

/** Every import of `text`, normalised; Go block entries as `import <entry>`. */
export function importsOf(text: string): Set<string> {
  const out = new Set<string>();
  let inGoBlock = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (inGoBlock) {
      if (/^\s*\)/.test(line)) inGoBlock = false;
      else if (line.trim() && !line.trim().startsWith('//')) out.add(`import ${normalise(line)}`);
      continue;
    }
    if (/^import\s*\(\s*$/.test(line)) {
      inGoBlock = true;
      continue;
    }
    if (IMPORT_LINE.test(line)) out.add(normalise(line));
  }
  return out;
}

/** `code` without the import lines `existing` already has (a Go block left empty goes too). */
export function withoutExistingImports(code: string, existing: string): string {
  const have = importsOf(existing);
  if (!have.size) return code;
  const lines = code.split('\n');
  const kept: string[] = [];
  let block: string[] | undefined;
  let blockKept = 0;
  let dropped = 0;
  for (const line of lines) {
    if (block) {
      if (/^\s*\)/.test(line)) {
        if (blockKept) kept.push(...block, line);
        block = undefined;
        continue;
      }
      if (line.trim() && have.has(`import ${normalise(line)}`)) {
        dropped++;
        continue;
      }
      if (line.trim()) blockKept++;
      block.push(line);
      continue;
    }
    if (/^import\s*\(\s*$/.test(line)) {
      block = [line];
      blockKept = 0;
      continue;
    }
    if (IMPORT_LINE.test(line) && have.has(normalise(line))) {
      dropped++;
      continue;
    }
    kept.push(line);
  }
  if (block) kept.push(...block); // an unclosed block: keep what was there
  if (!dropped) return code;
  // The blank line that separated the dropped imports from the code is not wanted at the top.
  while (kept.length > 1 && kept[0]!.trim() === '') kept.shift();
  return kept.join('\n');
}
