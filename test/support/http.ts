/** Helpers to build handler requests and to call a real server over loopback. */
import * as http from 'node:http';
import type { HttpRequest, HttpResponse, JsonResponse } from '../../src/server/handler';
import { AUTH } from './user-keys';

export function request(overrides: Partial<HttpRequest> & { json?: unknown } = {}): HttpRequest {
  const { json, ...rest } = overrides;
  return {
    method: 'POST',
    url: '/api/generate',
    // The user's token, as the user's own tools send it (services under test get TEST_KEYS).
    headers: { host: '127.0.0.1:7531', 'content-type': 'application/json', ...AUTH },
    body: json === undefined ? Buffer.from('{"question":"read a csv file"}') : Buffer.from(JSON.stringify(json)),
    remoteAddress: '127.0.0.1',
    localPort: 7531,
    ...rest,
  };
}

export function asJson(r: HttpResponse): JsonResponse & { json: any } {
  if ('stream' in r) throw new Error(`expected a JSON response, got a stream (${r.status})`);
  return { ...r, json: JSON.parse(r.body) };
}

export async function collect(r: HttpResponse): Promise<string> {
  if (!('stream' in r)) throw new Error('expected a stream');
  let out = '';
  for await (const chunk of r.stream) out += chunk;
  return out;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
}

/** One HTTP request over loopback with the user's token; `headers` are sent as given (undefined drops one). */
export function call(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string | undefined>; body?: string | Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'POST',
        path: options.path ?? '/api/generate',
        agent: false,
        headers: withoutUndefined({
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...(options.method === undefined || options.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...AUTH,
          ...options.headers,
        }),
      },
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
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Parses an SSE text into `{event, data}` pairs. */
export function parseSse(text: string): { event: string; data: any }[] {
  return text
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

function withoutUndefined(h: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).filter((e): e is [string, string] => e[1] !== undefined));
}
