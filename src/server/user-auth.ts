/**
 * How the user's own processes recognise each other on a shared host (another user on the same
 * machine can connect to 127.0.0.1 too, and can bind the port first).
 *
 * Two values, both from the user's 0600 key files (`user-key-file.ts`):
 *  - the **secret** never leaves the machine's files: a server proves it knows it by answering a
 *    client's random challenge on `GET /api/health` with HMAC-SHA256(secret, challenge). A window sends
 *    a question only over a connection whose peer gave that proof, so a stranger holding the port never
 *    receives one (and learns nothing from the challenge).
 *  - the **token** is a bearer credential (`Authorization: Bearer <token>`): windows send it to a proven
 *    server, and the user's own tools send it to use what costs the user money or consent (providers
 *    with keys, the editor's models). It is a different random value from the secret, so a token that a
 *    user's script sent to a stranger's port cannot be used to pose as the user's server.
 *
 * Comparisons are constant-time (both sides hashed to equal length, then `timingSafeEqual`), so a
 * local attacker cannot find a token byte by byte from response times.
 */
import * as crypto from 'node:crypto';
import type { Requester } from '../core/requester';

/** A client's challenge on `GET /api/health` (hex, 32–128 characters). */
export const CHALLENGE_HEADER = 'x-grounded-code-challenge';
/** The server's answer to the challenge: HMAC-SHA256(secret, context, challenge, both ports), hex. */
export const PROOF_HEADER = 'x-grounded-code-proof';
/** Binds the proof to this use of the secret (a proof can never be replayed as anything else). */
const PROOF_CONTEXT = 'grounded-code/v1 server proof\n';

const CHALLENGE_PATTERN = /^[0-9a-f]{32,128}$/;

export interface UserKeys {
  /** 32 random bytes: the proof key. Never sent. */
  secret: Buffer;
  /** 64 hex characters: the bearer token. */
  token: string;
  /** Where the token is kept, for the user's own tools (`grounded-code token --path`). */
  tokenPath: string;
}

/** A fresh challenge: 32 random bytes, hex. */
export function newChallenge(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function isChallenge(value: string | undefined): value is string {
  return value !== undefined && CHALLENGE_PATTERN.test(value);
}

/**
 * The two ends of the TCP connection a proof is given on, as each side sees them: the server's port
 * (the one the client dialled) and the client's own port. Binding the proof to them defeats a relay:
 * a stranger holding the port who passes the challenge on to the user's real server elsewhere (another
 * port) gets a proof for that other connection, which the client rejects.
 */
export interface ConnectionPorts {
  serverPort: number;
  clientPort: number;
}

/** The server's proof that it knows `secret`, for one challenge on one connection. */
export function proofFor(secret: Buffer, challenge: string, ports: ConnectionPorts): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${PROOF_CONTEXT}${challenge}\n${ports.serverPort}\n${ports.clientPort}`)
    .digest('hex');
}

/** Constant-time equality of two strings of any lengths (a length difference is not revealed either). */
export function constantTimeEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length inputs to timingSafeEqual whatever the lengths given.
  const ha = crypto.createHash('sha256').update(a, 'utf8').digest();
  const hb = crypto.createHash('sha256').update(b, 'utf8').digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** True when `proof` (a server's answer) is the right one for `challenge` on this connection. */
export function verifyProof(secret: Buffer, challenge: string, ports: ConnectionPorts, proof: string | undefined): boolean {
  return proof !== undefined && constantTimeEqual(proofFor(secret, challenge, ports), proof.trim().toLowerCase());
}

/** The bearer token of an `Authorization` header, or undefined when there is none of that scheme. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  const m = value?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return m?.[1];
}

/**
 * What a request's `Authorization` says about its sender: `user` (the right token), `anonymous` (no
 * header) or `invalid` (a token that is not the user's, or another scheme: refused whatever it asks, 401).
 */
export function requesterOf(header: string | string[] | undefined, keys: Pick<UserKeys, 'token'> | undefined): Requester {
  if (header === undefined) return 'anonymous';
  const token = bearerToken(header);
  if (token === undefined) return 'invalid';
  return keys && constantTimeEqual(keys.token, token) ? 'user' : 'invalid';
}
