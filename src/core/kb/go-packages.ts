/**
 * Go's standard packages by the name Go code calls them: `jpeg` for image/jpeg, `xml` for encoding/xml,
 * `sql` for database/sql (the last segment of the path, or the one before a `/vN`). A package whose path
 * is one word (`sort`, `strings`) is named by that word already (libraries-named.ts); the others only by
 * their path, so "decode a JPEG image" found `image.Decode` and `image/png.Decode` and no `image/jpeg`.
 *
 * Many of these names are English words (`list`, `user`, `parse`, `comment`, `build`, `color`), and a
 * question saying them means the word: read as package names everywhere they moved 124 of the 750 Go
 * everyday pages, putting container/list on pages about lists. So a package is named by its name only
 * where the question writes it as one: as an acronym (JPEG, XML, CSV, SQL, URL: formats and protocols,
 * which are what such packages are named after; "SHA-256" and "UTF-8" as crypto/sha256 and unicode/utf8) or as
 * the head of a call written as code (`xml.Marshal`).
 * Measured on dev-multi's Go questions: half A's hit@10 .54 → .56 ("two JPEG images" finds image/jpeg;
 * "a CSV file" brings encoding/csv.NewWriter too), half B level; the everyday questions level or better.
 */
import type { LangIndex } from './inverted-index';

const byName = new WeakMap<LangIndex, Map<string, string[]>>();

/** The standard packages (as the index names them, lower-cased) that a question's word names, if it is written as a package name. */
export function goPackagesNamedBy(index: LangIndex, raw: string): readonly string[] {
  if (index.lang !== 'go') return [];
  // "SHA-256", "UTF-8": the acronym prose hyphenates before its number is the package code names joined.
  const word = raw.replace(/[.]+$/, '').replace(/-(?=\d)/g, '');
  const dot = word.indexOf('.');
  const acronym = /^[A-Z][A-Z0-9]+$/.test(word);
  if (!acronym && dot <= 0) return [];
  const name = (dot > 0 ? word.slice(0, dot) : word).toLowerCase();
  return packagesByName(index).get(name) ?? [];
}

/** Multi-segment standard packages (the path's first segment has no dot: not github.com/…) by package name. */
function packagesByName(index: LangIndex): Map<string, string[]> {
  let found = byName.get(index);
  if (found) return found;
  found = new Map();
  for (let lib = 0; lib < index.libs.length; lib++) {
    const path = index.libs[lib].toLowerCase();
    const segments = path.split('/');
    if (segments.length < 2 || segments[0].includes('.') || index.libSize[lib] < 5) continue;
    let name = segments[segments.length - 1];
    if (/^v\d+$/.test(name)) name = segments[segments.length - 2];
    const held = found.get(name);
    if (held) held.push(path);
    else found.set(name, [path]);
  }
  byName.set(index, found);
  return found;
}
