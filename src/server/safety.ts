/**
 * Localhost safety (decisions.md): a page in the user's browser can reach 127.0.0.1, so the `Host`
 * header must be a loopback name for our own port (this defeats DNS rebinding: the attacker's name
 * resolves to 127.0.0.1 but the browser still sends that name), and an `Origin` header — which
 * browsers add to cross-site requests — must be absent or one the user configured.
 */

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

function single(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

/** True when `Host` is `127.0.0.1:<port>`, `localhost:<port>` or `[::1]:<port>` (case-insensitive). */
export function isAllowedHost(host: string | string[] | undefined, port: number | undefined): boolean {
  const h = single(host)?.trim().toLowerCase();
  if (!h || port === undefined) return false;
  for (const name of LOOPBACK_NAMES) {
    if (h === `${name}:${port}`) return true;
    // A client may omit the port only when it is HTTP's default.
    if (port === 80 && h === name) return true;
  }
  return false;
}

/** `http://LocalHost:3000/` → `http://localhost:3000`: scheme and host compared case-insensitively. */
export function normaliseOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** True when no `Origin` is present, or it is one of `allowed`. `Origin: null` is never allowed. */
export function isAllowedOrigin(origin: string | string[] | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const o = single(origin);
  if (o === undefined) return false;
  const n = normaliseOrigin(o);
  return n !== 'null' && n !== '' && allowed.some((a) => normaliseOrigin(a) === n);
}
