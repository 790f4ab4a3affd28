/**
 * Renders the model's Markdown for the chat page. Model output is untrusted: raw HTML is off
 * (`html: false` escapes it), links are limited to http(s)/mailto and open outside the page, images
 * must be `data:` (the CSP blocks the rest anyway), and fenced code becomes a block with Copy and
 * Insert buttons whose code the page reads back from `codeBlocks` by index, never from the DOM text;
 * its text is coloured by `highlight.ts` (token spans only).
 * Pure (no DOM): unit-tested under Node.
 */
import MarkdownIt from 'markdown-it';
import { codeBlockHtml } from './highlight';

export interface CodeBlock {
  lang: string;
  code: string;
}

export interface Rendered {
  html: string;
  codeBlocks: CodeBlock[];
}

const SAFE_LINK = /^(https?:|mailto:)/i;

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

  md.validateLink = (url: string) => {
    const u = url.trim();
    if (SAFE_LINK.test(u)) return true;
    if (/^data:image\/(png|gif|jpeg|webp);/i.test(u)) return true;
    // Fragment-only and relative links do nothing useful in a webview: render them as text.
    return false;
  };

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    token.attrSet('rel', 'noopener noreferrer nofollow');
    token.attrSet('target', '_blank');
    return defaultLinkOpen(tokens, idx, options, env, self);
  };

  md.renderer.rules.fence = (tokens, idx, _options, env: { codeBlocks?: CodeBlock[] }) => {
    const token = tokens[idx]!;
    const lang = (token.info.trim().split(/\s+/)[0] ?? '').replace(/[^\w#+.-]/g, '').slice(0, 32);
    const blocks = (env.codeBlocks ??= []);
    const index = blocks.length;
    blocks.push({ lang, code: token.content });
    const esc = md.utils.escapeHtml;
    const label = lang ? `<span class="code-lang">${esc(lang)}</span>` : '<span class="code-lang"></span>';
    return (
      `<div class="code-block wrap" data-testid="code-block" data-index="${index}">` +
      `<div class="code-toolbar">${label}` +
      `<button type="button" class="code-action" data-action="wrap" data-testid="wrap-code" data-index="${index}" aria-pressed="true" title="Wrap long lines (off: scroll them)">Wrap</button>` +
      `<button type="button" class="code-action" data-action="copy" data-testid="copy-code" data-index="${index}" title="Copy code">Copy</button>` +
      `<button type="button" class="code-action" data-action="insert" data-testid="insert-code" data-index="${index}" title="Insert at cursor">Insert</button>` +
      `</div>` +
      `<pre tabindex="0" aria-label="${lang ? `${esc(lang)} code` : 'Code'}"><code class="hljs${lang ? ` language-${esc(lang)}` : ''}">${codeBlockHtml(token.content, lang)}</code></pre>` +
      `</div>\n`
    );
  };
  // Indented code blocks are treated like fences without a language.
  md.renderer.rules.code_block = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    token.info = '';
    return md.renderer.rules.fence!(tokens, idx, options, env, self);
  };
  return md;
}

let renderer: MarkdownIt | undefined;

export function renderMarkdown(source: string): Rendered {
  renderer ??= createRenderer();
  const env: { codeBlocks?: CodeBlock[] } = {};
  const html = renderer.render(source, env);
  return { html, codeBlocks: env.codeBlocks ?? [] };
}

/**
 * Makes a partial Markdown answer render sensibly while it streams: an unclosed fence is closed, so
 * the code so far shows as code rather than as paragraphs.
 */
export function closeOpenFence(source: string): string {
  let open: string | undefined;
  for (const line of source.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (!m) continue;
    const fence = m[1]!;
    if (!open) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
  }
  return open ? `${source}${source.endsWith('\n') ? '' : '\n'}${open}\n` : source;
}

/** All fenced code of an answer, joined: what "Insert" and "Copy" of a whole answer use. */
export function extractCode(source: string): CodeBlock[] {
  return renderMarkdown(source).codeBlocks;
}
