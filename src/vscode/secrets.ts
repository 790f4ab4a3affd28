/**
 * API keys: VS Code's SecretStorage (the OS keychain) first, then environment variables. Keys are
 * never settings, never logged (each key read is registered with the Redactor), never in errors.
 */
import * as vscode from 'vscode';
import { lookupTable } from '../shared/lookup';
import type { Redactor } from './redact';
import type { ExtensionSettings } from './settings';

const KEY_PREFIX = 'groundedCode.apiKey.';

/** Providers that take a key, with the environment variables read as a fallback. */
export const KEY_PROVIDERS = lookupTable<{ label: string; env: string[]; required: boolean }>({
  openai: { label: 'OpenAI', env: ['OPENAI_API_KEY'], required: true },
  anthropic: { label: 'Anthropic', env: ['ANTHROPIC_API_KEY'], required: true },
  openrouter: { label: 'OpenRouter', env: ['OPENROUTER_API_KEY'], required: true },
  lmstudio: { label: 'LM Studio (optional)', env: ['LMSTUDIO_API_KEY', 'LM_API_TOKEN'], required: false },
  ollama: { label: 'Ollama behind a proxy (optional)', env: ['OLLAMA_API_KEY'], required: false },
});

/** `GROUNDED_CODE_<NAME>_API_KEY` for a named endpoint. */
export function endpointEnvVar(name: string): string {
  return `GROUNDED_CODE_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_API_KEY`;
}

export function envVarsFor(provider: string): string[] {
  return KEY_PROVIDERS[provider]?.env ?? [endpointEnvVar(provider)];
}

/** What the model registry reads keys through. */
export interface KeySource {
  apiKey(provider: string): Promise<string | undefined>;
}

export class Secrets implements KeySource {
  constructor(
    private readonly storage: vscode.SecretStorage,
    private readonly redactor: Redactor,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async apiKey(provider: string): Promise<string | undefined> {
    let key: string | undefined;
    try {
      key = await this.storage.get(KEY_PREFIX + provider);
    } catch {
      key = undefined; // keychain unavailable: fall back to the environment
    }
    if (!key) {
      for (const name of envVarsFor(provider)) {
        const v = this.env[name];
        if (v && v.trim()) {
          key = v.trim();
          break;
        }
      }
    }
    this.redactor.add(key);
    return key || undefined;
  }

  /** Alias for registries that call it `get`. */
  get(provider: string): Promise<string | undefined> {
    return this.apiKey(provider);
  }

  async hasStored(provider: string): Promise<boolean> {
    try {
      return !!(await this.storage.get(KEY_PREFIX + provider));
    } catch {
      return false;
    }
  }

  async store(provider: string, key: string): Promise<void> {
    this.redactor.add(key);
    await this.storage.store(KEY_PREFIX + provider, key);
  }

  async delete(provider: string): Promise<void> {
    const old = await this.storage.get(KEY_PREFIX + provider).then(undefined, () => undefined);
    await this.storage.delete(KEY_PREFIX + provider);
    this.redactor.remove(old);
  }

  onDidChange(listener: () => void): vscode.Disposable {
    return this.storage.onDidChange((e) => {
      if (e.key.startsWith(KEY_PREFIX)) listener();
    });
  }
}

function providerItems(settings: ExtensionSettings): { provider: string; label: string }[] {
  return [
    ...Object.entries(KEY_PROVIDERS).map(([provider, p]) => ({ provider, label: p.label })),
    ...Object.keys(settings.endpoints).map((name) => ({ provider: name, label: `Endpoint "${name}"` })),
  ];
}

/** The "Set API Key…" command. */
export async function setApiKeyCommand(secrets: Secrets, settings: ExtensionSettings, preset?: string): Promise<void> {
  let provider = typeof preset === 'string' ? preset : undefined;
  if (!provider) {
    const items = await Promise.all(
      providerItems(settings).map(async (i) => ({
        label: i.label,
        description: i.provider,
        detail: (await secrets.hasStored(i.provider))
          ? 'A key is stored; entering one replaces it.'
          : `Not stored (environment: ${envVarsFor(i.provider).join(', ')})`,
        provider: i.provider,
      })),
    );
    const pick = await vscode.window.showQuickPick(items, {
      title: 'Grounded Code: Set API Key',
      placeHolder: 'Which provider is the key for?',
    });
    if (!pick) return;
    provider = pick.provider;
  }
  const key = await vscode.window.showInputBox({
    title: `API key for ${provider}`,
    prompt: 'Stored in the OS keychain through VS Code SecretStorage; never written to settings or logs.',
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) =>
      !v.trim() ? 'Enter the key, or press Escape.' : /\s/.test(v.trim()) ? 'A key has no spaces.' : undefined,
  });
  if (!key) return;
  await secrets.store(provider, key.trim());
  void vscode.window.showInformationMessage(`Grounded Code: the ${provider} key is stored.`);
}

/** The "Clear API Key…" command. */
export async function clearApiKeyCommand(secrets: Secrets, settings: ExtensionSettings): Promise<void> {
  const stored: { label: string; description: string; provider: string }[] = [];
  for (const i of providerItems(settings)) {
    if (await secrets.hasStored(i.provider)) stored.push({ label: i.label, description: i.provider, provider: i.provider });
  }
  if (!stored.length) {
    void vscode.window.showInformationMessage('Grounded Code: no API key is stored.');
    return;
  }
  const pick = await vscode.window.showQuickPick(stored, { title: 'Grounded Code: Clear API Key', placeHolder: 'Remove which key?' });
  if (!pick) return;
  await secrets.delete(pick.provider);
  const env = envVarsFor(pick.provider).filter((n) => process.env[n]);
  void vscode.window.showInformationMessage(
    `Grounded Code: the ${pick.provider} key is removed.` + (env.length ? ` (${env.join(', ')} is still set in the environment.)` : ''),
  );
}
