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
  // The library by its name or by an alias ("commons io" for org.apache.commons.io), a phrase's spaces or hyphens alike.
  const name = `(?:${names.map((n) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+')).join('|')})`;
  const said = `\\b(?:with|using|via|through|use|uses)\\s+(?:the\\s+)?${name}(?![\\w/@-])|(?<![\\w/@-])${name}\\s+(?:library|package|module|crate|framework)\\b`;
  const loosely = `|(?<![\\w/@-])${name}'s\\b|\\b(?:an?|the|my|our)\\s+${name}\\s+(?:${BUILT_WITH.join('|')})s?\\b`;
  return new RegExp(outright ? said : said + loosely, 'i').test(question);
}

/** What a program builds with a library, said after its name ("an express middleware"). */
export const BUILT_WITH = ['app', 'application', 'server', 'middleware', 'route', 'router', 'request', 'response', 'component', 'hook', 'plugin', 'handler', 'endpoint', 'schema', 'client', 'project', 'store'];
