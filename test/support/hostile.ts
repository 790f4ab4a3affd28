/**
 * Seeded generators of hostile request bodies, each with the status and error code decisions.md
 * requires. None of them may be accepted for generation, so none may spend quota.
 */

/** mulberry32: small, fast, reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HostileCase {
  name: string;
  body: Buffer;
  /** Content-Type to send (default application/json); null: none. */
  contentType?: string | null;
  headers?: Record<string, string>;
  host?: string;
  method?: string;
  status: number;
  code: string;
}

const MAX_BODY = 256 * 1024;
const J = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8');
const S = (s: string) => Buffer.from(s, 'utf8');

type Gen = (r: () => number, port: number) => HostileCase;
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

const ASTRAL = ['😀', '𝔘', '𠀀', '🏳️'.slice(0, 2), '\u{10FFFD}'];
const RTL = ['\u202e', '\u200f', 'مرحبا', 'שלום', '\u2067'];
const WRONG = [0, 1.5, -1, true, false, null, [], {}, ['q'], { q: 1 }, 1e308, -0];

function tooLongQuestion(r: () => number): string {
  const kind = int(r, 0, 5);
  const n = 4001 + (r() < 0.5 ? 0 : int(r, 0, 20000));
  switch (kind) {
    case 0:
      return 'a'.repeat(n);
    case 1:
      return pick(r, ASTRAL).repeat(n); // astral: 2 UTF-16 units, 1 code point each
    case 2:
      return '\ud800'.repeat(n); // lone surrogates
    case 3:
      return pick(r, RTL).charAt(0).repeat(n);
    case 4:
      return 'x\u0000'.repeat(Math.ceil(n / 2)).slice(0, n);
    default:
      return 'é'.repeat(n);
  }
}

export const GENERATORS: Record<string, Gen> = {
  randomBytes: (r) => {
    const n = int(r, 8, 2048);
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = int(r, 0, 255);
    // never a leading `{` or whitespace, so the bytes can never be an object
    while (b[0] === 0x7b || b[0] === 0x20 || b[0] === 0x09 || b[0] === 0x0a || b[0] === 0x0d) b[0] = int(r, 0, 255);
    return { name: 'random bytes', body: b, status: 400, code: 'invalid_json' };
  },
  truncated: (r) => {
    const full = JSON.stringify({ question: 'read a csv file in python', lang: 'python', history: [{ role: 'user', content: 'hi' }] });
    return { name: 'truncated json', body: S(full.slice(0, int(r, 0, full.length - 1))), status: 400, code: 'invalid_json' };
  },
  notObject: (r) => ({ name: 'json not an object', body: S(pick(r, ['[]', '"q"', '1', 'null', 'true', '[{"question":"q"}]', '1e999', '""'])), status: 400, code: 'invalid_json' }),
  deepTopLevel: (r) => {
    const d = int(r, 1000, 60000);
    return { name: 'deeply nested array', body: S('['.repeat(d) + ']'.repeat(d)), status: 400, code: 'invalid_json' };
  },
  deepInField: (r) => {
    const d = int(r, 1000, 40000); // 6 bytes a level at most: stays under 256 KiB
    const f = pick(r, ['history', 'lang', 'model', 'question']);
    const open = r() < 0.5 ? '[' : '{"a":';
    const close = open === '[' ? ']' : '}';
    return { name: `deeply nested ${f}`, body: S(`{"question":"q","${f}":${open.repeat(d)}1${close.repeat(d)}}`.replace('"question":"q","question":', '"question":')), status: 400, code: 'invalid_request' };
  },
  hugeNumber: (r) => {
    const f = pick(r, ['question', 'lang', 'model', 'history']);
    const num = pick(r, ['1e999', '-1e999', '9'.repeat(int(r, 20, 5000)), '1' + '0'.repeat(400) + '.5e-99999']);
    const body = f === 'question' ? `{"question":${num}}` : `{"question":"q","${f}":${num}}`;
    return { name: `huge number in ${f}`, body: S(body), status: 400, code: 'invalid_request' };
  },
  wrongType: (r) => {
    const f = pick(r, ['question', 'lang', 'model', 'history', 'history[0]', 'history[0].role', 'history[0].content']);
    const v = pick(r, WRONG);
    const body: Record<string, unknown> = { question: 'read a csv file' };
    if (f === 'question') body.question = v;
    else if (f === 'history[0]') body.history = [v];
    else if (f === 'history[0].role') body.history = [{ role: typeof v === 'string' ? 'system' : v, content: 'x' }];
    else if (f === 'history[0].content') body.history = [{ role: 'user', content: v }];
    else if (f === 'history' && Array.isArray(v)) body.history = 'not an array';
    else body[f] = v;
    return { name: `wrong type ${f}=${JSON.stringify(v)}`, body: J(body), status: 400, code: 'invalid_request' };
  },
  emptyQuestion: (r) => ({ name: 'empty question', body: J({ question: pick(r, ['', ' ', '\n\t ', '\u00a0 '.trim()]) }), status: 400, code: 'invalid_request' }),
  missingQuestion: (r) => ({ name: 'missing question', body: J(pick(r, [{}, { lang: 'python' }, { history: [] }, { Question: 'q' }])), status: 400, code: 'invalid_request' }),
  protoKeys: (r) => {
    const k = pick(r, ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']);
    const v = pick(r, ['{"question":"x"}', '{"polluted":true}', '1', 'null', '"s"']);
    return { name: `key ${k}`, body: S(`{"question":"read a csv file","${k}":${v}}`), status: 400, code: 'invalid_request' };
  },
  duplicateKeys: (r) => {
    // JSON.parse keeps the last value: make the last one invalid
    const last = pick(r, ['5', 'null', '""', '[]', JSON.stringify('z'.repeat(4001))]);
    const long = last.length > 100;
    return { name: `duplicate question, last ${last.slice(0, 8)}`, body: S(`{"question":"ok","question":${last}}`), status: long ? 429 : 400, code: long ? 'question_too_long' : 'invalid_request' };
  },
  rawNul: (r) => {
    const at = pick(r, ['{"question":"a\u0000b"}', '{"question":"q"}\u0000', '\u0000{"question":"q"}', '{"question":"q",\u0000"lang":"python"}']);
    return { name: 'raw NUL byte', body: S(at), status: 400, code: 'invalid_json' };
  },
  invalidUtf8: (r) => {
    const bad = pick(r, [Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xff]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xf4, 0x90, 0x80, 0x80])]);
    return { name: 'invalid utf-8 outside strings', body: Buffer.concat([S('{"question":"q"'), bad, S('}')]), status: 400, code: 'invalid_json' };
  },
  badLang: (r) => ({ name: 'unknown lang', body: J({ question: 'q', lang: pick(r, [...RTL, 'pythonn', 'COBOL', '\u0000', 'py\u202e', 'py thon', '😀', 'auto\u0000']) }), status: 400, code: 'invalid_request' }),
  badModel: (r) => ({
    name: 'bad model',
    body: J({ question: 'q', model: pick(r, ['', 'nomodel', '/x', 'evil/x', '\u202eollama/x', '😀/x', 'ollama', '__proto__/x', 'constructor/x', 'x'.repeat(3000) + '/y']) }),
    status: 400,
    code: 'invalid_request',
  }),
  unknownField: (r) => ({ name: 'unknown field', body: J({ question: 'q', [pick(r, ['foo', 'Lang', 'stream', 'prompt', 'system', '\u202e', '😀', ''])]: 1 }), status: 400, code: 'invalid_request' }),
  tooLong: (r) => {
    const q = tooLongQuestion(r);
    return { name: `question of ${[...q].length} code points`, body: J({ question: q }), status: 429, code: 'question_too_long' };
  },
  tooLongAndInvalid: (r) => ({ name: 'too long and unknown field (400 first)', body: J({ question: tooLongQuestion(r).slice(0, 5000), extra: 1 }), status: 400, code: 'invalid_request' }),
  history51: (r) => {
    const n = int(r, 51, 200);
    return { name: `history of ${n}`, body: J({ question: 'q', history: Array.from({ length: n }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'x' })) }), status: 400, code: 'invalid_request' };
  },
  historyContentTooLong: (r) => ({
    name: 'history content over 4000',
    body: J({ question: 'q', history: [{ role: 'user', content: pick(r, ASTRAL).repeat(4001) }] }),
    status: 400,
    code: 'invalid_request',
  }),
  historyBadRole: (r) => ({ name: 'history bad role', body: J({ question: 'q', history: [{ role: pick(r, ['system', 'User', 'tool', '', '__proto__']), content: 'x' }] }), status: 400, code: 'invalid_request' }),
  oversized: (r) => {
    const n = MAX_BODY + int(r, 1, 64 * 1024);
    return { name: `body of ${n} bytes`, body: Buffer.alloc(n, pick(r, [0x20, 0x61, 0x7b])), status: 413, code: 'payload_too_large' };
  },
  oversizedJson: (r) => ({ name: 'oversized valid json', body: J({ question: 'a'.repeat(MAX_BODY + int(r, 0, 1000)) }), status: 413, code: 'payload_too_large' }),
  contentType: (r) => ({
    name: 'wrong content-type',
    body: J({ question: 'read a csv file' }),
    contentType: pick(r, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8', 'application/jsonx', 'text/json', '']),
    status: 400,
    code: 'invalid_content_type',
  }),
  noContentType: () => ({ name: 'no content-type', body: J({ question: 'read a csv file' }), contentType: null, status: 400, code: 'invalid_content_type' }),
  formPost: (r) => ({ name: 'form post', body: S(`question=${pick(r, ['read+a+csv', '%7B%7D'])}`), contentType: 'application/x-www-form-urlencoded', status: 400, code: 'invalid_content_type' }),
  rebindHost: (r, port) => ({
    name: 'dns rebinding host',
    body: J({ question: 'read a csv file' }),
    host: pick(r, ['evil.example', `evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `localhost.evil:${port}`, `127.0.0.1:${port + 1}`, `0.0.0.0:${port}`, `[::ffff:127.0.0.1]:${port}`]),
    status: 403,
    code: 'forbidden',
  }),
  foreignOrigin: (r) => ({
    name: 'foreign origin',
    body: J({ question: 'read a csv file' }),
    headers: { Origin: pick(r, ['http://evil.example', 'null', 'https://localhost:3000.evil', 'file://', 'http://127.0.0.1:1']) },
    status: 403,
    code: 'forbidden',
  }),
  foreignOriginPlain: () => ({ name: 'foreign origin, text/plain (simple CORS)', body: J({ question: 'q' }), contentType: 'text/plain', headers: { Origin: 'http://evil.example' }, status: 403, code: 'forbidden' }),
  foreignOriginOversized: () => ({ name: 'foreign origin beats 413', body: Buffer.alloc(MAX_BODY + 10, 0x61), headers: { Origin: 'http://evil.example' }, status: 403, code: 'forbidden' }),
  oversizedPlain: () => ({ name: '413 beats content-type', body: Buffer.alloc(MAX_BODY + 10, 0x61), contentType: 'text/plain', status: 413, code: 'payload_too_large' }),
  preflight: () => ({
    name: 'CORS preflight',
    body: Buffer.alloc(0),
    method: 'OPTIONS',
    contentType: null,
    headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    status: 405,
    code: 'method_not_allowed',
  }),
  preflightForeign: (r) => ({
    name: 'CORS preflight from a foreign origin',
    body: Buffer.alloc(0),
    method: 'OPTIONS',
    contentType: null,
    headers: { Origin: pick(r, ['http://evil.example', 'null']), 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    status: 403,
    code: 'forbidden',
  }),
  preflightForeignHost: () => ({ name: 'preflight with rebinding host', body: Buffer.alloc(0), method: 'OPTIONS', contentType: null, host: 'evil.example', headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' }, status: 403, code: 'forbidden' }),
  getMethod: (r) => ({ name: 'other method', body: Buffer.alloc(0), method: pick(r, ['GET', 'PUT', 'DELETE', 'PATCH']), contentType: null, status: 405, code: 'method_not_allowed' }),
};

const NAMES = Object.keys(GENERATORS);

/** `count` cases from `seed`, cycling through every generator so each kind appears. */
export function hostileCases(seed: number, count: number, port: number): HostileCase[] {
  const r = prng(seed);
  const out: HostileCase[] = [];
  for (let i = 0; i < count; i++) {
    const name = NAMES[i % NAMES.length] as string;
    const c = (GENERATORS[name] as Gen)(r, port);
    out.push({ ...c, name: `${name}: ${c.name}` });
  }
  return out;
}
