/**
 * Syntax colouring of code in the chat, with highlight.js (core plus the languages the knowledge base
 * answers in, and the few an answer shows beside them: shell, JSON, HTML/XML). Output is HTML of
 * `<span class="hljs-…">` around escaped text; media/chat.css maps those classes to the editor's
 * theme variables, so light, dark and high-contrast themes all colour it. No inline style, no
 * script: safe under the page's CSP.
 *
 * The interface is text to HTML so other layers (marks on APIs the model made up) can work on its
 * output: `highlightCode` keeps every character of `code` exactly once, in order, inside nested
 * spans and nothing else; `codeBlockHtml` adds one line span per line around that (newlines become
 * line boundaries).
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

/** Indents are told apart up to this many columns (media/chat.css has a class for each). */
export const MAX_INDENT_CLASS = 32;

/**
 * Splits highlighted HTML into one `<span class="code-line ind-N">` per line, closing the token
 * spans open at a line's end and reopening them on the next line (a string or comment can run over
 * several lines). N is the line's indent in columns (a tab counts 4): when a long line wraps, its
 * continuation hangs under its own code, not at the left edge, so indentation stays readable.
 */
export function splitLines(html: string, code: string): string {
  const indents = code.split('\n').map((line) => {
    const lead = /^[ \t]*/.exec(line)![0];
    return Math.min(MAX_INDENT_CLASS, lead.replace(/\t/g, '    ').length);
  });
  const out: string[] = [];
  const open: string[] = [];
  let line = 0;
  const start = () => `<span class="code-line ind-${indents[line] ?? 0}">${open.join('')}`;
  out.push(start());
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    out.push(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0] === '\n') {
      out.push('</span>'.repeat(open.length + 1));
      line++;
      out.push(start());
    } else if (m[0] === '</span>') {
      open.pop();
      out.push(m[0]);
    } else {
      open.push(m[0]);
      out.push(m[0]);
    }
  }
  out.push(html.slice(last), '</span>'.repeat(open.length + 1));
  return out.join('');
}

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

/** A code block's inner HTML: highlighted, one span per line (a fence's final newline is not a line). */
export function codeBlockHtml(code: string, lang: string): string {
  const body = code.endsWith('\n') ? code.slice(0, -1) : code;
  return splitLines(highlightCode(body, lang), body);
}
