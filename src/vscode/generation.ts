/**
 * One generation as the editor's UI runs it: adds the workspace's dependencies and the editor's
 * language hint, runs it as a user action (so the editor's models may ask for consent), goes through
 * whichever backend the server ownership says (in-process or the owner window over HTTP), and keeps
 * the status bar's quota current.
 */
import type { Logger } from '../core/ports';
import type { HistoryEntry } from '../core/kb/types';
import type { GenerateEvent, GenerateResult } from './backend';
import { CancelledError, GenerateError } from './backend';
import { asUserAction } from './lm-provider';
import type { ServerOwnership } from './server-ownership';
import { MODEL_ERROR_CODES, type QuotaInfo } from '../shared/protocol';
import { modelHealth } from './model-health';

export interface GenerationRequest {
  question: string;
  history?: HistoryEntry[];
  /** The active editor's languageId. */
  editorLang?: string;
  model?: string;
}

export interface GeneratorDeps {
  ownership: ServerOwnership;
  preferredLibs(): Promise<string[]>;
  defaultModel(): string;
  log: Logger;
  onQuota(quota: QuotaInfo): void;
}

export class Generator {
  constructor(private readonly deps: GeneratorDeps) {}

  /** Shows the quota as the server counts it now (after a failure or a cancel released a slot). */
  private async resyncQuota(): Promise<void> {
    try {
      const q = await this.deps.ownership.quota();
      if (q?.limit) this.deps.onQuota(q);
    } catch {
      /* unknown: the next refresh tries again */
    }
  }

  /** Runs one generation; `onEvent` sees start/delta/done. Rejects with CancelledError or GenerateError. */
  run(request: GenerationRequest, signal: AbortSignal, onEvent: (ev: GenerateEvent) => void): Promise<GenerateResult> {
    return asUserAction(async () => {
      const model = request.model ?? this.deps.defaultModel();
      const preferredLibs = await this.deps.preferredLibs().catch(() => []);
      const started = Date.now();
      this.deps.log.info(`Generate: model ${model}, ${request.question.length} chars, ${request.history?.length ?? 0} history entries.`);
      let result: GenerateResult | undefined;
      try {
        for await (const ev of this.deps.ownership.generate(
          {
            question: request.question,
            lang: 'auto',
            model,
            history: request.history ?? [],
            editorLang: request.editorLang,
            preferredLibs,
          },
          signal,
        )) {
          if (signal.aborted) throw new CancelledError();
          if (ev.type === 'start' && ev.quota) this.deps.onQuota(ev.quota);
          if (ev.type === 'done') {
            result = ev.response;
            if (ev.response.quota?.limit) this.deps.onQuota(ev.response.quota);
          }
          onEvent(ev);
        }
      } catch (e) {
        if (signal.aborted || e instanceof CancelledError || (e as { kind?: string }).kind === 'cancelled') {
          this.deps.log.info('Generate: cancelled.');
          await this.resyncQuota();
          throw new CancelledError();
        }
        const err = e instanceof GenerateError ? e : toGenerateError(e);
        this.deps.log.warn(`Generate failed: ${err.code}: ${err.message}`);
        // The start event showed the quota with this request counted; a request that got no answer
        // is not counted (the service releases its slot), so show the server's count again.
        await this.resyncQuota();
        if (MODEL_ERROR_CODES.includes(err.code)) modelHealth()?.noteResult(model, err.message);
        throw err;
      }
      if (!result) {
        await this.resyncQuota();
        if (signal.aborted) throw new CancelledError();
        throw new GenerateError('upstream_error', 'The answer ended before it was complete.');
      }
      modelHealth()?.noteResult(model);
      this.deps.log.info(`Generate: done in ${Date.now() - started} ms, ${result.api_count} APIs, quota ${result.quota.remaining}/${result.quota.limit}.`);
      return result;
    });
  }
}

/** Maps the core's errors (a service error with code/status, a ModelError) to GenerateError. */
export function toGenerateError(e: unknown): GenerateError {
  if (e instanceof GenerateError) return e;
  const o = (e ?? {}) as { code?: unknown; status?: unknown; message?: unknown; kind?: unknown; retryAfter?: unknown; retry_after?: unknown; body?: unknown };
  // A service error may carry its JSON body.
  const body = o.body as { error?: { code?: unknown; message?: unknown; retry_after?: unknown } } | undefined;
  const code =
    typeof body?.error?.code === 'string'
      ? body.error.code
      : typeof o.code === 'string'
        ? o.code
        : o.kind === 'config'
          ? 'config_unavailable'
          : 'upstream_error';
  const message =
    typeof body?.error?.message === 'string' ? body.error.message : typeof o.message === 'string' ? o.message : String(e);
  const retry =
    typeof body?.error?.retry_after === 'number'
      ? body.error.retry_after
      : typeof o.retryAfter === 'number'
        ? o.retryAfter
        : typeof o.retry_after === 'number'
          ? o.retry_after
          : undefined;
  return new GenerateError(code, message, typeof o.status === 'number' ? o.status : undefined, retry);
}
