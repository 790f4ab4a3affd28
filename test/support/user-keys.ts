/**
 * Test keys and a fake "user's server" wrapper: a handler whose /api/health answers challenges with
 * the proof of those keys, as the user's own Grounded Code does (server/user-auth.ts).
 */
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as http from 'node:http';
import { scratchDir } from './scratch';
import { CHALLENGE_HEADER, PROOF_HEADER, type UserKeys, isChallenge, proofFor } from '../../src/server/user-auth';

export function makeKeys(): UserKeys {
  return { secret: crypto.randomBytes(32), token: crypto.randomBytes(32).toString('hex'), tokenPath: '/nonexistent/token' };
}

/**
 * A keys directory holding TEST_KEYS (0700, files 0600), which every CLI the tests spawn is given
 * (GROUNDED_CODE_KEYS_DIR): the tests' requests carry TEST_KEYS.token, as the user's own tools would.
 */
export const TEST_KEYS_DIR = scratchDir('gc-keys-');
export const TEST_KEYS: UserKeys = makeKeys();
TEST_KEYS.tokenPath = path.join(TEST_KEYS_DIR, 'token');
fs.writeFileSync(path.join(TEST_KEYS_DIR, 'secret'), `${TEST_KEYS.secret.toString('hex')}\n`, { mode: 0o600 });
fs.writeFileSync(TEST_KEYS.tokenPath, `${TEST_KEYS.token}\n`, { mode: 0o600 });

/** The header the user's own tools send. */
export const AUTH = { authorization: `Bearer ${TEST_KEYS.token}` };
export const testKeys = async (): Promise<UserKeys> => TEST_KEYS;

/** `handler` for every route but /api/health, which answers `healthBody` with the proof of `keys`. */
export function proving(handler: http.RequestListener, options: { keys?: UserKeys; healthBody?: string } = {}): http.RequestListener {
  const keys = options.keys ?? TEST_KEYS;
  return (req, res) => {
    if (req.url !== '/api/health') return handler(req, res);
    const challenge = req.headers[CHALLENGE_HEADER];
    res.setHeader('content-type', 'application/json');
    if (typeof challenge === 'string' && isChallenge(challenge)) res.setHeader(PROOF_HEADER, proofFor(keys.secret, challenge, portsOf(req)));
    res.end(options.healthBody ?? '{"service":"grounded-code"}');
  };
}

/** The connection's ports as the server sees them. */
export function portsOf(req: http.IncomingMessage): { serverPort: number; clientPort: number } {
  return { serverPort: req.socket.localPort ?? 0, clientPort: req.socket.remotePort ?? 0 };
}
