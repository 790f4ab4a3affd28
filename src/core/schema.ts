/**
 * The request and response shapes of `POST /api/generate` (service-interface.md + decisions.md), the
 * zod schema that validates requests, and the mapping of zod issues to the service's 400 body.
 *
 * The question's 4,000 code-point rule is NOT a schema rule: decisions.md makes it a 429
 * `question_too_long` that loses to every 400, so it is checked only after the schema passed.
 */
import type { CheckReport } from './check/types';
import { z } from 'zod';
import type { HistoryEntry } from './kb/types';
import { ServiceError } from './errors';
import { ACCEPTED_LANGUAGES, normaliseLang, type RequestLanguage } from './request-language';
import { parseModelId } from './models/model-id';
import { lookupTable } from '../shared/lookup';

export const MAX_QUESTION_CHARS = 4000;
export const MAX_HISTORY_ENTRIES = 50;
export const MAX_HISTORY_CONTENT_CHARS = 4000;
/** Only the last entries of `history` reach the model. */
export const HISTORY_USED = 6;

// The request languages live apart, where the commands that never see a request (search, check) load them without zod.
export { ACCEPTED_LANGUAGES, normaliseLang, type RequestLanguage };

/** Length in Unicode code points (what "characters" means in decisions.md), not UTF-16 units. */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}


const historyEntry = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .refine((s) => codePoints(s) <= MAX_HISTORY_CONTENT_CHARS, {
      message: `must be at most ${MAX_HISTORY_CONTENT_CHARS} characters`,
    }),
});

export const requestSchema = z.strictObject({
  question: z.string().refine((s) => s.trim().length > 0, { message: 'must not be empty' }),
  lang: z
    .string()
    .refine((s) => normaliseLang(s) !== undefined, {
      message: `must be auto or one of ${ACCEPTED_LANGUAGES.join(', ')}`,
    })
    .optional(),
  model: z
    .string()
    .refine((s) => parseModelId(s) !== undefined, { message: 'must look like <provider>/<model_name>[:<variant>]' })
    .optional(),
  history: z
    .array(historyEntry)
    .max(MAX_HISTORY_ENTRIES, { message: `must have at most ${MAX_HISTORY_ENTRIES} entries` })
    .optional(),
});

/** A request that passed validation, with defaults applied and `lang` normalised. */
export interface GenerateRequest {
  question: string;
  lang: RequestLanguage | 'auto';
  /** Absent: the service's default model. */
  model?: string;
  history: HistoryEntry[];
}

/** The response object of service-interface.md. */
export interface QuotaView {
  used: number;
  limit: number;
  remaining: number;
}

export interface GenerateResponse {
  answer: string;
  context: string;
  api_count: number;
  langs: string[];
  auto_detected: boolean;
  quota: QuotaView;
  /**
   * The hallucination guard's report on the answer's code blocks (docs/service.md, "api_check"), or
   * null when the check could not run (the answer is still returned).
   */
  api_check: CheckReport | null;
}

/** `["history", 3, "role"]` → `history[3].role`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

const TYPE_NAMES = lookupTable<string>({ string: 'a string', array: 'an array', object: 'an object' });

/** The one issue the 400 reports: an unknown top-level field first (the likeliest typo), else the first. */
export function issueToError(issues: readonly z.core.$ZodIssue[]): ServiceError {
  const issue = issues.find((i) => i.code === 'unrecognized_keys' && i.path.length === 0) ?? issues[0];
  if (!issue) return new ServiceError(400, 'invalid_request', 'The request is invalid.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const field = jsonPath([...issue.path, key]);
    const where = issue.path.length ? `in ${jsonPath(issue.path)}` : 'in the request';
    return new ServiceError(400, 'invalid_request', `Unknown field "${field}" ${where}; accepted fields: ${
      issue.path.length ? 'role, content' : 'question, lang, model, history'
    }.`, { field });
  }
  const field = jsonPath(issue.path);
  let message: string;
  if (issue.code === 'invalid_type') {
    // zod words it "expected string, received number"; "received undefined" means the field is absent.
    const received = /received (\w+)/.exec(issue.message)?.[1];
    message =
      received === 'undefined'
        ? `The field "${field}" is required.`
        : `The field "${field}" must be ${TYPE_NAMES[issue.expected] ?? issue.expected}${received ? `, not ${received}` : ''}.`;
  } else if (issue.code === 'invalid_value') {
    message = `The field "${field}" must be one of ${issue.values.map(String).join(', ')}.`;
  } else if (issue.code === 'too_big' && issue.origin === 'array') {
    message = `The field "${field}" must have at most ${String(issue.maximum)} entries.`;
  } else {
    message = `The field "${field}" ${issue.message}.`;
  }
  return new ServiceError(400, 'invalid_request', message, { field });
}

/**
 * Validates a parsed JSON body (already known to be a plain object). Throws ServiceError 400
 * `invalid_request`; does not apply the question-length rule (see `checkQuestionLength`).
 */
export function parseRequest(body: unknown): GenerateRequest {
  const result = requestSchema.safeParse(body);
  if (!result.success) throw issueToError(result.error.issues);
  const v = result.data;
  return {
    question: v.question,
    lang: v.lang === undefined ? 'auto' : (normaliseLang(v.lang) ?? 'auto'),
    ...(v.model !== undefined ? { model: v.model } : {}),
    history: (v.history ?? []).map((h) => ({ role: h.role, content: h.content })),
  };
}

/** The 429 `question_too_long` rule, applied after every 400 check passed. */
export function checkQuestionLength(question: string): void {
  const n = codePoints(question);
  if (n > MAX_QUESTION_CHARS) {
    throw new ServiceError(
      429,
      'question_too_long',
      `The question has ${n} characters; at most ${MAX_QUESTION_CHARS} are allowed: shorten it (sending it again will not pass).`,
      { field: 'question' },
    );
  }
}
