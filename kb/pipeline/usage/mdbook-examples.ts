/**
 * Rust's teaching programs as a reading corpus for the purpose routes: The Rust Programming Language and
 * Rust by Example (rust-doc's mdBook HTML) explain each program in the prose just above it ("The method
 * `lines()` returns an iterator over the lines of a file", then the program that calls
 * `BufReader::lines`). Each Rust code block that defines a function is written out as a `.rs` file
 * opening with its section's heading and that prose as an inner doc comment, so the intent miner
 * (code-intents.ts) reads it like any Rust source: the prose paired with the program's calls (`mod`),
 * and the program's own comments with the lines under them. The files stay in kb/.work (never shipped).
 *
 *   tsx kb/pipeline/usage/mdbook-examples.ts OUT_DIR BOOK_DIR…
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

export interface BookExample {
  /** The nearest heading above the block and the paragraphs between it and the block. */
  text: string;
  code: string;
}

/** Most prose kept before a block: the paragraphs nearest to it say what it does. */
const MAX_PROSE = 600;

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name] ?? '');
}

function plain(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
}

/** The Rust programs of one mdBook page, each with the words above it. */
export function bookExamples(html: string): BookExample[] {
  const main = /<main>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
  const examples: BookExample[] = [];
  let heading = '';
  let prose: string[] = [];
  const parts = /<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>|<p>([\s\S]*?)<\/p>|<code class="language-rust[^"]*">([\s\S]*?)<\/code>/g;
  for (const m of main.matchAll(parts)) {
    if (m[1] !== undefined) {
      heading = plain(m[1]);
      prose = [];
    } else if (m[2] !== undefined) {
      prose.push(plain(m[2]));
    } else {
      const code = decodeEntities(m[3].replace(/<[^>]+>/g, ''));
      // A listing that defines no function is a fragment of one shown before (or a signature).
      if (!/\bfn\s+\w/.test(code)) continue;
      let words = prose.join(' ');
      if (words.length > MAX_PROSE) words = words.slice(words.length - MAX_PROSE).replace(/^\S*\s/, '');
      examples.push({ text: [heading, words].filter(Boolean).join('. '), code });
      // The prose before the next block is what follows this one.
      prose = [];
    }
  }
  return examples;
}

/** The pages under `dir`, as the staples' reading walks them (symbolic links, dangling in rust-doc, skipped). */
function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'print.html') yield full;
  }
}

function main(): void {
  const [out, ...books] = process.argv.slice(2);
  if (!out || books.length === 0) throw new Error('usage: mdbook-examples.ts OUT_DIR BOOK_DIR…');
  mkdirSync(out, { recursive: true });
  let n = 0;
  for (const book of books) {
    for (const file of htmlFiles(book)) {
      for (const example of bookExamples(readFileSync(file, 'utf8'))) {
        const doc = example.text ? example.text.replace(/\*\//g, '* /').split(/(?<=\.)\s+/).map((line) => `//! ${line}`).join('\n') + '\n' : '';
        writeFileSync(path.join(out, `${String(n++).padStart(5, '0')}.rs`), doc + example.code);
      }
    }
  }
  console.error(`mdBook: ${n} example programs written to ${out}`);
}

if (require.main === module) main();
