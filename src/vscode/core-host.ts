/**
 * The one place the extension meets the shared core: opens the knowledge base (in its worker thread,
 * in the background), builds the model registry (with the editor's models as an extra provider) and
 * the service, binds the HTTP server for the ownership manager, and adapts the service's
 * `generateStream` into the UI's Backend. Settings changes rebuild registry and service; the bound
 * server keeps calling whichever service is current.
 */
import * as path from 'node:path';
import type * as vscode from 'vscode';
import { openKnowledgeBase } from '../core/kb/index';
import type { KnowledgeBase } from '../core/kb/types';
import { createModelRegistry } from '../core/models/registry';
import type { AtomicStore, Logger } from '../core/ports';
import { createService } from '../core/service';
import { ToolBox } from '../core/tools/registry';
import { startServer } from '../server/server';
import type { UserKeys } from '../server/user-auth';
import type { QuotaInfo } from '../shared/protocol';
import { type Backend, CancelledError, type GenerateEvent, type GenerateInput, type GenerateResult, checkReportFrom, toApiRefs } from './backend';
import { toGenerateError } from './generation';
import { EditorModelProvider } from './lm-provider';
import type { Secrets } from './secrets';
import type { BoundServer } from './server-ownership';
import type { ExtensionSettings } from './settings';

/** The editor's own UI identifies as the loopback caller: one quota for every local client. */
export const LOOPBACK_CALLER = '127.0.0.1';

type Service = ReturnType<typeof createService>;

export interface CoreHostOptions {
  extensionPath: string;
  log: Logger;
  store: AtomicStore;
  secrets: Secrets;
  settings(): ExtensionSettings;
  lmAccess: vscode.LanguageModelAccessInformation | undefined;
  /** The user's keys once read (the HTTP API proves itself and accepts the user's token with them). */
  keys: () => UserKeys | undefined;
}

/** A tool call in the editor (agent mode, @grounded) may wait this long for the base to load. */
const TOOL_KB_WAIT_MS = 30_000;

export class CoreHost {
  readonly kb: KnowledgeBase;
  /** The knowledge base's tools, one budget for this window's callers; kept across service rebuilds. */
  readonly tools: ToolBox;
  private service: Service;

  constructor(private readonly options: CoreHostOptions) {
    this.kb = openKnowledgeBase({
      dir: path.join(options.extensionPath, 'kb'),
      workerPath: path.join(options.extensionPath, 'dist', 'kb-worker.js'),
      log: options.log,
    });
    this.tools = new ToolBox({
      deps: { kb: this.kb, kbWaitMs: TOOL_KB_WAIT_MS },
      callsPerMinute: () => options.settings().limits.toolCallsPerMinute,
    });
    this.service = this.build();
  }

  private build(): Service {
    const settings = this.options.settings();
    const registry = createModelRegistry(
      {
        providers: settings.providers,
        endpoints: settings.endpoints,
        timeouts: { connectMs: settings.timeouts.connectMs, totalMs: settings.timeouts.totalMs },
      },
      this.options.secrets,
      [new EditorModelProvider(this.options.lmAccess)],
      { missingKeyAdvice: (label) => `set it, or store a key for ${label} with "Grounded Code: Set API Key…", or choose another model.` },
    );
    return createService({
      kb: this.kb,
      models: registry,
      store: this.options.store,
      log: this.options.log,
      tools: this.tools,
      keys: this.options.keys,
      config: {
        dailyLimit: settings.limits.daily,
        minuteLimit: settings.limits.perMinute,
        defaultModel: settings.model,
        kbWaitMs: settings.timeouts.knowledgeBaseMs,
        // A function, so a change of the setting applies without rebuilding the service.
        allowedOrigins: () => this.options.settings().allowedOrigins,
      },
    });
  }

  /** Rebuilds registry and service (settings or keys changed). In-flight requests finish on the old one. */
  reconfigure(): void {
    this.service = this.build();
  }

  /** Binds 127.0.0.1:port; the server always reaches the current service. */
  bind = async (port: number): Promise<BoundServer> => {
    const server = await startServer({
      port,
      host: '127.0.0.1',
      service: { handle: (request: Parameters<Service['handle']>[0]) => this.service.handle(request) },
      log: this.options.log,
    });
    return { close: () => server.close() };
  };

  /** Generation in this process, as the UI's Backend. */
  readonly inProcess: Backend = {
    label: 'in-process',
    generate: (input: GenerateInput, signal: AbortSignal) => this.stream(input, signal),
    quota: () => this.quota(),
  };

  private async *stream(input: GenerateInput, signal: AbortSignal): AsyncIterable<GenerateEvent> {
    let events: AsyncIterable<unknown>;
    try {
      events = this.service.generateStream(
        {
          question: input.question,
          lang: input.lang ?? 'auto',
          model: input.model,
          history: input.history ?? [],
          editorLang: input.editorLang,
          preferredLibs: input.preferredLibs,
        },
        { signal, caller: LOOPBACK_CALLER },
      );
    } catch (e) {
      throw toGenerateError(e);
    }
    try {
      for await (const raw of events) {
        const ev = raw as { type: string } & Record<string, unknown>;
        if (ev.type === 'loading') {
          yield { type: 'loading' };
        } else if (ev.type === 'start') {
          yield {
            type: 'start',
            lang: String(ev.lang ?? ''),
            autoDetected: ev.autoDetected === true,
            apis: toApiRefs((ev.apis as { lib: string; name: string; sig: string; kind?: string; doc?: string }[]) ?? []),
            context: String(ev.context ?? ''),
            quota: ev.quota as QuotaInfo | undefined,
          };
        } else if (ev.type === 'delta') {
          yield { type: 'delta', text: String(ev.text ?? '') };
        } else if (ev.type === 'check') {
          yield { type: 'check', report: checkReportFrom(ev.report) };
        } else if (ev.type === 'done') {
          yield { type: 'done', response: ev.response as GenerateResult };
        }
      }
    } catch (e) {
      if (signal.aborted) throw new CancelledError();
      throw toGenerateError(e);
    }
  }

  async quota(): Promise<QuotaInfo | undefined> {
    try {
      return await this.service.quota(LOOPBACK_CALLER);
    } catch {
      return undefined;
    }
  }

  async dispose(): Promise<void> {
    await this.kb.dispose();
  }
}
