import type { ApiRecord } from '../../src/core/kb/types';

/** A Python record of the knowledge base, for tests that build a small index by hand. */
export function pythonRecord(name: string, doc: string, kind = 'function'): ApiRecord {
  return { id: `python:${name}`, lang: 'python', lib: name.split('.')[0], ver: '1', name, kind, sig: `${name.split('.').pop()}()`, doc };
}

/** A function record of any language, in a library named apart from its name (C's `stdio`, JavaScript's `lodash`). */
export function functionRecord(lang: string, lib: string, name: string, doc: string): ApiRecord {
  return { id: `${lang}:${name}`, lang, lib, ver: '1', name, kind: 'function', sig: `${name}()`, doc };
}
