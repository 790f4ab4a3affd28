/** The contract's commands (docs/extension-contract.md); a failing command shows its error, redacted. */
import * as vscode from 'vscode';
import { type ChatViewProvider, openChat } from './chat-view';
import { copyText } from './editor-actions';
import { generateCommand } from './generate-command';
import { pickModel } from './model-picker';
import type { Runtime } from './runtime';
import { clearApiKeyCommand, setApiKeyCommand } from './secrets';

export function registerCommands(context: vscode.ExtensionContext, rt: Runtime, chat: ChatViewProvider): void {
  const { log, ownership } = rt;
  const command = (id: string, fn: (...args: unknown[]) => unknown) =>
    context.subscriptions.push(
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
    generateCommand({ generator: rt.generator, editors: rt.editors, chat, currentModel: () => rt.settings().model }, arg),
  );
  command('groundedCode.openChat', () => openChat());
  command('groundedCode.newChat', async () => {
    chat.newChat();
    await openChat();
  });
  command('groundedCode.selectModel', async () => {
    if (await pickModel(rt.settings())) await chat.refreshModels();
  });
  command('groundedCode.setApiKey', (arg) => setApiKeyCommand(rt.secrets, rt.settings(), typeof arg === 'string' ? arg : undefined));
  command('groundedCode.clearApiKey', () => clearApiKeyCommand(rt.secrets, rt.settings()));
  command('groundedCode.copyEndpoint', async () => {
    const url = ownership.endpoint() ?? (await ownership.whenServing());
    if (!url) {
      const s = ownership.current();
      const why =
        s.kind === 'disabled'
          ? 'the HTTP server is turned off (groundedCode.server.enabled).'
          : s.kind === 'foreign'
            ? `port ${s.port} is used by ${s.unproven ? 'a program that cannot prove it runs as you' : 'another program'}; change groundedCode.server.port.`
            : 'the server is not running (see the log).';
      void vscode.window.showWarningMessage(`Grounded Code: no endpoint: ${why}`);
      return;
    }
    await copyText(url);
    void vscode.window.showInformationMessage(`Grounded Code: copied ${url} (POST ${url}/api/generate, MCP at ${url}/mcp).`);
  });
  command('groundedCode.copyTokenPath', async () => {
    // The path, never the token: it does not pass through the clipboard or the log.
    const keys = await rt.userKeys();
    if (!keys) {
      void vscode.window.showWarningMessage('Grounded Code: your key files cannot be used; the log says why.');
      return;
    }
    await copyText(keys.tokenPath);
    void vscode.window.showInformationMessage(
      `Grounded Code: copied ${keys.tokenPath}. Your tools send its contents as "Authorization: Bearer <token>" to use keyed providers or the editor's models over HTTP.`,
    );
  });
  command('groundedCode.showLog', () => log.channel.show(true));
}
