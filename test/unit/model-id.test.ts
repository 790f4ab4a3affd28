import { strict as assert } from 'node:assert';
import { DEFAULT_MODEL, parseModelId } from '../../src/core/models/model-id';

describe('parseModelId', () => {
  it('splits provider at the first slash and keeps the rest, variant included', () => {
    assert.deepEqual(parseModelId('ollama/qwen2.5-coder:7b'), { raw: 'ollama/qwen2.5-coder:7b', provider: 'ollama', model: 'qwen2.5-coder:7b' });
    assert.deepEqual(parseModelId('openrouter/qwen/qwen-2.5-coder-32b-instruct:free'), {
      raw: 'openrouter/qwen/qwen-2.5-coder-32b-instruct:free',
      provider: 'openrouter',
      model: 'qwen/qwen-2.5-coder-32b-instruct:free',
    });
    assert.equal(parseModelId('openai/gpt-4o-mini')?.model, 'gpt-4o-mini');
    assert.equal(parseModelId('vscode/copilot:gpt-4o')?.provider, 'vscode');
    assert.equal(parseModelId('my-endpoint/Qwen/Qwen2.5-Coder-7B-Instruct')?.model, 'Qwen/Qwen2.5-Coder-7B-Instruct');
  });

  it('the default model parses', () => {
    assert.equal(DEFAULT_MODEL, 'ollama/qwen2.5-coder:7b');
    assert.equal(parseModelId(DEFAULT_MODEL)?.provider, 'ollama');
  });

  it('rejects empty parts, whitespace, control characters and absurd lengths', () => {
    for (const bad of ['', 'ollama', 'ollama/', '/model', 'ollama/:7b', 'ollama/qwen:', 'ollama/qwen/', ' ollama/qwen', 'ollama/qwen 7b', 'ollama/qw\ten', 'ollama/q\u0000', 'ollama/q\u007f', 'oll ama/x', 'ol@ma/x', `ollama/${'x'.repeat(300)}`]) {
      assert.equal(parseModelId(bad), undefined, JSON.stringify(bad));
    }
  });
});
