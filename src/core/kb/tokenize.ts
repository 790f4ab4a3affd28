/**
 * Turning identifiers and questions into comparable terms. Shared by index building and querying, so
 * both sides agree exactly on what a term is.
 */
import { lookupTable } from '../../shared/lookup';
import { BoundedCache, stringListBytes } from './bounded-cache';

/** Words that carry no meaning for finding an API, in questions and in doc lines alike. */
const STOP_WORDS = new Set(
  (
    'a an the and or but if then else of to in on at by for with without from into onto over under as is are was ' +
    'were be been being it its this that these those there their them they we you your our i me my he she his her ' +
    'do does did doing done can could should would will shall may might must not no nor so such than too very ' +
    'just also only own same other any each all both few more most some what which who whom whose when where why ' +
    'how here via per using use used uses given specified provided certain following like want need needs get ' +
    'gets got make makes made way ways function functions method methods return returns returned ' +
    'code program script task implement implementation example e g eg ie etc based able one two three new ' +
    'please help thanks question answer python javascript typescript java golang go rust c'
  ).split(' '),
);

/** Kept out of STOP_WORDS on purpose: they name APIs (`list`, `set`, `map`, `file`, `string`). */

const IRREGULAR = lookupTable<string>({
  indices: 'index', indexes: 'index', matrices: 'matrix', vertices: 'vertex', children: 'child',
  directories: 'directory', entries: 'entry', queries: 'query', dictionaries: 'dictionary', libraries: 'library',
  copies: 'copy', replies: 'reply', series: 'series', status: 'status', analysis: 'analysis', axes: 'axes',
  bytes: 'bytes', kwargs: 'kwargs', args: 'args', class: 'class', process: 'process', access: 'access',
  address: 'address', alias: 'alias', bias: 'bias', canvas: 'canvas', gas: 'gas', glass: 'glass', pass: 'pass',
  less: 'less', unless: 'unless', ls: 'ls', os: 'os', js: 'js', ts: 'ts', is: 'is', this: 'this', has: 'has',
  was: 'was', does: 'does', yes: 'yes', plus: 'plus', focus: 'focus', radius: 'radius', corpus: 'corpus',
  stats: 'stats', utils: 'utils', params: 'params', dataframes: 'dataframe', times: 'time', sys: 'sys',
});

/**
 * A light stemmer: folds plurals and the commonest verb endings so `files`/`file`, `sorted`/`sort`,
 * `splitting`/`split` meet. Deliberately conservative: identifiers are not English, and an aggressive
 * stemmer merges API names that differ (`reader`/`read`).
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) {
    w = w.slice(0, -3);
    if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1); // splitting → split
  } else if (w.length > 4 && w.endsWith('ied')) w = w.slice(0, -3) + 'y';
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) {
    w = w.slice(0, -2);
    if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1); // mapped → map
  }
  return w;
}

/**
 * Splits one identifier into lower-case parts at camelCase humps, digits, `_`, `-`, `$`, and gives the
 * whole identifier too: `readFileSync` → read, file, sync, readfilesync; `read_csv` → read, csv, read_csv;
 * `HTTPServer` → http, server, httpserver. The array is the cache's own, shared by every caller: read-only
 * (a caller's `pop()` once took `uuid` out of every later question's words).
 */
export function identifierParts(identifier: string): readonly string[] {
  const cached = partsCache.get(identifier);
  if (cached) return cached;
  const parts = Object.freeze(computeParts(identifier));
  partsCache.set(identifier, parts);
  return parts;
}

/**
 * Names and words repeat across hundreds of thousands of records; the cache makes indexing linear in
 * distinct words. Bounded by bytes, because the words of questions pass through here too.
 */
const partsCache = new BoundedCache<readonly string[]>(32 << 20, stringListBytes, 64);

/** The identifier cache's estimated bytes and entries (for tests and the benchmark). */
export function identifierCacheStats(): { bytes: number; entries: number } {
  return { bytes: partsCache.bytes(), entries: partsCache.size() };
}

const PLAIN_WORD = /^[A-Za-z][a-z]*$/;

/** The words of one identifier, lower-cased, unstemmed: `readAllBytes` → read, all, bytes; `HTTPServer` → http, server. */
export function identifierWords(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0 && !/^\d+$/.test(p));
}

function computeParts(identifier: string): string[] {
  // Most doc words and many names are one plain word: no splitting needed.
  if (PLAIN_WORD.test(identifier)) return [stem(identifier.toLowerCase())];
  const parts = identifierWords(identifier);
  const whole = identifier.toLowerCase().replace(/[^a-z0-9_]+/g, '');
  if (parts.length > 1 && whole.length > 1) parts.push(whole.replace(/_/g, '').length > 1 ? whole : '');
  return parts.filter(Boolean).map(stem);
}

/** The segments of a qualified name: `pandas.DataFrame.groupby`, `net/http.Client.Do`, `std::fs::read`. */
export function nameSegments(name: string): string[] {
  return name.split(/::|[./#]/).filter(Boolean);
}

/** Terms of free text (doc lines, questions): words and identifiers, stop words removed. */
export function textTerms(text: string): string[] {
  const out: string[] = [];
  // Identifiers written with dots (`os.path.join`, `df.groupby`) are split into their parts as well.
  for (const token of text.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []) {
    const lower = token.toLowerCase();
    if (STOP_WORDS.has(lower)) continue;
    for (const part of identifierParts(token)) {
      if (part.length < 2 || STOP_WORDS.has(part)) continue;
      out.push(part);
    }
  }
  return out;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Two-letter words that start run-together names (`isfile`, `tolist`, `astype`, `groupby`). */
const SHORT_PARTS = new Set(['is', 'to', 'as', 'by', 'at', 'of', 'on', 'in']);

/**
 * Splits run-together names into the words they are made of: `findall` → find, all; `listdir` → list,
 * dir; `hexdigest` → hex, digest. Python's and C's standard libraries write names without separators,
 * and a question says "find all matches", never "findall". `known` holds the words the language's
 * names use on their own (a part of some snake_case or camelCase name), so the split follows the base's
 * own vocabulary instead of an English dictionary. Gives the fewest pieces (2 to 4) that cover the
 * word exactly, or nothing.
 */
export function compoundSplitter(known: ReadonlySet<string>): (word: string) => string[] {
  const cache = new BoundedCache<string[]>(4 << 20, stringListBytes, 64);
  const isPiece = (piece: string) => (piece.length >= 3 && known.has(stem(piece))) || SHORT_PARTS.has(piece);
  return (word) => {
    if (word.length < 5 || !/^[a-z]+$/.test(word)) return [];
    let found = cache.get(word);
    if (found) return found;
    // best[i]: the fewest pieces covering word[0, i), and where its last piece starts.
    const best = new Array<number>(word.length + 1).fill(Infinity);
    const from = new Array<number>(word.length + 1).fill(-1);
    best[0] = 0;
    for (let end = 2; end <= word.length; end++) {
      for (let start = Math.max(0, end - 16); start <= end - 2; start++) {
        if (best[start] + 1 < best[end] && end - start < word.length && isPiece(word.slice(start, end))) {
          best[end] = best[start] + 1;
          from[end] = start;
        }
      }
    }
    found = [];
    if (best[word.length] >= 2 && best[word.length] <= 4) {
      for (let end = word.length; end > 0; end = from[end]) found.unshift(stem(word.slice(from[end], end)));
    }
    cache.set(word, found);
    return found;
  };
}
