/** Model identifiers: `<provider>/<model_name>[:<variant>]` (decisions.md). */
import type { ModelId } from './types';

/** Free, local, no login, code-specialised. */
export const DEFAULT_MODEL = 'ollama/qwen2.5-coder:7b';

const MAX_LENGTH = 200;

/**
 * The provider is the text before the first `/`; the rest (variant included) is what the provider's
 * API expects as the model name, so `openrouter/qwen/qwen-2.5-coder-32b-instruct:free` keeps its
 * slashes and colon. Undefined for anything malformed.
 */
export function parseModelId(raw: string): ModelId | undefined {
  if (raw.length === 0 || raw.length > MAX_LENGTH) return undefined;
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return undefined;
  const slash = raw.indexOf('/');
  if (slash <= 0 || slash === raw.length - 1) return undefined;
  const provider = raw.slice(0, slash).toLowerCase();
  const model = raw.slice(slash + 1);
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(provider)) return undefined;
  if (model.startsWith(':') || model.endsWith(':') || model.endsWith('/')) return undefined;
  return { raw, provider, model };
}
