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

export interface QueryTerm {
  id: number;
  weight: number;
}

/** Most weighted terms (words and their expansions) a query keeps, the most informative first. */
const MAX_QUERY_TERMS = 24;

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
 * The question's words piece by piece: sentences, and the steps a sentence lists ("load the file, drop
 * empty rows and plot the counts"). The pieces split only where no word is (punctuation, "and",
 * "then", which are stop words), so joined they are the question's words, tokenised once.
 */
export function termsByPiece(question: string): string[][] {
  return question.split(CLAUSE_BREAK).map((piece) => textTerms(piece));
}

/** The clauses among the pieces: a piece of fewer than two words is not a step of its own. */
export function clausesFrom(pieces: readonly string[][]): string[][] {
  return pieces.filter((terms) => terms.length >= 2);
}

/** The words of each clause of a question that has several (termsByPiece, clausesFrom). */
export function clausesOf(question: string): string[][] {
  return clausesFrom(termsByPiece(question));
}
const CLAUSE_BREAK = /[.;:!?]\s+|,\s*(?:and\s+|then\s+)?|\s+and\s+(?:then\s+)?/;

const fuseCache = new WeakMap<LangIndex, Map<string, Fuse<string>>>();

/** Index terms close to an out-of-vocabulary word (a typo or a near-miss), through Fuse.js. */
function typoNeighbours(index: LangIndex, word: string): string[] {
  if (word.length < 5) return [];
  // The same unknown words recur across questions; a Fuse.js search over a bucket costs ~1 ms.
  let known = neighbourCache.get(index);
  if (!known) neighbourCache.set(index, (known = new BoundedCache<string[]>(2 << 20, stringListBytes, 64)));
  const cached = known.get(word);
  if (cached) return cached;
  const found = fuzzyNeighbours(index, word);
  known.set(word, found);
  return found;
}

/** Per language, bounded by bytes: the unknown words are the users' text. */
const neighbourCache = new WeakMap<LangIndex, BoundedCache<string[]>>();

function fuzzyNeighbours(index: LangIndex, word: string): string[] {
  let cache = fuseCache.get(index);
  if (!cache) fuseCache.set(index, (cache = new Map()));
  const bucket = word.slice(0, 2);
  let fuse = cache.get(bucket);
  if (!fuse) {
    const list = termsWithPrefix(index, bucket, 20000).filter((t) => t.length >= 4);
    fuse = new Fuse(list, { threshold: 0.25, includeScore: true, ignoreLocation: true, minMatchCharLength: 3 });
    cache.set(bucket, fuse);
  }
  return fuse
    .search(word, { limit: 3 })
    .filter((r) => Math.abs(r.item.length - word.length) <= 2)
    .map((r) => r.item);
}

export function idf(index: LangIndex, termId: number): number {
  const df = documentFrequency(index, termId);
  const n = index.records.size;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
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
  // A hyphenated name is often one identifier in code: TF-IDF → tfidf, K-Means → kmeans, e-mail → email.
  for (const [, a, b] of question.matchAll(/\b([A-Za-z]{1,8})-([A-Za-z]{2,12})\b/g)) {
    const joined = stem(`${a}${b}`.toLowerCase());
    if (!counts.has(joined)) counts.set(joined, 1);
  }
  // Identifiers written as code (`os.path.join`, `read_csv`, `groupBy()`) are the user naming an API.
  const codeTerms = new Set<string>();
  for (const token of question.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|\b\w+(?=\()/g) ?? []) {
    for (const part of identifierParts(token)) codeTerms.add(part);
  }
  for (const [term, count] of counts) {
    bump(term, (codeTerms.has(term) ? 1.5 : 1) * Math.min(1 + 0.25 * (count - 1), 1.5));
  }
  for (const turn of history.slice(-3)) for (const term of textTerms(turn)) bump(term, 0.3);

  // Expansions, each at a lower weight than the word itself.
  for (const [term, weight] of [...weights]) {
    for (const synonym of synonymsOf(term)) bump(stem(synonym), weight * 0.5);
    if (!index.terms.has(term)) {
      for (const neighbour of typoNeighbours(index, term)) bump(neighbour, weight * 0.7);
    }
    // An API abbreviation the question spells out: `corr` for correlation, `dir` for directory.
    if (term.length >= 5) {
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
