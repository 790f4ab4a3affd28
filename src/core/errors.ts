/**
 * The service's one error type and its JSON body. Every failure the caller sees goes through
 * ServiceError so that status, code and body shape stay those of decisions.md in one place.
 */

export type ErrorCode =
  | 'invalid_json'
  | 'invalid_content_type'
  | 'invalid_request'
  | 'payload_too_large'
  | 'question_too_long'
  | 'rate_limited'
  | 'upstream_error'
  | 'kb_unavailable'
  | 'config_unavailable'
  | 'forbidden'
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal_error';

/** Optional fields of the error body: the offending JSON path, the retry delay in seconds. */
export interface ErrorExtra {
  field?: string;
  retry_after?: number;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string } & ErrorExtra;
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}

/**
 * Strips anything that looks like a credential from a message before it reaches a caller or a log:
 * upstream errors sometimes echo the request's headers or the key itself.
 */
export function redactSecrets(message: string, secrets: readonly string[] = []): string {
  let out = message;
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
  return out
    .replace(/\b(sk-(?:ant-|or-)?[A-Za-z0-9_-]{8,})/g, '[redacted]')
    .replace(/(bearer\s+)[^\s"',;]+/gi, '$1[redacted]')
    .replace(/((?:api[_-]?key|x-api-key|authorization)["']?\s*[:=]\s*["']?)[^\s"',;]+/gi, '$1[redacted]');
}
