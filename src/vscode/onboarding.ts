/**
 * From install to first answer: the model health service, the status bar item that shows the model
 * and its state, the setup actions (use a model that works now, pull the default Ollama model, set a
 * key, pick another) as a command, and the commands the walkthrough's steps link to.
 * `registerOnboarding(context)` is all activation needs.
 */
import * as vscode from 'vscode';
import type { SetupAction } from '../shared/protocol';
import { copyText } from './editor-actions';
import { ModelStatusItem } from './model-status';
import { createModelHealth, modelHealth } from './model-health';
import { DEFAULT_OLLAMA_MODEL, pullCommand } from './model-state';
import { writeModel } from './settings';

/** Does what a setup action says; returns a line saying what happened, for the chat's status. */
export async function runSetupAction(action: SetupAction): Promise<string> {
  switch (action.kind) {
    case 'use-model':
      await writeModel(action.model);
      void modelHealth()?.refresh();
      return `Now answering with ${action.model}.`;
    case 'copy':
      await copyText(action.text);
      return `Copied "${action.text}".`;
    case 'terminal': {
      const terminal = vscode.window.createTerminal({ name: 'Ollama pull' });
      terminal.show();
      terminal.sendText(action.text);
      return `Running "${action.text}" in a terminal; the model is offered here once it is installed.`;
    }
    case 'set-key':
      await vscode.commands.executeCommand('groundedCode.setApiKey', action.provider);
      return '';
    case 'pick':
      await vscode.commands.executeCommand('groundedCode.selectModel');
      return '';
  }
}

/** "Set Up a Model…": the setup actions in a quick pick, titled with the model's state. */
export async function setUpModelCommand(): Promise<void> {
  const health = modelHealth();
  if (!health) return;
  const qp = vscode.window.createQuickPick<vscode.QuickPickItem & { action?: SetupAction }>();
  qp.title = 'Grounded Code: Set Up a Model';
  qp.placeholder = health.current().detail;
  qp.busy = true;
  qp.show();
  const fill = () => {
    const info = health.setup();
    if (!info) return;
    qp.placeholder = `${info.health.model}: ${info.health.detail}`;
    qp.items = [
      ...info.actions.map((a) => ({ label: a.label, detail: a.detail, action: a })),
      { label: '', kind: vscode.QuickPickItemKind.Separator },
      ...info.found.map((f) => ({ label: `$(info) ${f}` })),
    ];
    qp.busy = false;
  };
  fill();
  void health.refresh().then(fill, () => (qp.busy = false));
  const chosen = await new Promise<SetupAction | undefined>((resolve) => {
    qp.onDidAccept(() => {
      resolve(qp.selectedItems[0]?.action);
      qp.hide();
    });
    qp.onDidHide(() => resolve(undefined));
  });
  qp.dispose();
  if (!chosen) return;
  const said = await runSetupAction(chosen);
  if (said) void vscode.window.setStatusBarMessage(`Grounded Code: ${said}`, 4000);
}

/** "Use the Editor's Language Model": the first of the editor's models, or a choice among them. */
async function useEditorModelCommand(): Promise<void> {
  const facts = await modelHealth()?.refresh();
  const models = facts?.editorModels ?? [];
  if (!models.length) {
    const choice = await vscode.window.showInformationMessage(
      'Grounded Code: this editor offers no language model. An extension such as GitHub Copilot adds some; or set up another model.',
      'Set Up a Model…',
    );
    if (choice) await setUpModelCommand();
    return;
  }
  const pick =
    models.length === 1
      ? models[0]
      : await vscode.window.showQuickPick(
          models.map((m) => ({ label: m.label, detail: m.detail, model: m })),
          { title: 'Grounded Code: the editor’s language models' },
        ).then((p) => p?.model);
  if (!pick) return;
  await writeModel(pick.id);
  void vscode.window.showInformationMessage(`Grounded Code: answering with ${pick.label}; the editor asks for your consent on the first question.`);
}

export function registerOnboarding(context: vscode.ExtensionContext): void {
  const health = createModelHealth(context.secrets);
  const item = new ModelStatusItem(health);
  context.subscriptions.push(
    health,
    item,
    vscode.commands.registerCommand('groundedCode.setUpModel', () => setUpModelCommand()),
    vscode.commands.registerCommand('groundedCode.useEditorModel', () => useEditorModelCommand()),
    vscode.commands.registerCommand('groundedCode.copyOllamaPullCommand', async () => {
      const cmd = pullCommand(DEFAULT_OLLAMA_MODEL);
      await copyText(cmd);
      void vscode.window.showInformationMessage(`Grounded Code: copied "${cmd}". Run it in a terminal with Ollama installed (ollama.com).`);
    }),
    // For tests and the walkthrough: the model's state and the setup, after a fresh probe.
    vscode.commands.registerCommand('groundedCode.internal.modelHealth', async () => {
      await health.refresh();
      return { health: health.current(), setup: health.setup(), statusBar: item.snapshot() };
    }),
  );
  // The first probe runs after activation has returned.
  const timer = setTimeout(() => void health.refresh(), 0);
  context.subscriptions.push({ dispose: () => clearTimeout(timer) });
}
