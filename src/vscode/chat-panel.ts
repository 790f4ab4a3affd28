/** The chat view in the activity bar: the webview provider, kept in step with quota, status and model. */
import * as vscode from 'vscode';
import { ChatViewProvider, VIEW_ID } from './chat-view';
import { listModels, pickModel } from './model-picker';
import type { Runtime } from './runtime';
import { onDidChangeSettings, writeModel } from './settings';

export function registerChatPanel(context: vscode.ExtensionContext, rt: Runtime): ChatViewProvider {
  let model = rt.settings().model;
  const chat = new ChatViewProvider({
    extensionUri: context.extensionUri,
    workspaceState: context.workspaceState,
    log: rt.log,
    generator: rt.generator,
    editors: rt.editors,
    currentModel: () => rt.settings().model,
    listModels: () => listModels(rt.settings(), true),
    selectModel: (m) => writeModel(m),
    pickModel: () => pickModel(rt.settings()),
    quota: () => rt.quota(),
    serviceStatus: () => rt.serviceStatus(),
  });
  context.subscriptions.push(
    chat,
    vscode.window.registerWebviewViewProvider(VIEW_ID, chat),
    rt.onDidChangeQuota((q) => chat.updateQuota(q)),
    rt.onDidChangeStatus(() => chat.updateStatus()),
    onDidChangeSettings((next) => {
      if (next.model === model) return;
      model = next.model;
      void chat.refreshModels();
    }),
  );
  return chat;
}
