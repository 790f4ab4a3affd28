/**
 * The standalone host's model registry: provider settings and keys from the environment, under the
 * names the providers' own tools use (OLLAMA_HOST, OPENAI_API_KEY + OPENAI_BASE_URL,
 * OPENROUTER_API_KEY, ANTHROPIC_API_KEY + ANTHROPIC_BASE_URL, LMSTUDIO_BASE_URL). Keys stay in the
 * adapters; nothing here logs or prints them.
 */
import { createModelRegistry } from '../core/models/registry';
import { envSecretSource, providerSettingsFromEnv } from '../core/models/settings';
import type { ModelRegistry } from '../core/models/types';

export function registryFromEnv(env: NodeJS.ProcessEnv = process.env): ModelRegistry {
  const settings = providerSettingsFromEnv(env);
  return createModelRegistry(settings, envSecretSource(env, settings));
}
