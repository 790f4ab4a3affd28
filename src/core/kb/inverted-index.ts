/**
 * The candidate stage's data: one inverted index per knowledge-base language, so the language filter is
 * exact and a query touches only its own language's postings. Built once, in the worker thread.
 *
 * Every posting carries which fields of the record the term occurs in, so a term in the API's own
 * name weighs more than the same term in its class's name, its library's name or its doc line.
 */
import type { ApiRecord } from './types';
import { identifierParts, nameSegments, stem, textTerms } from './tokenize';

/** Field bits of a posting. */
export const FIELD_LAST = 1; // the API's own name (last segment)
export const FIELD_PARENT = 2; // its container: class, module, namespace
export const FIELD_DOC = 4; // the doc line
export const FIELD_LIB = 8; // the library's name

export interface LangIndex {
  lang: string;
  records: ApiRecord[];
  /** Term → id. */
  terms: Map<string, number>;
  /** Sorted term list, for prefix look-ups. */
  sortedTerms: string[];
  /** Per term id: record ids, and the field bits for each. */
  postingDocs: Int32Array[];
  postingFields: Uint8Array[];
  /** Per record: number of doc-line terms (for length normalisation), library id, parent-group id. */
  docLength: Uint16Array;
  libOf: Int32Array;
  parentOf: Int32Array;
  libs: string[];
  /** Library name → library id (case-insensitive key). */
  libIds: Map<string, number>;
  /** Records per library, for priors. */
  libSize: Int32Array;
  /** Per record: how widely real code uses it, 0..1 (log-scaled files-using count; 0 when unknown). */
  usage: Float32Array;
  averageDocLength: number;
}

/** The part of a qualified name that is the library's own prefix, to keep it out of FIELD_PARENT. */
function libPrefixSegments(record: ApiRecord): number {
  const libSegments = nameSegments(record.lib);
  const segments = nameSegments(record.name);
  let n = 0;
  while (n < libSegments.length && n < segments.length && segments[n].toLowerCase() === libSegments[n].toLowerCase()) n++;
  return n;
}

export function buildLangIndex(lang: string, records: ApiRecord[], usageCounts?: Readonly<Record<string, number>>): LangIndex {
  const terms = new Map<string, number>();
  const docsByTerm: number[][] = [];
  const fieldsByTerm: number[][] = [];
  const libIds = new Map<string, number>();
  const libs: string[] = [];
  const parents = new Map<string, number>();
  const docLength = new Uint16Array(records.length);
  const libOf = new Int32Array(records.length);
  const parentOf = new Int32Array(records.length);
  let totalDocLength = 0;
  const bits = new Map<number, number>();

  const add = (term: string, field: number) => {
    if (term.length < 2) return;
    let id = terms.get(term);
    if (id === undefined) {
      id = docsByTerm.length;
      terms.set(term, id);
      docsByTerm.push([]);
      fieldsByTerm.push([]);
    }
    bits.set(id, (bits.get(id) ?? 0) | field);
  };

  for (let r = 0; r < records.length; r++) {
    const record = records[r];
    bits.clear();
    const libKey = record.lib.toLowerCase();
    let libId = libIds.get(libKey);
    if (libId === undefined) {
      libId = libs.length;
      libIds.set(libKey, libId);
      libs.push(record.lib);
    }
    libOf[r] = libId;

    const segments = nameSegments(record.name);
    const skip = libPrefixSegments(record);
    const last = segments[segments.length - 1] ?? record.name;
    for (const part of identifierParts(last)) add(part, FIELD_LAST);
    for (let s = skip; s < segments.length - 1; s++) for (const part of identifierParts(segments[s])) add(part, FIELD_PARENT);
    for (const segment of nameSegments(record.lib)) for (const part of identifierParts(segment)) add(part, FIELD_LIB);
    const docTerms = textTerms(record.doc);
    for (const term of docTerms) add(term, FIELD_DOC);
    docLength[r] = Math.min(docTerms.length, 65535);
    totalDocLength += docTerms.length;

    const parentKey = segments.length > 1 ? record.lib + '\u0000' + segments.slice(0, -1).join('.') : record.lib;
    let parentId = parents.get(parentKey);
    if (parentId === undefined) parents.set(parentKey, (parentId = parents.size));
    parentOf[r] = parentId;

    for (const [termId, fieldBits] of bits) {
      docsByTerm[termId].push(r);
      fieldsByTerm[termId].push(fieldBits);
    }
  }

  const libSize = new Int32Array(libs.length);
  for (let r = 0; r < records.length; r++) libSize[libOf[r]]++;

  const usage = new Float32Array(records.length);
  if (usageCounts) {
    let max = 1;
    for (const n of Object.values(usageCounts)) if (n > max) max = n;
    const scale = Math.log1p(max);
    for (let r = 0; r < records.length; r++) {
      const n = usageCounts[records[r].id];
      if (n) usage[r] = Math.log1p(n) / scale;
    }
  }

  return {
    lang,
    records,
    terms,
    sortedTerms: [...terms.keys()].sort(),
    postingDocs: docsByTerm.map((d) => Int32Array.from(d)),
    postingFields: fieldsByTerm.map((f) => Uint8Array.from(f)),
    docLength,
    libOf,
    parentOf,
    libs,
    libIds,
    libSize,
    usage,
    averageDocLength: records.length ? totalDocLength / records.length : 1,
  };
}

/** Terms of the index that start with `prefix` (at most `limit`), by binary search on the sorted list. */
export function termsWithPrefix(index: LangIndex, prefix: string, limit: number): string[] {
  const list = index.sortedTerms;
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

export { stem };
