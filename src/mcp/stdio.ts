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
    // Input ended (`printf … | grounded-code mcp`, or a client that half-closes): answer what was
    // asked, then stop.
    process.stdin.once('end', () => void settle().then(resolve));
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  // The SDK reads each line and dispatches it on a later tick: let it start the calls already read.
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 50));
    await tools.idle();
    await new Promise((r) => setImmediate(r));
  };
  await server.connect(transport);
  log.info(`MCP server on stdio: ${tools.list().map((t) => t.name).join(', ')}`);
  await closed;
  await server.close().catch(() => undefined);
}
