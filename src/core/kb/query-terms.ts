/**
 * A question turned into weighted index terms: its words without the data it quotes, what they usually
 * mean in APIs (synonyms, abbreviations), typo fixes through Fuse.js, and at most MAX_QUERY_TERMS of them,
 * the most informative first.
 */
import Fuse from 'fuse.js';
import { documentFrequency, termsWithPrefix, type LangIndex } from './inverted-index';
import { identifierParts, stem, textTerms } from './tokenize';
import { synonymsOf } from './vocabulary';
import { BoundedCache, stringListBytes } from './bounded-cache';
import { overBudget } from './budget';

export interface QueryTerm {
  id: number;
  weight: number;
}

/** Most weighted terms (words and their expansions) a query keeps, the most informative first. */
const MAX_QUERY_TERMS = 24;

/**
 * Bounds on the expansions of a query's words, whatever the question and history hold (the request
 * limits allow 4,000 characters in each): a Fuse.js look-up of a 4,000-letter word took seconds, and
 * hundreds of fresh random words a look-up each. A typo of an API word is a short word; abbreviations
 * (`corr`, `dir`) are prefixes of short words; and beyond a few look-ups a question is not misspelt
 * but random. The worker's per-query budget (budget.ts) stops what is left when time runs out.
 */
export const MAX_FUZZY_WORD = 24;
export const MAX_FUZZY_LOOKUPS = 8;
const MAX_ABBREVIATED_WORD = 24;

/**
 * The question without the data it quotes: a string literal's words ('H3', '%Y-%m-%d', a regular
 * expression, a URL) name no API and only add noise. A file name's extension is kept, because it names
 * the format ('data.csv' asks for CSV).
 */
export function withoutLiterals(question: string): string {
  // A quote between letters is an apostrophe (don't, it's), not a literal's edge.
  return question.replace(/(?<![A-Za-z])(["'])(?:(?!\1)[^\n])*?\1(?![A-Za-z])/g, (literal) => {
    const extensions = literal.match(/\.([A-Za-z][A-Za-z0-9]{1,4})\b/g) ?? [];
    return ` ${extensions.map((e) => e.slice(1)).join(' ')} `;
  });
}

/**
 * The question without its request to the assistant: "write a function that", "create a Python script
 * to" say what to produce, not which API to call. Once they are gone, "write" is left where it names an
 * operation ("write the rows to a CSV file").
 */
export function withoutInstructions(question: string): string {
  return question.replace(INSTRUCTION, ' ');
}
const INSTRUCTION =
  /\b(?:please\s+)?(?:write|create|implement|give|show|generate)\s+(?:me\s+)?(?:(?:a|an|the|some)\s+)?(?:(?:python|javascript|typescript|java|go|golang|rust|c|c\+\+|small|simple|short|quick|helper|utility|reusable)\s+)*(?:function|program|script|snippet|code|class|method|routine)s?\b(?:\s+(?:that|which|to|for))?/gi;

/**
 * The question without idioms whose words name APIs they do not mean. "Time" that reads no clock: when something
 * happens ("at run time"), how often ("three times", "one at a time", "each time") and how fast an algorithm is
 * ("in linear time"). Their "time" put `time`, `ctime` and `localtime` (C's time.h, which the word also names) on
 * C's page for "a matrix of a size known at run-time" and for numbers taken "one at a time", `time.Duration` on
 * Go's, and Go's `runtime` package on pages about doing something at runtime. "The runtime" as a noun (Tokio's, Go's
 * package), "times of day" and "the time taken" stay; the count a multiplier gives is kept ("n times": n). And
 * "find out", which is to learn, not to search: "find out the machine's word size" had Python's `re.findall`
 * first, and 18 of the everyday sets' 54 pages that say it had a `find` ("find out where" may be a search, and
 * stays).
 */
export function withoutIdioms(question: string): string {
  return question.replace(IDIOM, (_idiom, count: string | undefined) => ` ${count ?? ''} `);
}
// `(?!\.\w)`: the word is prose, not the head of a call ("each time.sleep(1)" keeps `time.sleep`).
const IDIOM = new RegExp(
  `(?:${[
    String.raw`\b(?:at|during|until|till)\s+run[\s-]?time\b`,
    String.raw`\bat\s+a\s+time\b`,
    String.raw`\b(?:each|every)\s+time\b`,
    String.raw`\b(\d+|[nkm]|several|many|multiple|few|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|million)\s+times\b`,
    String.raw`\bin\s+(?:linear|constant|logarithmic|log-linear|quadratic|cubic|polynomial|exponential|sub-?linear|O\([^()]{1,16}\))\s+time\b`,
    String.raw`\bfind(?:s|ing)?\s+out\b(?!\s+where\b)`,
  ].join('|')})(?!\\.\\w)`,
  'gi',
);

/**
 * The question's words piece by piece: sentences, and the steps a sentence lists ("load the file, drop
 * empty rows and plot the counts"). The pieces split only where no word is (punctuation, "and",
 * "then", which are stop words), so joined they are the question's words, tokenised once.
 */
export function termsByPiece(question: string): string[][] {
  return question.split(CLAUSE_BREAK).map((piece) => (HTTP_GET.test(piece) ? [...textTerms(piece), 'get'] : textTerms(piece)));
}
/**
 * "GET" in capitals is HTTP's method, which libraries name so (`requests.get`, `axios.get`, resty's `Get`),
 * not the stop word "get": "send a GET request with requests" had `requests.request` and `requests.post` before
 * `requests.get`. POST, PUT, DELETE are no stop words and are read as any word.
 */
const HTTP_GET = /\bGET\b/;

/** The clauses among the pieces: a piece of fewer than two words is not a step of its own. */
export function clausesFrom(pieces: readonly string[][]): string[][] {
  return pieces.filter((terms) => terms.length >= 2);
}

/** The words of each clause of a question that has several (termsByPiece, clausesFrom). */
export function clausesOf(question: string): string[][] {
  return clausesFrom(termsByPiece(question));
}
// `(?<!\s)`: a run of spaces is tried from its start only (from each of its places, `\s+and` made
// a run of 4,000 spaces quadratic).
const CLAUSE_BREAK = /[.;:!?]\s+|,\s*(?:and\s+|then\s+)?|(?<!\s)\s+and\s+(?:then\s+)?/;

const fuseCache = new WeakMap<LangIndex, Map<string, Fuse<string>>>();

/**
 * Index terms close to an out-of-vocabulary word (a typo or a near-miss), through Fuse.js; undefined
 * when finding them would take a look-up that `lookups` (what is left of the query's) does not allow.
 */
function typoNeighbours(index: LangIndex, word: string, lookups: { left: number }): string[] {
  if (word.length < 5 || word.length > MAX_FUZZY_WORD) return [];
  // The same unknown words recur across questions; a Fuse.js search over a bucket costs ~1 ms.
  let known = neighbourCache.get(index);
  if (!known) neighbourCache.set(index, (known = new BoundedCache<string[]>(2 << 20, stringListBytes, 64)));
  const cached = known.get(word);
  if (cached) return cached;
  if (lookups.left <= 0 || overBudget()) return [];
  lookups.left--;
  const found = fuzzyNeighbours(index, word);
  known.set(word, found);
  return found;
}

/** Per language, bounded by bytes: the unknown words are the users' text. */
const neighbourCache = new WeakMap<LangIndex, BoundedCache<string[]>>();

/**
 * Most Fuse.js instances kept per language, the most recently used: which ones exist is up to the
 * users' words, and each holds its terms and their index (kept without a bound, a session of varied
 * questions grew the worker's live heap by 9 MB over dev's 823).
 */
export const MAX_FUSE_BUCKETS = 16;

/** How many Fuse.js instances a language holds now (for tests). */
export function fuseBucketsHeld(index: LangIndex): number {
  return fuseCache.get(index)?.size ?? 0;
}

function fuzzyNeighbours(index: LangIndex, word: string): string[] {
  let cache = fuseCache.get(index);
  if (!cache) fuseCache.set(index, (cache = new Map()));
  // A near-miss is within two letters of the word's length, so a bucket holds only the terms of that
  // length range among those sharing the first two letters: a fraction of the prefix's terms, and of
  // the garbage a search makes (Fuse.js's scoring was a third of what a Java question allocated).
  const key = `${word.slice(0, 2)}:${word.length}`;
  let fuse = cache.get(key);
  if (fuse) {
    cache.delete(key);
  } else {
    const list = termsWithPrefix(index, word.slice(0, 2), 20000).filter((t) => t.length >= 4 && Math.abs(t.length - word.length) <= 2);
    fuse = new Fuse(list, { threshold: 0.25, includeScore: true, ignoreLocation: true, minMatchCharLength: 3 });
    if (cache.size >= MAX_FUSE_BUCKETS) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, fuse);
  return fuse.search(word, { limit: 3 }).map((r) => r.item);
}

export function idf(index: LangIndex, termId: number): number {
  const df = documentFrequency(index, termId);
  const n = index.records.size;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * Spelled-out phrases → the identifier APIs name them by (general programming vocabulary, as
 * vocabulary.ts), and a further word searched for (`args` is searched, never named: many classes have a
 * member of that name).
 */
const PHRASE_NAMES: ReadonlyArray<{ pattern: RegExp; name: string; alsoSearched?: string }> = [
  { pattern: /\bstandard[\s-]+input\b/i, name: 'stdin' },
  { pattern: /\bstandard[\s-]+output\b/i, name: 'stdout' },
  { pattern: /\bstandard[\s-]+error\b/i, name: 'stderr' },
  { pattern: /\bcommand[\s-]+line\s+arguments?\b/i, name: 'argv', alsoSearched: 'args' },
];

/**
 * The APIs a question names by such a phrase, as names (named.ts gives them a place): `stdin` for
 * "standard input" is `sys.stdin`, `process.stdin`, `os.Stdin`, `std::io::stdin`, whichever the ranking
 * puts first.
 */
export function phraseNamesIn(question: string): string[] {
  return PHRASE_NAMES.filter(({ pattern }) => pattern.test(question)).map(({ name }) => name);
}

/**
 * The weighted query terms: the question's own words (`words`, its textTerms, computed once by the
 * caller), what they usually mean in APIs, and typo fixes.
 */
export function queryTerms(index: LangIndex, question: string, words: readonly string[], history: readonly string[]): QueryTerm[] {
  const weights = new Map<string, number>();
  const bump = (term: string, weight: number) => {
    if (term.length < 2) return;
    weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  };
  const counts = new Map<string, number>();
  for (const term of words) counts.set(term, (counts.get(term) ?? 0) + 1);
  // A hyphenated name is often one identifier in code: TF-IDF → tfidf, K-Means → kmeans, e-mail → email, and a
  // name with a number: CRC-32 → crc32 (`java.util.zip.CRC32`), SHA-256 → sha256, UTF-8 → utf8 (alone, the number
  // is no term, and "CRC-32" had found no CRC32 in Java's first three hundred).
  for (const [, a, b, letters, digits] of question.matchAll(/\b([A-Za-z]{1,8})-([A-Za-z]{2,12})\b|\b([A-Za-z]{2,8})-(\d{1,4})\b/g)) {
    const joined = stem(`${a ?? letters}${b ?? digits}`.toLowerCase());
    if (!counts.has(joined)) counts.set(joined, 1);
  }
  // Identifiers written as code (`os.path.join`, `read_csv`, `groupBy()`) are the user naming an API.
  const codeTerms = new Set<string>();
  // `(?<![\w$])`: a dotted name starts at a word's start (from each letter of a long word, the
  // search for its dot was quadratic).
  for (const token of question.match(/(?<![\w$])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|\b\w+(?=\()/g) ?? []) {
    for (const part of identifierParts(token)) codeTerms.add(part);
  }
  for (const [term, count] of counts) {
    bump(term, (codeTerms.has(term) ? 1.5 : 1) * Math.min(1 + 0.25 * (count - 1), 1.5));
  }
  for (const turn of history.slice(-3)) for (const term of textTerms(turn)) bump(term, 0.3);
  // Phrases whose words name nothing alone but whose abbreviation is the API's name: "standard input"
  // is `stdin` (`sys.stdin`, `process.stdin`, `os.Stdin`, `std::io::stdin`), "command-line arguments"
  // are `argv`.
  for (const { pattern, name, alsoSearched } of PHRASE_NAMES) {
    if (!pattern.test(question)) continue;
    bump(name, 1);
    if (alsoSearched) bump(alsoSearched, 1);
  }

  // Expansions, each at a lower weight than the word itself: the question's words first (they were
  // weighed first), then the history's, while the query's look-ups and budget last.
  const lookups = { left: MAX_FUZZY_LOOKUPS };
  for (const [term, weight] of [...weights]) {
    for (const synonym of synonymsOf(term)) bump(stem(synonym), weight * 0.5);
    if (!index.terms.has(term)) {
      for (const neighbour of typoNeighbours(index, term, lookups)) bump(neighbour, weight * 0.7);
    }
    // An API abbreviation the question spells out: `corr` for correlation, `dir` for directory.
    if (term.length >= 5 && term.length <= MAX_ABBREVIATED_WORD && !overBudget()) {
      for (let len = Math.max(3, Math.ceil(term.length / 2)); len < term.length; len++) {
        const prefix = term.slice(0, len);
        if (index.terms.has(prefix)) bump(prefix, weight * 0.45);
      }
    }
  }
  const out: QueryTerm[] = [];
  for (const [term, weight] of weights) {
    const id = index.terms.get(term);
    if (id !== undefined) out.push({ id, weight });
  }
  // A long task description has dozens of words; the commonest of them add time, not ranking.
  if (out.length <= MAX_QUERY_TERMS) return out;
  const informative = new Map(out.map((t) => [t, t.weight * idf(index, t.id)]));
  return out.sort((a, b) => informative.get(b)! - informative.get(a)!).slice(0, MAX_QUERY_TERMS);
}
