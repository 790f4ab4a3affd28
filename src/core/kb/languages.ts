/**
 * Request languages versus knowledge-base languages. A request may ask for `typescript`; its APIs come
 * from the `javascript` records, which cover both.
 */
import { lookupTable } from '../../shared/lookup';

/** Every language a request may name, → the knowledge-base language whose records serve it. */
export const REQUEST_LANGUAGES = lookupTable<string>({
  python: 'python',
  javascript: 'javascript',
  typescript: 'javascript',
  go: 'go',
  java: 'java',
  rust: 'rust',
  c: 'c',
});

/** Aliases accepted in the `lang` field (case-insensitive), → the request language. */
export const LANGUAGE_ALIASES = lookupTable<string>({
  py: 'python', python3: 'python', py3: 'python',
  js: 'javascript', node: 'javascript', nodejs: 'javascript', ecmascript: 'javascript', mjs: 'javascript', cjs: 'javascript',
  ts: 'typescript', tsx: 'typescript', jsx: 'javascript',
  golang: 'go', rs: 'rust', jdk: 'java', ansi_c: 'c', clang: 'c',
});

/** VS Code languageIds → request language, for the editor's hint. */
export const EDITOR_LANGUAGES = lookupTable<string>({
  python: 'python', jupyter: 'python', javascript: 'javascript', javascriptreact: 'javascript',
  typescript: 'typescript', typescriptreact: 'typescript', vue: 'typescript', svelte: 'typescript',
  go: 'go', java: 'java', rust: 'rust', c: 'c', cpp: 'c', objective_c: 'c',
});

/** Normalises a request's `lang` value: the request language, `auto`, or undefined when unknown. */
export function normaliseLanguage(value: string): string | undefined {
  const lower = value.trim().toLowerCase();
  if (lower === 'auto') return 'auto';
  if (Object.hasOwn(REQUEST_LANGUAGES, lower)) return lower;
  return Object.hasOwn(LANGUAGE_ALIASES, lower) ? LANGUAGE_ALIASES[lower] : undefined;
}

export function knowledgeBaseLanguage(requestLanguage: string): string {
  return Object.hasOwn(REQUEST_LANGUAGES, requestLanguage) ? REQUEST_LANGUAGES[requestLanguage] : requestLanguage;
}
