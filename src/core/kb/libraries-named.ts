/**
 * Which libraries a question names: the library the user chose lifts its records (search.ts), keeps its
 * places on the page (named.ts) and stands in for its look-alikes (look-alikes.ts).
 */
import type { LangIndex } from './inverted-index';
import { goPackagesNamedBy } from './go-packages';
import { goModulesNamedIn, goModulesNamedByOwnerIn } from './go-modules';
import { isStopWord } from './tokenize';
import { withoutIdioms } from './query-terms';
import { ownValue } from '../../shared/lookup';

/** Libraries of this index named in a text, directly (`pandas`) or by their usual alias (`pd`). */
export function librariesNamedIn(index: LangIndex, text: string, aliases: Readonly<Record<string, string>>): Set<string> {
  const found = new Set<string>();
  // "At run time" or "one at a time" names neither C's time.h nor Go's runtime package.
  for (const raw of withoutIdioms(text).match(/[A-Za-z_@][\w\-./@]*/g) ?? []) {
    const word = raw.toLowerCase().replace(/[.]+$/, '');
    const head = word.split('.')[0];
    if (isStopWord(word) || head.length < 2) continue;
    // Go's standard packages by the name code calls them, where the question writes it as one (go-packages.ts).
    if (!isStopWord(head)) for (const lib of goPackagesNamedBy(index, raw)) found.add(lib);
    for (const candidate of [word, head]) {
      // "three.js" names three.js; "the", "three" alone name nothing.
      if (isStopWord(candidate)) continue;
      if (index.libIds.has(candidate) && index.libSize[index.libIds.get(candidate)!] >= 5) found.add(candidate);
      // Own entries only: a question's word is never a key the table inherited (`constructor`).
      const alias = ownValue(aliases, candidate);
      if (alias) for (const lib of librariesOfAlias(index, alias)) found.add(lib);
    }
  }
  // Go's third-party packages by the names people call them: "with gin", "gorilla mux" (go-modules.ts).
  for (const lib of [...goModulesNamedIn(index, text), ...goModulesNamedByOwnerIn(index, text)]) found.add(lib);
  // Aliases of several words, as phrases ("commons io").
  const lower = text.toLowerCase();
  for (const [phrase, alias] of phrasesOf(aliases)) {
    if (phrase.test(lower)) for (const lib of librariesOfAlias(index, alias)) found.add(lib);
  }
  return found;
}

/** The libraries an alias's value names: one, with `.*` a package and the packages under it, with `/*` an npm scope's packages. */
export function librariesOfAlias(index: LangIndex, alias: string): string[] {
  const lib = alias.toLowerCase();
  if (lib.endsWith('/*')) return [...index.libIds.keys()].filter((name) => name.startsWith(lib.slice(0, -1)));
  if (!lib.endsWith('.*')) return index.libIds.has(lib) ? [lib] : [];
  const root = lib.slice(0, -2);
  return [...index.libIds.keys()].filter((name) => name === root || name.startsWith(`${root}.`));
}

const phraseCache = new WeakMap<object, Array<[RegExp, string]>>();

/** The aliases of several words, each as a pattern over lower-cased text. */
function phrasesOf(aliases: Readonly<Record<string, string>>): Array<[RegExp, string]> {
  let phrases = phraseCache.get(aliases);
  if (!phrases) {
    phrases = Object.keys(aliases)
      .filter((key) => key.includes(' '))
      .map((key) => [new RegExp(`(?<![\\w-])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')}(?![\\w-])`), aliases[key]] as [RegExp, string]);
    phraseCache.set(aliases, phrases);
  }
  return phrases;
}
