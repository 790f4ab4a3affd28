/**
 * Model health: finds out what the user has (a running Ollama and its models, LM Studio, the
 * editor's own models, keys in SecretStorage or the environment) and keeps it current — at start,
 * when settings or keys change, when the editor's models change, when the window regains focus
 * (the user may just have started Ollama), every 30 s, and after a request failed. Probes are
 * loopback HTTP with a short timeout and never ask the editor's models for consent (listing does not).
 *
 * One instance per window, made by `registerOnboarding` (onboarding.ts) and reached through
 * `modelHealth()` by the chat, the picker and the Generate Code command.
 */
import * as http from 'node:http';
import * as vscode from 'vscode';
import type { ModelHealth, SetupInfo } from '../shared/protocol';
import { listEditorModels } from './lm-provider';
import { KEYED_PROVIDERS, type ModelFacts, assessModel, setupInfo } from './model-state';
import { Redactor } from './redact';
import { Secrets, envVarsFor } from './secrets';
import { type ExtensionSettings, onDidChangeSettings, readSettings } from './settings';

const PROBE_TIMEOUT_MS = 1500;
const REFRESH_MS = 30_000;

/** GET a small JSON document from a local server; undefined when it does not answer. */
export function probeJson(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<unknown | undefined> {
  return new Promise((resolve) => {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      resolve(undefined);
      return;
    }
    if (u.protocol !== 'http:') {
      // A remote (https) Ollama or LM Studio is not probed: assume it is there.
      resolve(u.protocol === 'https:' ? {} : undefined);
      return;
    }
    const req = http.get(u, { timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
        if (body.length > 1 << 20) req.destroy();
      });
      res.on('end', () => {
        if ((res.statusCode ?? 500) >= 400) return resolve(undefined);
        try {
          resolve(JSON.parse(body));
        } catch {
          resolve(undefined);
        }
      });
      res.on('error', () => resolve(undefined));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });
}

export class ModelHealthService implements vscode.Disposable {
  private facts: ModelFacts | undefined;
  private probing: Promise<ModelFacts> | undefined;
  private again = false;
  private readonly failures: Record<string, string> = {};
  private readonly changed = new vscode.EventEmitter<SetupInfo>();
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [this.changed];
  private settings: ExtensionSettings = readSettings();
  private readonly secrets: Secrets;

  constructor(storage: vscode.SecretStorage) {
    // Only `hasStored` is used: presence is checked, key values are never read here.
    this.secrets = new Secrets(storage, new Redactor());
    const timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.disposables.push(
      { dispose: () => clearInterval(timer) },
      onDidChangeSettings((s) => {
        this.settings = s;
        for (const k of Object.keys(this.failures)) delete this.failures[k];
        void this.refresh();
      }),
      storage.onDidChange(() => {
        for (const k of Object.keys(this.failures)) delete this.failures[k];
        void this.refresh();
      }),
      vscode.window.onDidChangeWindowState((w) => {
        if (w.focused) void this.refresh();
      }),
    );
    if (vscode.lm?.onDidChangeChatModels) this.disposables.push(vscode.lm.onDidChangeChatModels(() => void this.refresh()));
  }

  /** The configured model's health now (`checking` until the first probe ends). */
  current(): ModelHealth {
    const model = this.settings.model;
    return this.facts ? assessModel(model, this.facts) : { model, state: 'checking', detail: 'Checking the model…' };
  }

  /** The welcome's and failure's content, once the first probe has ended. */
  setup(): SetupInfo | undefined {
    return this.facts ? setupInfo(this.settings.model, this.facts) : undefined;
  }

  lastFacts(): ModelFacts | undefined {
    return this.facts;
  }

  /** Re-probes (one probe at a time; a request during a probe runs one more after it). */
  refresh(): Promise<ModelFacts> {
    if (this.probing) {
      this.again = true;
      return this.probing;
    }
    this.probing = this.gather().then(
      (facts) => {
        this.facts = facts;
        this.probing = undefined;
        this.changed.fire(setupInfo(this.settings.model, facts));
        if (this.again) {
          this.again = false;
          void this.refresh();
        }
        return facts;
      },
      (e) => {
        this.probing = undefined;
        throw e;
      },
    );
    return this.probing;
  }

  /** A request's outcome: a model-related failure marks the model failing until it answers again. */
  noteResult(model: string, failure?: string): void {
    if (failure) this.failures[model] = failure;
    else if (this.failures[model]) delete this.failures[model];
    else if (this.facts) return;
    void this.refresh();
  }

  private async gather(): Promise<ModelFacts> {
    const s = this.settings;
    const ollamaUrl = s.providers.ollama?.baseUrl ?? 'http://127.0.0.1:11434';
    const lmUrl = s.providers.lmstudio?.baseUrl ?? 'http://127.0.0.1:1234/v1';
    const [tags, lm, editorModels, keys] = await Promise.all([
      probeJson(`${ollamaUrl.replace(/\/+$/, '')}/api/tags`),
      probeJson(`${lmUrl.replace(/\/+$/, '')}/models`),
      listEditorModels(),
      this.keys(),
    ]);
    const models = ((tags as { models?: { name?: unknown }[] } | undefined)?.models ?? [])
      .map((m) => m.name)
      .filter((n): n is string => typeof n === 'string');
    return {
      ollama: { baseUrl: ollamaUrl, reachable: tags !== undefined, models },
      lmstudio: { baseUrl: lmUrl, reachable: lm !== undefined },
      editorModels,
      keys,
      endpoints: Object.keys(s.endpoints),
      failures: { ...this.failures },
    };
  }

  private async keys(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const provider of [...Object.keys(KEYED_PROVIDERS), ...Object.keys(this.settings.endpoints)]) {
      if (await this.secrets.hasStored(provider)) out[provider] = 'stored';
      else {
        const env = envVarsFor(provider).find((n) => process.env[n]?.trim());
        if (env) out[provider] = env;
      }
    }
    return out;
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
    if (instance === this) instance = undefined;
  }
}

let instance: ModelHealthService | undefined;

/** The window's model health, once `registerOnboarding` has run. */
export function modelHealth(): ModelHealthService | undefined {
  return instance;
}

export function createModelHealth(storage: vscode.SecretStorage): ModelHealthService {
  instance?.dispose();
  instance = new ModelHealthService(storage);
  return instance;
}
