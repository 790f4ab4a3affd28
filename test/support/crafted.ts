/**
 * Crafted requests, under the request limits, aimed at the cost of retrieval (issue 22): very long
 * words, hundreds of fresh random words, long runs of one character or of newlines, in the question
 * and in the history. Random text is fresh per call (from `seed`), so no cache answers it.
 */
import type { KnowledgeBase } from '../../src/core/kb/types';
import { prng } from './hostile';

export interface CraftedRequest {
  name: string;
  question: string;
  history: { role: 'user' | 'assistant'; content: string }[];
}

const LIMIT = 4000;

export function craftedRequests(seed: number): CraftedRequest[] {
  const random = prng(seed);
  const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  const words = (chars: number, min: number, max: number) => {
    const out: string[] = [];
    let length = 0;
    for (;;) {
      const w = letters(min + Math.floor(random() * (max - min + 1)));
      if (length + w.length + 1 > chars) break;
      out.push(w);
      length += w.length + 1;
    }
    return out.join(' ');
  };
  const user = (content: string) => ({ role: 'user' as const, content });
  const three = (make: () => string) => [user(make()), user(make()), user(make())];
  const run = (unit: string) => unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT);
  return [
    { name: 'one 4,000-letter word starting "ge", and in three history turns', question: `ge${letters(LIMIT - 2)}`, history: three(() => `ge${letters(LIMIT - 2)}`) },
    { name: 'hundreds of random 6-8-letter words, and in three history turns', question: words(LIMIT, 6, 8), history: three(() => words(LIMIT, 6, 8)) },
    { name: 'hundreds of random 12-20-letter words', question: words(LIMIT, 12, 20), history: three(() => words(LIMIT, 12, 20)) },
    { name: 'random camelCase identifiers', question: Array.from({ length: 300 }, () => `${letters(5)}${letters(1).toUpperCase()}${letters(6)}`).join('.').slice(0, LIMIT), history: [] },
    { name: '4,000 newlines, and in three history turns', question: `read a file${run('\n')}`.slice(0, LIMIT), history: three(() => run('\n')) },
    { name: '4,000 spaces around "and"', question: `${run(' ').slice(0, LIMIT - 13)}and read file`, history: three(() => run(' ')) },
    { name: 'one letter 4,000 times', question: run('a'), history: three(() => run('g')) },
    { name: 'quotes and letters', question: run("'a"), history: three(() => run('"b')) },
    { name: 'dots between letters', question: run('a.'), history: three(() => run('b.')) },
    { name: 'underscores between letters', question: run('a_'), history: three(() => run('b_')) },
    { name: 'hyphenated pairs', question: run('ab-cd '), history: three(() => run('x-y ')) },
    { name: 'calls', question: run('f('), history: three(() => run('g(')) },
  ];
}

/** Ordinary questions, for the cost of retrieval to compare with. */
export const ORDINARY_QUESTIONS = [
  'read a csv file and group the rows by a column',
  'send an HTTP request with a timeout',
  'sort a list of records by two keys',
  'parse a date string and format it as ISO 8601',
];

/**
 * The slowest of `questions` in `lang`, asked twice, from the second pass: the first questions of a
 * language after loading also wait for its warm-up. The yardstick a crafted request's cost is
 * measured against.
 */
export async function slowestOrdinary(kb: KnowledgeBase, lang: string, questions: readonly string[]): Promise<number> {
  for (const question of questions) await kb.retrieve({ question, lang });
  let slowest = 0;
  for (const question of questions) {
    const t = performance.now();
    await kb.retrieve({ question, lang });
    slowest = Math.max(slowest, performance.now() - t);
  }
  return slowest;
}
