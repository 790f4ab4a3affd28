/**
 * How many of npm's most-downloaded packages that have types (`sources/typescript/top-typed.json`, chosen by
 * the rule at the top of `sources/typescript/top-typed.ts`) are libraries of the base's JavaScript part.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export const TOP_TYPED_FILE = path.join(__dirname, 'sources/typescript/top-typed.json');

export interface TopTypedShare {
  present: number;
  total: number;
  /** Names of the list that are no library of the base, most-downloaded first. */
  missing: string[];
}

export function topTypedShare(libraries: Set<string>, names: string[]): TopTypedShare {
  const missing = names.filter((name) => !libraries.has(name));
  return { present: names.length - missing.length, total: names.length, missing };
}

/** The list's names, or undefined where it has not been written. */
export function readTopTyped(file = TOP_TYPED_FILE): string[] | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { names: string[] }).names : undefined;
}
