/**
 * The warning a window gives when the port is held by a program that says it is Grounded Code but
 * cannot prove it runs as the user (another user's program on a shared host, or an old version).
 * Non-modal, once per port and session: the window keeps answering by itself, so nothing is blocked;
 * the user learns why their external tools may reach someone else, and how to move.
 */
import * as vscode from 'vscode';
import type { Logger } from '../core/ports';

const warned = new Set<number>();

export function warnUnprovenHolder(port: number, log: Logger): void {
  if (warned.has(port)) return;
  warned.add(port);
  const change = 'Change Port';
  const showLog = 'Show Log';
  void vscode.window
    .showWarningMessage(
      `Grounded Code: port ${port} is held by a program that cannot prove it runs as you (another user's, or an ` +
        `older Grounded Code). Nothing was sent to it; this window answers by itself. To serve your own tools, ` +
        `choose another port in "groundedCode.server.port".`,
      change,
      showLog,
    )
    .then(
      (choice) => {
        if (choice === change) void vscode.commands.executeCommand('workbench.action.openSettings', 'groundedCode.server.port');
        else if (choice === showLog) void vscode.commands.executeCommand('groundedCode.showLog');
      },
      (e: unknown) => log.warn(`Port warning: ${e instanceof Error ? e.message : String(e)}`),
    );
}
