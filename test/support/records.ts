import type { ApiRecord } from '../../src/core/kb/types';
import { buildLangIndex } from '../../src/core/kb/inverted-index';
import { searchIndex } from '../../src/core/kb/search';

/** A Python record of the knowledge base, for tests that build a small index by hand. */
export function pythonRecord(name: string, doc: string, kind = 'function'): ApiRecord {
  return { id: `python:${name}`, lang: 'python', lib: name.split('.')[0], ver: '1', name, kind, sig: `${name.split('.').pop()}()`, doc };
}

/** A function record of any language, in a library named apart from its name (C's `stdio`, JavaScript's `lodash`). */
export function functionRecord(lang: string, lib: string, name: string, doc: string): ApiRecord {
  return { id: `${lang}:${name}`, lang, lib, ver: '1', name, kind: 'function', sig: `${name}()`, doc };
}

/**
 * The names on the page of a small hand-built base for a question, with some of a ranking stage's tuning
 * knobs set for the call (and restored after): a test shows a stage changes the page against it switched off.
 */
export function pageWithTuning<T extends object>(tuning: T, knobs: Partial<T>, lang: string, records: ApiRecord[], question: string): string[] {
  const saved = { ...tuning };
  Object.assign(tuning, knobs);
  try {
    return searchIndex(buildLangIndex(lang, records), { question, k: records.length, allowWeak: true }).map((h) => records[h.index].name);
  } finally {
    Object.assign(tuning, saved);
  }
}
