/**
 * The candidate stage's data: one inverted index per knowledge-base language, so the language filter is
 * exact and a query touches only its own language's postings. Built once, in the worker thread.
 *
 * Every posting carries which fields of the record the term occurs in, so a term in the API's own
 * name weighs more than the same term in its class's name, its library's name or its doc line.
 */
import { PackedRows } from './packed-rows';
import { ParsedRecords, type RecordStore } from './records';
import type { ResolvedStaples } from './staples';
import type { IntentModel } from './intents';
import type { LanguageUsage } from './load';
import type { ApiRecord } from './types';
import { compoundSplitter, identifierParts, isStopWord, nameSegments, textTerms } from './tokenize';
import { ownValue } from '../../shared/lookup';

/** Field bits of a posting. */
export const FIELD_LAST = 1; // the API's own name (last segment)
export const FIELD_PARENT = 2; // its container: class, module, namespace
export const FIELD_DOC = 4; // the doc line
export const FIELD_LIB = 8; // the library's name

/** Per-record flag bits. */
export const FLAG_DEPRECATED = 1;
export const FLAG_HAS_DOC = 2;

export interface LangIndex {
  lang: string;
  records: RecordStore;
  /** Term → id. */
  terms: Map<string, number>;
  /** Sorted term list, for prefix look-ups; built on first use (sorting every term costs start-up time). */
  sortedTerms?: string[];
  /**
   * Postings in compressed-sparse-row form: the postings of term `t` are positions
   * `postingStart[t] .. postingStart[t + 1]` of `postings` (record ids, ascending within each of the
   * two runs below; packed, decoded a term at a time) and `postingFields` (the field bits of the term
   * in that record).
   */
  postingStart: Int32Array;
  /**
   * Per term: where its doc-only postings begin. Postings that match the name (any field but the doc
   * alone) come first, so a very common doc word can be scored on names only without walking its doc
   * postings. Each of the two runs is in ascending record order.
   */
  postingSplit: Int32Array;
  postings: PackedRows;
  postingFields: Uint8Array;
  /** Per record: number of doc-line terms (for length normalisation), library id, parent-group id. */
  docLength: Uint16Array;
  libOf: Int32Array;
  parentOf: Int32Array;
  libs: string[];
  /** Library name → library id (case-insensitive key). */
  libIds: Map<string, number>;
  /** Records per library, for priors. */
  libSize: Int32Array;
  /**
   * Per record: the usage prior, 0..1 — how often real code calls it, how often its class is used, and
   * how many packages import its library (log-scaled; 0 when the base has no usage counts).
   */
  usage: Float32Array;
  /** Per record: kind id (into `kinds`), flag bits, number of name segments, id of its lower-cased last name. */
  kindOf: Uint8Array;
  kinds: string[];
  flags: Uint8Array;
  depth: Uint8Array;
  lastNameOf: Int32Array;
  /** Last-name id → the lower-cased last name. */
  lastNames: string[];
  averageDocLength: number;
  /** The language's intent model, when the base ships one (the second candidate route). */
  intents?: IntentModel;
  /** What programs call and the standard library's libraries, when the base ships them (staples.ts). */
  staples?: ResolvedStaples;
}

/** How many leading segments of a name repeat its library's name (kept out of FIELD_PARENT). */
function libPrefixLength(libSegments: string[], segments: string[]): number {
  let n = 0;
  while (n < libSegments.length && n < segments.length && segments[n].toLowerCase() === libSegments[n].toLowerCase()) n++;
  return n;
}

/** Growable typed array of per-term scratch state. */
function grow<T extends Int32Array | Uint8Array>(array: T, size: number, make: (n: number) => T): T {
  if (size <= array.length) return array;
  const bigger = make(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * Builds the index. Hot path for start-up time (hundreds of thousands of records): pass one turns each
 * record into (term id, field bits) pairs in flat typed arrays, caching each distinct word's term ids;
 * pass two lays the postings out per term. No per-record or per-term objects are allocated.
 */
export function buildLangIndex(lang: string, records: ApiRecord[], usageCounts?: LanguageUsage): LangIndex {
  const n = records.length;
  const terms = new Map<string, number>();
  const libIds = new Map<string, number>();
  const libIdByName = new Map<string, number>();
  const libs: string[] = [];
  const libSegmentsOf: string[][] = [];
  const libTermIds: number[][] = [];
  const parents = new Map<string, number>();
  const docLength = new Uint16Array(n);
  const libOf = new Int32Array(n);
  const parentOf = new Int32Array(n);
  const kindOf = new Uint8Array(n);
  const flags = new Uint8Array(n);
  const depth = new Uint8Array(n);
  const lastNameOf = new Int32Array(n);
  const kinds: string[] = [];
  const kindIds = new Map<string, number>();
  const lastNames = new Map<string, number>();
  let totalDocLength = 0;

  // Pass one: pairs of (term, fields) per record, records back to back.
  const pairStart = new Int32Array(n + 1);
  let pairTerm = new Int32Array(Math.max(1024, n * 24));
  let pairField = new Uint8Array(pairTerm.length);
  let pairs = 0;
  let termCount = 0;
  // Scratch per term: the record it was last seen in, and its position in the pair arrays.
  let seenIn = new Int32Array(1 << 16).fill(-1);
  let slot = new Int32Array(1 << 16);
  let current = -1;

  const termId = (term: string): number => {
    let id = terms.get(term);
    if (id === undefined) {
      id = termCount++;
      terms.set(term, id);
      if (id >= seenIn.length) {
        const before = seenIn.length;
        seenIn = grow(seenIn, id + 1, (size) => new Int32Array(size));
        seenIn.fill(-1, before);
        slot = grow(slot, id + 1, (size) => new Int32Array(size));
      }
    }
    return id;
  };
  const mark = (id: number, field: number) => {
    if (seenIn[id] === current) {
      pairField[slot[id]] |= field;
      return;
    }
    seenIn[id] = current;
    if (pairs === pairTerm.length) {
      pairTerm = grow(pairTerm, pairs + 1, (size) => new Int32Array(size));
      pairField = grow(pairField, pairs + 1, (size) => new Uint8Array(size));
    }
    slot[id] = pairs;
    pairTerm[pairs] = id;
    pairField[pairs] = field;
    pairs++;
  };
  const splitCompound = compoundSplitterFor(records);
  const identifierCache = new Map<string, number[]>();
  const identifierIds = (identifier: string): number[] => {
    let ids = identifierCache.get(identifier);
    if (!ids) {
      const parts = identifierParts(identifier);
      // A run-together name (`findall`, `listdir`) also answers to the words it is made of.
      const pieces = parts.length === 1 ? splitCompound(parts[0]).filter((p) => !isStopWord(p)) : [];
      ids = [...new Set([...parts, ...pieces])].filter((t) => t.length >= 2).map(termId);
      identifierCache.set(identifier, ids);
    }
    return ids;
  };
  const wordCache = new Map<string, number[]>();

  for (let r = 0; r < n; r++) {
    const record = records[r];
    current = r;
    pairStart[r] = pairs;

    let libId = libIdByName.get(record.lib);
    if (libId === undefined) {
      libId = libs.length;
      libIdByName.set(record.lib, libId);
      libIds.set(record.lib.toLowerCase(), libId);
      libs.push(record.lib);
      const segments = nameSegments(record.lib);
      libSegmentsOf.push(segments);
      libTermIds.push(segments.flatMap(identifierIds));
    }
    libOf[r] = libId;

    const segments = nameSegments(record.name);
    const last = segments.length - 1;
    for (const id of identifierIds(segments[last] ?? record.name)) mark(id, FIELD_LAST);
    for (let s = libPrefixLength(libSegmentsOf[libId], segments); s < last; s++) {
      for (const id of identifierIds(segments[s])) mark(id, FIELD_PARENT);
    }
    for (const id of libTermIds[libId]) mark(id, FIELD_LIB);
    let words = 0;
    WORD.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = WORD.exec(record.doc))) {
      const token = match[0];
      let ids = wordCache.get(token);
      if (!ids) {
        ids = textTerms(token).map(termId);
        wordCache.set(token, ids);
      }
      for (const id of ids) mark(id, FIELD_DOC);
      words += ids.length;
    }
    docLength[r] = Math.min(words, 65535);
    totalDocLength += words;

    let kind = kindIds.get(record.kind);
    if (kind === undefined) {
      kind = kinds.length;
      kindIds.set(record.kind, kind);
      kinds.push(record.kind);
    }
    kindOf[r] = kind;
    flags[r] = (record.dep ? FLAG_DEPRECATED : 0) | (record.doc ? FLAG_HAS_DOC : 0);
    depth[r] = Math.min(segments.length, 255);
    const lastName = (segments[last] ?? '').toLowerCase();
    let lastId = lastNames.get(lastName);
    if (lastId === undefined) lastNames.set(lastName, (lastId = lastNames.size));
    lastNameOf[r] = lastId;

    const cut = record.name.length - (segments[last]?.length ?? 0);
    // A name without a parent (C's functions, JavaScript's globals) is a group of its own: the diversity
    // rule limits members of one class, and bare names are not members of anything.
    const parentKey = cut === 0 ? `\u0000${record.name}` : record.name.slice(0, cut);
    let parentId = parents.get(parentKey);
    if (parentId === undefined) parents.set(parentKey, (parentId = parents.size));
    parentOf[r] = parentId;
  }
  pairStart[n] = pairs;

  // Pass two: postings per term (CSR). Records are visited in order, so each list is ascending.
  const postingStart = new Int32Array(termCount + 1);
  for (let p = 0; p < pairs; p++) postingStart[pairTerm[p] + 1]++;
  for (let t = 0; t < termCount; t++) postingStart[t + 1] += postingStart[t];
  const postingSplit = postingStart.slice(0, termCount);
  for (let p = 0; p < pairs; p++) if (pairField[p] !== FIELD_DOC) postingSplit[pairTerm[p]]++;
  const nameFill = postingStart.slice(0, termCount);
  const docFill = postingSplit.slice();
  const postingDocs = new Int32Array(pairs);
  const postingFields = new Uint8Array(pairs);
  for (let r = 0; r < n; r++) {
    for (let p = pairStart[r]; p < pairStart[r + 1]; p++) {
      const term = pairTerm[p];
      const at = pairField[p] === FIELD_DOC ? docFill[term]++ : nameFill[term]++;
      postingDocs[at] = r;
      postingFields[at] = pairField[p];
    }
  }

  const libSize = new Int32Array(libs.length);
  for (let r = 0; r < n; r++) libSize[libOf[r]]++;

  const usage = usageCounts ? usagePrior(records, usageCounts) : new Float32Array(n);

  return {
    lang,
    records: new ParsedRecords(records),
    terms,
    postingStart,
    postingSplit,
    postings: PackedRows.pack(postingDocs, postingStart, postingSplit),
    postingFields,
    docLength,
    libOf,
    parentOf,
    libs,
    libIds,
    libSize,
    usage,
    kindOf,
    kinds,
    flags,
    depth,
    lastNameOf,
    lastNames: [...lastNames.keys()],
    averageDocLength: n ? totalDocLength / n : 1,
  };
}

/**
 * The splitter of run-together names for one language (compoundSplitter), with its vocabulary: the
 * parts of the language's snake_case, camelCase and dotted names seen in at least two names. A name
 * that prose uses as a word (in at least 0.03 % of the doc lines, and 20) is a word, not a compound:
 * `window`, `parser` and `dispatch` stay whole, `findall` and `listdir` are split.
 */
function compoundSplitterFor(records: readonly ApiRecord[]): (word: string) => string[] {
  const seen = new Map<string, number>();
  const identifiers = new Set<string>();
  for (const record of records) for (const segment of nameSegments(record.name)) identifiers.add(segment);
  for (const identifier of identifiers) {
    const parts = identifierParts(identifier);
    if (parts.length < 2) continue;
    for (const part of parts.slice(0, -1)) if (part.length >= 3) seen.set(part, (seen.get(part) ?? 0) + 1);
  }
  const known = new Set<string>();
  for (const [part, count] of seen) if (count >= 2) known.add(part);
  const prose = new Map<string, number>();
  for (const record of records) {
    if (!record.doc) continue;
    for (const word of new Set(record.doc.toLowerCase().match(/[a-z]{5,}/g) ?? [])) prose.set(word, (prose.get(word) ?? 0) + 1);
  }
  const wordThreshold = Math.max(20, 0.0003 * records.length);
  const split = compoundSplitter(known);
  return (word) => ((prose.get(word) ?? 0) >= wordThreshold ? [] : split(word));
}

/** Weights of the usage prior's three parts (they sum to 1). */
const PRIOR_CALLS = 0.45;
const PRIOR_CLASS = 0.2;
const PRIOR_LIBRARY = 0.35;

/**
 * The usage prior of each record: calls of the API itself, uses of its class (`pandas.DataFrame` for
 * `pandas.DataFrame.corr`), and the number of packages importing its library — each log-scaled to 0..1
 * within the language. Real code is the evidence of what people reach for.
 */
function usagePrior(records: ApiRecord[], usage: LanguageUsage): Float32Array {
  const out = new Float32Array(records.length);
  let maxApi = 1;
  let maxLib = 1;
  for (const count of Object.values(usage.api ?? {})) if (count > maxApi) maxApi = count;
  for (const count of Object.values(usage.libs ?? {})) if (count > maxLib) maxLib = count;
  const apiScale = Math.log1p(maxApi);
  const libScale = Math.log1p(maxLib);
  for (let r = 0; r < records.length; r++) {
    const record = records[r];
    // The tables are parsed JSON: only their own entries count (a record named `constructor`).
    const own = ownValue(usage.api, record.id) ?? 0;
    const segments = nameSegments(record.name);
    const last = segments[segments.length - 1] ?? '';
    const parentName = record.name.slice(0, record.name.length - last.length).replace(/(::|[./#])$/, '');
    const parent = parentName ? ownValue(usage.api, `${record.lang}:${parentName}`) ?? 0 : 0;
    const lib = ownValue(usage.libs, record.lib) ?? 0;
    out[r] =
      (PRIOR_CALLS * Math.log1p(own)) / apiScale +
      (PRIOR_CLASS * Math.log1p(parent)) / apiScale +
      (PRIOR_LIBRARY * Math.log1p(lib)) / libScale;
  }
  return out;
}

/** Number of records a term occurs in. */
export function documentFrequency(index: LangIndex, term: number): number {
  return index.postingStart[term + 1] - index.postingStart[term];
}

const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/g;

/** Terms of the index that start with `prefix` (at most `limit`), by binary search on the sorted list. */
export function termsWithPrefix(index: LangIndex, prefix: string, limit: number): string[] {
  const list = (index.sortedTerms ??= [...index.terms.keys()].sort());
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < list.length && out.length < limit && list[i].startsWith(prefix); i++) out.push(list[i]);
  return out;
}

