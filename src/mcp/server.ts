/**
 * The knowledge base's tools as an MCP server (official SDK), for any transport: stdio for the CLI
 * (`grounded-code mcp`), Streamable HTTP at `/mcp` on the localhost service. Every tool of the
 * ToolBox is registered with its own zod schema, so the SDK validates inputs and lists their JSON
 * Schema; the tools only read the base, which the annotations tell clients.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { version } from '../../package.json';
import type { CallOptions, ToolBox } from '../core/tools/registry';

export const MCP_SERVER_NAME = 'grounded-code';

const INSTRUCTIONS =
  'Grounded Code: an offline knowledge base of real library API signatures (Python, JavaScript/TypeScript, Go, Java, Rust, C). ' +
  'Use search_apis to get exact names and parameters before writing code that calls a library API you are not sure of, and check_code to find invented APIs and packages in code before you give it to the user.';

export function createMcpServer(tools: ToolBox, call: Omit<CallOptions, 'signal'>): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, title: 'Grounded Code', version }, { instructions: INSTRUCTIONS });
  for (const tool of tools.list()) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      // Errors thrown here (bad input, over the budget) reach the client as a tool result with
      // isError, which a model can read and act on.
      async (args: unknown, extra: { signal: AbortSignal }) => {
        const result = await tools.call(tool.name, args, { ...call, signal: extra.signal });
        return {
          content: [{ type: 'text' as const, text: result.text }],
          structuredContent: result.data,
          ...(result.isError ? { isError: true } : {}),
        };
      },
    );
  }
  return server;
}
