import { strict as assert } from 'node:assert';
import { formatContext } from '../../../src/core/kb/context';
import type { RetrievedApi } from '../../../src/core/kb/types';

const api = (name: string, doc = 'Does a thing.'): RetrievedApi => ({ lang: 'python', lib: 'os', name, kind: 'function', sig: `${name.split('.').pop()}(path)`, doc, score: 1 });

describe('context formatting', () => {
  it('gives one line per API with name, signature and doc', () => {
    const { context, apis } = formatContext([api('os.path.join'), api('os.makedirs', '')]);
    assert.equal(context, 'os.path.join :: join(path) — Does a thing.\nos.makedirs :: makedirs(path)');
    assert.equal(apis.length, 2);
  });
  it('stays within the token budget, and the APIs returned are exactly the lines kept', () => {
    const many = Array.from({ length: 50 }, (_, i) => api(`os.f${i}`, 'x'.repeat(190)));
    const { context, apis } = formatContext(many, 200);
    assert.ok(context.length <= 800, `context ${context.length} chars`);
    assert.equal(context.split('\n').length, apis.length);
    assert.ok(apis.length > 0 && apis.length < 50);
  });
  it('is empty for no APIs', () => {
    assert.deepEqual(formatContext([]), { context: '', apis: [] });
  });
});
