/**
 * Activation: one `register…(context)` per feature file, and the test API. Cheap by design — it only
 * creates objects and registers contributions; the knowledge base, the server and the workspace scan
 * start on a timer after `activate` has returned (Runtime.start).
 */
import * as vscode from 'vscode';
import type { KnowledgeBaseMemory } from './core/kb/types';
import type { QuotaInfo } from './shared/protocol';
import { registerApiPages } from './vscode/api-reference';
import { registerChatPanel } from './vscode/chat-panel';
import { createChatHandler, registerChatParticipant } from './vscode/chat-participant';
import { registerCommands } from './vscode/commands';
import { registerLanguageModelTools } from './vscode/lm-tools';
import { mcpServerUrl, registerMcpServerProvider } from './vscode/mcp-provider';
import { registerOnboarding } from './vscode/onboarding';
import { Runtime } from './vscode/runtime';

/** What `activate` returns, for in-host integration tests (docs/extension-contract.md). */
export interface GroundedCodeApi {
  endpoint(): string | undefined;
  whenServing(): Promise<string | undefined>;
  quota(): Promise<QuotaInfo>;
  /** The `@grounded` participant's id and a handler like its own, to drive it with a test model. */
  chatParticipant(): { id: string; handler: vscode.ChatRequestHandler };
  /** The MCP server this window offers VS Code (`<endpoint>/mcp`), when serving. */
  mcpServerUrl(): string | undefined;
  /** What the knowledge base costs this host (its worker is a thread of this process); for tests. */
  knowledgeBaseMemory(): Promise<KnowledgeBaseMemory | undefined>;
  /** The host's resident memory when this extension activated, before the base's worker existed; for tests. */
  hostRssAtActivation(): number;
}

let shutdown: (() => Promise<void>) | undefined;

export function activate(context: vscode.ExtensionContext): GroundedCodeApi {
  const started = Date.now();
  // What the host held before us: the in-host memory test reports the base's share against it.
  const rssAtActivation = process.memoryUsage.rss();
  const rt = new Runtime(context);
  context.subscriptions.push(rt);

  // Before the chat view: the welcome and the model-health item are in place when the view first draws.
  registerOnboarding(context);
  const chat = registerChatPanel(context, rt);
  registerCommands(context, rt, chat);
  registerLanguageModelTools(context, rt);
  registerApiPages(context);
  const participant = registerChatParticipant(context, rt);
  registerMcpServerProvider(context, rt);

  rt.start();
  shutdown = () => rt.shutdown();
  rt.log.info(`Activated in ${Date.now() - started} ms (VS Code ${vscode.version}).`);

  return {
    endpoint: () => rt.ownership.endpoint(),
    whenServing: async () => {
      await rt.coreReady;
      return rt.ownership.whenServing();
    },
    quota: async () => {
      const daily = rt.settings().limits.daily;
      return (await rt.ownership.quota()) ?? rt.quota() ?? { used: 0, limit: daily, remaining: daily };
    },
    chatParticipant: () => ({ id: participant.id, handler: createChatHandler(rt) }),
    mcpServerUrl: () => mcpServerUrl(rt),
    knowledgeBaseMemory: async () => (await rt.coreReady).kb.memoryUsage?.(),
    hostRssAtActivation: () => rssAtActivation,
  };
}

export async function deactivate(): Promise<void> {
  const s = shutdown;
  shutdown = undefined;
  await s?.();
}
