import { strict as assert } from 'node:assert';
import {
  type Turn,
  MAX_KEPT_TURNS,
  historyFromTurns,
  parseHostMessage,
  parsePageMessage,
  trimConversation,
} from '../../../src/shared/protocol';

describe('webview protocol', () => {
  describe('parsePageMessage', () => {
    it('accepts the known messages', () => {
      assert.deepEqual(parsePageMessage({ method: 'ready' }), { method: 'ready' });
      assert.deepEqual(parsePageMessage({ method: 'chat/send', question: 'read a csv' }), {
        method: 'chat/send',
        question: 'read a csv',
      });
      assert.deepEqual(parsePageMessage({ method: 'chat/cancel', extra: 1 }), { method: 'chat/cancel' });
      assert.deepEqual(parsePageMessage({ method: 'code/insert', code: 'x = 1', lang: 'python' }), {
        method: 'code/insert',
        code: 'x = 1',
        lang: 'python',
      });
      assert.deepEqual(parsePageMessage({ method: 'code/copy', code: '' }), { method: 'code/copy', code: '' });
      assert.deepEqual(parsePageMessage({ method: 'model/select', model: 'ollama/qwen2.5-coder:7b' }), {
        method: 'model/select',
        model: 'ollama/qwen2.5-coder:7b',
      });
    });

    it('rejects malformed or unknown messages', () => {
      for (const bad of [
        null,
        'ready',
        [],
        {},
        { method: 'nope' },
        { method: 'chat/send' },
        { method: 'chat/send', question: '   ' },
        { method: 'chat/send', question: 42 },
        { method: 'code/insert' },
        { method: 'code/insert', code: 'x', lang: 5 },
        { method: 'model/select', model: 'no-slash' },
        { method: 'model/select', model: 'a/b c' },
        { method: 'model/select', model: 'x/' + 'y'.repeat(400) },
        { method: 'code/copy', code: 'x'.repeat((1 << 20) + 1) },
      ]) {
        assert.equal(parsePageMessage(bad), undefined, JSON.stringify(bad)?.slice(0, 80));
      }
    });

    it('drops fields it does not know', () => {
      const m = parsePageMessage({ method: 'chat/send', question: 'q', __proto__: { evil: 1 }, extra: 'x' });
      assert.deepEqual(Object.keys(m!), ['method', 'question']);
    });
  });

  describe('parseHostMessage', () => {
    it('accepts valid envelopes and rejects others', () => {
      assert.ok(parseHostMessage({ method: 'chat/delta', id: 'a', text: 'x' }));
      assert.equal(parseHostMessage({ method: 'chat/delta', id: 'a' }), undefined);
      assert.ok(parseHostMessage({ method: 'state/restore', state: { turns: [], models: [], model: '', busy: false } }));
      assert.equal(parseHostMessage({ method: 'state/restore', state: {} }), undefined);
      assert.ok(parseHostMessage({ method: 'quota/update', quota: { used: 1, limit: 20, remaining: 19 } }));
      assert.equal(parseHostMessage({ method: 'quota/update', quota: { used: 1 } }), undefined);
      assert.equal(parseHostMessage({ method: 'eval', code: 'x' }), undefined);
    });
  });

  describe('historyFromTurns', () => {
    const turns = (n: number): Turn[] => {
      const out: Turn[] = [];
      for (let i = 0; i < n; i++) {
        out.push({ id: `u${i}`, role: 'user', content: `q${i}` });
        out.push({ id: `a${i}`, role: 'assistant', content: `a${i}`, status: 'done' });
      }
      return out;
    };

    it('keeps the last 6 completed entries', () => {
      const h = historyFromTurns(turns(5));
      assert.equal(h.length, 6);
      assert.deepEqual(h[0], { role: 'user', content: 'q2' });
      assert.deepEqual(h[5], { role: 'assistant', content: 'a4' });
    });

    it('leaves out failed and cancelled exchanges', () => {
      const t: Turn[] = [
        { id: '1', role: 'user', content: 'ok' },
        { id: '2', role: 'assistant', content: 'fine', status: 'done' },
        { id: '3', role: 'user', content: 'bad' },
        { id: '4', role: 'assistant', content: 'partial', status: 'error' },
        { id: '5', role: 'user', content: 'stop' },
        { id: '6', role: 'assistant', content: 'par', status: 'cancelled' },
      ];
      assert.deepEqual(historyFromTurns(t), [
        { role: 'user', content: 'ok' },
        { role: 'assistant', content: 'fine' },
      ]);
    });

    it('clips entries to 4,000 code points', () => {
      const long = '😀'.repeat(5000);
      const h = historyFromTurns([
        { id: '1', role: 'user', content: long },
        { id: '2', role: 'assistant', content: 'a', status: 'done' },
      ]);
      assert.equal(Array.from(h[0]!.content).length, 4000);
    });
  });

  it('trimConversation bounds the kept turns', () => {
    const many: Turn[] = Array.from({ length: MAX_KEPT_TURNS + 10 }, (_, i) => ({
      id: String(i),
      role: 'user',
      content: 'x'.repeat(i === MAX_KEPT_TURNS + 9 ? 100_000 : 1),
    }));
    const t = trimConversation(many);
    assert.equal(t.length, MAX_KEPT_TURNS);
    assert.equal(t[0]!.id, '10');
    assert.ok(t[t.length - 1]!.content.length <= 40_000);
  });
});
