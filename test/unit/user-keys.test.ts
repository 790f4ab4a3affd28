import { strict as assert } from 'node:assert';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createModelRegistry } from '../../src/core/models/registry';
import { bearerToken, constantTimeEqual, proofFor, requesterOf, verifyProof } from '../../src/server/user-auth';
import { UnsafeKeyFileError, keysDir, loadUserKeys } from '../../src/server/user-key-file';

const posix = process.platform !== 'win32';
const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('user key files (issue 22, point 2)', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-userkeys-'));
    dir = path.join(root, 'state', 'keys');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are created on first use: a 0700 directory, 0600 files, 64 hex digits each, stable afterwards', async () => {
    const keys = await loadUserKeys(dir);
    assert.equal(keys.secret.length, 32);
    assert.match(keys.token, /^[0-9a-f]{64}$/);
    assert.notEqual(keys.token, keys.secret.toString('hex'), 'the token is not the proof key');
    assert.equal(keys.tokenPath, path.join(dir, 'token'));
    if (posix) {
      assert.equal(mode(dir), 0o700);
      assert.equal(mode(path.join(dir, 'secret')), 0o600);
      assert.equal(mode(path.join(dir, 'token')), 0o600);
    }
    const again = await loadUserKeys(dir);
    assert.equal(again.token, keys.token);
    assert.ok(again.secret.equals(keys.secret));
    assert.deepEqual(fs.readdirSync(dir).sort(), ['secret', 'token'], 'no temporary file is left');
  });

  it('windows starting at once end up with the same keys', async () => {
    const all = await Promise.all(Array.from({ length: 12 }, () => loadUserKeys(dir)));
    assert.equal(new Set(all.map((k) => k.token)).size, 1);
    assert.equal(new Set(all.map((k) => k.secret.toString('hex'))).size, 1);
  });

  (posix ? it : it.skip)('refuse a file others may read or write, a symbolic link, and a damaged file', async () => {
    await loadUserKeys(dir);
    const secret = path.join(dir, 'secret');
    fs.chmodSync(secret, 0o640);
    await assert.rejects(loadUserKeys(dir), (e: unknown) => e instanceof UnsafeKeyFileError && /mode 640/.test(e.message) && /delete it/.test(e.message));
    fs.rmSync(secret);
    const elsewhere = path.join(root, 'planted');
    fs.writeFileSync(elsewhere, `${'a'.repeat(64)}\n`, { mode: 0o600 });
    fs.symlinkSync(elsewhere, secret);
    await assert.rejects(loadUserKeys(dir), (e: unknown) => e instanceof UnsafeKeyFileError && /symbolic link/.test(e.message));
    fs.rmSync(secret);
    fs.writeFileSync(secret, 'not hex\n', { mode: 0o600 });
    await assert.rejects(loadUserKeys(dir), (e: unknown) => e instanceof UnsafeKeyFileError && /damaged/.test(e.message));
  });

  (posix && process.getuid?.() === 0 ? it : it.skip)('refuse a file or a directory owned by another user', async () => {
    await loadUserKeys(dir);
    const token = path.join(dir, 'token');
    fs.chownSync(token, 65534, 65534);
    await assert.rejects(loadUserKeys(dir), (e: unknown) => e instanceof UnsafeKeyFileError && /belongs to another user/.test(e.message));
    fs.chownSync(dir, 65534, 65534);
    await assert.rejects(loadUserKeys(dir), (e: unknown) => e instanceof UnsafeKeyFileError && /belongs to another user/.test(e.message));
  });

  (posix ? it : it.skip)('tighten a directory of ours that others could enter', async () => {
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    await loadUserKeys(dir);
    assert.equal(mode(dir), 0o700);
  });

  it('live under the state directory unless GROUNDED_CODE_KEYS_DIR (absolute) says otherwise', () => {
    assert.equal(keysDir({ GROUNDED_CODE_KEYS_DIR: '/x/keys', XDG_STATE_HOME: '/s' }), '/x/keys');
    if (posix && process.platform !== 'darwin') assert.equal(keysDir({ XDG_STATE_HOME: '/s' }), '/s/grounded-code/keys');
    assert.notEqual(keysDir({ GROUNDED_CODE_KEYS_DIR: 'relative' }), 'relative');
  });
});

describe('user auth', () => {
  it('compares in constant time: through crypto.timingSafeEqual on equal-length digests, whatever the inputs', () => {
    // The module object itself (the `import * as` namespace above is a read-only view of it).
    const real = require('node:crypto') as { timingSafeEqual: typeof crypto.timingSafeEqual };
    const calls: [number, number][] = [];
    const original = real.timingSafeEqual;
    const spy = (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      calls.push([a.byteLength, b.byteLength]);
      return original(a, b);
    };
    real.timingSafeEqual = spy;
    try {
      assert.equal(constantTimeEqual('a'.repeat(64), 'a'.repeat(64)), true);
      assert.equal(constantTimeEqual('a'.repeat(64), `${'a'.repeat(63)}b`), false);
      assert.equal(constantTimeEqual('a'.repeat(64), 'a'), false);
      assert.equal(constantTimeEqual('', 'a'.repeat(1000)), false);
    } finally {
      real.timingSafeEqual = original;
    }
    assert.deepEqual(calls, [[32, 32], [32, 32], [32, 32], [32, 32]], 'every comparison went through timingSafeEqual on 32-byte digests');
  });

  it('a proof holds for its challenge, secret and connection only', () => {
    const secret = crypto.randomBytes(32);
    const challenge = crypto.randomBytes(32).toString('hex');
    const ports = { serverPort: 7531, clientPort: 50000 };
    const proof = proofFor(secret, challenge, ports);
    assert.ok(verifyProof(secret, challenge, ports, proof));
    assert.ok(verifyProof(secret, challenge, ports, proof.toUpperCase()));
    assert.ok(!verifyProof(secret, crypto.randomBytes(32).toString('hex'), ports, proof));
    assert.ok(!verifyProof(crypto.randomBytes(32), challenge, ports, proof));
    assert.ok(!verifyProof(secret, challenge, ports, undefined));
    // Another connection (a relay to the user's server on another port, or from another client port).
    assert.ok(!verifyProof(secret, challenge, { serverPort: 8000, clientPort: 50000 }, proof));
    assert.ok(!verifyProof(secret, challenge, { serverPort: 7531, clientPort: 50001 }, proof));
  });

  it('reads the requester from Authorization: the user, anonymous, or invalid', () => {
    const keys = { token: 'f'.repeat(64) };
    assert.equal(bearerToken(`Bearer ${keys.token}`), keys.token);
    assert.equal(bearerToken(`bearer   ${keys.token} `), keys.token);
    assert.equal(requesterOf(`Bearer ${keys.token}`, keys), 'user');
    assert.equal(requesterOf(undefined, keys), 'anonymous');
    assert.equal(requesterOf(`Bearer ${'e'.repeat(64)}`, keys), 'invalid');
    assert.equal(requesterOf(`Basic ${keys.token}`, keys), 'invalid');
    assert.equal(requesterOf([`Bearer ${keys.token}`, `Bearer ${keys.token}`], keys), 'invalid');
    // A server without keys cannot check a token: it is not taken for the user's.
    assert.equal(requesterOf(`Bearer ${keys.token}`, undefined), 'invalid');
  });

  it('the real registry: local providers are free unless they have a key; everything else needs the token', async () => {
    const plain = createModelRegistry({}, { get: async () => undefined });
    assert.equal(await plain.requiresUserToken?.('ollama'), false);
    assert.equal(await plain.requiresUserToken?.('lmstudio'), false);
    for (const p of ['openai', 'openrouter', 'anthropic']) assert.equal(await plain.requiresUserToken?.(p), true, p);
    const keyed = createModelRegistry({}, { get: async (name: string) => (name === 'ollama' ? 'ollama-cloud-key' : undefined) });
    assert.equal(await keyed.requiresUserToken?.('ollama'), true);
  });
});
