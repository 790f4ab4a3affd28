/**
 * Typed access to the `groundedCode.*` settings. Keys are never settings (see secrets.ts).
 */
import * as vscode from 'vscode';
import { DEFAULT_KB_WAIT_MS } from '../core/service';
import { DEFAULT_MODEL } from '../core/models/model-id';
import { DEFAULT_TOOL_CALLS_PER_MINUTE } from '../core/tools/budget';
import { DEFAULT_PORT } from '../server/server';
import { emptyTable, lookupTable } from '../shared/lookup';

// One value each for the extension and the CLI, declared where the service uses it.
export { DEFAULT_MODEL, DEFAULT_PORT, DEFAULT_TOOL_CALLS_PER_MINUTE };
export const SECTION = 'groundedCode';

export const PROVIDER_URLS = lookupTable<string>({
  ollama: 'http://127.0.0.1:11434',
  lmstudio: 'http://127.0.0.1:1234/v1',
  openai: 'https://api.openai.com/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  anthropic: 'https://api.anthropic.com',
});

export interface ExtensionSettings {
  model: string;
  server: { enabled: boolean; port: number };
  limits: { daily: number; perMinute: number; toolCallsPerMinute: number };
  allowedOrigins: string[];
  /** Base URL per built-in provider. */
  providers: Record<string, { baseUrl: string }>;
  /** Named OpenAI-compatible endpoints. */
  endpoints: Record<string, { baseUrl: string }>;
  timeouts: { connectMs: number; totalMs: number; knowledgeBaseMs: number };
}

function int(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

export function readSettings(): ExtensionSettings {
  const c = vscode.workspace.getConfiguration(SECTION);
  const model = c.get<string>('model');
  const providers = emptyTable<{ baseUrl: string }>();
  for (const [name, fallback] of Object.entries(PROVIDER_URLS)) {
    const url = c.get<string>(`providers.${name}.baseUrl`);
    providers[name] = { baseUrl: typeof url === 'string' && url.trim() ? url.trim().replace(/\/+$/, '') : fallback };
  }
  // Tables without a prototype: endpoint names are the user's text (see lookup.ts).
  const endpoints = emptyTable<{ baseUrl: string }>();
  const rawEndpoints = c.get<unknown>('endpoints');
  if (rawEndpoints && typeof rawEndpoints === 'object') {
    for (const [name, value] of Object.entries(rawEndpoints as Record<string, unknown>)) {
      const baseUrl = value && typeof value === 'object' ? (value as Record<string, unknown>).baseUrl : undefined;
      if (/^[a-z][a-z0-9-]*$/.test(name) && typeof baseUrl === 'string' && /^https?:\/\//.test(baseUrl)) {
        endpoints[name] = { baseUrl: baseUrl.replace(/\/+$/, '') };
      }
    }
  }
  const origins = c.get<unknown>('allowedOrigins');
  return {
    model: typeof model === 'string' && /^[^\s/]+\/\S+$/.test(model.trim()) ? model.trim() : DEFAULT_MODEL,
    server: {
      enabled: c.get<boolean>('server.enabled') !== false,
      port: int(c.get('server.port'), DEFAULT_PORT, 1024, 65535),
    },
    limits: {
      daily: int(c.get('limits.daily'), 20, 1, 100000),
      perMinute: int(c.get('limits.perMinute'), 5, 1, 10000),
      toolCallsPerMinute: int(c.get('limits.toolCallsPerMinute'), DEFAULT_TOOL_CALLS_PER_MINUTE, 1, 100000),
    },
    allowedOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
    providers,
    endpoints,
    timeouts: {
      connectMs: int(c.get('timeouts.connectMs'), 10_000, 500, 120_000),
      totalMs: int(c.get('timeouts.totalMs'), 300_000, 5000, 1_800_000),
      knowledgeBaseMs: int(c.get('timeouts.knowledgeBaseMs'), DEFAULT_KB_WAIT_MS, 1000, 600_000),
    },
  };
}

/**
 * Writes the default model to the user's settings. `groundedCode.model` is application-scoped: a
 * repository's settings must not be able to switch a user to another (paid) provider, so the model
 * is never written to, or read from, a workspace.
 */
export async function writeModel(model: string): Promise<void> {
  await vscode.workspace.getConfiguration(SECTION).update('model', model, vscode.ConfigurationTarget.Global);
}

/** Fires with the new settings when any `groundedCode.*` setting changes. */
export function onDidChangeSettings(listener: (s: ExtensionSettings, e: vscode.ConfigurationChangeEvent) => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(SECTION)) listener(readSettings(), e);
  });
}
