/**
 * `grounded-code mcp`: the MCP server on stdin/stdout. stdout carries only the protocol; logs go to
 * stderr. Returns when the client closes the connection (stdin ends) or on SIGINT/SIGTERM.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ToolBox } from '../core/tools/registry';
import type { Logger } from '../core/ports';
import { createMcpServer } from './server';

/** Tools over stdio serve one local client: its budget is kept under this caller name. */
export const STDIO_CALLER = 'stdio';

export async function serveStdio(tools: ToolBox, log: Logger): Promise<void> {
  const server = createMcpServer(tools, { caller: STDIO_CALLER });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await server.connect(transport);
  log.info(`MCP server on stdio: ${tools.list().map((t) => t.name).join(', ')}`);
  await closed;
  await server.close().catch(() => undefined);
}
