/**
 * The use case: validate → question length → knowledge base → model configuration → quota →
 * retrieve → model → response (the quota before retrieval: a refused request costs no retrieval). The order of the checks IS decisions.md's precedence (403 and 413 are
 * the HTTP layer's): 400, 429 question_too_long, 503, 429 rate_limited, 502. Nothing before the quota
 * reservation counts a request, and every way a reserved request can end without an answer (502, 503,
 * cancel, the consumer walking away) gives the slot back.
 *
 * `generateStream` is what both hosts use: the HTTP handler (JSON or SSE) and the extension's chat
 * panel in-process. Failures are thrown as ServiceError before the `start` event and after it alike;
 * cancellation is thrown as ModelError kind `cancelled`. A `loading` event may come before `start`
 * (progress for a UI; the HTTP handler does not send it, the status is not decided yet).
 */
import { checkAnswer } from './check/answer';
import type { CheckReport } from './check/types';
import { ServiceError, redactSecrets } from './errors';
import { KnowledgeBaseError, RetrievalError } from './kb/load';
import type { HistoryEntry, KnowledgeBase, RetrievalResult, RetrievedApi } from './kb/types';
import { parseModelId } from './models/model-id';
import { ModelError, type ModelId, type ModelProvider, type ModelRegistry } from './models/types';
import type { Logger } from './ports';
import { buildMessages } from './prompt';
import type { Quota, Reservation } from './quota';
import { type Requester, requiresUserToken, unauthorized } from './requester';
import { checkQuestionLength, parseRequest, type GenerateResponse, type QuotaView } from './schema';

/** In-process extras that are not request fields (the HTTP body cannot carry them). */
export interface GenerateHints {
  /** The active editor's languageId: a language-detection hint. */
  editorLang?: string;
  /** The workspace's dependencies: boosted in retrieval. */
  preferredLibs?: readonly string[];
}

export interface GenerateInput {
  /** The request object as received (validated here, strictly). */
  body: unknown;
  hints?: GenerateHints;
  /** Who is counted: the client's address (see `callerKey`). */
  caller: string;
  /**
   * Who sent it, as the HTTP layer found from `Authorization` (user-auth.ts): `anonymous` may use only
   * the providers that spend nothing of the user's (`requiresUserToken`), `invalid` nothing at all.
   * Absent: the host's own caller (the chat, a command), which is the user.
   */
  requester?: Requester;
}

export interface GenerateDeps {
  kb: KnowledgeBase;
  models: ModelRegistry;
  quota: Quota;
  config: { defaultModel: string; kbWaitMs: number; maxApis?: number };
  log: Logger;
}

export type GenerateEvent =
  /** The knowledge base is still loading: the request waits for it (bounded by `kbWaitMs`). */
  | { type: 'loading'; what: 'knowledge-base' }
  | { type: 'start'; lang: string; autoDetected: boolean; apis: RetrievedApi[]; context: string; quota: QuotaView }
  | { type: 'delta'; text: string }
  /** After the answer, before `done`: the hallucination guard's report on its code (null: not checked). */
  | { type: 'check'; report: CheckReport | null }
  | { type: 'done'; response: GenerateResponse };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(e: unknown): string {
  return redactSecrets(e instanceof Error ? e.message : String(e));
}

function cancelled(): ModelError {
  return new ModelError('cancelled', 'The request was cancelled.');
}

/** A model failure → the service's status. */
function fromModelError(e: unknown, signal: AbortSignal | undefined): Error {
  if (signal?.aborted || (e instanceof ModelError && e.kind === 'cancelled')) return cancelled();
  if (e instanceof ServiceError) return e;
  if (e instanceof ModelError && e.kind === 'config') {
    return new ServiceError(503, 'config_unavailable', `The model provider cannot be used as configured: ${describe(e)}`);
  }
  return new ServiceError(502, 'upstream_error', `The model provider failed: ${describe(e)}`);
}

/** No APIs, in the language the failed retrieval had chosen (or was asked for). */
function ungrounded(requested: string, e: unknown): RetrievalResult {
  const chosen = e instanceof RetrievalError ? e.lang : undefined;
  const lang = chosen ?? (requested !== 'auto' ? requested : DEFAULT_ANSWER_LANG);
  return { lang, autoDetected: requested === 'auto', apis: [], context: '' };
}
/** The language of an ungrounded answer to an `auto` question whose language was never detected. */
const DEFAULT_ANSWER_LANG = 'python';

function rateLimited(retryAfter: number, window: 'daily' | 'minute', dailyLimit: number): ServiceError {
  return new ServiceError(
    429,
    'rate_limited',
    window === 'daily'
      ? `The daily limit of ${dailyLimit} requests is reached; retry in ${retryAfter} s.`
      : `The limit of requests per 60 seconds is reached; retry in ${retryAfter} s.`,
    { retry_after: retryAfter },
  );
}

export async function* generateStream(
  input: GenerateInput,
  deps: GenerateDeps,
  signal?: AbortSignal,
): AsyncGenerator<GenerateEvent, void, undefined> {
  const { kb, models, quota, config, log } = deps;

  // 400: shape, types, unknown fields, values, and the model's provider.
  if (!isPlainObject(input.body)) throw new ServiceError(400, 'invalid_json', 'The request body must be a JSON object.');
  const request = parseRequest(input.body);
  let modelId: ModelId;
  const requested = request.model !== undefined ? parseModelId(request.model) : undefined;
  if (requested) {
    modelId = requested;
    if (!models.has(modelId.provider)) {
      throw new ServiceError(
        400,
        'invalid_request',
        `Unknown model provider "${modelId.provider}"; known providers: ${models.providers().join(', ')}.`,
        { field: 'model' },
      );
    }
  } else {
    // The default is the host's configuration, not the caller's input: a bad one is a 503.
    const configured = parseModelId(config.defaultModel);
    if (!configured || !models.has(configured.provider)) {
      throw new ServiceError(503, 'config_unavailable', `The configured default model "${config.defaultModel}" cannot be used.`);
    }
    modelId = configured;
  }

  // 401: after every 400 (the model decides whether the token is needed), before everything else.
  if (input.requester === 'invalid') throw unauthorized('invalid');
  if (input.requester === 'anonymous' && (await requiresUserToken(models, modelId.provider))) throw unauthorized('anonymous', modelId.provider);

  // 429 question_too_long: after every 400 and 401.
  checkQuestionLength(request.question);

  // 503: the knowledge base (a request that arrives while it loads waits for it, bounded; the UI says
  // so), then the provider's configuration.
  if (kb.state() === 'loading') yield { type: 'loading', what: 'knowledge-base' };
  if (!(await kb.whenReady(config.kbWaitMs))) {
    const why = kb.failure();
    throw new ServiceError(
      503,
      'kb_unavailable',
      kb.state() === 'loading'
        ? `The knowledge base is still loading after ${Math.round(config.kbWaitMs / 1000)} s; try again shortly.`
        : `The knowledge base is unavailable${why ? `: ${redactSecrets(why)}` : '.'}`,
    );
  }
  let provider: ModelProvider;
  try {
    provider = await models.resolve(modelId);
  } catch (e) {
    const mapped = fromModelError(e, signal);
    // A 502 must not hide a 429 rate_limited (which comes first in the precedence).
    if (mapped instanceof ServiceError && mapped.status === 502) {
      const state = await quota.peek(input.caller);
      if (state.retryAfter > 0) throw rateLimited(state.retryAfter, state.daily.remaining === 0 ? 'daily' : 'minute', state.daily.limit);
    }
    throw mapped;
  }

  // 429 rate_limited: decide and count in one atomic step, before retrieval: a request the limits
  // refuse costs no retrieval (a crafted question could make it the expensive part).
  let reserved: Awaited<ReturnType<Quota['reserve']>>;
  try {
    reserved = await quota.reserve(input.caller);
  } catch (e) {
    // The host's store failed (its own adapters log the detail): refuse rather than serve uncounted.
    log.error(`quota: cannot count a request (${describe(e)})`);
    throw new ServiceError(503, 'config_unavailable', 'The quota counts cannot be stored right now; try again later.');
  }
  if (!reserved.ok) throw rateLimited(reserved.retryAfter, reserved.window, reserved.state.daily.limit);
  const reservation: Reservation = reserved.reservation;
  let answered = false;
  try {
    let retrieval: RetrievalResult;
    try {
      retrieval = await kb.retrieve({
        question: request.question,
        lang: request.lang,
        history: request.history,
        ...(input.hints?.editorLang ? { editorLang: input.hints.editorLang } : {}),
        ...(input.hints?.preferredLibs ? { preferredLibs: input.hints.preferredLibs } : {}),
        k: config.maxApis ?? 10,
      });
    } catch (e) {
      // 503 kb_unavailable says the base cannot be used (missing, corrupt, loading, its worker gone).
      // One question that retrieval fails on is a bug in retrieval, not an outage: the user still gets
      // an answer, without grounding, and the log says what failed.
      if (e instanceof KnowledgeBaseError || kb.state() !== 'ready') {
        throw new ServiceError(503, 'kb_unavailable', `The knowledge base could not answer: ${describe(e)}`);
      }
      log.error(`retrieval failed on one question, answering without grounding: ${describe(e)}`);
      retrieval = ungrounded(request.lang, e);
    }
    if (signal?.aborted) throw cancelled();
    const context = retrieval.context.trim();
    const lines = context ? context.split('\n') : [];
    yield {
      type: 'start',
      lang: retrieval.lang,
      autoDetected: retrieval.autoDetected,
      apis: retrieval.apis,
      context,
      quota: reserved.state.daily,
    };

    const messages = buildMessages({ question: request.question, lang: retrieval.lang, context, history: request.history });
    let answer = '';
    const upstream = provider.stream({ model: modelId, messages, ...(signal ? { signal } : {}) })[Symbol.asyncIterator]();
    try {
      for (;;) {
        // Checked before every pull: a client that left while we were yielding is not waited on.
        if (signal?.aborted) throw cancelled();
        const next = await upstream.next();
        if (next.done) break;
        const text = next.value;
        if (typeof text !== 'string' || text === '') continue;
        answer += text;
        yield { type: 'delta', text };
      }
    } catch (e) {
      // Let the adapter stop reading and release its socket.
      await Promise.resolve(upstream.return?.()).catch(() => undefined);
      throw fromModelError(e, signal);
    }
    if (signal?.aborted) throw cancelled();
    if (!answer.trim()) throw new ServiceError(502, 'upstream_error', 'The model returned an empty answer.');

    answered = true;
    const report = await checkAnswerCode(kb, answer, retrieval.lang, log);
    yield { type: 'check', report };
    yield {
      type: 'done',
      response: {
        answer,
        context,
        api_count: lines.length,
        langs: [retrieval.lang],
        auto_detected: retrieval.autoDetected,
        quota: reserved.state.daily,
        api_check: report,
      },
    };
  } finally {
    // Also runs when the consumer stops iterating (client gone): nothing answered, nothing spent.
    if (!answered) {
      await quota.release(reservation);
      log.info(`generate: released the quota slot of ${input.caller} (no answer)`);
    }
  }
}

/**
 * The guard's report on an answer's code blocks. The answer is already paid for and complete: a check
 * that fails (the base reloading, a worker gone) is logged and reported as null, never an error.
 */
async function checkAnswerCode(kb: KnowledgeBase, answer: string, lang: string, log: Logger): Promise<CheckReport | null> {
  try {
    return await checkAnswer((input) => kb.check(input), answer, lang);
  } catch (e) {
    log.warn(`generate: the answer's code could not be checked (${describe(e)})`);
    return null;
  }
}

/** The non-streaming form: the response object, or the ServiceError / cancellation thrown. */
export async function generate(input: GenerateInput, deps: GenerateDeps, signal?: AbortSignal): Promise<GenerateResponse> {
  for await (const ev of generateStream(input, deps, signal)) if (ev.type === 'done') return ev.response;
  throw new ServiceError(502, 'upstream_error', 'The answer ended before it was complete.');
}

export type { HistoryEntry };
