/**
 * `POST /mcp`: the MCP Streamable HTTP transport (SDK), stateless and with JSON responses: each POST
 * gets its own server and transport, answers, and closes (no session to keep, nothing to leak). The
 * handler has already checked Host and Origin (the MCP specification requires it for local servers)
 * and read the body within its limit.
 *
 * Tool calls are taken from the caller's per-minute budget here, before the SDK sees them, so a caller
 * over the budget gets a real 429 with Retry-After (and a JSON-RPC error body) rather than a 200.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { ToolBox } from '../core/tools/registry';
import { createMcpServer } from '../mcp/server';
import { MAX_BODY_BYTES, TOO_LARGE, type HttpRequest, type JsonResponse } from './handler';

const HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

function rpcError(status: number, code: number, message: string, extra: Record<string, string> = {}, data?: unknown): JsonResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...HEADERS, ...extra },
    body: JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message, ...(data === undefined ? {} : { data }) } }),
  };
}

/** How many `tools/call` requests a POST body carries (one message, or a batch of them). */
export function countToolCalls(message: unknown): number {
  const list = Array.isArray(message) ? message : [message];
  return list.filter((m) => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'tools/call').length;
}

function webRequest(req: HttpRequest, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(new URL(req.url, 'http://127.0.0.1'), {
    method: req.method,
    headers,
    ...(body !== undefined && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
  });
}

export function createMcpRoute(tools: ToolBox): (req: HttpRequest, caller: string) => Promise<JsonResponse> {
  return async (req, caller) => {
    // Stateless: no server-initiated stream to GET and no session to DELETE (the spec allows 405).
    if (req.method !== 'POST') {
      const r = rpcError(405, -32000, `Use POST for /mcp, not ${req.method}.`);
      r.headers.allow = 'POST';
      return r;
    }
    if (req.body === TOO_LARGE) return rpcError(413, -32600, `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`);
    const text = req.body?.toString('utf8') ?? '';
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return rpcError(400, -32700, 'Parse error: the body is not JSON.');
    }
    const calls = countToolCalls(message);
    if (calls > 0) {
      const decision = tools.budget.take(caller, calls);
      if (!decision.ok) {
        return rpcError(
          429,
          -32000,
          `Too many tool calls: the per-minute budget is spent; try again in ${decision.retryAfter} s.`,
          { 'retry-after': String(decision.retryAfter) },
          { retry_after: decision.retryAfter },
        );
      }
    }

    const server = createMcpServer(tools, { caller, counted: true });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequest(req, text), { parsedBody: message });
      const headers: Record<string, string> = { ...HEADERS };
      response.headers.forEach((value, name) => (headers[name] = value));
      // The body is read whole (JSON responses): the server's content-length replaces any framing.
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      return { status: response.status, headers, body: await response.text() };
    } finally {
      await server.close().catch(() => undefined);
    }
  };
}
