/**
 * The snippets of a JavaScript snippet collection's bundle, one program each: 30-seconds-of-code ships
 * its 336 snippets as one ES module (`dist/_30s.esm.js`), each a top-level `const name = (…) => …;`
 * that solves a task its name states (`capitalizeEveryWord`, `chunk`, `isAnagram`). The staples count
 * what each program calls, so the bundle is cut at every top-level declaration; the module's preamble
 * (`const fs = typeof require !== "undefined" && require('fs')`, which each snippet that needs a Node
 * module shares) and its closing `export { … }` are no snippets and are left out.
 */

/** A declaration at the module's top level starts a line with `const`, `let`, `var`, `function` or `class`. */
const TOP_LEVEL_DECLARATION = /\n(?=(?:const|let|var|function|class)\s)/;
/** The bundle's shared imports of Node modules. */
const PREAMBLE = /^(?:const|let|var)\s+[\w$]+\s*=\s*typeof require\s*!==\s*['"]undefined['"]\s*&&\s*require\(/;

export function bundleSnippets(bundle: string): string[] {
  return ('\n' + bundle)
    .split(TOP_LEVEL_DECLARATION)
    .map((chunk) => chunk.replace(/^\n/, ''))
    // the text before the first declaration (an indented one is inside a snippet, never one)
    .filter((chunk) => /^(?:const|let|var|function|class)\s/.test(chunk) && !PREAMBLE.test(chunk))
    .map((chunk) => chunk.replace(/\n\s*export\s*\{[^}]*\};?\s*$/, '').trim());
}
