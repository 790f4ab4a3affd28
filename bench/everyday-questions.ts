/**
 * Short everyday questions as a user types them into the chat ("get the number of CPU cores", "reverse an
 * array"), each with the APIs that answer it in one language (`everyday-questions.jsonl`): how many find
 * one of them first, and in the first five. The benchmark's eval sets are task descriptions; these are the
 * other half of what users ask. The set was written while the everyday-task table (src/core/kb/everyday-tasks/)
 * was extended to answer it, so it measures what the table covers, not how a new question will fare: a
 * question that fails here is a gap to look at, and a figure that drops is a regression. How a new
 * wording of the same requests fares is what `everyday-paraphrases.jsonl` measures (EverydayParaphrase).
 */
import { readFileSync } from 'node:fs';
import type { KnowledgeBase } from '../src/core/kb/types';

export interface EverydayQuestion {
  question: string;
  lang: string;
  /** Any of these in the first places answers it (the same API under the names the base gives it). */
  expect: string[];
}

/**
 * A question of the set said again by someone who had not seen the everyday-task table
 * (`everyday-paraphrases.jsonl`): the same request, so the same APIs answer it in every language its
 * original is asked in. Two styles were written blind, each by a writer given only the 350 original
 * questions: `asked`, the way one types into a chat ("how can I access the final element of an
 * array?", "atomic counter increment"), and `described`, the way an issue or a comment says what a
 * program needs, in everyday words rather than the original's ("Flipping an array so its elements run
 * back to front."). The set was written after the table: it says how far the table's phrasings carry to a
 * user's own words. The rewordings of plain-wording.ts were written from the misses of the half whose
 * original's sha256 is even and measured on the other (README); the bench prints each style whole.
 */
export interface EverydayParaphrase {
  original: string;
  question: string;
  style: string;
}

export function readEverydayParaphrases(file: string): EverydayParaphrase[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as EverydayParaphrase);
}

/** Per style, the paraphrases as questions of the set: each asked in every language its original is. */
export function paraphrasedQuestions(questions: readonly EverydayQuestion[], paraphrases: readonly EverydayParaphrase[]): Map<string, EverydayQuestion[]> {
  const byOriginal = new Map<string, EverydayQuestion[]>();
  for (const q of questions) byOriginal.get(q.question)?.push(q) ?? byOriginal.set(q.question, [q]);
  const byStyle = new Map<string, EverydayQuestion[]>();
  for (const { original, question, style } of paraphrases) {
    const asked = byOriginal.get(original);
    if (!asked) throw new Error(`a paraphrase of a question the set does not have: "${original}"`);
    const said = byStyle.get(style) ?? byStyle.set(style, []).get(style)!;
    for (const { lang, expect } of asked) said.push({ question, lang, expect });
  }
  return byStyle;
}

export interface EverydayFigures {
  lang: string;
  questions: number;
  first: number;
  firstFive: number;
  /** Anywhere on the page of ten (a model reads all ten; the library questions print it). */
  firstTen: number;
  /** The questions none of whose APIs is in the first five, with what came first instead. */
  misses: string[];
}

export function readEverydayQuestions(file: string): EverydayQuestion[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as EverydayQuestion);
}

export async function everydayFigures(kb: KnowledgeBase, questions: readonly EverydayQuestion[]): Promise<EverydayFigures[]> {
  const byLang = new Map<string, EverydayFigures>();
  for (const { question, lang, expect } of questions) {
    const result = await kb.retrieve({ question, lang, k: 10, allowWeak: true });
    const names = result.apis.map((a) => a.name);
    const rank = names.findIndex((name) => expect.includes(name));
    const figures = byLang.get(lang) ?? byLang.set(lang, { lang, questions: 0, first: 0, firstFive: 0, firstTen: 0, misses: [] }).get(lang)!;
    figures.questions++;
    if (rank === 0) figures.first++;
    if (rank >= 0) figures.firstTen++;
    if (rank >= 0 && rank < 5) figures.firstFive++;
    else figures.misses.push(`"${question}" (${expect[0]}; first: ${names.slice(0, 3).join(', ')})`);
  }
  return [...byLang.values()].sort((a, b) => (a.lang < b.lang ? -1 : 1));
}

export function formatEverydayFigures(figures: readonly EverydayFigures[], { misses = true, firstTen = false } = {}): string {
  const total = (key: 'questions' | 'first' | 'firstFive' | 'firstTen') => figures.reduce((sum, f) => sum + f[key], 0);
  const share = (n: number, of: number) => `${n}/${of} = ${(n / of).toFixed(2)}`;
  const row = (label: string, f: Pick<EverydayFigures, 'questions' | 'first' | 'firstFive' | 'firstTen'>) =>
    `  ${label.padEnd(11)} first ${share(f.first, f.questions).padEnd(14)} first five ${share(f.firstFive, f.questions)}` +
    (firstTen ? `  first ten ${share(f.firstTen, f.questions)}` : '');
  const lines = figures.map((f) => row(f.lang, f));
  lines.push(row('all', { questions: total('questions'), first: total('first'), firstFive: total('firstFive'), firstTen: total('firstTen') }));
  if (misses) for (const f of figures) for (const miss of f.misses) lines.push(`  not in the first five, ${f.lang}: ${miss}`);
  return lines.join('\n');
}
