/**
 * Whether a question says a library as the tool it uses ("with lodash", "the zod library", "an express
 * server"), as opposed to a word that merely is a library's name too (tool-libraries.ts, go-modules.ts).
 */

/**
 * Whether the question says `lib` as a tool it uses: "with lodash", "using axios", "the zod library",
 * "lodash's", or names a thing built with it: "an express middleware", "a react component", "the fastify
 * server". `outright`: only the first two ("with …", "… library"); "an HTTP request" and "a struct's
 * fields" say no library.
 */
export function saidAsTool(question: string, names: readonly string[], outright = false): boolean {
  const name = namePattern(names);
  const said = `\\b(?:with|using|via|through|use|uses)\\s+(?:the\\s+)?${name}(?![\\w/@-])|(?<![\\w/@-])${name}\\s+(?:library|package|module|crate|framework)\\b`;
  const loosely = `|(?<![\\w/@-])${name}'s\\b|\\b(?:an?|the|my|our)\\s+${name}\\s+(?:${BUILT_WITH.join('|')})s?\\b`;
  return new RegExp(outright ? said : said + loosely, 'i').test(question);
}

/**
 * Whether the question says `lib` as where the task is done, ending its clause: "mock a module in jest", "a router
 * for user routes in express". A library is a name and takes no article ("types in the console" says a place, not
 * the console crate); a unit is said so too ("the size in bytes"): a caller takes it only for a name that is no
 * English word.
 */
export function saidAsPlaceOfTask(question: string, names: readonly string[]): boolean {
  return new RegExp(`\\bin\\s+${namePattern(names)}(?=\\s*$|\\s*[.,;:!?)]|\\s+(?:and|or|to|for|so|but)\\b)`, 'i').test(question);
}

/** What a program builds with a library, said after its name ("an express middleware"). */
export const BUILT_WITH = ['app', 'application', 'server', 'middleware', 'route', 'router', 'request', 'response', 'component', 'hook', 'plugin', 'handler', 'endpoint', 'schema', 'client', 'project', 'store', 'test', 'template', 'query', 'model'];

/**
 * Stricter, for names no one chose as aliases (Go's packages by their repository's name, go-modules.ts): "with
 * NAME" or "using NAME" where the name ends the phrase (the text, a clause, or before "and", "to", "in", "for"…), or
 * "NAME library/package/module/framework"; not "use exact integers", "with text files", "using the language".
 */
export function saidAsToolPlainly(question: string, names: readonly string[]): boolean {
  const name = namePattern(names);
  return new RegExp(`\\b(?:with|using|via|use|uses)\\s+${name}(?=\\s*$|\\s*[.,;:!?)]|\\s+(?:and|or|to|in|for|on|from|as|instead)\\b)|(?<![\\w/@-])${name}\\s+(?:library|package|module|framework)\\b`, 'i').test(question);
}

/**
 * Whether the question says `lib` in the possessive as a name, "zap's sugared logger" (or ’s): with no article or
 * determiner before it, as a library takes none ("the language's standard library" says no library called
 * language). Stricter than saidAsTool's "lodash's", for names no one chose as aliases (go-modules.ts).
 */
export function saidInPossessive(question: string, names: readonly string[]): boolean {
  return new RegExp(`(?<!\\b(?:the|a|an|this|that|each|every|its|their|your|our|my|his|her)\\s+)(?<![\\w/@.-])${namePattern(names)}['’]s\\b`, 'i').test(question);
}

/** A library by its name or by an alias ("commons io" for org.apache.commons.io), a phrase's spaces or hyphens alike. */
function namePattern(names: readonly string[]): string {
  return `(?:${names.map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')).join('|')})`;
}
