/**
 * Syntax colouring of code in the chat, with highlight.js (core plus the languages the knowledge base
 * answers in, and the few an answer shows beside them: shell, JSON, HTML/XML). Output is HTML of
 * `<span class="hljs-…">` around escaped text; media/chat.css maps those classes to the editor's
 * theme variables, so light, dark and high-contrast themes all colour it. No inline style, no
 * script: safe under the page's CSP.
 *
 * The interface is one function from text to HTML so other layers (marks on APIs the model made up)
 * can work on its output: every character of `code` is in the result exactly once, in order, inside
 * at most nested spans, and nothing else is added.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

const LANGUAGES = { bash, c, cpp, go, java, javascript, json, python, rust, shell, typescript, xml };
for (const [name, def] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, def);
// The names answers use on their fences beyond highlight.js's own aliases.
hljs.registerAliases(['golang'], { languageName: 'go' });
hljs.registerAliases(['node', 'nodejs', 'mjs', 'cjs'], { languageName: 'javascript' });
hljs.registerAliases(['py3', 'python3'], { languageName: 'python' });
hljs.registerAliases(['h'], { languageName: 'c' });

/** The language highlight.js will use for a fence's info string, or undefined when it has none. */
export function highlightLanguage(lang: string): string | undefined {
  const l = lang.trim().toLowerCase();
  return l && hljs.getLanguage(l) ? l : undefined;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `code` as HTML with token spans. A fence without a known language is left uncoloured rather than
 * guessed (auto-detection mislabels short snippets, and it is slow on every streamed frame).
 */
export function highlightCode(code: string, lang: string): string {
  const language = highlightLanguage(lang);
  if (!language) return escapeHtml(code);
  try {
    return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  } catch {
    return escapeHtml(code);
  }
}
