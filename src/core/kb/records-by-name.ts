/**
 * Records found by their full names (`std::fs::File::open`, `java.util.Scanner`, `strlen`), for the
 * tables that list APIs by name rather than by record position (staples.ts, everyday-tasks.ts), so
 * that they survive a rebuilt data file.
 */
import type { LangIndex } from './inverted-index';
import { nameSegments } from './tokenize';

/**
 * Each name's record (a name the base does not hold is left out). One pass over the records, reading a
 * record's name back only when its last name is one of the names' last names and its library is one a
 * name can belong to: a few milliseconds, once per language.
 */
export function recordsByFullName(index: LangIndex, names: Iterable<string>): Map<string, number> {
  const wanted = new Set(names);
  const lastNames = new Set<string>();
  // Split as the index splits a record's name, so the two last names compare.
  for (const name of wanted) lastNames.add((nameSegments(name).pop() ?? '').toLowerCase());
  const libraries = new Set<number>();
  let anyLibrary = false;
  for (const name of wanted) {
    // `std::fs::File::open` belongs to `std`, `path/filepath.Join` to `path/filepath`; C's `strlen` and
    // JavaScript's `Math.floor` name no library: their records are found by name alone.
    let found = false;
    for (const prefix of libraryPrefixes(name)) {
      const id = index.libIds.get(prefix.toLowerCase());
      if (id !== undefined) libraries.add(id);
      found ||= id !== undefined;
    }
    if (!found) anyLibrary = true;
  }
  const found = new Map<string, number>();
  for (let d = 0; d < index.records.size; d++) {
    if (!(anyLibrary || libraries.has(index.libOf[d])) || !lastNames.has(index.lastNames[index.lastNameOf[d]])) continue;
    const name = index.records.get(d).name;
    if (wanted.has(name) && !found.has(name)) found.set(name, d);
  }
  return found;
}

/** The leading parts of a full name that may be its library: `net/http.Client.Do` → `net/http`, `net/http.Client`. */
function libraryPrefixes(name: string): string[] {
  const prefixes: string[] = [];
  for (const match of name.matchAll(/::|\./g)) prefixes.push(name.slice(0, match.index));
  return prefixes;
}
