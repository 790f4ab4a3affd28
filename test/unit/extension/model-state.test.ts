import { strict as assert } from 'node:assert';
import { type ModelFacts, assessModel, markModels, setupActions, setupInfo } from '../../../src/vscode/model-state';
import { parseSetupAction } from '../../../src/shared/protocol';

const nothing = (): ModelFacts => ({
  ollama: { baseUrl: 'http://127.0.0.1:11434', reachable: false, models: [] },
  lmstudio: { baseUrl: 'http://127.0.0.1:1234/v1', reachable: false },
  editorModels: [],
  keys: {},
  endpoints: [],
  failures: {},
});

describe('model state and setup actions', () => {
  it('says why each kind of model cannot answer', () => {
    const f = nothing();
    assert.equal(assessModel('ollama/qwen2.5-coder:7b', f).state, 'unreachable');
    assert.match(assessModel('ollama/qwen2.5-coder:7b', f).detail, /127\.0\.0\.1:11434/);
    assert.equal(assessModel('openai/gpt-4o-mini', f).state, 'key-missing');
    assert.equal(assessModel('vscode/copilot:gpt-4o', f).state, 'unavailable');
    assert.equal(assessModel('lmstudio/x', f).state, 'unreachable');
    assert.equal(assessModel('nowhere/x', f).state, 'unavailable');
    f.ollama = { ...f.ollama, reachable: true, models: ['llama3.2:latest'] };
    const missing = assessModel('ollama/qwen2.5-coder:7b', f);
    assert.equal(missing.state, 'not-installed');
    assert.match(missing.detail, /ollama pull qwen2\.5-coder:7b/);
    assert.equal(assessModel('ollama/llama3.2', f).state, 'ready', 'a name without a tag is :latest');
  });

  it('a key from the environment or the keychain makes a keyed provider ready; a failure marks it failing', () => {
    const f = nothing();
    f.keys = { openai: 'OPENAI_API_KEY', anthropic: 'stored' };
    assert.equal(assessModel('openai/gpt-4o-mini', f).state, 'ready');
    assert.match(assessModel('openai/gpt-4o-mini', f).detail, /OPENAI_API_KEY/);
    assert.match(assessModel('anthropic/claude', f).detail, /keychain/);
    f.failures = { 'openai/gpt-4o-mini': 'HTTP 401' };
    const h = assessModel('openai/gpt-4o-mini', f);
    assert.equal(h.state, 'failing');
    assert.match(h.detail, /401/);
  });

  it('with nothing available offers the pull command, a key and the picker, and no model to use', () => {
    const actions = setupActions('ollama/qwen2.5-coder:7b', nothing());
    assert.deepEqual(actions.map((a) => a.kind), ['copy', 'set-key', 'pick']);
    const copy = actions[0]!;
    assert.equal(copy.kind === 'copy' && copy.text, 'ollama pull qwen2.5-coder:7b');
    assert.match(copy.detail ?? '', /Install Ollama/);
  });

  it('offers what works now first: the editor model, installed Ollama models, a provider with a key', () => {
    const f = nothing();
    f.editorModels = [{ id: 'vscode/copilot:gpt-4o', label: 'GPT-4o (editor)' }];
    f.ollama = { ...f.ollama, reachable: true, models: ['llama3.2:latest'] };
    f.keys = { openai: 'stored' };
    const actions = setupActions('ollama/qwen2.5-coder:7b', f);
    assert.deepEqual(
      actions.map((a) => (a.kind === 'use-model' ? a.model : a.kind)),
      ['vscode/copilot:gpt-4o', 'ollama/llama3.2:latest', 'openai/gpt-4o-mini', 'terminal', 'copy', 'set-key', 'pick'],
    );
    // The configured model is not offered to itself.
    assert.ok(!setupActions('vscode/copilot:gpt-4o', f).some((a) => a.kind === 'use-model' && a.model === 'vscode/copilot:gpt-4o'));
    // The key action names the configured provider when its key is what is missing.
    const keyed = setupActions('anthropic/claude-3-5-haiku-latest', nothing()).find((a) => a.kind === 'set-key');
    assert.equal(keyed?.kind === 'set-key' && keyed.provider, 'anthropic');
  });

  it('marks picker models with their state, and says what was found', () => {
    const f = nothing();
    f.keys = { openai: 'OPENAI_API_KEY' };
    const marked = markModels([{ id: 'openai/gpt-4o-mini', label: 'a' }, { id: 'ollama/qwen2.5-coder:7b', label: 'b' }], f);
    assert.deepEqual(marked.map((m) => m.state), ['ready', 'unreachable']);
    const info = setupInfo('ollama/qwen2.5-coder:7b', f);
    assert.equal(info.health.state, 'unreachable');
    assert.ok(info.found.some((l) => /Ollama is not running/.test(l)));
    assert.ok(info.found.some((l) => /OPENAI_API_KEY/.test(l)));
  });

  it('every action the host makes survives the page round trip; forged ones do not', () => {
    const f = nothing();
    f.ollama = { ...f.ollama, reachable: true };
    for (const a of setupActions('ollama/qwen2.5-coder:7b', f)) assert.deepEqual(parseSetupAction(a), a);
    assert.equal(parseSetupAction({ kind: 'terminal', label: 'x', text: 'rm -rf ~' }), undefined);
    assert.equal(parseSetupAction({ kind: 'use-model', label: 'x', model: 'no slash' }), undefined);
    assert.equal(parseSetupAction({ kind: 'set-key', label: 'x', provider: '../x' }), undefined);
    assert.equal(parseSetupAction({ kind: 'run', label: 'x' }), undefined);
  });
});
