/**
 * What a question names outright keeps a place in its results: a library it names ("using seaborn",
 * "the NLTK library", `sns`) and an API it writes the way code does (`LabelEncoder`, `Word2Vec`).
 *
 * The routes rank by what the question's words point at, and the rest of a question can outvote the
 * one word that names its tool: "a histogram of the data values using seaborn" is mostly words that
 * pandas and matplotlib code says, so every place went to those, none to seaborn; "encode the column
 * using LabelEncoder" gave all ten places to pandas. The user said which tool; the results show it.
 */
import type { ScoredRecord } from './search';
import { FIELD_LIB, FIELD_PARENT, type LangIndex } from './inverted-index';
import { identifierParts, isStopWord, nameSegments, stem } from './tokenize';
import { calledByItsName, namedAsChoice } from './naming-share';
import { namesSaidInAnotherSense } from './word-senses';

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
 * The APIs a question names (as code, as a plain word, or spelled out: `spelled`, the names spelledNamesIn
 * says lead), for withNamedKept, and which of them it says as plain lower-case words ("fetch JSON"): not
 * code, and as much the task's verb as a name (Named.words).
 */
export function apisNamedIn(index: LangIndex, question: string, spelled: readonly string[]): { apis: Set<string>; words: Set<string> } {
  const code = codeNamesIn(question);
  // A word said in another sense than the API's ("disk free space", "log the errors") names no API (word-senses.ts).
  const otherSense = namesSaidInAnotherSense(index.lang, question);
  const plain = new Set([...plainNamesIn(index, question)].filter((name) => !otherSense.has(name)));
  const leading = spelled.filter((name) => !otherSense.has(name));
  const said = new Set(question.match(/[A-Za-z_$][\w$]*/g));
  return {
    apis: new Set([...code, ...plain, ...leading]),
    words: new Set([...plain].filter((name) => said.has(name) && !code.has(name) && !leading.includes(name))),
  };
}

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
  /** Of `toolPlaces`, those whose name says the task's verb ("group" … `groupBy`, toolLibraryPlaces). */
  taskPlaces?: ReadonlySet<number>;
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
  // A library the routes do not know has its places from the name route (toolLibraryPlaces), before any record the
  // ranking has of it: the purpose routes, mined from its own code, rank its records by the built-ins that code calls
  // ("group an array of objects by a key with lodash" had `isArrayLikeObject` and `keys` on the page and no room
  // for `groupBy`). Its best place, when it does the task the question's verb names, takes the place of the
  // library's last ranked record if the library has its places already.
  const placed = new Set<number>();
  for (const d of named.toolPlaces ?? []) {
    const lib = index.libOf[d];
    const best = !placed.has(lib);
    placed.add(lib);
    const entry = ranked.find((r) => r.index === d) ?? { index: d, score: out[out.length - 1]?.score ?? 0, confident: true };
    if (!usable(entry)) continue;
    if (placesOf(lib) < NAMED_LIBRARY_PLACES) bring(entry);
    else if (best && named.taskPlaces?.has(d)) {
      let last = out.length - 1;
      while (last >= 1 && (index.libOf[out[last].index] !== lib || brought.has(out[last].index))) last--;
      if (last < 1) continue;
      out.splice(last, 1, { ...entry, score: out[last].score });
      brought.add(d);
    }
  }
  for (const lib of named.libraries) {
    if (!namedAsChoice(index, lib)) continue;
    for (const candidate of ranked) {
      if (placesOf(lib) >= NAMED_LIBRARY_PLACES) break;
      if (index.libOf[candidate.index] === lib && usable(candidate) && !bring(candidate)) break;
    }
  }
  // The library the question says it uses leads the page, unless one of its records or an API the question
  // names outright already does: "generate a uuid with the uuid package" is asked of the uuid package, and
  // `crypto.randomUUID` (what the mined code does with the word) comes after `uuid.v4`, not before it; "deep
  // clone an object using lodash" is asked of lodash, though `clone` is a global's whole name too.
  const chosen = named.chosen ?? new Set<number>();
  if (!namedOutright && out.length > 1 && !chosen.has(index.libOf[out[0].index])) {
    // The name route's best record of a library the routes do not know, before a record the ranking has of it.
    const toolLead = out.findIndex((r) => r.index === named.toolPlaces?.[0]);
    const at = toolLead >= 0 ? toolLead : out.findIndex((r) => chosen.has(index.libOf[r.index]));
    if (at > 0) {
      const [lead] = out.splice(at, 1);
      out.unshift({ ...lead, score: Math.max(lead.score, out[0].score) });
    }
  }
  return out;
}
