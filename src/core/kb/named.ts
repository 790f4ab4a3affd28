/**
 * What a question names outright keeps a place in its results: a library it names ("using seaborn",
 * "the NLTK library", `sns`) and an API it writes the way code does (`LabelEncoder`, `Word2Vec`).
 *
 * The routes rank by what the question's words point at, and the rest of a question can outvote the
 * one word that names its tool: "a histogram of the data values using seaborn" is mostly words that
 * pandas and matplotlib code says, so every place went to those, none to seaborn; "encode the column
 * using LabelEncoder" gave all ten places to pandas. The user said which tool; the results show it.
 */
import type { NeighbourModel } from './neighbours';
import type { ScoredRecord } from './search';
import { FIELD_LIB, FIELD_PARENT, type LangIndex } from './inverted-index';
import { identifierParts, isStopWord, nameSegments, stem } from './tokenize';
import { calledByItsName, knownToRoutes, namedAsChoice } from './naming-share';
import { librariesOfAlias } from './libraries-named';
import { LIBRARY_ALIASES } from './vocabulary';

/** Up to this many records of each library the question names are kept among its results. */
export const NAMED_LIBRARY_PLACES = 2;

/**
 * API names written as code: UpperCamelCase of two or more words (`LabelEncoder`, `Word2Vec`,
 * `HttpRequest`), the last segment when dotted. Lower-case and snake_case words are left out: task
 * descriptions write their own parameter names that way (`source_dir`, `n_clusters`), and plain words
 * already match names through the routes.
 */
export function codeNamesIn(question: string): Set<string> {
  const names = new Set<string>();
  for (const token of question.match(/[A-Za-z_][\w.]*\w/g) ?? []) {
    const last = token.slice(token.lastIndexOf('.') + 1);
    if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/.test(last)) names.add(last.toLowerCase());
  }
  return names;
}

/** A word with more name postings than this is not looked at as a name (`get`, `set`: every base has hundreds). */
const MAX_PLAIN_NAME_POSTINGS = 2000;
/** Kinds of record a plain word does not name: a module is a library (named.libraries), a variable a word (`length`, `closed`). */
export const NOT_CALLED: ReadonlySet<string> = new Set(['module', 'namespace', 'variable', 'constant', 'property', 'field']);

/**
 * API names a question writes as plain words: `scanf` in "how do I call scanf", `parseInt` in "use
 * parseInt". A lowerCamelCase word is code (prose never writes one). A lower-case word is the name of
 * an API whose whole name it is (C's functions, JavaScript's globals) when code saying the word calls
 * that API, as for a named library (namingShare): the mined examples saying "scanf" or "sqrt" call
 * `scanf` and `sqrt`, those saying "time", "log" or "prompts" mostly do not call `time`, `log` or the
 * `prompts` package, and those stay words (the routes still match them to names). Without this, the
 * rest of the question outvoted the one word naming the API: "how do I call scanf" showed `popen` and
 * `posix_spawn` for "call", and no `scanf`.
 */
export function plainNamesIn(index: LangIndex, question: string): Set<string> {
  const names = new Set<string>();
  const model = index.intents?.neighbours;
  // Each word once: a long question repeats its words, and a word's look-up reads its postings.
  for (const word of new Set(question.match(/(?<![\w.$:])[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*(?![\w$]|\.\w|::)/g))) {
    if (word.length < 3 || isStopWord(word)) continue;
    const lower = word.toLowerCase();
    if (word !== lower) {
      names.add(lower);
      continue;
    }
    if (!model) continue;
    const term = index.terms.get(stem(word));
    if (term === undefined) continue;
    const split = index.postingSplit[term];
    if (split - index.postingStart[term] > MAX_PLAIN_NAME_POSTINGS) continue;
    const records = index.postings.row(term, split);
    for (let p = 0; p < records.length; p++) {
      const d = records[p];
      if (index.depth[d] !== 1 || index.lastNames[index.lastNameOf[d]] !== word || NOT_CALLED.has(index.kinds[index.kindOf[d]])) continue;
      if (index.records.get(d).name !== word || !calledByItsName(model, d, stem(word))) continue;
      names.add(word);
      break;
    }
  }
  return names;
}

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
 * Only a library the mined code does not tie to its name counts (namingShare below the bar: lodash
 * .03, axios 0, since a library's own code never imports itself by name). One it does (seaborn .27,
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
  return [...libraries].filter((lib) => saidAsTool(question, namesOf(index, lib)) && !knownToRoutes(index, lib));
}

/**
 * A library name said by more than this share of the mined examples is an English word too ("random",
 * 8 in 1,000 of Python's examples; "collections" 3; "moment" 3 of JavaScript's), and "with random
 * values" says no tool; lodash (0.7), axios (0.4), express (0.9) and uuid (0.7) are names.
 */
const ENGLISH_WORD_SHARE = 0.002;
/** In a small model a share means little: a word fewer examples than this say is no English word. */
const ENGLISH_WORD_FLOOR = 100;

/** Whether `word` (stemmed as the model's terms are) is said by so many mined examples that it is an English word. */
function isEnglishWord(model: NeighbourModel, word: string): boolean {
  const term = model.terms.get(word);
  const saying = term === undefined ? 0 : model.termStart[term + 1] - model.termStart[term];
  return saying > Math.max(ENGLISH_WORD_FLOOR, ENGLISH_WORD_SHARE * model.length.length);
}

/**
 * Places for a library the question says it uses when the purpose routes cannot find it: the name
 * route's best records of that library (`nameRoute`, in its order, however far down: "generate a uuid with
 * the uuid package" has `uuid.v4` seventieth, behind every `*UUID*` name of other libraries), up to
 * NAMED_LIBRARY_PLACES of each, for withNamedKept to give a place.
 *
 * A library the routes know by its name is given places from the joined ranking (withNamedKept);
 * one they do not (JavaScript's lodash, axios, uuid: the mined code is theirs, and a library's own
 * code never names itself) has few records there or none: "deep clone an object using lodash" showed
 * `Request.clone`, `Object.keys` and `structuredClone` but no lodash, and "make a GET request with
 * axios and handle errors" one axios record, while the name route ranks `lodash.cloneDeep` and
 * `axios.AxiosError` among its first. The first of them leads the page (withNamedKept), the second is
 * at its end: the name route's order within one library is rough ("group … by a key with lodash" ranks
 * `isArrayLikeObject` above `groupBy`), and a model reads all ten.
 */
export function toolLibraryPlaces(index: LangIndex, question: string, libraries: ReadonlySet<number>, nameRoute: readonly number[]): number[] {
  const model = index.intents?.neighbours;
  const chosen = new Set(toolLibrariesUnknownToRoutes(index, question, libraries).filter((lib) => !model || !isEnglishWord(model, stem(index.libs[lib].toLowerCase()))));
  if (chosen.size === 0) return [];
  const taken = new Map<number, number>();
  const found: number[] = [];
  for (const d of nameRoute) {
    const lib = index.libOf[d];
    if (!chosen.has(lib) || (taken.get(lib) ?? 0) >= NAMED_LIBRARY_PLACES) continue;
    taken.set(lib, (taken.get(lib) ?? 0) + 1);
    found.push(d);
  }
  return found;
}

/**
 * Whether the question says `lib` as a tool it uses: "with lodash", "using axios", "the zod library",
 * "lodash's", or names a thing built with it: "an express middleware", "a react component", "the fastify
 * server". `outright`: only the first two ("with …", "… library"); "an HTTP request" and "a struct's
 * fields" say no library.
 */
function saidAsTool(question: string, names: readonly string[], outright = false): boolean {
  // The library by its name or by an alias ("commons io" for org.apache.commons.io), a phrase's spaces or hyphens alike.
  const name = `(?:${names.map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')).join('|')})`;
  const said = `\\b(?:with|using|via|through|use|uses)\\s+(?:the\\s+)?${name}(?![\\w/@-])|(?<![\\w/@-])${name}\\s+(?:library|package|module|crate|framework)\\b`;
  const loosely = `|(?<![\\w/@-])${name}'s\\b|\\b(?:an?|the|my|our)\\s+${name}\\s+(?:${BUILT_WITH.join('|')})s?\\b`;
  return new RegExp(outright ? said : said + loosely, 'i').test(question);
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
  return [index.libs[lib], ...(byLib.get(lib) ?? [])];
}

/** What a program builds with a library, said after its name ("an express middleware"). */
const BUILT_WITH = ['app', 'application', 'server', 'middleware', 'route', 'router', 'request', 'response', 'component', 'hook', 'plugin', 'handler', 'endpoint', 'schema', 'client', 'project', 'store'];

/** An API path a question writes, as its segments; `loose`: compared without case and underscores. */
export interface WrittenPath {
  segments: string[];
  loose: boolean;
}

/**
 * API paths a question writes as code: with `::` (`fs::read_to_string`, `Option::ok_or`), never prose,
 * compared without case and underscores, so that a path whose underscores a renderer ate
 * (`fs::readtostring`, markdown's emphasis) still finds its API; and with dots (`strings.Split`,
 * `Math.floor`, `Array.prototype.map`, `os.path.join`), compared exactly, since prose has dotted words
 * too. One that is not code (`input.txt`, `e.g`) finds nothing: no record's name ends with it.
 */
export function pathNamesIn(question: string): WrittenPath[] {
  const paths = (question.match(/[A-Za-z_]\w*(?:::[A-Za-z_]\w*)+/g) ?? []).map((path) => ({ segments: path.split('::').map(squashed), loose: true }));
  for (const path of question.match(/(?<![\w.$])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?![\w$]|\.\w)/g) ?? []) {
    const segments = path.split('.').filter((segment) => segment !== 'prototype');
    // `Array.prototype` alone names a class's prototype, not a member: no path of two segments.
    if (segments.length >= 2) paths.push({ segments, loose: false });
  }
  return paths;
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

/** A name segment compared without case and underscores: `read_to_string`, `readToString` → `readtostring`. */
function squashed(segment: string): string {
  return segment.toLowerCase().replace(/_/g, '');
}

/** At most this many paths of a question are looked up (each walks one posting list). */
const MAX_PATHS = 4;

/**
 * The record each path names: one whose name ends with the path's segments (`fs::write` →
 * `std::fs::write`, not `std::io::Write::write`). Of several (a trait's method and a type's), the one
 * real code uses most, then the shortest name. Paths naming nothing in the base are left out.
 *
 * The candidates are the records the index lists under the path's next-to-last segment as a class or
 * library name (`HashMap`, `fs`, `Math`) whose last name is the path's last: only those names are read
 * back, so a question of crafted paths (`a.get b.toString …`) costs one posting list each, not a read
 * of every record called `get`.
 */
export function recordsNamedByPath(index: LangIndex, paths: readonly WrittenPath[]): number[] {
  const found: number[] = [];
  for (const { segments: path, loose } of paths.slice(0, MAX_PATHS)) {
    const last = squashed(path[path.length - 1]);
    const parts = identifierParts(path[path.length - 2]);
    const term = index.terms.get(parts[parts.length - 1] ?? '');
    if (term === undefined) continue;
    // Name postings (class, module or library) come before doc-only ones.
    const to = index.postingSplit[term];
    const records = index.postings.row(term, to);
    let best = -1;
    for (let p = index.postingStart[term]; p < to; p++) {
      const d = records[p - index.postingStart[term]];
      if (!(index.postingFields[p] & (FIELD_PARENT | FIELD_LIB)) || squashed(index.lastNames[index.lastNameOf[d]]) !== last) continue;
      const segments = nameSegments(index.records.get(d).name);
      if (segments.length < path.length) continue;
      const tail = segments.slice(segments.length - path.length);
      if (tail.some((segment, i) => (loose ? squashed(segment) : segment) !== path[i])) continue;
      if (best < 0 || index.usage[d] > index.usage[best] || (index.usage[d] === index.usage[best] && index.depth[d] < index.depth[best])) best = d;
    }
    if (best >= 0 && !found.includes(best)) found.push(best);
  }
  return found;
}

export interface Named {
  /** Library ids the question names (directly or by alias). */
  libraries: ReadonlySet<number>;
  /** Lower-cased API names the question writes as code (codeNamesIn). */
  apis: ReadonlySet<string>;
  /** Records the question names by a path (recordsNamedByPath). */
  records?: readonly number[];
  /** Places for libraries the question uses that the purpose routes do not know (toolLibraryPlaces). */
  toolPlaces?: readonly number[];
  /**
   * Names the question says by a phrase ("standard input": `stdin`, phraseNamesIn): a module's own
   * object (`sys.stdin`, `os.Stdin`, `std::io::stdin`), never a class's member of that name
   * (`click.testing.Result.stderr`): at most three segments deep.
   */
  globals?: ReadonlySet<string>;
  /**
   * Of `apis`, those the question says as plain lower-case words ("fetch JSON", "clone an object"): as
   * much the task's verb as a name, they do not keep a library the question says it uses from leading
   * ("fetch JSON from an API using axios" is asked of axios).
   */
  words?: ReadonlySet<string>;
  /** Libraries the question says it uses and chooses (librariesChosenIn): the best record of one leads the page. */
  chosen?: ReadonlySet<number>;
}

/** How deep a record named by a phrase may be: `std::io::stdin` is three segments. */
const MAX_GLOBAL_DEPTH = 3;

/**
 * A short page (fewer results than asked: the confident ones were fewer) with the records the question
 * names by a path added at its end: it has room, and unlike what the ranking found, they may not be
 * among the candidates at all.
 */
export function withPathsAdded(results: ScoredRecord[], ranked: readonly ScoredRecord[], records: readonly number[], k: number): ScoredRecord[] {
  const out = results.slice();
  for (const d of records) {
    if (out.length >= k) break;
    if (!out.some((r) => r.index === d)) out.push(pathEntry(ranked, d));
  }
  return out;
}

/** A record a path names, as the ranking scored it, or confident when the ranking never found it: the user wrote it. */
function pathEntry(ranked: readonly ScoredRecord[], record: number): ScoredRecord {
  return ranked.find((r) => r.index === record) ?? { index: record, score: 0, confident: true };
}

/**
 * The results with what the question names given a place when the ranking left it out: the best
 * ranked record of each API written as code, then up to NAMED_LIBRARY_PLACES of each named library.
 * A place is taken from the end of the results, from a library that holds more than one place there
 * (the first result and a library's only record are never displaced), and never from what this step
 * put in. With `allowWeak` false only confident records are brought in.
 */
export function withNamedKept(index: LangIndex, results: ScoredRecord[], ranked: readonly ScoredRecord[], named: Named, allowWeak: boolean): ScoredRecord[] {
  const out = results.slice();
  const brought = new Set<number>();
  const inOut = (d: number) => out.some((r) => r.index === d);
  const placesOf = (lib: number) => out.reduce((n, r) => n + (index.libOf[r.index] === lib ? 1 : 0), 0);
  const bring = (candidate: ScoredRecord): boolean => {
    for (let i = out.length - 1; i >= 1; i--) {
      const lib = index.libOf[out[i].index];
      if (brought.has(out[i].index) || placesOf(lib) < 2) continue;
      if (named.libraries.has(lib) && placesOf(lib) <= NAMED_LIBRARY_PLACES) continue;
      out.splice(i, 1);
      out.push(candidate);
      brought.add(candidate.index);
      return true;
    }
    return false;
  };
  const usable = (r: ScoredRecord) => (allowWeak || r.confident) && !inOut(r.index);
  // What the question names comes first, in the question's order: the user asked about it.
  const first: ScoredRecord[] = [];
  // Whether something the question names outright (a path, code, a phrase) is first: no library then leads.
  let namedOutright = false;
  const putFirst = (entry: ScoredRecord | undefined, outright = true) => {
    if (entry && !first.includes(entry)) first.push(entry);
    if (entry) namedOutright ||= outright;
  };
  // A path the question writes names one API exactly: it is shown, confident or not.
  for (const d of named.records ?? []) {
    if (!inOut(d)) bring(pathEntry(ranked, d));
    putFirst(out.find((r) => r.index === d));
  }
  // An API the question names (`hasName`): the best ranked record of that name is what it means. A
  // builtin (`ValueError`) needs no place, and giving its place to the next record of that name would show
  // a look-alike instead (`nacl.exceptions.ValueError` for "raises ValueError").
  const keep = (hasName: (r: ScoredRecord) => boolean, outright = true) => {
    if (!out.some(hasName)) {
      const best = ranked.find(hasName);
      if (best && index.libs[index.libOf[best.index]] !== 'builtins' && usable(best)) bring(best);
    }
    const shown = out.find(hasName);
    if (shown && index.libs[index.libOf[shown.index]] !== 'builtins') putFirst(shown, outright);
  };
  const lastName = (r: ScoredRecord) => index.lastNames[index.lastNameOf[r.index]];
  for (const name of named.apis) keep((r) => lastName(r) === name, !named.words?.has(name));
  for (const name of named.globals ?? []) keep((r) => lastName(r) === name && index.depth[r.index] <= MAX_GLOBAL_DEPTH);
  if (first.length) {
    // Scores stay in page order for a client that sorts by them: a named API scores as the page's best.
    const top = Math.max(...out.map((r) => r.score));
    const rest = out.filter((r) => !first.includes(r));
    out.splice(0, out.length, ...first.map((r) => ({ ...r, score: Math.max(r.score, top) })), ...rest);
    for (const r of first) brought.add(r.index);
  }
  for (const lib of named.libraries) {
    if (!namedAsChoice(index, lib)) continue;
    for (const candidate of ranked) {
      if (placesOf(lib) >= NAMED_LIBRARY_PLACES) break;
      if (index.libOf[candidate.index] === lib && usable(candidate) && !bring(candidate)) break;
    }
  }
  for (const d of named.toolPlaces ?? []) {
    if (placesOf(index.libOf[d]) >= NAMED_LIBRARY_PLACES) continue;
    const entry = ranked.find((r) => r.index === d) ?? { index: d, score: out[out.length - 1]?.score ?? 0, confident: true };
    if (usable(entry)) bring(entry);
  }
  // The library the question says it uses leads the page, unless one of its records or an API the question
  // names outright already does: "generate a uuid with the uuid package" is asked of the uuid package, and
  // `crypto.randomUUID` (what the mined code does with the word) comes after `uuid.v4`, not before it; "deep
  // clone an object using lodash" is asked of lodash, though `clone` is a global's whole name too.
  const chosen = named.chosen ?? new Set<number>();
  if (!namedOutright && out.length > 1 && !chosen.has(index.libOf[out[0].index])) {
    const at = out.findIndex((r) => chosen.has(index.libOf[r.index]));
    if (at > 0) {
      const [lead] = out.splice(at, 1);
      out.unshift({ ...lead, score: Math.max(lead.score, out[0].score) });
    }
  }
  return out;
}
