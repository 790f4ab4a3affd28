/** Writes kb/NOTICES.md: the attribution the knowledge base ships for every library it draws on. */
import { promises as fs } from 'node:fs';

export interface ManifestLibrary {
  lib: string;
  lang: string;
  version: string;
  source: string;
  licence: string;
  count: number;
}

export async function writeNotices(file: string, libraries: ManifestLibrary[]): Promise<void> {
  const byLicence = new Map<string, ManifestLibrary[]>();
  for (const lib of libraries) {
    let list = byLicence.get(lib.licence);
    if (!list) byLicence.set(lib.licence, (list = []));
    list.push(lib);
  }
  const out: string[] = [
    '# Third-party notices for the knowledge base',
    '',
    'The files `kb/*.jsonl.gz` contain API names, declarations (signatures) and the first sentence of the',
    'documentation, extracted from the libraries below by the pipeline in `kb/pipeline/`. Each library',
    'remains under its own licence, named here by its SPDX identifier (full texts: https://spdx.org/licenses/);',
    'the copyright belongs to the authors named in each library\'s own distribution, at the source given.',
    '',
    'The derived files hold no text of their own from these sources: `kb/*.index.gz` indexes the records',
    'above; `kb/usage.json.gz` counts how many files of the installed packages call each API; and',
    '`kb/<language>.intents.gz` holds, for single words, weights towards record positions, and for mined',
    'examples, their word postings and the record positions they call: statistics of how often code and',
    'documentation name a purpose (in function names, doc comments and docstrings, comments, notebooks and',
    'guides) next to calls of those APIs. Python\'s are counted over Debian\'s Python packages (the installed',
    'ones and the reading corpus listed in `kb/pipeline/sources/usage/corpus-packages.txt`); the other',
    'languages\' over the pinned Debian packages and npm packages `kb/pipeline/sources/usage/code-intents.sh`',
    'names (the Go, Rust and JDK sources, the man pages\' EXAMPLES, and the C and Java programs of',
    '`c-programs.txt` and `java-programs.txt`). C\'s, JavaScript\'s, Java\'s and Rust\'s also carry the weights',
    'Python\'s holds for the APIs they mirror by name (`kb/pipeline/mirrors.ts`: `math.sqrt` for `sqrt`). No',
    'code, docstring, comment or documentation text is redistributed.',
    '',
    'C\'s standard library and POSIX: a function whose Linux man page is not under a licence listed here (GPL,',
    'BSD-4-Clause or untagged pages) or that only the POSIX pages describe (their IEEE/The Open Group permission',
    'asks for the nroff source with every copy) is not taken from that page. Its declaration comes from musl\'s',
    'headers (Debian\'s `musl-dev`, MIT; musl also waives attribution for its public headers) and its doc line',
    'was written for this project (`kb/pipeline/sources/c/descriptions.tsv`, MIT like the project) or only',
    'restates the declaration. A header drawing on both sources lists both, with both licences (for example',
    '`Linux-man-pages-copyleft AND MIT`).',
    '',
    `Libraries: ${libraries.length}. Grouped by licence, each line: library (language) version — source — records.`,
    '',
  ];
  for (const [licence, list] of [...byLicence.entries()].sort((a, b) => b[1].length - a[1].length)) {
    out.push(`## ${licence} (${list.length})`, '');
    for (const l of list) out.push(`- ${l.lib} (${l.lang}) ${l.version} — ${l.source} — ${l.count}`);
    out.push('');
  }
  await fs.writeFile(file, out.join('\n'));
}
