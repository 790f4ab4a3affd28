/**
 * APIs a question spells out in words: `binary_search` in "binary search in a sorted array",
 * `randomUUID` in "generate a random UUID", `availableProcessors` in "the available processors",
 * `equalsIgnoreCase` in "equals, ignore case". A name of two or more words written as the question's
 * consecutive words is the user saying which API, in prose.
 *
 * The name route finds such a record among its best, but a short question is mostly the purpose routes'
 * words: Rust's "binary search" gave every place to `slice::sort`, `BinaryHeap` and `VecDeque::as_slices`
 * (the mined code that says "binary" and "search" calls those), and no `binary_search`. Only the name
 * route's first record is looked at (search.ts), and it leads only when its words are most of what the
 * question says: a phrase some member happens to be named after ("file line", "write to", "command
 * line") in a question about something else is no choice of API. Over about a hundred short questions
 * in each language this changed 24 first places: Java's `readAllBytes`, `createTempFile`, `isBlank`,
 * `lineSeparator`, `AtomicInteger`, `binarySearch`, `randomUUID`, `availableProcessors`; JavaScript's
 * `crypto.randomUUID`, `findIndex`, `lastIndexOf`; Rust's `HashMap`, `HashSet`, `sort_by_key`,
 * `binary_search`; Python's `queue.PriorityQueue`. On the dev sets one page of 823 changed (an order).
 */
import type { LangIndex } from './inverted-index';
import { NOT_CALLED } from './named';
import { identifierWords, isStopWord, nameSegments, stem } from './tokenize';

/** Whether `parts` occur in `words` one after another. */
function occursIn(words: readonly string[], parts: readonly string[]): boolean {
  outer: for (let i = 0; i + parts.length <= words.length; i++) {
    for (let j = 0; j < parts.length; j++) if (words[i + j] !== parts[j]) continue outer;
    return true;
  }
  return false;
}

/** Classes whose methods a library calls back. */
const CALLED_BACK = /(?:Handler|Listener|Callback|Observer|Visitor)$/;

/**
 * Whether a record can be what a phrase spells: something a program calls or makes, of the language's
 * standard library or of a library the question names. A phrase is a task's words first ("escape HTML"
 * in Go is `html.EscapeString`, not a Markdown package's `EscapeHTML`); a language without a known
 * standard library (no staples) takes any.
 */
function spellable(index: LangIndex, d: number, name: string, namedLibraries: ReadonlySet<number>): boolean {
  // A plain word's kinds that name no call (named.ts): "command line" is no request for Go's `flag.CommandLine` variable.
  if (NOT_CALLED.has(index.kinds[index.kindOf[d]])) return false;
  // One platform's extension (Rust's `std::os::windows::fs::MetadataExt::file_size`) is not the portable
  // call a phrase asks for ("get the file size": `std::fs::Metadata::len`).
  if (name.includes('::os::')) return false;
  // A handler's or listener's method is what a library calls back, not what a program calls: "handle
  // errors" is no request for `DOMErrorHandler.handleError` or `logging.StreamHandler.handleError`.
  if (CALLED_BACK.test(nameSegments(name).slice(-2, -1)[0] ?? '')) return false;
  const lib = index.libOf[d];
  return !index.staples || index.staples.standard[lib] === 1 || namedLibraries.has(lib);
}

/** A spelled name whose words are at least this share of the question's words is what the question asks for. */
export const SPELLED_NAME_LEADS = 0.5;

/**
 * The lower-cased last names, among the records `nameRouteTop` (search.ts gives the name route's first), that
 * the question spells as consecutive words (compared stemmed: "directories" spells `createDirectories`),
 * each with the share of the question's words (stop words aside) its words are: "binary search in a
 * sorted array" is half the name `binary_search`, a long task that says "for each" once a sliver.
 */
export function spelledNamesIn(index: LangIndex, question: string, nameRouteTop: readonly number[], namedLibraries: ReadonlySet<number> = new Set()): Map<string, number> {
  const names = new Map<string, number>();
  const words = (question.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem);
  const said = words.filter((w) => !isStopWord(w)).length || 1;
  // One name per phrase, the name route's best: "binary search" is `slice::binary_search`, not also a
  // test crate's `BinarySearch` strategy further down.
  const phrases = new Set<string>();
  for (const d of nameRouteTop) {
    const name = index.records.get(d).name;
    if (!spellable(index, d, name, namedLibraries)) continue;
    const lastName = index.lastNames[index.lastNameOf[d]];
    if (names.has(lastName)) continue;
    const parts = identifierWords(nameSegments(name).pop() ?? '').map(stem);
    const phrase = parts.join(' ');
    if (parts.length < 2 || phrases.has(phrase) || !occursIn(words, parts)) continue;
    phrases.add(phrase);
    names.set(lastName, Math.min(1, parts.filter((p) => !isStopWord(p)).length / said));
  }
  return names;
}
