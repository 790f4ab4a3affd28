/**
 * Text helpers of the editor's UI: code blocks of an answer, the question a selection makes, the
 * editor's language as a request hint. Pure (no `vscode`): unit-tested.
 */
import { EDITOR_LANGUAGES, REQUEST_LANGUAGES } from '../core/kb/languages';
import { MAX_QUESTION_CHARS } from '../shared/protocol';
import { lookupTable } from '../shared/lookup';

/** Fenced code blocks of a Markdown answer (no Markdown library in the host bundle). */
export function codeBlocks(markdown: string): { lang: string; code: string }[] {
  const out: { lang: string; code: string }[] = [];
  const lines = markdown.split('\n');
  let open: { fence: string; lang: string; body: string[] } | undefined;
  for (const line of lines) {
    const m = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/.exec(line);
    if (!open) {
      if (m) open = { fence: m[1]!, lang: m[2] ?? '', body: [] };
    } else if (m && line.trim() === m[1] && m[1]![0] === open.fence[0] && m[1]!.length >= open.fence.length) {
      out.push({ lang: open.lang, code: open.body.join('\n') });
      open = undefined;
    } else {
      open.body.push(line);
    }
  }
  if (open && open.body.length) out.push({ lang: open.lang, code: open.body.join('\n') });
  return out;
}

/** Words that name a language in a question: when present, detection decides, not the editor. */
const LANGUAGE_WORDS =
  /\b(python|py|javascript|js|node(?:\.?js)?|typescript|ts|tsx|jsx|golang|go|java|rust|rs|c|ansi c|deno|bun)\b/i;

/**
 * The editor's language as an explicit `lang` for a request that cannot carry a hint (HTTP): used
 * only when the question names no language itself, so "in Go, …" from a Python file stays Go.
 */
export function hintedLang(question: string, editorLang: string | undefined): string | undefined {
  const lang = editorLang ? (EDITOR_LANGUAGES[editorLang] ?? (Object.hasOwn(REQUEST_LANGUAGES, editorLang) ? editorLang : undefined)) : undefined;
  if (!lang) return undefined;
  return LANGUAGE_WORDS.test(question) ? undefined : lang;
}

/**
 * A question prefilled from the selection: trimmed, comment markers removed, bounded. Runs on the
 * extension host's thread over whatever the user selected, so it reads a bounded head of it and
 * looks at each line in linear time (`/\s*\*\/\s*$/` was quadratic on a line of spaces).
 */
export function questionFromSelection(text: string): string {
  const head = text.trimStart().slice(0, SELECTION_HEAD_CHARS);
  const stripped = head.split('\n').map(withoutCommentMarkers).join('\n').trim();
  return Array.from(stripped).slice(0, MAX_QUESTION_CHARS).join('');
}

/** Comment markers and indentation take a few characters a line: this much selection is plenty. */
const SELECTION_HEAD_CHARS = 16 * MAX_QUESTION_CHARS;

function withoutCommentMarkers(line: string): string {
  const opened = line.replace(/^\s*(\/\/+|#+|--|\*+|\/\*+|\*\/)\s?/, '');
  const end = opened.trimEnd();
  return end.endsWith('*/') ? end.slice(0, -2).trimEnd() : opened;
}

/** Fence tags that are not VS Code languageIds themselves (a table without a prototype: see lookup.ts). */
const FENCE_LANGUAGE_IDS = lookupTable<string>({ py: 'python', js: 'javascript', ts: 'typescript', golang: 'go', rs: 'rust', sh: 'shellscript', bash: 'shellscript' });

/** The VS Code languageId of a code fence's tag (`py`, `rs`, `golang`), for a new untitled editor. */
export function guessLanguageId(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const l = lang.toLowerCase();
  return FENCE_LANGUAGE_IDS[l] ?? l;
}
