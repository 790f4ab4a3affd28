/** Raw `net` sockets: exact bytes and headers, slow senders, many open connections. */
import { AUTH } from './user-keys';
import * as net from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: any;
  ms: number;
}

/** Parses one HTTP/1.1 response from `buf`; undefined while incomplete. */
export function parseResponse(buf: Buffer, ended: boolean): Omit<RawReply, 'ms'> | undefined {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const lines = buf.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const l of lines.slice(1)) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  let body = buf.subarray(end + 4);
  const len = headers['content-length'];
  if (len !== undefined) {
    if (body.length < Number(len)) return undefined;
    body = body.subarray(0, Number(len));
  } else if (headers['transfer-encoding'] === 'chunked') {
    const out: Buffer[] = [];
    let p = 0;
    for (;;) {
      const nl = body.indexOf('\r\n', p);
      if (nl < 0) return ended ? finish() : undefined;
      const size = parseInt(body.subarray(p, nl).toString(), 16);
      if (size === 0) break;
      if (body.length < nl + 2 + size) return ended ? finish() : undefined;
      out.push(body.subarray(nl + 2, nl + 2 + size));
      p = nl + 4 + size;
    }
    body = Buffer.concat(out);
  } else if (!ended) return undefined;
  return finish();
  function finish() {
    const text = body.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status, headers, body: text, json };
  }
}

/** Sends `bytes` on a fresh connection and reads one response (rejects on timeout). */
export function rawRequest(port: number, bytes: Buffer | string, timeoutMs = 10_000): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const sock = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    let done = false;
    const timer = setTimeout(() => fail(new Error(`no response within ${timeoutMs} ms`)), timeoutMs);
    const fail = (e: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      sock.destroy();
      reject(e);
    };
    const check = (ended: boolean) => {
      if (done) return;
      const r = parseResponse(buf, ended);
      if (r) {
        done = true;
        clearTimeout(timer);
        sock.destroy();
        resolve({ ...r, ms: performance.now() - t0 });
      } else if (ended) fail(new Error(`connection closed without a complete response: ${JSON.stringify(buf.toString('latin1').slice(0, 200))}`));
    };
    sock.on('data', (c: Buffer) => {
      buf = Buffer.concat([buf, c]);
      check(false);
    });
    sock.on('end', () => check(true));
    sock.on('close', () => check(true));
    sock.on('error', (e) => (buf.length ? check(true) : fail(e)));
    sock.on('connect', () => sock.write(bytes));
  });
}

/** Builds a POST /api/generate request with exact headers (and the user's token unless `token: null`). */
export function buildRequest(
  port: number,
  body: Buffer | string,
  options: { headers?: Record<string, string>; method?: string; path?: string; host?: string | null; contentType?: string | null; token?: null } = {},
): Buffer {
  const b = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`${options.method ?? 'POST'} ${options.path ?? '/api/generate'} HTTP/1.1`];
  if (options.host !== null) lines.push(`Host: ${options.host ?? `127.0.0.1:${port}`}`);
  if (options.contentType !== null) lines.push(`Content-Type: ${options.contentType ?? 'application/json'}`);
  lines.push(`Content-Length: ${b.length}`, 'Connection: close');
  if (options.token !== null) lines.push(`Authorization: ${AUTH.authorization}`);
  for (const [k, v] of Object.entries(options.headers ?? {})) lines.push(`${k}: ${v}`);
  return Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), b]);
}

/**
 * Opens a connection and sends `head` then one byte of `drip` every `everyMs`; resolves when the
 * server closes the connection (with the time it took and any bytes it answered).
 */
export function slowSend(port: number, head: string, drip: string, everyMs: number, giveUpMs: number): Promise<{ closedAfterMs: number | undefined; answer: string }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const sock = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => finish(undefined), giveUpMs);
    const finish = (ms: number | undefined) => {
      clearTimeout(giveUp);
      clearInterval(timer);
      sock.destroy();
      resolve({ closedAfterMs: ms, answer });
    };
    sock.on('connect', () => {
      sock.write(head);
      timer = setInterval(() => {
        if (sock.destroyed || !sock.writable) return;
        sock.write(drip[i % drip.length] as string);
        i++;
      }, everyMs);
    });
    sock.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    sock.on('close', () => finish(performance.now() - t0));
    sock.on('error', () => undefined);
  });
}

/** Opens `n` idle connections; returns them with how many the server closed within `waitMs`. */
export async function openMany(port: number, n: number, waitMs: number): Promise<{ sockets: net.Socket[]; closed: () => number }> {
  const sockets: net.Socket[] = [];
  let closed = 0;
  await Promise.all(
    Array.from({ length: n }, () =>
      new Promise<void>((resolve) => {
        const s = net.connect(port, '127.0.0.1');
        s.on('connect', () => resolve());
        s.on('error', () => resolve());
        s.on('close', () => {
          closed++;
          resolve();
        });
        sockets.push(s);
      }),
    ),
  );
  await new Promise((r) => setTimeout(r, waitMs));
  return { sockets, closed: () => closed };
}
