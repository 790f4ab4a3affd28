import { strict as assert } from 'node:assert';
import { ServiceError } from '../../src/core/errors';
import { checkQuestionLength, codePoints, jsonPath, normaliseLang, parseRequest } from '../../src/core/schema';

function reject(body: unknown): ServiceError {
  try {
    parseRequest(body);
  } catch (e) {
    assert.ok(e instanceof ServiceError, `expected ServiceError, got ${String(e)}`);
    return e;
  }
  assert.fail(`expected ${JSON.stringify(body)} to be rejected`);
}

describe('request schema', () => {
  it('accepts the minimal request and applies defaults', () => {
    assert.deepEqual(parseRequest({ question: 'read a csv' }), { question: 'read a csv', lang: 'auto', history: [] });
  });

  it('accepts every field', () => {
    const r = parseRequest({
      question: 'q',
      lang: 'Python',
      model: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free',
      history: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: '' }],
    });
    assert.equal(r.lang, 'python');
    assert.equal(r.model, 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free');
    assert.equal(r.history.length, 2);
  });

  it('rejects a missing or non-string question, naming it', () => {
    for (const body of [{}, { question: 5 }, { question: null }, { question: ['a'] }]) {
      const e = reject(body);
      assert.equal(e.status, 400);
      assert.equal(e.code, 'invalid_request');
      assert.equal(e.extra.field, 'question');
    }
    assert.match(reject({}).message, /required/);
  });

  it('rejects a question that is empty after trimming', () => {
    for (const q of ['', '   ', '\n\t ']) assert.equal(reject({ question: q }).extra.field, 'question');
  });

  it('rejects unknown top-level fields by name, before other problems', () => {
    const e = reject({ question: 5, qestion: 'typo' });
    assert.equal(e.extra.field, 'qestion');
    assert.match(e.message, /qestion/);
  });

  it('refuses __proto__ and constructor as fields without polluting Object.prototype', () => {
    const e = reject(JSON.parse('{"question":"q","__proto__":{"polluted":true}}'));
    assert.equal(e.extra.field, '__proto__');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(reject({ question: 'q', constructor: 'x' }).extra.field, 'constructor');
  });

  it('normalises languages and aliases case-insensitively', () => {
    const cases: Record<string, string> = {
      AUTO: 'auto', py: 'python', python3: 'python', JS: 'javascript', node: 'javascript', ts: 'typescript',
      TypeScript: 'typescript', golang: 'go', rs: 'rust', Java: 'java', c: 'c',
    };
    for (const [input, expected] of Object.entries(cases)) assert.equal(parseRequest({ question: 'q', lang: input }).lang, expected, input);
  });

  it('rejects other languages, listing the accepted ones', () => {
    for (const lang of ['cobol', 'constructor', '__proto__', 'toString', '', 'c++']) {
      const e = reject({ question: 'q', lang });
      assert.equal(e.extra.field, 'lang', lang);
      assert.match(e.message, /python, javascript, typescript, go, java, rust, c/);
    }
    assert.equal(reject({ question: 'q', lang: 3 }).extra.field, 'lang');
    assert.equal(normaliseLang('hasOwnProperty'), undefined);
  });

  it('checks the model identifier shape', () => {
    for (const model of ['qwen', '/x', 'ollama/', 'ollama/ x', '', 'ollama/x:']) {
      assert.equal(reject({ question: 'q', model }).extra.field, 'model', model);
    }
  });

  it('validates history entries with JSON paths', () => {
    assert.equal(reject({ question: 'q', history: {} }).extra.field, 'history');
    assert.equal(reject({ question: 'q', history: [{ role: 'user', content: 'a' }, { role: 'system', content: 'b' }] }).extra.field, 'history[1].role');
    assert.equal(reject({ question: 'q', history: [{ role: 'user' }] }).extra.field, 'history[0].content');
    assert.equal(reject({ question: 'q', history: [{ role: 'user', content: 7 }] }).extra.field, 'history[0].content');
    assert.equal(reject({ question: 'q', history: [{ role: 'user', content: 'a', name: 'x' }] }).extra.field, 'history[0].name');
    assert.equal(reject({ question: 'q', history: ['text'] }).extra.field, 'history[0]');
  });

  it('allows 50 history entries and refuses 51', () => {
    const entry = { role: 'user', content: 'x' };
    assert.equal(parseRequest({ question: 'q', history: Array(50).fill(entry) }).history.length, 50);
    const e = reject({ question: 'q', history: Array(51).fill(entry) });
    assert.equal(e.extra.field, 'history');
    assert.match(e.message, /50/);
  });

  it('bounds history content at 4,000 code points', () => {
    parseRequest({ question: 'q', history: [{ role: 'user', content: '😀'.repeat(4000) }] });
    assert.equal(reject({ question: 'q', history: [{ role: 'user', content: 'a'.repeat(4001) }] }).extra.field, 'history[0].content');
  });

  it('leaves the question length to the 429 rule, counted in code points', () => {
    assert.doesNotThrow(() => parseRequest({ question: 'a'.repeat(5000) }));
    assert.equal(codePoints('😀😀'), 2);
    assert.doesNotThrow(() => checkQuestionLength('😀'.repeat(4000))); // 8,000 UTF-16 units
    assert.throws(
      () => checkQuestionLength('a'.repeat(4001)),
      (e: ServiceError) => e.status === 429 && e.code === 'question_too_long' && e.extra.field === 'question',
    );
  });

  it('formats JSON paths', () => {
    assert.equal(jsonPath(['history', 3, 'role']), 'history[3].role');
    assert.equal(jsonPath([]), '');
  });
});
