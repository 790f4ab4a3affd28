/**
 * Who may spend what through the HTTP API (docs/service.md, "Who may use what"). The public contract
 * is "no credentials": any local program may ask for an answer from the free, local default model.
 * What costs the user money or consent — providers used with the user's API keys, the editor's own
 * language models (`vscode`), endpoints the user configured — needs the user's token, because on a
 * shared host (Remote-SSH servers, lab machines) other users can reach 127.0.0.1 too.
 */
import { ServiceError } from './errors';
import type { ModelRegistry } from './models/types';

/** `user`: the right token, or the host's own caller; `anonymous`: none; `invalid`: a wrong one. */
export type Requester = 'user' | 'anonymous' | 'invalid';

/** Providers that are local and free unless the user gave them a key. */
const LOCAL_PROVIDERS = new Set(['ollama', 'lmstudio']);

/**
 * Whether a request for `provider` must carry the user's token. The registry knows (a local provider
 * with a key set counts as keyed: Ollama's cloud is paid); a registry without the method is judged by
 * name alone.
 */
export async function requiresUserToken(models: ModelRegistry, provider: string): Promise<boolean> {
  if (models.requiresUserToken) return models.requiresUserToken(provider);
  return !LOCAL_PROVIDERS.has(provider);
}

export function unauthorized(why: 'anonymous' | 'invalid', provider?: string): ServiceError {
  return new ServiceError(
    401,
    'unauthorized',
    why === 'invalid'
      ? 'The bearer token is not this user\'s Grounded Code token; send the one `grounded-code token` prints, or none.'
      : `The provider "${provider}" uses this user's keys or editor models: send "Authorization: Bearer <token>" with the token \`grounded-code token\` prints, or use a local model (ollama, lmstudio).`,
  );
}
