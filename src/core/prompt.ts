/**
 * The messages sent to the model: a system instruction that grounds the answer in the retrieved
 * signatures, the last 6 history entries, and the question. Pure.
 */
import type { ChatMessage } from './models/types';
import type { HistoryEntry } from './kb/types';
import { HISTORY_USED } from './schema';

/** Display names for the instruction; the fence tag is the request language itself. */
const LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  go: 'Go',
  java: 'Java',
  rust: 'Rust',
  c: 'C',
};

export interface PromptInput {
  question: string;
  /** The request language the answer is written in (e.g. `typescript`). */
  lang: string;
  /** The retrieved signatures, one per line; may be empty. */
  context: string;
  history: readonly HistoryEntry[];
}

export function buildMessages(input: PromptInput): ChatMessage[] {
  const name = Object.prototype.hasOwnProperty.call(LANGUAGE_NAMES, input.lang) ? LANGUAGE_NAMES[input.lang] : input.lang;
  const apis = input.context.trim();
  const system = [
    `You are a programming assistant. Answer in ${name}.`,
    'Write the answer in Markdown: a short explanation and the code in fenced code blocks tagged with the language',
    `(\`\`\`${input.lang}).`,
    '',
    apis
      ? [
          'Real APIs from the knowledge base that may fit the question, one per line (library, name, signature):',
          apis,
          '',
          'Prefer these APIs and use their exact signatures. Do not invent functions, methods, parameters or',
          'libraries that are not listed or that you are not sure exist. If none of the listed APIs fits the',
          'question, say so plainly before answering with the standard library.',
        ].join('\n')
      : [
          'The knowledge base has no API that fits this question with confidence. Say so in one sentence,',
          'then answer with APIs you are sure exist (prefer the standard library), and do not invent any.',
        ].join('\n'),
  ].join('\n');
  const messages: ChatMessage[] = [{ role: 'system', content: system }];
  for (const h of input.history.slice(-HISTORY_USED)) messages.push({ role: h.role, content: h.content });
  messages.push({ role: 'user', content: input.question });
  return messages;
}
