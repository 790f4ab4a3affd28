/**
 * C's reading corpus from the Linux man pages (sections 2, 3 and 7, installed by `manpages-dev`): each
 * page's EXAMPLES programs, written out as C files that open with the page's NAME line as a
 * documentation comment, so that the intent miner (code-intents.ts) reads them like any C source: the
 * page's purpose ("strtol - convert a string to a long integer") paired with what its program calls,
 * and the program's own comments with the lines under them. The files stay in kb/.work (never shipped).
 *
 *   tsx kb/pipeline/usage/manpage-examples.ts OUT_DIR [MAN_DIR …]   (default /usr/share/man/man{2,3,7})
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Roff text to plain text: escapes, font changes, macro lines. */
function roffToText(line: string): string {
  return line
    .replace(/\\\[aq\]/g, "'").replace(/\\\[dq\]/g, '"').replace(/\\\[rs\]/g, '\\').replace(/\\\[(?:em|en)\]/g, '-')
    .replace(/\\e/g, '\\').replace(/\\-/g, '-').replace(/\\&/g, '').replace(/\\f[BIRP]/g, '').replace(/\\\(aq/g, "'")
    .replace(/\\\(dq/g, '"').replace(/\\ /g, ' ').replace(/\\\|/g, '');
}

/** The programs of a page's EXAMPLES section (.EX … .EE blocks that look like C), and its NAME line. */
export function examplesOfPage(roff: string): { name: string; programs: string[] } {
  const lines = roff.split('\n');
  let section = '';
  let name = '';
  const programs: string[] = [];
  let block: string[] | undefined;
  for (const raw of lines) {
    if (/^\.SH\s/.test(raw)) {
      section = raw.replace(/^\.SH\s+"?|"$/g, '').trim().toUpperCase();
      continue;
    }
    if (section === 'NAME' && !raw.startsWith('.') && raw.trim()) name += ' ' + roffToText(raw);
    if (section !== 'EXAMPLES' && section !== 'EXAMPLE') continue;
    if (/^\.EX\b/.test(raw)) block = [];
    else if (/^\.EE\b/.test(raw)) {
      const text = (block ?? []).join('\n');
      if (/#include|\bmain\s*\(/.test(text)) programs.push(text);
      block = undefined;
    } else if (block) {
      if (/^\.\\"/.test(raw)) continue;
      block.push(roffToText(raw.replace(/^\.(?:B|I|BR|RB|IR|RI)\s+/, '')));
    }
  }
  return { name: name.trim().replace(/\s+/g, ' '), programs };
}

function main() {
  const [out, ...dirs] = process.argv.slice(2);
  if (!out) throw new Error('usage: manpage-examples.ts OUT_DIR [MAN_DIR …]');
  const roots = dirs.length ? dirs : ['/usr/share/man/man2', '/usr/share/man/man3', '/usr/share/man/man7'];
  mkdirSync(out, { recursive: true });
  let written = 0;
  for (const dir of roots) {
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.gz')) continue;
      const data = readFileSync(path.join(dir, file));
      const roff = gunzipSync(data).toString('utf8');
      if (roff.startsWith('.so ')) continue; // an alias page
      // A page Debian links under each name it documents (cos.3 as cosf.3 and cosl.3; stailq.3 under 29
      // names) is read once per link: 621 programs, 205 distinct. Read once each, measured on both halves
      // of dev-multi's C questions, the purpose model and the everyday-API table ranked worse (hit@10
      // .63/.61 -> .61/.57): the link count weighs a page by the family of functions it documents, and
      // the families of cos, strcpy and printf are the calls C's tasks make.
      const { name, programs } = examplesOfPage(roff);
      programs.forEach((program, i) => {
        const comment = `/**\n * ${name.replace(/\*\//g, '')}\n */\n`;
        // The NAME line documents the program's first function (main, or a helper before it).
        writeFileSync(path.join(out, `${file.replace(/\.gz$/, '')}.${i}.c`), comment + program + '\n');
        written++;
      });
    }
  }
  console.error(`man pages: ${written} example programs written to ${out}`);
}

if (require.main === module) main();
