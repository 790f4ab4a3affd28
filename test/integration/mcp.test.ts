/**
 * The MCP server through the SDK's own client, over both transports, against the built CLI and the
 * shipped knowledge base: `node dist/cli.js mcp` (stdio) and `/mcp` on `node dist/cli.js serve`
 * (Streamable HTTP). Initialize, list the tools, call each one, the input checks, the per-minute
 * budget (a tool error on stdio, 429 over HTTP) and the Host/Origin guard.
 */
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CLI, REPO, assertBuilt, serve, type Served } from '../support/cli';
import { call } from '../support/http';

const SHIPPED_KB = path.join(REPO, 'kb');

interface CallResult {
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** One call per tool the server lists, with what its answer must hold. A new tool needs a case here. */
const CASES: Record<string, { args: Record<string, unknown>; check(r: CallResult): void }> = {
  search_apis: {
    args: { query: 'pandas.DataFrame.groupby', k: 3 },
    check(r) {
      assert.notEqual(r.isError, true, textOf(r));
      assert.match(textOf(r), /DataFrame\.groupby\(by=None/);
      const apis = (r.structuredContent?.apis ?? []) as { name: string; lib: string; sig: string }[];
      assert.equal(apis.length, 3);
      assert.equal(apis[0]?.name, 'pandas.DataFrame.groupby');
      assert.equal(r.structuredContent?.language, 'python');
    },
  },
  check_code: {
    args: { code: 'import numpy as np\nx = np.meam([1, 2, 3])\ny = np.mean([1, 2])\n', language: 'python' },
    check(r) {
      assert.notEqual(r.isError, true, textOf(r));
      assert.deepEqual(r.structuredContent?.invented, ['numpy.meam']);
      assert.match(textOf(r), /np\.meam: numpy\.meam does not exist in its library; real: [^\n]*numpy\.mean/);
      const calls = r.structuredContent?.calls as { name: string; status: string }[];
      assert.ok(calls.some((c) => c.name === 'numpy.mean' && c.status === 'known'), JSON.stringify(calls));
    },
  },
};

function textOf(r: CallResult): string {
  return r.content.map((c) => c.text ?? '').join('\n');
}

/** Lists the tools and calls each once; returns how many calls that took from the budget. */
async function exerciseTools(client: Client): Promise<number> {
  const { tools } = await client.listTools();
  assert.ok(tools.some((t) => t.name === 'search_apis'), 'search_apis is listed');
  assert.ok(tools.some((t) => t.name === 'check_code'), 'check_code is listed');
  for (const tool of tools) {
    assert.ok(tool.description && tool.description.length > 80, `${tool.name} has a description a model can use`);
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal(tool.annotations?.readOnlyHint, true);
    const c = CASES[tool.name];
    assert.ok(c, `no test case for the listed tool ${tool.name}`);
    c.check((await client.callTool({ name: tool.name, arguments: c.args })) as CallResult);
  }
  return tools.length;
}

describe('MCP server (SDK client)', function () {
  this.timeout(90_000);
  before(assertBuilt);

  describe('over stdio: node dist/cli.js mcp', () => {
    let client: Client;
    let stderr = '';
    before(async () => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [CLI, 'mcp', '--kb', SHIPPED_KB, '--tool-calls-per-minute', '4'],
        stderr: 'pipe',
      });
      transport.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
      client = new Client({ name: 'grounded-code-test', version: '1.0.0' });
      await client.connect(transport);
    });
    after(async () => {
      await client?.close();
    });

    it('initializes as grounded-code with instructions', () => {
      assert.equal(client.getServerVersion()?.name, 'grounded-code');
      assert.match(client.getInstructions() ?? '', /search_apis/);
    });

    let used = 0;
    it('lists its tools and answers each with real signatures (1 call each)', async () => {
      used += await exerciseTools(client);
      assert.doesNotMatch(stderr, /\[error\]/);
    });

    it('filters by library and language (1 call)', async () => {
      used += 1;
      const r = (await client.callTool({
        name: 'search_apis',
        arguments: { query: 'make an HTTP request', language: 'go', library: 'net/http', k: 5 },
      })) as CallResult;
      const apis = r.structuredContent?.apis as { lib: string }[];
      assert.ok(apis.length > 0, textOf(r));
      assert.ok(apis.every((a) => a.lib === 'net/http'), JSON.stringify(apis));
      assert.equal(r.structuredContent?.language, 'go');
    });

    it('refuses invalid input as a tool error the model can read (not counted)', async () => {
      const r = (await client.callTool({ name: 'search_apis', arguments: { query: 'x', k: 1000 } })) as CallResult;
      assert.equal(r.isError, true);
      assert.match(textOf(r), /k/);
      const unknown = (await client.callTool({ name: 'search_apis', arguments: { query: 'x', colour: 'red' } })) as CallResult;
      assert.equal(unknown.isError, true);
    });

    it('bounds tool calls per minute: the 5th call in a minute is refused with a wait', async () => {
      // The calls above; the rest of the budget of 4 fits, the next does not.
      assert.ok(used < 4, `the tests above used ${used} of the budget of 4`);
      for (let i = used; i < 4; i++) {
        const ok = (await client.callTool({ name: 'search_apis', arguments: { query: 'sort a list', k: 1 } })) as CallResult;
        assert.notEqual(ok.isError, true, textOf(ok));
      }
      const refused = (await client.callTool({ name: 'search_apis', arguments: { query: 'sort a list', k: 1 } })) as CallResult;
      assert.equal(refused.isError, true);
      assert.match(textOf(refused), /Too many tool calls.*try again in \d+ s/);
    });
  });

  it('stdio as a shell pipe: answers what was written before stdin closed, then exits 0', async () => {
    const child = spawn(process.execPath, [CLI, 'mcp', '--kb', SHIPPED_KB], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const lines = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'sh', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_apis', arguments: { query: 'read a csv file', language: 'python', k: 2 } } },
    ];
    child.stdin.end(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0);
    const replies = out.trim().split('\n').map((l) => JSON.parse(l) as { id: number; result: { content?: { text: string }[] } });
    assert.deepEqual(replies.map((r) => r.id), [1, 2], 'only protocol on stdout, one reply per request');
    assert.match(replies[1]?.result.content?.[0]?.text ?? '', /read_csv|csv\.reader/);
  });

  describe('over Streamable HTTP: POST /mcp on node dist/cli.js serve', () => {
    let served: Served;
    let client: Client;
    before(async () => {
      served = await serve(['--port', '0', '--kb', SHIPPED_KB, '--data-dir', path.join(REPO, '.test-tmp', `mcp-${process.pid}`), '--tool-calls-per-minute', '3']);
      // The service answers before its base has loaded; tool calls wait only a moment for it.
      for (let i = 0; (await call(served.port, { method: 'GET', path: '/api/health' })).json?.kb !== 'ready'; i++) {
        assert.ok(i < 600, 'the knowledge base did not load in 60 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      client = new Client({ name: 'grounded-code-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/mcp`)));
    });
    after(async () => {
      await client?.close();
      served?.child.kill('SIGTERM');
      await served?.exit;
    });

    let used = 0;
    it('initializes, lists its tools and answers each with real signatures (1 call each)', async () => {
      assert.equal(client.getServerVersion()?.name, 'grounded-code');
      used += await exerciseTools(client);
    });

    it('refuses a foreign Origin and a foreign Host with 403 before any MCP processing', async () => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
      const headers = { accept: 'application/json, text/event-stream' };
      const origin = await call(served.port, { path: '/mcp', body, headers: { ...headers, origin: 'http://evil.example' } });
      assert.equal(origin.status, 403);
      assert.equal(origin.json.error.code, 'forbidden');
      const host = await call(served.port, { path: '/mcp', body, headers: { ...headers, host: 'evil.example:80' } });
      assert.equal(host.status, 403);
      const plain = await call(served.port, { path: '/mcp', body, headers: { ...headers, host: `localhost:${served.port}` } });
      assert.equal(plain.status, 200, plain.text);
      assert.ok(plain.json.result.tools.length >= 1);
    });

    it('answers GET with 405 (stateless: no server stream), bad JSON with a JSON-RPC parse error, an oversized body with 413', async () => {
      const get = await call(served.port, { method: 'GET', path: '/mcp', headers: { accept: 'text/event-stream' } });
      assert.equal(get.status, 405);
      assert.equal(get.headers.allow, 'POST');
      const bad = await call(served.port, { path: '/mcp', body: '{nope', headers: { accept: 'application/json, text/event-stream' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.json.error.code, -32700);
      const big = await call(served.port, { path: '/mcp', body: 'x'.repeat(300 * 1024), headers: { accept: 'application/json, text/event-stream' } });
      assert.equal(big.status, 413);
    });

    it('bounds tool calls per minute with 429, Retry-After and a JSON-RPC error; listing is not counted', async () => {
      // The calls above; the rest of the budget of 3 fits.
      assert.ok(used < 3, `the test above used ${used} of the budget of 3`);
      for (let i = used; i < 3; i++) await client.callTool({ name: 'search_apis', arguments: { query: 'parse json', k: 1 } });
      await client.listTools();
      const raw = await call(served.port, {
        path: '/mcp',
        headers: { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'search_apis', arguments: { query: 'parse json' } } }),
      });
      assert.equal(raw.status, 429, raw.text);
      assert.ok(Number(raw.headers['retry-after']) >= 1);
      assert.equal(raw.json.jsonrpc, '2.0');
      assert.match(raw.json.error.message, /Too many tool calls/);
      await assert.rejects(client.callTool({ name: 'search_apis', arguments: { query: 'parse json' } }), /429|Too many/);
    });
  });
});
