// Helpers for the tests that run INSIDE a VS Code extension host (bundled to dist/test/vscode/).
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { loadUserKeys } from '../../src/server/user-key-file';

export const EXTENSION_ID = 'grounded-code.grounded-code';

/** What `activate` returns (docs/extension-contract.md, "Test API"). */
export interface GroundedCodeApi {
  endpoint(): string | undefined;
  whenServing(): Promise<string | undefined>;
  quota(): Promise<{ used: number; limit: number; remaining: number }>;
  chatParticipant(): { id: string; handler: vscode.ChatRequestHandler };
  mcpServerUrl(): string | undefined;
  knowledgeBaseMemory(): Promise<import('../../src/core/kb/types').KnowledgeBaseMemory | undefined>;
  hostRssAtActivation(): number;
}

export const CONTRACT_COMMANDS = [
  'groundedCode.generate',
  'groundedCode.openChat',
  'groundedCode.newChat',
  'groundedCode.selectModel',
  'groundedCode.setApiKey',
  'groundedCode.clearApiKey',
  'groundedCode.copyEndpoint',
  'groundedCode.copyTokenPath',
  'groundedCode.showLog',
];

/** The marker the fake OpenAI upstream (test/host/fake-openai.mjs) puts in its answer's code. */
export const FAKE_MARKER = 'grounded-code-fake-upstream';

export function extension(): vscode.Extension<GroundedCodeApi> {
  const ext = vscode.extensions.getExtension<GroundedCodeApi>(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not installed in this host`);
  return ext;
}

export async function api(): Promise<GroundedCodeApi> {
  const ext = extension();
  return ext.isActive ? ext.exports : ext.activate();
}

export function setting<T>(key: string): T | undefined {
  return vscode.workspace.getConfiguration('groundedCode').get<T>(key);
}

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** A plain node:http request (so Host/Origin headers can be set), bounded in time. */
export function request(
  url: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const u = new URL(url);
  const payload = opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.headers ?? {}) };
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, method: opts.method ?? 'GET', headers, timeout: opts.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`request to ${url} timed out`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * POST /api/generate as the user's own tool: with the user's token (the keyed test model needs it;
 * docs/service.md, "Who may use what"), unless `headers` sets `authorization` itself.
 */
export async function generate(base: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<HttpResult> {
  const keys = await loadUserKeys();
  return request(`${base}/api/generate`, { method: 'POST', body, headers: { authorization: `Bearer ${keys.token}`, ...headers }, timeoutMs: 45_000 });
}

/**
 * Waits until the serving window's knowledge base is loaded (`GET /api/health` says `kb: "ready"`).
 * Tests that count what reaches the model wait for the base instead of assuming it loads in time: on
 * a busy 2-core machine it can take many seconds.
 */
export async function whenKnowledgeBaseReady(base: string, ms = 180_000): Promise<void> {
  const end = Date.now() + ms;
  let state = 'unknown';
  while (Date.now() < end) {
    try {
      state = String((await request(`${base}/api/health`, { timeoutMs: 10_000 })).json?.kb);
    } catch (e) {
      state = `unreachable (${(e as Error).message})`;
    }
    if (state === 'ready') return;
    if (state === 'failed') throw new Error(`the knowledge base failed to load (GET ${base}/api/health)`);
    await sleep(250);
  }
  throw new Error(`the knowledge base was not ready within ${ms} ms (last state: ${state})`);
}

/** A directory shared by the runner and every window of a run (set by the runner), for hand-offs. */
export function syncDir(): string {
  const dir = process.env.GC_TEST_SYNC_DIR ?? path.join(os.tmpdir(), 'gc-inhost-sync');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Publishes a value for the other window: written beside the name, then renamed onto it, so the
 * peer (polling with waitForFile) never reads a file that exists but is still empty or half written.
 */
export function publishFile(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

export async function waitForFile(file: string, ms: number): Promise<string> {
  const end = Date.now() + ms;
  while (!fs.existsSync(file)) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${path.basename(file)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return fs.readFileSync(file, 'utf8');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs "Generate Code" with the question as argument (no input box). The command ends on a
 * notification (the answer's actions, or an error with "Open Chat"/"Show Log"): clearing the
 * notifications answers it. Bounded in time.
 */
export async function runGenerateCommand(question: string, timeoutMs = 45_000): Promise<void> {
  let done = false;
  let failure: unknown;
  const run = Promise.resolve(vscode.commands.executeCommand('groundedCode.generate', question)).then(
    () => (done = true),
    (e) => {
      failure = e;
      done = true;
    },
  );
  for (const stop = Date.now() + timeoutMs; !done; ) {
    if (Date.now() > stop) throw new Error(`Generate Code did not finish within ${timeoutMs} ms`);
    await sleep(300);
    await vscode.commands.executeCommand('notifications.clearAll');
  }
  await run;
  if (failure) throw failure;
}

/** What the fake OpenAI upstream has received (its test-only route). */
export async function fakeUpstreamRequests(): Promise<{ count: number; last: { model: string; messages: unknown[] } | null }> {
  const base = process.env.OPENAI_BASE_URL?.replace(/\/v1\/?$/, '');
  if (!base) throw new Error('OPENAI_BASE_URL is not set (the runner sets it to the fake upstream)');
  return (await request(`${base}/_fake/requests`)).json;
}
