/**
 * Every own property name of Object.prototype, Function.prototype and Array.prototype: the words that a
 * table kept in a plain object answers for even when nobody put them there (`table['constructor']` is
 * a function). Each is a word a user may type ("write a constructor", "use toString", "array.concat").
 */
export const PROTOTYPE_WORDS: readonly string[] = [
  ...new Set([Object.prototype, Function.prototype, Array.prototype].flatMap((p) => Object.getOwnPropertyNames(p))),
].sort();

/** The request languages and `auto`. */
export const EVERY_LANG = ['auto', 'python', 'javascript', 'typescript', 'go', 'java', 'rust', 'c'] as const;

/** The word alone and inside questions of several shapes (prose, a named library, code). */
export function questionsWith(word: string): string[] {
  return [
    word,
    `How do I write a ${word}?`,
    `call ${word} on a list using ${word}`,
    `${word}.${word}(x) returns what, and how is ${word}_${word} different from ${word}Of?`,
  ];
}

/**
 * The word written as API paths, which the search looks up (named.ts): with `::`, with dots, through a
 * prototype, and a prototype alone. JavaScript-shaped on purpose, so kept apart from the questions the
 * language detector must not take for a language.
 */
export function pathQuestionsWith(word: string): string[] {
  return [`Is ${word}::${word} like Array.prototype.${word}, or ${word}.prototype?`, `${word}.prototype.${word} and Object.${word}`];
}
