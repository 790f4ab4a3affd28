/**
 * Provider settings: base URLs, where each key comes from, named OpenAI-compatible endpoints and
 * timeouts. Keys themselves never live here (this object may be logged): they come through a
 * SecretSource when a model is resolved.
 */
import { emptyTable, ownValue } from '../../shared/lookup';


export type BuiltinProvider = 'ollama' | 'openai' | 'openrouter' | 'anthropic' | 'lmstudio';
export const BUILTIN_PROVIDERS: readonly BuiltinProvider[] = ['ollama', 'openai', 'openrouter', 'anthropic', 'lmstudio'];

export interface ProviderConfig {
  baseUrl: string;
  /** Environment variable(s) the CLI reads the key from; also named in "key is not set" messages. */
  apiKeyEnv?: string;
}

export interface ProviderSettings {
  /** Base URL per built-in provider; a missing entry uses DEFAULT_BASE_URLS. */
  providers?: Partial<Record<string, ProviderConfig>>;
  /** Named OpenAI-compatible endpoints, used as `<name>/<model>`. */
  endpoints?: Record<string, ProviderConfig>;
  timeouts?: Partial<Timeouts>;
}

export interface Timeouts {
  /** Until the TCP (and TLS) connection is established. A local model's first byte may be much later. */
  connectMs: number;
  /** The whole answer, streamed or not. */
  totalMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, totalMs: 120_000 };

export const DEFAULT_BASE_URLS: Record<BuiltinProvider, string> = {
  ollama: 'http://127.0.0.1:11434',
  openai: 'https://api.openai.com/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  anthropic: 'https://api.anthropic.com',
  lmstudio: 'http://127.0.0.1:1234/v1',
};

/** The environment variables a key is read from, first match wins (the names the providers' own tools use). */
export const KEY_ENV: Record<BuiltinProvider, string[]> = {
  ollama: ['OLLAMA_API_KEY'],
  openai: ['OPENAI_API_KEY'],
  openrouter: ['OPENROUTER_API_KEY'],
  anthropic: ['ANTHROPIC_API_KEY'],
  lmstudio: ['LMSTUDIO_API_KEY', 'LM_API_TOKEN'],
};

/** Providers that cannot be used without a key. */
export const KEY_REQUIRED: Record<BuiltinProvider, boolean> = {
  ollama: false,
  openai: true,
  openrouter: true,
  anthropic: true,
  lmstudio: false,
};

/** `GROUNDED_CODE_<NAME>_API_KEY` for a named endpoint (same rule as the extension's secrets.ts). */
export function endpointKeyEnv(name: string): string {
  return `GROUNDED_CODE_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_API_KEY`;
}

/** Environment variables that hold `provider`'s key. */
export function keyEnvVars(provider: string, settings?: ProviderSettings): string[] {
  // Own entries only: a provider's name is the user's text, and `constructor` is no provider of Object's.
  const configured = ownValue(settings?.endpoints, provider)?.apiKeyEnv ?? ownValue(settings?.providers, provider)?.apiKeyEnv;
  const defaults = ownValue<string[]>(KEY_ENV, provider) ?? [endpointKeyEnv(provider)];
  return configured ? [configured, ...defaults.filter((n) => n !== configured)] : defaults;
}

/**
 * Where keys come from: a function, or an object with `apiKey(provider)` / `get(provider)` (the
 * extension's SecretStorage-backed Secrets has both).
 */
export type SecretSource =
  | ((provider: string) => Promise<string | undefined>)
  | { apiKey(provider: string): Promise<string | undefined> }
  | { get(provider: string): Promise<string | undefined> };

export function readSecret(source: SecretSource, provider: string): Promise<string | undefined> {
  if (typeof source === 'function') return source(provider);
  if ('apiKey' in source && typeof source.apiKey === 'function') return source.apiKey(provider);
  return (source as { get(p: string): Promise<string | undefined> }).get(provider);
}

/** Keys from environment variables (the CLI's SecretSource). */
export function envSecretSource(env: NodeJS.ProcessEnv = process.env, settings?: ProviderSettings): SecretSource {
  return async (provider) => {
    for (const name of keyEnvVars(provider, settings)) {
      const v = env[name]?.trim();
      if (v) return v;
    }
    return undefined;
  };
}

/** Removes trailing slashes; undefined for anything that is not an http(s) URL. */
export function normaliseBaseUrl(raw: string | undefined): string | undefined {
  const s = raw?.trim();
  if (!s) return undefined;
  try {
    const u = new URL(s);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return s.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/**
 * OLLAMA_HOST as Ollama itself reads it: `host`, `host:port`, `:port`, `http(s)://host[:port][/path]`;
 * the default scheme is http, the default port 11434 (443/80 when a scheme is given without a port),
 * `0.0.0.0` (a listen address) is reached as 127.0.0.1.
 */
export function normaliseOllamaHost(raw: string | undefined): string | undefined {
  let s = raw?.trim().replace(/^["']|["']$/g, '');
  if (!s) return undefined;
  let scheme = 'http';
  let defaultPort = '11434';
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(s);
  if (m) {
    scheme = m[1]!.toLowerCase();
    if (scheme !== 'http' && scheme !== 'https') return undefined;
    defaultPort = scheme === 'https' ? '443' : '80';
    s = s.slice(m[0].length);
  }
  const slash = s.indexOf('/');
  const hostPort = slash >= 0 ? s.slice(0, slash) : s;
  const path = slash >= 0 ? s.slice(slash).replace(/\/+$/, '') : '';
  let host = hostPort;
  let port = defaultPort;
  const bracket = /^\[([^\]]+)\](?::(\d*))?$/.exec(hostPort);
  if (bracket) {
    host = `[${bracket[1]}]`;
    if (bracket[2]) port = bracket[2];
  } else {
    const colon = hostPort.lastIndexOf(':');
    if (colon >= 0 && hostPort.indexOf(':') === colon) {
      host = hostPort.slice(0, colon);
      if (hostPort.slice(colon + 1)) port = hostPort.slice(colon + 1);
    }
  }
  if (!host || host === '0.0.0.0') host = '127.0.0.1';
  if (host === '[::]') host = '[::1]';
  if (!/^\d{1,5}$/.test(port)) return undefined;
  const url = `${scheme}://${host}:${port}${path}`;
  try {
    new URL(url);
  } catch {
    return undefined;
  }
  return url;
}

function positiveInt(raw: string | undefined): number | undefined {
  const n = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * Settings from the environment, under the names the providers' own tools use: OLLAMA_HOST,
 * OPENAI_BASE_URL (conventionally ending in /v1), ANTHROPIC_BASE_URL (without /v1), LMSTUDIO_BASE_URL,
 * OPENROUTER_BASE_URL. Also GROUNDED_CODE_ENDPOINTS (JSON `{"name": {"baseUrl": "…"}}`) and
 * GROUNDED_CODE_CONNECT_TIMEOUT_MS / GROUNDED_CODE_TIMEOUT_MS. Keys are not read here.
 */
export function providerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderSettings {
  const providers = emptyTable<ProviderConfig>();
  for (const p of BUILTIN_PROVIDERS) providers[p] = { baseUrl: DEFAULT_BASE_URLS[p], apiKeyEnv: KEY_ENV[p][0]! };
  const set = (p: BuiltinProvider, url: string | undefined) => {
    if (url) providers[p] = { ...providers[p]!, baseUrl: url };
  };
  set('ollama', normaliseOllamaHost(env.OLLAMA_HOST));
  set('openai', normaliseBaseUrl(env.OPENAI_BASE_URL));
  set('openrouter', normaliseBaseUrl(env.OPENROUTER_BASE_URL));
  set('anthropic', normaliseBaseUrl(env.ANTHROPIC_BASE_URL)?.replace(/\/v1$/, ''));
  set('lmstudio', normaliseBaseUrl(env.LMSTUDIO_BASE_URL));
  const endpoints = emptyTable<ProviderConfig>();
  if (env.GROUNDED_CODE_ENDPOINTS) {
    try {
      const parsed = JSON.parse(env.GROUNDED_CODE_ENDPOINTS) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [name, v] of Object.entries(parsed as Record<string, unknown>)) {
          const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
          const baseUrl = normaliseBaseUrl(typeof o.baseUrl === 'string' ? o.baseUrl : undefined);
          if (!/^[a-z][a-z0-9-]*$/.test(name) || !baseUrl || (BUILTIN_PROVIDERS as readonly string[]).includes(name)) continue;
          endpoints[name] = { baseUrl, ...(typeof o.apiKeyEnv === 'string' && o.apiKeyEnv ? { apiKeyEnv: o.apiKeyEnv } : {}) };
        }
      }
    } catch {
      // a malformed value configures no endpoint
    }
  }
  const timeouts: Timeouts = {
    connectMs: positiveInt(env.GROUNDED_CODE_CONNECT_TIMEOUT_MS) ?? DEFAULT_TIMEOUTS.connectMs,
    totalMs: positiveInt(env.GROUNDED_CODE_TIMEOUT_MS) ?? DEFAULT_TIMEOUTS.totalMs,
  };
  return { providers, endpoints, timeouts };
}
