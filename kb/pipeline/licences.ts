/**
 * Which licences the knowledge base may redistribute signatures under.
 *
 * The base ships names, signatures and a first doc sentence extracted from each library. We only take
 * libraries whose licence permits redistribution with attribution (permissive licences, weak copyleft
 * that covers the library's own files, and documentation licences that allow copying). Strong copyleft
 * (GPL without an exception, AGPL) and anything unknown is left out rather than argued about.
 */
import { lookupTable } from '../../src/shared/lookup';

/** SPDX identifiers (upper-cased for comparison) that are on the allow-list. */
const ALLOWED = new Set(
  [
    'MIT', 'MIT-0', 'X11', 'ISC', '0BSD', 'BSD-2-Clause', 'BSD-3-Clause', 'BSD-3-Clause-Clear',
    'Apache-2.0', 'Python-2.0', 'PSF-2.0', 'Unlicense', 'CC0-1.0', 'Zlib', 'BSL-1.0', 'BlueOak-1.0.0',
    'MPL-2.0', 'LGPL-2.0-only', 'LGPL-2.0-or-later', 'LGPL-2.1-only', 'LGPL-2.1-or-later',
    'LGPL-3.0-only', 'LGPL-3.0-or-later', 'EPL-1.0', 'EPL-2.0', 'Artistic-2.0', 'CC-BY-3.0',
    'CC-BY-4.0', 'Unicode-DFS-2016', 'Unicode-3.0', 'HPND', 'PostgreSQL', 'NCSA', 'W3C', 'WTFPL',
    'OpenSSL', 'curl', 'Linux-man-pages-copyleft', 'Linux-man-pages-1-para', 'Linux-man-pages-copyleft-var',
    'Linux-man-pages-copyleft-2-para', 'GPL-2.0-only WITH Classpath-exception-2.0',
    'GPL-2.0-or-later WITH Classpath-exception-2.0', 'GPL-2.0-only WITH GCC-exception-2.0',
    'GPL-3.0-or-later WITH GCC-exception-3.1', 'ZPL-2.1', 'Ruby', 'PHP-3.01', 'AFL-2.1', 'MS-PL', 'Python-2.0.1',
  ].map((id) => id.toUpperCase()),
);

/** Spellings seen in package metadata and Debian copyright files, mapped to SPDX. */
const ALIASES = lookupTable<string>({
  'APACHE 2.0': 'Apache-2.0', 'APACHE-2': 'Apache-2.0', 'APACHE2': 'Apache-2.0', 'APACHE LICENSE 2.0': 'Apache-2.0',
  'APACHE LICENSE, VERSION 2.0': 'Apache-2.0', 'APACHE SOFTWARE LICENSE': 'Apache-2.0', 'ASL 2.0': 'Apache-2.0',
  'APACHE-2.0+': 'Apache-2.0', 'APACHE': 'Apache-2.0',
  'BSD': 'BSD-3-Clause', 'BSD-3': 'BSD-3-Clause', 'BSD-2': 'BSD-2-Clause', 'NEW BSD': 'BSD-3-Clause',
  'BSD-3-CLAUSE-LBNL': 'BSD-3-Clause', 'BSD LICENSE': 'BSD-3-Clause', 'MODIFIED BSD': 'BSD-3-Clause',
  'BSD-4-CLAUSE-UC': 'BSD-3-Clause', 'BSD-3-CLAUSE-LIKE': 'BSD-3-Clause', 'BSD-3-CLAUSES': 'BSD-3-Clause',
  'BSD-3-SNOWBALL': 'BSD-3-Clause', 'BSD-3-BENDERSKY': 'BSD-3-Clause', 'ZOPE-2.1': 'ZPL-2.1', 'SIMPLIFIED BSD': 'BSD-2-Clause', 'FREEBSD': 'BSD-2-Clause',
  'EXPAT': 'MIT', 'MIT/X11': 'MIT', 'MIT LICENSE': 'MIT', 'THE MIT LICENSE': 'MIT', 'MIT-STYLE': 'MIT',
  'PSF': 'PSF-2.0', 'PSFL': 'PSF-2.0', 'PSF-2': 'PSF-2.0', 'PYTHON': 'Python-2.0', 'PYTHON SOFTWARE FOUNDATION LICENSE': 'PSF-2.0',
  'PUBLIC-DOMAIN': 'Unlicense', 'PUBLIC DOMAIN': 'Unlicense', 'CC0': 'CC0-1.0',
  'LGPL-2.1+': 'LGPL-2.1-or-later', 'LGPL-2.1': 'LGPL-2.1-only', 'LGPL-2+': 'LGPL-2.0-or-later',
  'LGPL-3+': 'LGPL-3.0-or-later', 'LGPL-3': 'LGPL-3.0-only', 'LGPL-3.0': 'LGPL-3.0-only', 'LGPL-2.1-OR-LATER': 'LGPL-2.1-or-later',
  'LGPL': 'LGPL-2.1-or-later', 'LGPLV3': 'LGPL-3.0-only', 'LGPLV2.1': 'LGPL-2.1-only',
  'MPL-2': 'MPL-2.0', 'EPL-1': 'EPL-1.0', 'EPL-2': 'EPL-2.0', 'MPL 2.0': 'MPL-2.0', 'ZLIB/LIBPNG': 'Zlib', 'BOOST': 'BSL-1.0', 'BSL-1': 'BSL-1.0',
  'ISC LICENSE': 'ISC', 'UNLICENSED-PUBLIC-DOMAIN': 'Unlicense', 'ARTISTIC-2': 'Artistic-2.0',
  'GPL-2 WITH CLASSPATH-EXCEPTION': 'GPL-2.0-only WITH Classpath-exception-2.0',
  'GPL-2.0 WITH CLASSPATH-EXCEPTION-2.0': 'GPL-2.0-only WITH Classpath-exception-2.0',
  'GPL-2.0-ONLY WITH CLASSPATH-EXCEPTION-2.0': 'GPL-2.0-only WITH Classpath-exception-2.0',
});

function normaliseId(raw: string): string {
  const id = raw.trim().replace(/^\(+|\)+$/g, '').trim();
  const upper = id.toUpperCase();
  return ALIASES[upper] ?? id;
}

/**
 * Normalises a licence expression as found in metadata into an SPDX-like expression.
 * `MIT OR Apache-2.0`, `(MIT AND Zlib)`, `Expat`, `BSD-3-clause`, `MIT/Apache-2.0` (Rust's old form).
 */
export function normaliseLicence(raw: string | undefined | null): string {
  if (!raw || !raw.trim()) return 'UNKNOWN';
  let text = raw.trim();
  // Rust crates of the 2010s wrote `MIT/Apache-2.0` for a choice.
  if (/^[\w.+-]+(\s*\/\s*[\w.+-]+)+$/.test(text) && !/^MIT\/X11$/i.test(text)) text = text.split('/').join(' OR ');
  const parts = text.split(/\s+(OR|AND|or|and|\|)\s+/);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 1) {
      out.push(part === '|' ? 'OR' : part.toUpperCase());
      continue;
    }
    out.push(normaliseId(part));
  }
  return out.join(' ');
}

function allowedId(id: string): boolean {
  return ALLOWED.has(id.toUpperCase());
}

/**
 * True when the expression lets us redistribute: every AND-term allowed, or any OR-alternative
 * allowed. `WITH` exceptions are matched as a whole (`GPL-2.0-only WITH Classpath-exception-2.0`).
 */
export function isAllowedLicence(expression: string): boolean {
  const expr = expression.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!expr || expr === 'UNKNOWN') return false;
  return expr
    .split(/ OR /i)
    .some((alternative) => alternative.split(/ AND /i).every((term) => allowedId(normaliseId(term))));
}

// Not allowed on purpose: `IEEE-POSIX-manpages` (the POSIX man pages' permission requires shipping the
// nroff source with any redistribution); their functions come from the Linux man-pages instead.
