/**
 * What the extension's features share: the log, the live settings, the status bar, the server
 * ownership, the generator, the quota shown to the user, and the core (knowledge base, service,
 * tools), which starts on a timer after `activate` has returned so activation stays cheap. Each
 * feature file's `register…(context, runtime)` takes what it needs from here.
 */
import * as vscode from 'vscode';
import type { ToolBox } from '../core/tools/registry';
import type { UserKeys } from '../server/user-auth';
import { loadUserKeys } from '../server/user-key-file';
import type { QuotaInfo } from '../shared/protocol';
import type { Backend } from './backend';
import type { CoreHost } from './core-host';
import { EditorTracker } from './editor-actions';
import { Generator } from './generation';
import { GlobalStateStore } from './global-state-store';
import { withoutUserAction } from './lm-provider';
import { type ExtensionLog, createLog } from './log';
import { HttpBackend } from './loopback-backend';
import { warnUnprovenHolder } from './port-warning';
import { Secrets } from './secrets';
import { ServerOwnership } from './server-ownership';
import { type ExtensionSettings, onDidChangeSettings, readSettings } from './settings';
import { StatusBar } from './status-bar';
import { WorkspaceDeps } from './workspace-deps';

export class Runtime implements vscode.Disposable {
  readonly log: ExtensionLog = createLog();
  readonly status = new StatusBar();
  readonly editors = new EditorTracker();
  readonly secrets: Secrets;
  readonly workspaceDeps: WorkspaceDeps;
  readonly ownership: ServerOwnership;
  readonly generator: Generator;
  /** Resolves once the core has been created (its base may still be loading). */
  readonly coreReady: Promise<CoreHost>;
  private resolveCore!: (c: CoreHost) => void;
  private core: CoreHost | undefined;
  private settingsNow: ExtensionSettings = readSettings();
  private keysLoading: Promise<UserKeys | undefined> | undefined;
  private keysNow: UserKeys | undefined;
  private quotaNow: QuotaInfo | undefined;
  private readonly quotaChanged = new vscode.EventEmitter<QuotaInfo>();
  private readonly statusChanged = new vscode.EventEmitter<void>();
  readonly onDidChangeQuota = this.quotaChanged.event;
  /** The server or the knowledge base changed state. */
  readonly onDidChangeStatus = this.statusChanged.event;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly context: vscode.ExtensionContext) {
    this.secrets = new Secrets(context.secrets, this.log.redactor);
    this.workspaceDeps = new WorkspaceDeps(this.log);
    this.coreReady = new Promise<CoreHost>((r) => (this.resolveCore = r));
    const coreReady = this.coreReady;
    const inProcess: Backend = {
      label: 'in-process',
      async *generate(input, signal) {
        yield* (await coreReady).inProcess.generate(input, signal);
      },
      quota: async () => (await coreReady).inProcess.quota(),
    };
    const keys = () => this.userKeys();
    this.ownership = new ServerOwnership({
      log: this.log,
      inProcess,
      keys,
      // The keys first: the server proves itself with them from its first answer.
      bind: (port) => withoutUserAction(async () => (await keys(), (await this.coreReady).bind(port))),
      httpBackend: (port) => new HttpBackend(port, { keys, dailyLimit: () => this.settingsNow.limits.daily }),
    });
    this.generator = new Generator({
      ownership: this.ownership,
      preferredLibs: () => this.workspaceDeps.current(),
      defaultModel: () => this.settingsNow.model,
      log: this.log,
      onQuota: (q) => this.setQuota(q),
    });
    this.disposables.push(
      this.log.channel,
      this.status,
      this.editors,
      this.workspaceDeps,
      this.quotaChanged,
      this.statusChanged,
      this.ownership.onDidChange((s) => {
        if (s.kind === 'foreign' && s.unproven) warnUnprovenHolder(s.port, this.log);
        this.status.setState(s);
        this.statusChanged.fire();
        this.refreshQuota();
      }),
      onDidChangeSettings((next, e) => this.onSettings(next, e)),
      this.secrets.onDidChange(() => this.core?.reconfigure()),
    );
  }

  /**
   * The user's key files (server/user-key-file.ts), read once, on first use (off the activation path;
   * asynchronous). Undefined when they cannot be trusted: the user is told why, and this window then
   * uses no other window's server and refuses keyed providers over HTTP.
   */
  userKeys(): Promise<UserKeys | undefined> {
    this.keysLoading ??= loadUserKeys().then(
      (k) => (this.keysNow = k),
      (e) => {
        const why = e instanceof Error ? e.message : String(e);
        this.log.error(`User keys: ${why}`);
        void vscode.window.showErrorMessage(
          `Grounded Code cannot use your key files: ${why} Until then this window answers by itself and its HTTP API refuses keyed providers.`,
        );
        return undefined;
      },
    );
    return this.keysLoading;
  }

  settings(): ExtensionSettings {
    return this.settingsNow;
  }

  quota(): QuotaInfo | undefined {
    return this.quotaNow;
  }

  /** The tools of this window (search_apis, …), once the core exists. */
  async tools(): Promise<ToolBox> {
    return (await this.coreReady).tools;
  }

  /** One line for the chat's banner: why answers may not come, or '' when all is well. */
  serviceStatus(): string {
    const s = this.ownership.current();
    const kb = this.core?.kb.state();
    if (kb === 'loading') return 'Loading the knowledge base…';
    if (kb === 'failed') return `Knowledge base unavailable: ${this.core?.kb.failure() ?? 'failed to load'}`;
    if (s.kind === 'foreign' && s.unproven) return `Port ${s.port} is held by a program that cannot prove it is yours; nothing is sent to it, answering inside this window.`;
    if (s.kind === 'foreign') return `Port ${s.port} is used by another program; answering inside this window.`;
    if (s.kind === 'error') return `HTTP server off: ${s.detail}`;
    return '';
  }

  refreshQuota(): void {
    void this.ownership.quota().then((q) => this.setQuota(q), () => undefined);
  }

  private setQuota(q: QuotaInfo | undefined): void {
    if (!q || !q.limit) return;
    this.quotaNow = q;
    this.status.setQuota(q);
    this.quotaChanged.fire(q);
  }

  private onSettings(next: ExtensionSettings, e: vscode.ConfigurationChangeEvent): void {
    this.settingsNow = next;
    if (e.affectsConfiguration('groundedCode.server')) {
      void this.ownership.configure({ enabled: next.server.enabled, port: next.server.port });
    }
    const rest = ['model', 'limits', 'providers', 'endpoints', 'timeouts', 'allowedOrigins'];
    if (rest.some((k) => e.affectsConfiguration(`groundedCode.${k}`))) this.core?.reconfigure();
    if (e.affectsConfiguration('groundedCode.limits')) this.refreshQuota();
  }

  /** Creates the core and starts the server, off the activation path. */
  start(): void {
    const timer = setTimeout(() => this.startCore(), 0);
    const quotaTimer = setInterval(() => this.refreshQuota(), 60_000);
    this.disposables.push({ dispose: () => (clearTimeout(timer), clearInterval(quotaTimer)) });
  }

  private startCore(): void {
    try {
      // Required lazily: the core's modules load off the activation path.
      const { CoreHost: Host } = require('./core-host') as typeof import('./core-host');
      const core = new Host({
        extensionPath: this.context.extensionPath,
        log: this.log,
        store: new GlobalStateStore(this.context.globalState),
        secrets: this.secrets,
        settings: () => this.settingsNow,
        lmAccess: this.context.languageModelAccessInformation,
        keys: () => this.keysNow,
      });
      this.core = core;
      this.resolveCore(core);
      const kb = core.kb;
      this.status.setKnowledgeBase(kb.state());
      void kb.whenReady(10 * 60_000).then(() => {
        this.status.setKnowledgeBase(kb.state(), kb.failure());
        this.statusChanged.fire();
        if (kb.state() === 'ready') this.log.info(`Knowledge base ready: ${kb.languages().join(', ')}.`);
        else this.log.error(`Knowledge base failed: ${kb.failure() ?? 'unknown'}`);
      });
      const { enabled, port } = this.settingsNow.server;
      void this.ownership.configure({ enabled, port }).then(() => this.status.setState(this.ownership.current()));
      this.workspaceDeps.warmUp();
    } catch (e) {
      this.log.error(`Starting Grounded Code failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async shutdown(): Promise<void> {
    await this.ownership.dispose();
    await this.core?.dispose();
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
