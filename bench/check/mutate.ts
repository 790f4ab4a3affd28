/**
 * Plausible inventions made from real code: a known name renamed (a typo, an invented member, an
 * invented submodule) or an import's package renamed (a typo of it, or an invented package). The
 * renamed code is what a model that half-remembers an API writes.
 */
import type { CheckedName } from '../../src/core/check/types';

export type MemberKind = 'typo' | 'member' | 'submodule';

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A typo of an identifier: two middle letters swapped, one dropped, or one doubled. */
export function typo(word: string, seed: number): string {
  if (word.length < 4) return word + word[word.length - 1];
  const i = 1 + (seed % (word.length - 2));
  switch (seed % 3) {
    case 0:
      return word[i] === word[i + 1] ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

const SNAKE_WORDS = ['all', 'safe', 'fast', 'batch', 'many', 'strict', 'async', 'ex'];
const CAMEL_WORDS = ['All', 'Safe', 'Fast', 'Batch', 'Many', 'Strict', 'Async', 'Ex'];
const SUBMODULES = ['utils', 'helpers', 'core', 'extras', 'tools', 'ext'];

/** An invented member in the library's own style: `read_csv` → `read_csv_safe`, `readFile` → `readFileSafe`. */
export function inventMember(word: string, seed: number): string {
  if (/^[A-Z][A-Z0-9_]+$/.test(word)) return `${word}_EX`;
  if (word.includes('_') || /^[a-z0-9]+$/.test(word)) return `${word}_${SNAKE_WORDS[seed % SNAKE_WORDS.length]}`;
  return `${word}${CAMEL_WORDS[seed % CAMEL_WORDS.length]}`;
}

export interface MemberMutation {
  kind: MemberKind;
  code: string;
  /** The invented segment: the checker caught it when an invented name contains it. */
  marker: string;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Renames every occurrence of a known name as written; undefined when the name has no member part. */
export function mutateMember(code: string, call: CheckedName, sep: string, kind: MemberKind, seed: number): MemberMutation | undefined {
  const written = call.written;
  // C: a bare function name (no submodules).
  const at = sep === '' ? -1 : written.lastIndexOf(sep);
  if (sep === '' ? kind === 'submodule' : at <= 0) return undefined;
  const head = at > 0 ? written.slice(0, at + sep.length) : '';
  const last = at > 0 ? written.slice(at + sep.length) : written;
  let replacement: string;
  let marker: string;
  if (kind === 'typo') {
    marker = typo(last, seed);
    replacement = head + marker;
  } else if (kind === 'member') {
    marker = inventMember(last, seed);
    replacement = head + marker;
  } else {
    marker = SUBMODULES[seed % SUBMODULES.length];
    replacement = `${head}${marker}${sep}${last}`;
  }
  if (replacement === written) return undefined;
  const re = new RegExp(`(?<![\\w$.:])${escape(written)}(?![\\w$])`, 'g');
  const mutated = code.replace(re, replacement);
  return mutated === code ? undefined : { kind, code: mutated, marker };
}

const PACKAGE_SUFFIXES = ['_utils', 'x', '_helpers', 'kit', '_tools', 'lib'];

/** An invented package name from a real one: a typo of it, or the name with a plausible suffix. */
export function inventPackage(root: string, seed: number, lang: string): string {
  const parts = root.split(lang === 'go' || lang === 'c' ? '/' : lang === 'java' ? '.' : '/');
  const lastIndex = lang === 'java' ? Math.min(parts.length - 1, 1) : parts.length - 1;
  const word = parts[lastIndex] ?? '';
  if (!word) return root;
  const suffix = PACKAGE_SUFFIXES[seed % PACKAGE_SUFFIXES.length];
  const joiner = lang === 'javascript' ? suffix.replace('_', '-') : lang === 'rust' || lang === 'python' ? suffix : suffix.replace('_', '');
  parts[lastIndex] = seed % 2 === 0 && word.length >= 5 ? typo(word, seed >>> 1) : word + joiner;
  return parts.join(lang === 'go' || lang === 'c' ? '/' : lang === 'java' ? '.' : '/');
}

/** Rewrites the import of `root` to `invented` in the code (the import statements only, and Rust paths). */
export function mutateImport(code: string, lang: string, root: string, invented: string): string {
  const r = escape(root);
  switch (lang) {
    case 'python':
      return code.replace(new RegExp(`^(\\s*(?:import|from)\\s+)${r}(?=[\\s.,]|$)`, 'gm'), `$1${invented}`);
    case 'javascript':
      return code.replace(new RegExp(`(['"])(node:)?${r}(?=['"/])`, 'g'), `$1${invented}`);
    case 'go':
      return code.replace(new RegExp(`"${r}"`, 'g'), `"${invented}"`);
    case 'java':
      return code.replace(new RegExp(`^(\\s*import\\s+(?:static\\s+)?)${r}(?=\\.)`, 'gm'), `$1${invented}`);
    case 'rust':
      return code.replace(new RegExp(`(?<![\\w:])${r}(?=::)`, 'g'), invented).replace(new RegExp(`(extern\\s+crate\\s+)${r}\\b`, 'g'), `$1${invented}`);
    case 'c':
      return code.replace(new RegExp(`(#\\s*include\\s*<)${r}\\.h>`, 'g'), `$1${invented}.h>`);
    default:
      return code;
  }
}
