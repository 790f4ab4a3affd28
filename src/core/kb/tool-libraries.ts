/**
 * The libraries a question says it uses ("with lodash", "using the cv2 library", "commons-io", "uuid v4"):
 * which of them the purpose routes do not know, the places those get on the page, the APIs the question
 * names inside them, and which library it chooses, whose best record leads the page (named.ts, withNamedKept).
 *
 * The purpose routes of JavaScript and of any library's own code tie a library's name to the built-ins its
 * implementation calls, not to its own API: "generate a uuid with the uuid package" had shown
 * `crypto.randomUUID` and `Uint8Array` and no `uuid.v4`.
 */
import { FIELD_LIB, type LangIndex } from './inverted-index';
import { identifierParts, identifierWords, isStopWord, nameSegments, stem } from './tokenize';
import { isEnglishWord, knownToRoutes, namedAsChoice } from './naming-share';
import { librariesOfAlias } from './libraries-named';
import { goModuleNamesOf } from './go-modules';
import { BUILT_WITH, saidAsPlaceOfTask, saidAsTool } from './said-as-tool';
import { NAMED_LIBRARY_PLACES, NOT_CALLED } from './named';
import { LIBRARY_ALIASES } from './vocabulary';
import type { ScoredRecord } from './search';

/**
 * Records a question names by a plain word inside a library it says it uses: `lodash.debounce` in
 * "debounce a function with lodash", `axios.Axios.post` in "make a POST request with axios". The user
 * chose the library and said the API's name, and the name route ranks the record among its best; but
 * the purpose routes, mined from library code, tie "debounce" to what lodash's own debounce calls
 * (`clearTimeout`, `setTimeout`), and had pushed `lodash.debounce` off the page.
 *
 * `nameRouteBest`: the name route's first few records. Only those count: a common word that is also
 * some member's name ("words", "count", "data": `nltk.corpus.…Reader.words`) is not the name route's
 * best match, and taking any member of that name put such look-alikes first on Python's dev questions
 * (MRR .61/.58 → .49/.46 on the halves).
 *
 * Only a library the purpose routes do not know counts (knownToRoutes: the mined code does not tie it to
 * its name, lodash .03, axios 0, since a library's own code never imports itself by name; or fewer than
 * five examples say the name, papaparse, chalk). One they know (seaborn .27,
 * pandas .73) is served by its purpose routes and by its places (withNamedKept); there the verb of
 * the task is often some member's name too, and "plot a histogram with seaborn" put
 * `seaborn.JointGrid.plot` first, the name route's best, over `seaborn.histplot`.
 */
export function libraryRecordsNamedIn(index: LangIndex, question: string, libraries: ReadonlySet<number>, nameRouteBest: readonly number[]): number[] {
  const chosen = toolLibrariesUnknownToRoutes(index, question, libraries);
  if (chosen.length === 0) return [];
  // The library's own name and its words name no member of it ("math/rand/v2 package": no `Rand`).
  const libNames = new Set(chosen.flatMap((lib) => [index.libs[lib].toLowerCase(), ...index.libs[lib].toLowerCase().split(/[^a-z0-9_]+/)]));
  const said = (question.toLowerCase().match(/[a-z][a-z0-9_]*/g) ?? []).filter((word) => word.length >= 3 && !isStopWord(word) && !libNames.has(word));
  const words = new Set(said);
  const found: Array<{ record: number; at: number }> = [];
  for (const d of nameRouteBest) {
    const name = index.lastNames[index.lastNameOf[d]];
    // One record per word: the name route's first (three readers' `words` are one word's look-alikes).
    // A plain word names no property or constant (`DateValues.date` for "a date"): NOT_CALLED, as for plainNamesIn.
    if (!chosen.includes(index.libOf[d]) || NOT_CALLED.has(index.kinds[index.kindOf[d]]) || !words.delete(name)) continue;
    found.push({ record: d, at: said.indexOf(name) });
  }
  // In the question's order: its verb comes before its object ("add days to a date with dayjs": `add`, then `date`).
  return found.sort((a, b) => a.at - b.at).map((f) => f.record);
}

/**
 * The libraries the question says it uses ("with lodash", "using axios") that the purpose routes do not
 * know (knownToRoutes: the mined code does not tie them to their names, or hardly ever says them).
 */
function toolLibrariesUnknownToRoutes(index: LangIndex, question: string, libraries: ReadonlySet<number>): number[] {
  const model = index.intents?.neighbours;
  const said = (lib: number) => {
    const names = namesOf(index, lib);
    // "in NAME" only for a name the mined examples do not say as a word ("the size in bytes" is a unit)
    return saidAsTool(question, names) || (model !== undefined && saidAsPlaceOfTask(question, names) && !isEnglishWord(model, stem(index.libs[lib].toLowerCase())));
  };
  return [...libraries].filter((lib) => said(lib) && !knownToRoutes(index, lib));
}

/**
 * Places for a library the question says it uses when the purpose routes cannot find it: the name
 * route's best records of that library (`nameRoute`, however far down: "generate a uuid with the uuid package"
 * has `uuid.v4` seventieth, behind every `*UUID*` name of other libraries), up to NAMED_LIBRARY_PLACES of
 * each, for withNamedKept to give a place; the first leads the page.
 *
 * A library the routes know by its name is given places from the joined ranking (withNamedKept);
 * one they do not (JavaScript's lodash, axios, uuid: the mined code is theirs, and a library's own
 * code never names itself) has few records there or none: "deep clone an object using lodash" showed
 * `Request.clone`, `Object.keys` and `structuredClone` but no lodash, and "make a GET request with
 * axios and handle errors" one axios record, while the name route ranks `lodash.cloneDeep` and
 * `axios.AxiosError` among its first.
 *
 * Within the library the name route weighs every word of the question alike, and a name made of the task's
 * objects beat the one made of its verb: "group an array of objects by a key with lodash" ranked
 * `isArrayLikeObject` (array, object) above `groupBy` (group), "parse a date string with date-fns"
 * `FormatLong.dateTime` above `parse`. A question typed to an assistant opens with its verb, and a library's
 * API is named by what it does: a record whose name says the question's first word counts TASK_VERB_FACTOR
 * times its score here (`task`: those records among the places).
 */
export function toolLibraryPlaces(index: LangIndex, question: string, libraries: ReadonlySet<number>, nameRoute: readonly ScoredRecord[]): ToolPlaces {
  const model = index.intents?.neighbours;
  const chosen = new Set(toolLibrariesUnknownToRoutes(index, question, libraries).filter((lib) => !model || !isEnglishWord(model, stem(index.libs[lib].toLowerCase()))));
  if (chosen.size === 0) return { places: [], task: new Set() };
  const taken = new Map<number, number>();
  const found: number[] = [];
  const verb = taskVerbOf(question, [...chosen].flatMap((lib) => namesOf(index, lib)));
  // Read from the record's name as written, `groupBy` (the index keeps last names lower-cased): a record read once
  // per candidate of the chosen libraries only.
  const saysVerb = new Map<number, boolean>();
  const doesTheTask = (d: number): boolean => {
    if (verb === undefined || NOT_CALLED.has(index.kinds[index.kindOf[d]])) return false;
    let says = saysVerb.get(d);
    if (says === undefined) saysVerb.set(d, (says = identifierWords(nameSegments(index.records.get(d).name).at(-1) ?? '').some((part) => part === verb.word || part === verb.stemmed)));
    return says;
  };
  const ordered = nameRoute
    .filter((r) => chosen.has(index.libOf[r.index]))
    .map((r) => ({ d: r.index, s: r.score * (doesTheTask(r.index) ? TASK_VERB_FACTOR : 1) }))
    .sort((a, b) => b.s - a.s)
    .map((r) => r.d);
  for (const d of ordered) {
    const lib = index.libOf[d];
    if (!chosen.has(lib) || (taken.get(lib) ?? 0) >= NAMED_LIBRARY_PLACES) continue;
    taken.set(lib, (taken.get(lib) ?? 0) + 1);
    found.push(d);
  }
  return { places: found, task: new Set(found.filter(doesTheTask)) };
}

/**
 * How much more a record whose name says the task's verb counts among its library's name-route records. Half
 * again: enough for one word of the name (`groupBy`) to outweigh two of the objects' (`isArrayLikeObject`), not a
 * precedence: of the hundreds of `copy…` members of Apache Commons IO, "copy a file with commons io" still wants
 * the one that also says "file". Measured on the library questions with 1 (the order as it was), 1.5 and 2:
 * 1.5 and 2 within a question of each other.
 */
const TASK_VERB_FACTOR = 1.5;

export interface ToolPlaces {
  /** The places, best first, per library at most NAMED_LIBRARY_PLACES. */
  places: number[];
  /** Of `places`, those whose name says the task's verb. */
  task: ReadonlySet<number>;
}

/** The question's first word that is not a stop word nor a library's name: the task's verb ("group", "sort", "GET"). */
function taskVerbOf(question: string, libraryNames: readonly string[]): { word: string; stemmed: string } | undefined {
  const names = new Set(libraryNames.flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)));
  for (const token of question.match(/[A-Za-z]+/g) ?? []) {
    const word = token.toLowerCase();
    if (token !== 'GET' && (isStopWord(word) || LEAD_INS.has(word))) continue;
    if (names.has(word) || word.length < 3) continue;
    return { word, stemmed: stem(word) };
  }
  return undefined;
}

/**
 * The libraries whose best record leads the page (withNamedKept): those the question says it uses that the
 * purpose routes do not know (`toolLibraries`: toolLibraryPlaces' libraries), and those they know that it
 * says outright it uses and chooses by name ("plot a histogram with seaborn": `seaborn.histplot` before
 * matplotlib's `hist`; "spawn an async task with tokio"). A library named by an English word is no choice
 * ("match it with a regex": namedAsChoice).
 */
export function librariesChosenIn(index: LangIndex, question: string, libraries: ReadonlySet<number>, toolLibraries: Iterable<number>): Set<number> {
  const chosen = new Set(toolLibraries);
  for (const lib of libraries) if (!chosen.has(lib) && saidAsTool(question, namesOf(index, lib), true) && namedAsChoice(index, lib)) chosen.add(lib);
  return chosen;
}

const aliasNames = new WeakMap<LangIndex, Map<number, string[]>>();

/**
 * A library's name and the aliases that name it (LIBRARY_ALIASES: "commons-io", "commons io" for
 * org.apache.commons.io, "scikit-learn" for sklearn), but not an alias the mined examples say as an English
 * word: "an HTTP request" uses no library, nor does "using reflection" choose one (Go's `http` and Java's
 * `reflection` aliases, read as choices, reordered eight everyday pages).
 */
function namesOf(index: LangIndex, lib: number): string[] {
  let byLib = aliasNames.get(index);
  if (!byLib) {
    byLib = new Map();
    const aliases = LIBRARY_ALIASES[index.lang] ?? {};
    const model = index.intents?.neighbours;
    for (const alias of Object.keys(aliases)) {
      if (model && !alias.includes(' ') && isEnglishWord(model, stem(alias))) continue;
      for (const name of librariesOfAlias(index, aliases[alias])) {
        const id = index.libIds.get(name)!;
        byLib.get(id)?.push(alias) ?? byLib.set(id, [alias]);
      }
    }
    aliasNames.set(index, byLib);
  }
  return [index.libs[lib], ...(byLib.get(lib) ?? []), ...goModuleNamesOf(index, index.libs[lib].toLowerCase())];
}

/**
 * Records a question names by saying a library's name and then one of its members' as two words: "lodash
 * chunk", "uuid v4", "commander option", "semver satisfies" — `lodash.chunk` written with a space. The
 * name route ranks such a record first (both words are its names), but the purpose routes, mined from
 * the library's own code, vote for the built-ins that code calls, and had pushed it off the page: "lodash
 * chunk an array into groups of three" showed `Set.add`, `Array.push` and no lodash. Only a library the
 * question names (`libraries`) as its opening words, and only the word right after its name, never a thing
 * built with the library ("a React component": `react.Component` is no answer to it). Of several records
 * of that name (a class's method and an instance's), the one real code uses most, then the shortest name.
 */
export function libraryMembersSpelledIn(index: LangIndex, question: string, libraries: ReadonlySet<number>): number[] {
  if (libraries.size === 0) return [];
  const names = new Map<string, number>();
  for (const lib of libraries) names.set(index.libs[lib].toLowerCase(), lib);
  // The question's first words, typed as a search is ("lodash chunk …", "how to use uuid v4"). Further on, a
  // library's name is mostly an adjective of a task's noun ("a numpy array", "the log file", "a regex pattern",
  // "the string format"): that put `numpy.array`, `log::Record::file` and `string.Formatter.format` first on
  // Python's and Rust's task descriptions.
  const tokens = question.toLowerCase().trim().split(/\s+/, 8);
  let at = 0;
  while (at < tokens.length && (isStopWord(tokens[at]) || LEAD_INS.has(tokens[at]))) at++;
  // Only spaces between the two: "with logging. Logs are written" names no `log`.
  const said = tokens[at] ?? '';
  const member = (tokens[at + 1] ?? '').match(/^[a-z0-9]\w*/)?.[0];
  const lib = names.get(said);
  // "a React component", "an express app": a thing built with the library (BUILT_WITH), not a member of it.
  if (lib === undefined || !member || isStopWord(member) || BUILT_WITH.includes(member.replace(/s$/, ''))) return [];
  const parts = identifierParts(index.libs[lib]);
  const term = index.terms.get(parts[parts.length - 1] ?? '');
  if (term === undefined) return [];
  const to = index.postingSplit[term];
  const records = index.postings.row(term, to);
  // The member's name as said, or without a plural's "s" ("commander options"): compared without stemming,
  // since a library's name can list thousands of records (numpy's, pandas').
  const singular = member.replace(/s$/, '');
  let best = -1;
  for (let p = index.postingStart[term]; p < to; p++) {
    const d = records[p - index.postingStart[term]];
    if (index.libOf[d] !== lib || !(index.postingFields[p] & FIELD_LIB)) continue;
    const last = index.lastNames[index.lastNameOf[d]];
    if ((last !== member && last !== singular) || NOT_CALLED.has(index.kinds[index.kindOf[d]])) continue;
    if (best < 0 || index.usage[d] > index.usage[best] || (index.usage[d] === index.usage[best] && index.depth[d] < index.depth[best])) best = d;
  }
  return best < 0 ? [] : [best];
}

/** Words a question typed as a search opens with before the library's name: "how to use uuid v4", "using lodash chunk". */
const LEAD_INS: ReadonlySet<string> = new Set(['how', 'use', 'using', 'call', 'calling', 'with', 'in']);
