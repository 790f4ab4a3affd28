/**
 * Removes secrets from text before it reaches a log, an error message or the UI. Known key values
 * (registered by `secrets.ts` as they are read) are replaced exactly; well-known key shapes and auth
 * headers are replaced by pattern, as a second line of defence. No `vscode` import.
 */
const PATTERNS: RegExp[] = [
  /\b(sk-(?:ant-|proj-|or-)?[A-Za-z0-9_-]{12,})/g,
  /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi,
  /\b((?:x-api-key|api[-_]?key|authorization)["']?\s*[:=]\s*["']?)(?!Bearer\s)[^\s"',}]{6,}/gi,
  /([?&](?:key|api_key|apikey|token)=)[^&\s]+/gi,
];

export class Redactor {
  private readonly secrets = new Set<string>();

  /** Registers a secret value; values shorter than 6 characters are too ambiguous to replace. */
  add(secret: string | undefined): void {
    if (secret && secret.length >= 6) this.secrets.add(secret);
  }

  remove(secret: string | undefined): void {
    if (secret) this.secrets.delete(secret);
  }

  redact(text: string): string {
    let out = text;
    for (const s of this.secrets) if (out.includes(s)) out = out.split(s).join('***');
    for (const re of PATTERNS) {
      out = out.replace(re, (match, prefix: string) =>
        prefix && prefix !== match && !/^sk-/.test(prefix) ? `${prefix}***` : '***',
      );
    }
    return out;
  }
}
