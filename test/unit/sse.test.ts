import { strict as assert } from 'node:assert';
import { NdjsonParser } from '../../src/core/models/ndjson';
import { type SseEvent, SseParser } from '../../src/core/models/sse';

function parseAll(chunks: (string | Uint8Array)[]): SseEvent[] {
  const p = new SseParser();
  const out: SseEvent[] = [];
  for (const c of chunks) out.push(...p.push(c));
  out.push(...p.end());
  return out;
}

const STREAM =
  '\uFEFF: a comment\r\n' +
  'event: message_start\r\ndata: {"type":"message_start"}\r\n\r\n' +
  'data: first line\ndata: second line\n\n' +
  'id: 7\rdata:no-space\r\r' +
  'event: content_block_delta\ndata: {"text":"héllo – 世界 🎉"}\n\n' +
  ':ping\n\n' +
  'data\n\n' +
  'data: [DONE]\n\n';

const EXPECTED: SseEvent[] = [
  { event: 'message_start', data: '{"type":"message_start"}' },
  { event: 'message', data: 'first line\nsecond line' },
  { event: 'message', data: 'no-space', id: '7' },
  { event: 'content_block_delta', data: '{"text":"héllo – 世界 🎉"}', id: '7' },
  { event: 'message', data: '', id: '7' },
  { event: 'message', data: '[DONE]', id: '7' },
];

describe('SSE parser', () => {
  it('parses data, multi-line data, comments, event names, ids, CRLF / LF / CR and a BOM', () => {
    assert.deepEqual(parseAll([STREAM]), EXPECTED);
  });

  it('gives the same events for a split at every byte offset (two chunks)', () => {
    const bytes = Buffer.from(STREAM, 'utf8');
    for (let i = 0; i <= bytes.length; i++) {
      assert.deepEqual(parseAll([bytes.subarray(0, i), bytes.subarray(i)]), EXPECTED, `split at ${i}`);
    }
  });

  it('gives the same events fed one byte at a time, and one character at a time', () => {
    const bytes = Buffer.from(STREAM, 'utf8');
    assert.deepEqual(parseAll([...bytes].map((b) => Uint8Array.of(b))), EXPECTED);
    assert.deepEqual(parseAll([...STREAM]), EXPECTED);
  });

  it('drops an unterminated last event and reports it as pending', () => {
    const p = new SseParser();
    assert.deepEqual(p.push('data: a\n\ndata: b'), [{ event: 'message', data: 'a' }]);
    assert.equal(p.pending, true);
    assert.deepEqual(p.end(), []);
  });

  it('an event name applies to one event only', () => {
    assert.deepEqual(parseAll(['event: error\ndata: x\n\ndata: y\n\n']), [
      { event: 'error', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
  });
});

describe('NDJSON parser', () => {
  const TEXT = '{"a":1}\r\n\n{"b":"é🎉"}\n{"c":[1,2]}';
  it('parses lines split at every byte offset, including a last line without newline', () => {
    const bytes = Buffer.from(TEXT, 'utf8');
    for (let i = 0; i <= bytes.length; i++) {
      const p = new NdjsonParser();
      const out = [...p.push(bytes.subarray(0, i)), ...p.push(bytes.subarray(i)), ...p.end()];
      assert.deepEqual(out, [{ a: 1 }, { b: 'é🎉' }, { c: [1, 2] }], `split at ${i}`);
    }
  });

  it('throws on a malformed line', () => {
    assert.throws(() => new NdjsonParser().push('{"a":1}\nnot json\n'));
    const p = new NdjsonParser();
    p.push('{"a":');
    assert.throws(() => p.end());
  });
});

describe('redact', () => {
  it('removes given secrets, bearer tokens, sk- keys, key=value pairs and URL credentials', async () => {
    const { redact } = await import('../../src/core/models/http');
    const out = redact('key MySecretValue123 Bearer abcdef123456 sk-ant-api03-xyz123456 api_key=zzzzzz999 http://user:pw@host/x', ['MySecretValue123']);
    for (const s of ['MySecretValue123', 'abcdef123456', 'xyz123456', 'zzzzzz999', 'user:pw']) assert.ok(!out.includes(s), out);
  });
});
