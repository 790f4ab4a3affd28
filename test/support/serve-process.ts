/**
 * Helpers for the hardening suite around the other engineer's `serve()` (test/support/cli.ts):
 * a temporary data directory, a fake zero-latency OpenAI upstream wired through the environment,
 * HTTP calls that never reuse sockets, and checks shared by every test.
 */
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { FIXTURE_KB, assertBuilt, serve, type Served } from './cli';
import { startFakeOpenAI, type FakeOptions, type FakeUpstream } from './fake-upstreams';
import { buildRequest, rawRequest, type RawReply } from './raw-client';
import type { HostileCase } from './hostile';
import { AUTH } from './user-keys';
import { scratchDir } from './scratch';

export { FIXTURE_KB };
export const MODEL = 'openai/gpt-4o-mini';
export const KEY = 'sk-test-hardening';

export function tmpDir(prefix = 'gc-hard-'): string {
  return scratchDir(prefix);
}

export interface Stack {
  served: Served;
  upstream: FakeUpstream;
  dataDir: string;
  port: number;
  stop(): Promise<void>;
}

export async function startStack(
  options: { args?: string[]; env?: NodeJS.ProcessEnv; upstream?: FakeUpstream; fake?: FakeOptions; dataDir?: string; kb?: string } = {},
): Promise<Stack> {
  assertBuilt();
  const upstream = options.upstream ?? (await startFakeOpenAI(options.fake ?? {}));
  const dataDir = options.dataDir ?? tmpDir();
  const served = await serve(
    ['--port', '0', '--data-dir', dataDir, '--kb', options.kb ?? FIXTURE_KB, '--model', MODEL, ...(options.args ?? [])],
    { OPENAI_BASE_URL: upstream.baseUrl, OPENAI_API_KEY: KEY, ...options.env },
  );
  // Tests time and count what the server does with a request; the base's load (seconds on a busy
  // machine) is not part of that: wait until it is settled, ready or failed, before handing over.
  await kbSettled(served.port);
  return {
    served,
    upstream,
    dataDir,
    port: served.port,
    async stop() {
      if (served.child.exitCode === null) {
        served.child.kill('SIGTERM');
        const t = setTimeout(() => served.child.kill('SIGKILL'), 3000);
        await served.exit;
        clearTimeout(t);
      }
      if (!options.upstream) await upstream.close();
    },
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: any;
  ms: number;
}

/** Waits until GET /api/health no longer reports the knowledge base as loading (bounded for a hang). */
export async function kbSettled(port: number, ms = 120_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const state = await new Promise<string>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 10_000 }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          try {
            resolve(String(JSON.parse(text).kb));
          } catch {
            resolve('unreadable');
          }
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (e) => resolve(`unreachable: ${e.message}`));
    });
    if (state === 'ready' || state === 'failed') return state;
    if (Date.now() > end) throw new Error(`the server's knowledge base did not settle within ${ms} ms (last: ${state})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** POST /api/generate with a JSON body and the user's token, a fresh socket each time. */
export function generate(port: number, body: unknown = { question: 'read a csv file in python', lang: 'python' }, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const data = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/generate', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(data.length), ...AUTH, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, ms: performance.now() - t0 });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export function noCors(headers: Record<string, unknown>, what = ''): void {
  const cors = Object.keys(headers).filter((h) => h.toLowerCase().startsWith('access-control-'));
  assert.deepEqual(cors, [], `CORS header sent ${what}`);
}

/** The daily `used` count as stored in the quota file (0 when none). */
export function storedUsed(dataDir: string): number {
  const file = path.join(dataDir, 'quota.json');
  if (!fs.existsSync(file)) return 0;
  const text = fs.readFileSync(file, 'utf8');
  // quota.ts stores `{ "quota:<caller>": { t: [ms, …] } }` (possibly nested under the store's own envelope).
  const data = JSON.parse(text) as unknown;
  let n = 0;
  const walk = (v: unknown, key: string) => {
    if (Array.isArray(v) && key === 't') n += v.length;
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(data, '');
  return n;
}

/** Sends one hostile case over a raw socket and says what was wrong with the answer, if anything. */
export async function runCase(port: number, c: HostileCase, timeoutMs = 10_000): Promise<{ reply?: RawReply; wrong?: string }> {
  const bytes = buildRequest(port, c.body, { method: c.method, host: c.host, contentType: c.contentType === undefined ? 'application/json' : c.contentType, headers: c.headers });
  let reply: RawReply;
  try {
    reply = await rawRequest(port, bytes, timeoutMs);
  } catch (e) {
    return { wrong: `${c.name}: ${(e as Error).message}` };
  }
  const cors = Object.keys(reply.headers).filter((h) => h.startsWith('access-control-'));
  if (reply.status !== c.status || reply.json?.error?.code !== c.code || cors.length) {
    return { reply, wrong: `${c.name}: expected ${c.status} ${c.code}, got ${reply.status} ${reply.json?.error?.code ?? reply.body.slice(0, 120)}${cors.length ? ` with ${cors.join(',')}` : ''}` };
  }
  // decisions.md: X-RateLimit-Remaining on every response of /api/generate, errors included.
  if (reply.headers['x-ratelimit-remaining'] === undefined) return { reply, wrong: `${c.name}: no X-RateLimit-Remaining on ${reply.status}` };
  if (reply.headers['content-type'] !== 'application/json; charset=utf-8') return { reply, wrong: `${c.name}: content-type ${reply.headers['content-type']}` };
  return { reply };
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] as number;
}

/** Waits until the server's knowledge base is loaded (GET /api/health says `kb: ready`). */
export async function whenKbReady(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const kb = await new Promise<string | undefined>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          try {
            resolve((JSON.parse(text) as { kb?: string }).kb);
          } catch {
            resolve(undefined);
          }
        });
      });
      req.on('error', () => resolve(undefined));
    });
    if (kb === 'ready') return;
    if (kb === 'failed') throw new Error('the knowledge base failed to load');
    if (Date.now() > deadline) throw new Error(`the knowledge base is still ${kb ?? 'unknown'} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
