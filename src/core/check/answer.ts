/**
 * Checking an answer: the fenced code blocks of a Markdown answer, each read in the language of its
 * tag (or the answer's language when untagged), and one report for the whole answer. A block in a
 * language the base does not cover (a shell session, JSON) is not checked.
 */
import { knowledgeBaseLanguage, normaliseLanguage } from '../kb/languages';
import type { CheckInput, CheckReport, CheckedName, UnknownLibrary } from './types';

export interface CodeBlock {
  /** The knowledge-base language of the block. */
  lang: string;
  code: string;
  /** 1-based line of the block's first code line within the answer. */
  line: number;
}

/** Tags that are not a language of the base (and are never checked). */
const FENCE = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*\n([\s\S]*?)\n?^\1\2[ \t]*$/gm;

export function codeBlocks(markdown: string, answerLang: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const fallback = normaliseLanguage(answerLang);
  for (const m of markdown.matchAll(FENCE)) {
    const tag = m[3].toLowerCase();
    const lang = tag ? normaliseLanguage(tag) : fallback;
    if (!lang || lang === 'auto') continue;
    const line = markdown.slice(0, m.index).split('\n').length + 1;
    blocks.push({ lang: knowledgeBaseLanguage(lang), code: m[4], line });
  }
  return blocks;
}

/** The answer's report: the blocks' names (positions made relative to the answer), de-duplicated. */
export async function checkAnswer(check: (input: CheckInput) => Promise<CheckReport>, markdown: string, answerLang: string): Promise<CheckReport> {
  const blocks = codeBlocks(markdown, answerLang);
  const calls: CheckedName[] = [];
  const unknown: UnknownLibrary[] = [];
  const seen = new Set<string>();
  const seenLibs = new Set<string>();
  let lang = knowledgeBaseLanguage(normaliseLanguage(answerLang) ?? answerLang);
  for (const block of blocks) {
    const report = await check({ code: block.code, lang: block.lang });
    if (blocks.length === 1 || block === blocks[0]) lang = report.lang;
    for (const c of report.calls) {
      if (seen.has(c.name)) continue;
      seen.add(c.name);
      calls.push({ ...c, line: c.line + block.line - 1 });
    }
    for (const u of report.unknown_libraries) {
      if (seenLibs.has(u.name)) continue;
      seenLibs.add(u.name);
      unknown.push({ ...u, line: u.line + block.line - 1 });
    }
  }
  const invented = calls.filter((c) => c.status === 'invented').map((c) => c.name);
  return { lang, calls, invented, unknown_libraries: unknown, flagged: invented.length + unknown.length };
}
