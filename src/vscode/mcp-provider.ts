/**
 * Offers the MCP server at `<endpoint>/mcp` to VS Code (`mcpServerDefinitionProviders`), so MCP
 * clients inside VS Code find it without configuration. It is the localhost service this window or
 * another window serves; with the server off (or the port held by another program) nothing is offered.
 */
import * as vscode from 'vscode';
import type { Runtime } from './runtime';

export const MCP_PROVIDER_ID = 'groundedCode.mcp';

export function mcpServerUrl(rt: Runtime): string | undefined {
  const endpoint = rt.ownership.endpoint();
  return endpoint ? `${endpoint}/mcp` : undefined;
}

export function registerMcpServerProvider(context: vscode.ExtensionContext, rt: Runtime): void {
  const changed = new vscode.EventEmitter<void>();
  let offered = mcpServerUrl(rt);
  const version = String((context.extension.packageJSON as { version?: string }).version ?? '');
  context.subscriptions.push(
    changed,
    rt.ownership.onDidChange(() => {
      const now = mcpServerUrl(rt);
      if (now === offered) return;
      offered = now;
      changed.fire();
    }),
    vscode.lm.registerMcpServerDefinitionProvider(MCP_PROVIDER_ID, {
      onDidChangeMcpServerDefinitions: changed.event,
      provideMcpServerDefinitions: () => {
        const url = mcpServerUrl(rt);
        return url ? [new vscode.McpHttpServerDefinition('Grounded Code', vscode.Uri.parse(url), {}, version)] : [];
      },
      // Starting: wait for the server to settle, and offer nothing if it is not serving after all.
      resolveMcpServerDefinition: async (definition) => ((await rt.ownership.whenServing()) ? definition : undefined),
    }),
  );
}
