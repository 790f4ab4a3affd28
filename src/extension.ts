/**
 * Activation: wires the adapters of `src/vscode/` and returns the test API. Cheap by design — it only
 * creates objects and registers commands and the view; the knowledge base, the server and the
 * workspace scan start on a timer after `activate` has returned.
 */
import * as vscode from 'vscode';
import type { QuotaInfo } from './shared/protocol';
import type { Backend } from './vscode/backend';
import { ChatViewProvider, VIEW_ID, openChat } from './vscode/chat-view';
import type { CoreHost } from './vscode/core-host';
import { EditorTracker, copyText } from './vscode/editor-actions';
import { generateCommand } from './vscode/generate-command';
import { Generator } from './vscode/generation';
import { GlobalStateStore } from './vscode/global-state-store';
import { withoutUserAction } from './vscode/lm-provider';
import { createLog } from './vscode/log';
import { HttpBackend } from './vscode/loopback-client';
import { listModels, pickModel } from './vscode/model-picker';
import { registerOnboarding } from './vscode/onboarding';
import { Secrets, clearApiKeyCommand, setApiKeyCommand } from './vscode/secrets';
import { ServerOwnership } from './vscode/server-ownership';
import { onDidChangeSettings, readSettings, writeModel } from './vscode/settings';
import { StatusBar } from './vscode/status-bar';
import { WorkspaceDeps } from './vscode/workspace-deps';

/** What `activate` returns, for in-host integration tests (docs/extension-contract.md). */
export interface GroundedCodeApi {
  endpoint(): string | undefined;
  whenServing(): Promise<string | undefined>;
  quota(): Promise<QuotaInfo>;
}

let shutdown: (() => Promise<void>) | undefined;

export function activate(context: vscode.ExtensionContext): GroundedCodeApi {
  const started = Date.now();
  const log = createLog();
  const subs = context.subscriptions;
  let settings = readSettings();
  const status = new StatusBar();
  const editors = new EditorTracker();
  const secrets = new Secrets(context.secrets, log.redactor);
  const deps = new WorkspaceDeps(log);
  subs.push(log.channel, status, editors, deps);
  registerOnboarding(context);

  // The core (knowledge base worker, registry, service) is created after activate returns.
  let core: CoreHost | undefined;
  let resolveCore!: (c: CoreHost) => void;
  const coreReady = new Promise<CoreHost>((r) => (resolveCore = r));
  const inProcess: Backend = {
    label: 'in-process',
    async *generate(input, signal) {
      yield* (await coreReady).inProcess.generate(input, signal);
    },
    quota: async () => (await coreReady).inProcess.quota(),
  };
  const ownership = new ServerOwnership({
    log,
    inProcess,
    bind: (port) => withoutUserAction(async () => (await coreReady).bind(port)),
    httpBackend: (port) => new HttpBackend(port, { dailyLimit: () => settings.limits.daily }),
  });

  let quota: QuotaInfo | undefined;
  const setQuota = (q: QuotaInfo | undefined) => {
    if (!q || !q.limit) return;
    quota = q;
    status.setQuota(q);
    chat.updateQuota(q);
  };
  const refreshQuota = () => void ownership.quota().then(setQuota, () => undefined);

  const generator = new Generator({
    ownership,
    preferredLibs: () => deps.current(),
    defaultModel: () => settings.model,
    log,
    onQuota: setQuota,
  });

  const serviceStatus = (): string => {
    const s = ownership.current();
    const kb = core?.kb.state();
    if (kb === 'loading') return 'Loading the knowledge base…';
    if (kb === 'failed') return `Knowledge base unavailable: ${core?.kb.failure() ?? 'failed to load'}`;
    if (s.kind === 'foreign') return `Port ${s.port} is used by another program; answering inside this window.`;
    if (s.kind === 'error') return `HTTP server off: ${s.detail}`;
    return '';
  };

  const chat = new ChatViewProvider({
    extensionUri: context.extensionUri,
    workspaceState: context.workspaceState,
    log,
    generator,
    editors,
    currentModel: () => settings.model,
    listModels: () => listModels(settings, true),
    selectModel: (model) => writeModel(model),
    pickModel: () => pickModel(settings),
    quota: () => quota,
    serviceStatus,
  });
  subs.push(chat, vscode.window.registerWebviewViewProvider(VIEW_ID, chat));

  const command = (id: string, fn: (...args: unknown[]) => unknown) =>
    subs.push(
      vscode.commands.registerCommand(id, async (...args: unknown[]) => {
        try {
          return await fn(...args);
        } catch (e) {
          const message = log.redactor.redact(e instanceof Error ? e.message : String(e));
          log.error(`${id}: ${message}`);
          void vscode.window.showErrorMessage(`Grounded Code: ${message}`);
        }
      }),
    );
  command('groundedCode.generate', (arg) =>
    generateCommand({ generator, editors, chat, currentModel: () => settings.model }, arg),
  );
  command('groundedCode.openChat', () => openChat());
  command('groundedCode.newChat', async () => {
    chat.newChat();
    await openChat();
  });
  command('groundedCode.selectModel', async () => {
    if (await pickModel(settings)) await chat.refreshModels();
  });
  command('groundedCode.setApiKey', (arg) => setApiKeyCommand(secrets, settings, typeof arg === 'string' ? arg : undefined));
  command('groundedCode.clearApiKey', () => clearApiKeyCommand(secrets, settings));
  command('groundedCode.copyEndpoint', async () => {
    const url = ownership.endpoint() ?? (await ownership.whenServing());
    if (!url) {
      const s = ownership.current();
      const why =
        s.kind === 'disabled'
          ? 'the HTTP server is turned off (groundedCode.server.enabled).'
          : s.kind === 'foreign'
            ? `port ${s.port} is used by another program; change groundedCode.server.port.`
            : 'the server is not running (see the log).';
      void vscode.window.showWarningMessage(`Grounded Code: no endpoint: ${why}`);
      return;
    }
    await copyText(url);
    void vscode.window.showInformationMessage(`Grounded Code: copied ${url} (POST ${url}/api/generate).`);
  });
  command('groundedCode.showLog', () => log.channel.show(true));

  subs.push(
    ownership.onDidChange((s) => {
      status.setState(s);
      chat.updateStatus();
      refreshQuota();
    }),
    onDidChangeSettings((next, e) => {
      const before = settings;
      settings = next;
      if (e.affectsConfiguration('groundedCode.server')) {
        void ownership.configure({ enabled: next.server.enabled, port: next.server.port });
      }
      const rest = ['model', 'limits', 'providers', 'endpoints', 'timeouts', 'allowedOrigins'];
      if (rest.some((k) => e.affectsConfiguration(`groundedCode.${k}`))) core?.reconfigure();
      if (before.model !== next.model) void chat.refreshModels();
      if (e.affectsConfiguration('groundedCode.limits')) refreshQuota();
    }),
    secrets.onDidChange(() => core?.reconfigure()),
  );

  // Background start, after activate has returned.
  const timer = setTimeout(() => {
    try {
      // Required lazily: the core's modules load off the activation path.
      const { CoreHost: Host } = require('./vscode/core-host') as typeof import('./vscode/core-host');
      core = new Host({
        extensionPath: context.extensionPath,
        log,
        store: new GlobalStateStore(context.globalState),
        secrets,
        settings: () => settings,
        lmAccess: context.languageModelAccessInformation,
      });
      resolveCore(core);
      const kb = core.kb;
      status.setKnowledgeBase(kb.state());
      void kb.whenReady(10 * 60_000).then(() => {
        status.setKnowledgeBase(kb.state(), kb.failure());
        chat.updateStatus();
        if (kb.state() === 'ready') log.info(`Knowledge base ready: ${kb.languages().join(', ')}.`);
        else log.error(`Knowledge base failed: ${kb.failure() ?? 'unknown'}`);
      });
      void ownership
        .configure({ enabled: settings.server.enabled, port: settings.server.port })
        .then(() => status.setState(ownership.current()));
      deps.warmUp();
    } catch (e) {
      log.error(`Starting Grounded Code failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }, 0);

  const quotaTimer = setInterval(refreshQuota, 60_000);
  subs.push({ dispose: () => (clearTimeout(timer), clearInterval(quotaTimer)) });

  shutdown = async () => {
    await ownership.dispose();
    await core?.dispose();
  };

  log.info(`Activated in ${Date.now() - started} ms (VS Code ${vscode.version}).`);
  return {
    endpoint: () => ownership.endpoint(),
    whenServing: async () => {
      await coreReady;
      return ownership.whenServing();
    },
    quota: async () =>
      (await ownership.quota()) ??
      quota ?? { used: 0, limit: settings.limits.daily, remaining: settings.limits.daily },
  };
}

export async function deactivate(): Promise<void> {
  const s = shutdown;
  shutdown = undefined;
  await s?.();
}
