/**
 * The editor's own language models (`vscode.lm`) as a ModelProvider: `model: "vscode/<vendor>:<family>"`
 * (e.g. `vscode/copilot:gpt-4o`). The first request shows VS Code's consent dialog, so a request may
 * ask for consent only when it comes from a user action in this window (the chat or the command,
 * which run inside `asUserAction`). Requests over HTTP may use a model only once consent was given.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import * as vscode from 'vscode';
import { type ChatMessage, type ChatRequest, ModelError, type ModelProvider } from '../core/models/types';
import type { ModelOption } from '../shared/protocol';

const userAction = new AsyncLocalStorage<true>();

/** Runs `fn` (and every async continuation it starts) as a user action of this window. */
export function asUserAction<T>(fn: () => T): T {
  return userAction.run(true, fn);
}

/**
 * Runs `fn` outside any user action. The HTTP server is bound through this: a server that starts
 * listening inside a user action (a takeover triggered by a chat request) would otherwise hand that
 * context to every later HTTP request, letting external callers trigger the consent dialog.
 */
export function withoutUserAction<T>(fn: () => T): T {
  return userAction.exit(fn);
}

export function isUserAction(): boolean {
  return userAction.getStore() === true;
}

export function parseEditorModel(model: string): { vendor: string; family?: string } {
  const i = model.indexOf(':');
  if (i < 0) return { vendor: model };
  const vendor = model.slice(0, i);
  const family = model.slice(i + 1);
  return family ? { vendor, family } : { vendor };
}

export const editorModelId = (m: { vendor: string; family: string }) => `vscode/${m.vendor}:${m.family}`;

/** The editor's models for the picker. Listing does not ask for consent. */
export async function listEditorModels(): Promise<ModelOption[]> {
  if (!vscode.lm?.selectChatModels) return [];
  try {
    const models = await vscode.lm.selectChatModels();
    const seen = new Set<string>();
    const out: ModelOption[] = [];
    for (const m of models) {
      const id = editorModelId(m);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ id, label: `${m.name} (editor)`, detail: `${m.vendor} · ${m.family} — asks for consent on first use` });
    }
    return out;
  } catch {
    return [];
  }
}

export class EditorModelProvider implements ModelProvider {
  readonly name = 'vscode';

  constructor(private readonly access: vscode.LanguageModelAccessInformation | undefined) {}

  async *stream(request: ChatRequest): AsyncIterable<string> {
    if (!vscode.lm?.selectChatModels) {
      throw new ModelError('config', 'This editor has no language model API (VS Code 1.90 or later is needed).');
    }
    const { vendor, family } = parseEditorModel(request.model.model);
    const selector: vscode.LanguageModelChatSelector = family ? { vendor, family } : { vendor };
    const models = await vscode.lm.selectChatModels(selector);
    const chat = models[0];
    if (!chat) {
      throw new ModelError(
        'config',
        `The editor has no language model "${request.model.model}". Pick one with "Grounded Code: Select Model…".`,
      );
    }
    const allowed = this.access?.canSendRequest(chat);
    if (allowed === false) {
      throw new ModelError(
        'config',
        `Access to "${chat.name}" was not granted to Grounded Code. Allow it under Accounts → Manage Language Model Access.`,
      );
    }
    if (allowed !== true && !isUserAction()) {
      // Consent would show a dialog: only a user action in the editor may cause that.
      throw new ModelError(
        'config',
        `"${chat.name}" needs your consent first: ask one question in the Grounded Code chat inside VS Code.`,
      );
    }

    const cts = new vscode.CancellationTokenSource();
    const onAbort = () => cts.cancel();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (request.signal?.aborted) throw new ModelError('cancelled', 'Cancelled.');
      let response: vscode.LanguageModelChatResponse;
      try {
        response = await chat.sendRequest(
          toMessages(request.messages),
          { justification: 'Grounded Code answers your programming question with this model.' },
          cts.token,
        );
      } catch (e) {
        throw mapError(e, request.signal);
      }
      try {
        for await (const chunk of response.text) {
          if (request.signal?.aborted) throw new ModelError('cancelled', 'Cancelled.');
          yield chunk;
        }
      } catch (e) {
        throw mapError(e, request.signal);
      }
    } finally {
      request.signal?.removeEventListener('abort', onAbort);
      cts.dispose();
    }
  }
}

/** The LM API has no system role: the system prompt leads the first user message. */
function toMessages(messages: ChatMessage[]): vscode.LanguageModelChatMessage[] {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n\n');
  const rest = messages.filter((m) => m.role !== 'system');
  const out = rest.map((m, i) => {
    const content = i === 0 && system && m.role === 'user' ? `${system}\n\n---\n\n${m.content}` : m.content;
    return m.role === 'user'
      ? vscode.LanguageModelChatMessage.User(content)
      : vscode.LanguageModelChatMessage.Assistant(content);
  });
  if (system && rest[0]?.role !== 'user') out.unshift(vscode.LanguageModelChatMessage.User(system));
  return out;
}

function mapError(e: unknown, signal: AbortSignal | undefined): ModelError {
  if (e instanceof ModelError) return e;
  if (signal?.aborted || e instanceof vscode.CancellationError) return new ModelError('cancelled', 'Cancelled.');
  if (e instanceof vscode.LanguageModelError) {
    if (e.code === vscode.LanguageModelError.NoPermissions.name) {
      return new ModelError('config', 'Grounded Code may not use this editor model (consent was not given).');
    }
    if (e.code === vscode.LanguageModelError.NotFound.name) {
      return new ModelError('config', 'The editor model is no longer available; pick another one.');
    }
    if (e.code === vscode.LanguageModelError.Blocked.name) {
      return new ModelError('upstream', 'The editor model refused the request (quota or policy).');
    }
    return new ModelError('upstream', `The editor model failed: ${e.message}`);
  }
  return new ModelError('upstream', `The editor model failed: ${e instanceof Error ? e.message : String(e)}`);
}
