import type { ApiRecord } from '../../src/core/kb/types';

/** A Python record of the knowledge base, for tests that build a small index by hand. */
export function pythonRecord(name: string, doc: string, kind = 'function'): ApiRecord {
  return { id: `python:${name}`, lang: 'python', lib: name.split('.')[0], ver: '1', name, kind, sig: `${name.split('.').pop()}()`, doc };
}
