/**
 * The languages a request may name and the reading of a language word (`py`, `Go`, `auto`). Kept apart
 * from the request schema so the commands that only search or check load no validation library.
 */
import { LANGUAGE_ALIASES, REQUEST_LANGUAGES } from './kb/languages';

/** Languages a request may name, in the order error messages list them. */
export const ACCEPTED_LANGUAGES = ['python', 'javascript', 'typescript', 'go', 'java', 'rust', 'c'] as const;
export type RequestLanguage = (typeof ACCEPTED_LANGUAGES)[number];

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * `auto`, a request language, or an alias of one, case-insensitively; undefined otherwise. Uses own
 * properties only, so `constructor` or `__proto__` can never pass as a language.
 */
export function normaliseLang(value: string): RequestLanguage | 'auto' | undefined {
  const lower = value.trim().toLowerCase();
  if (lower === 'auto') return 'auto';
  if (hasOwn(REQUEST_LANGUAGES, lower) && (ACCEPTED_LANGUAGES as readonly string[]).includes(lower)) {
    return lower as RequestLanguage;
  }
  if (hasOwn(LANGUAGE_ALIASES, lower)) {
    const target = LANGUAGE_ALIASES[lower];
    if (target && (ACCEPTED_LANGUAGES as readonly string[]).includes(target)) return target as RequestLanguage;
  }
  return undefined;
}
