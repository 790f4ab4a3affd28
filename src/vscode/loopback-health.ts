/**
 * Who holds the port: `GET /api/health` with a fresh challenge. The holder is the user's own server
 * (another window, or the user's `serve`) only when it answers the challenge with the proof that it
 * knows the user's secret (server/user-auth.ts), bound to this connection's two ports (a stranger who
 * relays the challenge to the user's real server elsewhere gets a proof that does not fit). A program that says `"service":"grounded-code"` but
 * cannot prove it is `unproven`: another user's program posing as ours, or an old version without
 * keys; either way it gets nothing (no question, no history, no token).
 *
 * The proof holds for one TCP connection: `SingleConnectionAgent` lets a generation ask its question
 * on the very connection whose peer gave the proof (see loopback-backend.ts), so a port that changes
 * hands between the probe and the question cannot receive it. Uses node:http directly (no proxies
 * apply to 127.0.0.1, and the extension host's patched fetch is avoided). No `vscode` import.
 */
import * as http from 'node:http';
import * as net from 'node:net';
import type { Duplex } from 'node:stream';
import { CHALLENGE_HEADER, PROOF_HEADER, type UserKeys, newChallenge, verifyProof } from '../server/user-auth';

export const HOST = '127.0.0.1';

/**
 * `http.request` without the extension host's patch. VS Code replaces `http.request`/`http.get` (its
 * proxy support, @vscode/proxy-agent) with versions that swap the caller's agent for one of theirs
 * without keep-alive: the proof's connection would then be closed after the health answer and the
 * question could not follow on it. Loopback never goes through a proxy, so the request is built with
 * Node's own ClientRequest, which honours the agent given.
 */
export function loopbackRequest(options: http.RequestOptions, onResponse?: (res: http.IncomingMessage) => void): http.ClientRequest {
  return new http.ClientRequest(options, onResponse);
}

/** What is read of a health answer at most (ours is about 100 bytes). */
const MAX_HEALTH_CHARS = 65536;

export type HealthResult =
  /** The user's own server: it proved it knows the user's secret. */
  | { kind: 'ours'; body: Record<string, unknown> }
  /** Says it is Grounded Code but cannot prove it is the user's: another user's program, or an old version. */
  | { kind: 'unproven'; detail: string }
  /** Something answers on the port but is not this service. */
  | { kind: 'foreign'; detail: string }
  /** Nothing listens (ECONNREFUSED): the port can be taken. */
  | { kind: 'free' }
  /** Timed out or failed otherwise: unknown, try again later. */
  | { kind: 'unknown'; detail: string };

/** Why a server without the proof is not used (the log and the warning say it). */
export const UNPROVEN_DETAIL =
  'it says it is Grounded Code but cannot prove it runs as you (another user\'s program, or an older Grounded Code)';

/**
 * An agent that opens one connection and never another: requests made through it after the first
 * reuse that connection (keep-alive) or fail with ConnectionChangedError — never silently reach
 * whoever holds the port by then.
 */
export class SingleConnectionAgent extends http.Agent {
  private opened = false;

  constructor() {
    super({ keepAlive: true, maxSockets: 1, maxFreeSockets: 1 });
  }

  override createConnection(options: http.ClientRequestArgs, callback?: (err: Error | null, stream: Duplex) => void): Duplex | undefined {
    if (this.opened) {
      // Node's agent passes a creation error on to the request (its 'error' event).
      callback?.(new ConnectionChangedError(), undefined as unknown as Duplex);
      return undefined;
    }
    this.opened = true;
    return net.createConnection(options as net.NetConnectOpts);
  }
}

/** The proven connection closed before the request could use it. */
export class ConnectionChangedError extends Error {
  readonly code = 'ECONNCHANGED';
  constructor() {
    super('the proven connection to the server closed');
    this.name = 'ConnectionChangedError';
  }
}

/**
 * GET /api/health with a challenge. `ours` only with a valid proof; without keys (they could not be
 * read) nothing can be proven, so a Grounded Code on the port is `unproven`.
 */
export function probeHealth(
  port: number,
  keys: UserKeys | undefined,
  options: { timeoutMs?: number; agent?: http.Agent } = {},
): Promise<HealthResult> {
  const challenge = newChallenge();
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: HealthResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const req = loopbackRequest(
      {
        host: HOST,
        port,
        path: '/api/health',
        method: 'GET',
        // keep-alive: the question follows on this connection once it proves itself.
        headers: { accept: 'application/json', [CHALLENGE_HEADER]: challenge, ...(options.agent ? { connection: 'keep-alive' } : {}) },
        timeout: options.timeoutMs ?? 1500,
        // A connection of its own (never a pooled one that may belong to an earlier holder of the port).
        agent: options.agent ?? false,
      },
      (res) => {
        // This end's port, read now: once the answer is complete a kept-alive socket is detached from it.
        const clientPort = res.socket?.localPort ?? 0;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
          if (body.length > MAX_HEALTH_CHARS) {
            req.destroy();
            done({ kind: 'foreign', detail: 'an oversized answer to /api/health from another program' });
          }
        });
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(body);
          } catch {
            json = undefined;
          }
          if (!json || typeof json !== 'object' || (json as Record<string, unknown>).service !== 'grounded-code') {
            done({ kind: 'foreign', detail: `HTTP ${res.statusCode ?? '?'} from another program` });
            return;
          }
          const proof = res.headers[PROOF_HEADER];
          // The proof must be for this very connection: the port dialled and this end's port.
          const ports = { serverPort: port, clientPort };
          if (keys && res.statusCode === 200 && verifyProof(keys.secret, challenge, ports, Array.isArray(proof) ? undefined : proof)) {
            done({ kind: 'ours', body: json as Record<string, unknown> });
          } else {
            done({ kind: 'unproven', detail: keys ? UNPROVEN_DETAIL : 'this window has no user keys to check it with (see the log)' });
          }
        });
        res.on('error', (e) => done({ kind: 'unknown', detail: e.message }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      done({ kind: 'unknown', detail: 'health check timed out' });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNREFUSED') done({ kind: 'free' });
      else done({ kind: 'unknown', detail: e.code ?? e.message });
    });
    req.end();
  });
}
