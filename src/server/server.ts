/**
 * Binds the handler to node:http on 127.0.0.1 only, with the limits that keep a local service safe
 * from a misbehaving client: a body cap (reading stops at the limit), header / request / keep-alive
 * timeouts (a slowloris client is cut off), a cap on open connections, and a graceful close that
 * lets answers in flight finish for a moment before cancelling them.
 */
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Logger } from '../core/ports';
import { silentLogger } from '../core/ports';
import { MAX_BODY_BYTES, TOO_LARGE, type HttpRequest, type HttpResponse } from './handler';

/**
 * Open connections held at once. Enough that a burst of 200 local clients (the editor's windows,
 * tools, a script) each gets an answer — a 429 past the quota rather than a reset connection — and
 * few enough that request bodies in flight stay bounded (256 × 256 KiB = 64 MiB). Connections beyond
 * it are closed at accept.
 */
export const DEFAULT_MAX_CONNECTIONS = 256;
/** The port the extension and `serve` use unless told otherwise (`groundedCode.server.port`, `--port`). */
export const DEFAULT_PORT = 7531;
/** Time allowed to send the request headers; then the request and its body. Slow clients are cut off. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Always 127.0.0.1 (decisions.md); the option exists only to make that explicit at call sites. */
  host?: '127.0.0.1';
  service: { handle(request: HttpRequest): Promise<HttpResponse> };
  log?: Logger;
  maxBodyBytes?: number;
  /** Time allowed to send the request headers. */
  headersTimeoutMs?: number;
  /** Time allowed to send the whole request (headers and body). */
  requestTimeoutMs?: number;
  keepAliveTimeoutMs?: number;
  maxConnections?: number;
  /** On close, how long requests in flight may take before they are cancelled. */
  closeGraceMs?: number;
}

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

interface Read {
  body: Buffer | undefined | typeof TOO_LARGE;
}

/** How long the server keeps reading and discarding a refused body after answering 413. */
const LINGER_MS = 1000;

/**
 * Closes a connection whose body was refused once its answer is out. Closing at once (what
 * `connection: close` makes Node do) with the client still sending leaves unread bytes in the receive
 * buffer, the kernel resets the connection, and a reset can discard the answer before the client reads
 * it: a client sending a chunked body now and then saw no 413 at all on a busy machine. So the answer
 * goes out on a connection Node keeps (it reads and discards the rest of the body), the server
 * half-closes it (the answer is complete for the client), and destroys it LINGER_MS later, as web
 * servers' lingering close does: a client that keeps sending is cut off all the same.
 */
function lingerThenClose(req: http.IncomingMessage): void {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.end();
}

/** Reads the body up to `limit` bytes; past it, stops reading and reports TOO_LARGE. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Read> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.pause();
    return Promise.resolve({ body: TOO_LARGE });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (r: Read) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(r);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish({ body: TOO_LARGE });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => finish({ body: size ? Buffer.concat(chunks) : undefined }));
    req.on('error', () => finish({ body: undefined }));
    req.on('aborted', () => finish({ body: undefined }));
  });
}

function isStream(r: HttpResponse): r is Extract<HttpResponse, { stream: AsyncIterable<string> }> {
  return 'stream' in r;
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? silentLogger;
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const inFlight = new Set<AbortController>();
  const sockets = new Set<Socket>();

  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const server = http.createServer(
    {
      headersTimeout,
      requestTimeout,
      // Node enforces the two timeouts above only when it sweeps its connections; its default sweep
      // (every 30 s) would let a slowloris client hold a connection far past the limit.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 2))),
      // A request without Host is answered by our own check (403 forbidden with a JSON body), not by
      // Node's bare 400.
      requireHostHeader: false,
    },
    async (req, res) => {
      const controller = new AbortController();
      inFlight.add(controller);
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
        inFlight.delete(controller);
      });
      try {
        const { body } = await readBody(req, limit);
        if (controller.signal.aborted) return;
        const response = await options.service.handle({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body,
          remoteAddress: req.socket.remoteAddress,
          localPort: req.socket.localPort,
          remotePort: req.socket.remotePort,
          signal: controller.signal,
        });
        if (res.destroyed) {
          if (isStream(response)) await response.stream[Symbol.asyncIterator]().return?.(undefined);
          return;
        }
        if (body === TOO_LARGE) res.on('finish', () => lingerThenClose(req));
        if (!isStream(response)) {
          const payload = Buffer.from(response.body, 'utf8');
          res.writeHead(response.status, { ...response.headers, 'content-length': String(payload.length) });
          res.end(req.method === 'HEAD' ? undefined : payload);
          return;
        }
        res.writeHead(response.status, response.headers);
        res.flushHeaders();
        for await (const chunk of response.stream) {
          if (res.destroyed) break; // leaving the loop calls return(): the generation is cancelled
          if (!res.write(chunk)) {
            await new Promise<void>((resolve) => {
              const done = () => {
                res.off('drain', done);
                res.off('close', done);
                resolve();
              };
              res.on('drain', done);
              res.on('close', done);
            });
          }
        }
        res.end();
      } catch (e) {
        log.error(`http: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        if (!res.headersSent && !res.destroyed) {
          const payload = JSON.stringify({ error: { code: 'internal_error', message: 'The service failed unexpectedly; see its log.' } });
          res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' });
          res.end(payload);
        } else {
          res.destroy();
        }
      } finally {
        inFlight.delete(controller);
      }
    },
  );

  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 5_000;
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  server.maxHeadersCount = 100;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // Malformed HTTP or a timed-out slow client: answer if still possible, never crash.
    if (socket.writable && err.code !== 'ECONNRESET') {
      const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    }
    socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: '127.0.0.1', exclusive: true }, () => {
      server.off('error', reject);
      server.on('error', (e) => log.error(`http server: ${e.message}`));
      const port = (server.address() as AddressInfo).port;
      let closing: Promise<void> | undefined;
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        close() {
          closing ??= new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
            const grace = setTimeout(() => {
              for (const c of inFlight) c.abort();
              server.closeAllConnections();
              for (const s of sockets) s.destroy();
            }, options.closeGraceMs ?? 2000);
            grace.unref();
            server.once('close', () => clearTimeout(grace));
          });
          return closing;
        },
      });
    });
  });
}
