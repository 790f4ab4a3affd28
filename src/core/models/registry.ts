/**
 * The model registry: built-in providers (ollama, openai, openrouter, anthropic, lmstudio), every
 * named OpenAI-compatible endpoint, and extra providers from the host (the extension adds `vscode`).
 * Keys are read through the SecretSource when a model is resolved, and only kept in the adapter's
 * closure for that request.
 */
import { AnthropicProvider } from './anthropic';
import { OllamaProvider } from './ollama';
import { OpenAIProvider } from './openai';
import {
  BUILTIN_PROVIDERS,
  type BuiltinProvider,
  DEFAULT_BASE_URLS,
  DEFAULT_TIMEOUTS,
  KEY_REQUIRED,
  type ProviderSettings,
  type SecretSource,
  type Timeouts,
  envSecretSource,
  keyEnvVars,
  normaliseBaseUrl,
  readSecret,
} from './settings';
import { type ModelId, ModelError, type ModelProvider, type ModelRegistry } from './types';

export const PROVIDER_LABELS: Record<BuiltinProvider, string> = {
  ollama: 'Ollama',
  openai: 'OpenAI',
  openrouter: 'OpenRouter',
  anthropic: 'Anthropic',
  lmstudio: 'LM Studio',
};

/** Optional OpenRouter attribution headers (https://openrouter.ai/docs/api-reference/overview). */
const OPENROUTER_HEADERS = { 'HTTP-Referer': 'https://github.com/grounded-code/grounded-code', 'X-Title': 'Grounded Code' };

export interface RegistryOptions {
  /** Extra request headers for OpenRouter (defaults to the app's attribution). */
  openRouterHeaders?: Record<string, string>;
  /**
   * What a missing key's error tells the user to do, after "<VARIABLES> is not set: ". The host knows
   * where keys go (the CLI: the environment; VS Code: also its Set API Key command).
   */
  missingKeyAdvice?: (label: string) => string;
}

const ENVIRONMENT_ADVICE = () => 'set it in the environment the service or command runs in, or choose another model.';

/**
 * `secrets` defaults to the process environment (OPENAI_API_KEY, …). `extra` providers take precedence
 * over nothing: a built-in or endpoint with the same name wins, except that `extra` is the only way
 * to add `vscode`.
 */
export function createModelRegistry(
  settings: ProviderSettings,
  secrets: SecretSource = envSecretSource(process.env, settings),
  extra: ModelProvider[] = [],
  options: RegistryOptions = {},
): ModelRegistry {
  const timeouts: Timeouts = { ...DEFAULT_TIMEOUTS, ...(settings.timeouts ?? {}) };
  const baseUrl = (p: BuiltinProvider) => normaliseBaseUrl(settings.providers?.[p]?.baseUrl) ?? DEFAULT_BASE_URLS[p];
  const endpoints = new Map<string, string | undefined>();
  for (const [name, e] of Object.entries(settings.endpoints ?? {})) {
    if ((BUILTIN_PROVIDERS as readonly string[]).includes(name) || !e) continue;
    endpoints.set(name, normaliseBaseUrl(e.baseUrl));
  }
  const extras = new Map<string, ModelProvider>();
  for (const p of extra) if (!(BUILTIN_PROVIDERS as readonly string[]).includes(p.name) && !endpoints.has(p.name)) extras.set(p.name, p);
  const names = [...BUILTIN_PROVIDERS, ...endpoints.keys(), ...extras.keys()];
  const keyHint = (p: string) => keyEnvVars(p, settings).join(' or ');

  async function key(provider: string, label: string, required: boolean): Promise<string | undefined> {
    let k: string | undefined;
    try {
      k = (await readSecret(secrets, provider))?.trim() || undefined;
    } catch {
      k = undefined;
    }
    if (!k && required) {
      throw new ModelError('config', `${keyHint(provider)} is not set: ${(options.missingKeyAdvice ?? ENVIRONMENT_ADVICE)(label)}`);
    }
    return k;
  }

  return {
    has: (provider) => names.includes(provider),
    async requiresUserToken(provider: string): Promise<boolean> {
      // Ollama and LM Studio run on the machine and are free, unless a key is set for them (Ollama's
      // cloud is paid); everything else uses the user's key, configuration or editor.
      if (provider !== 'ollama' && provider !== 'lmstudio') return true;
      return (await key(provider, PROVIDER_LABELS[provider], false)) !== undefined;
    },
    providers: () => [...names],
    async resolve(id: ModelId): Promise<ModelProvider> {
      const p = id.provider;
      const extraProvider = extras.get(p);
      if (extraProvider) return extraProvider;
      if (endpoints.has(p)) {
        const url = endpoints.get(p);
        if (!url) throw new ModelError('config', `The endpoint "${p}" has no valid base URL (http:// or https://): fix it in the endpoints setting or choose another model.`);
        const k = await key(p, `endpoint "${p}"`, false);
        return new OpenAIProvider({ name: p, label: `Endpoint "${p}"`, baseUrl: url, timeouts, apiKey: () => k, keyHint: keyHint(p) });
      }
      if (!(BUILTIN_PROVIDERS as readonly string[]).includes(p)) {
        throw new ModelError('config', `Unknown model provider "${p}"; known providers: ${names.join(', ')}.`);
      }
      const b = p as BuiltinProvider;
      const label = PROVIDER_LABELS[b];
      const k = await key(b, label, KEY_REQUIRED[b]);
      const apiKey = () => k;
      switch (b) {
        case 'ollama':
          return new OllamaProvider({ baseUrl: baseUrl(b), timeouts, apiKey });
        case 'anthropic':
          return new AnthropicProvider({ baseUrl: baseUrl(b), timeouts, apiKey, keyHint: keyHint(b) });
        case 'openrouter':
          return new OpenAIProvider({ name: b, label, baseUrl: baseUrl(b), timeouts, apiKey, keyHint: keyHint(b), headers: options.openRouterHeaders ?? OPENROUTER_HEADERS });
        case 'lmstudio':
          return new OpenAIProvider({ name: b, label, baseUrl: baseUrl(b), timeouts, apiKey, keyHint: keyHint(b), local: true });
        case 'openai':
          return new OpenAIProvider({ name: b, label, baseUrl: baseUrl(b), timeouts, apiKey, keyHint: keyHint(b) });
      }
    },
  };
}
