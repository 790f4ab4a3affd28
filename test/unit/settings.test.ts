import { strict as assert } from 'node:assert';
import { DEFAULT_BASE_URLS, envSecretSource, normaliseOllamaHost, providerSettingsFromEnv, readSecret } from '../../src/core/models/settings';

describe('provider settings', () => {
  it('defaults without any environment', () => {
    const s = providerSettingsFromEnv({});
    assert.deepEqual(
      Object.fromEntries(Object.entries(s.providers!).map(([k, v]) => [k, v!.baseUrl])),
      DEFAULT_BASE_URLS,
    );
    assert.equal(DEFAULT_BASE_URLS.ollama, 'http://127.0.0.1:11434');
    assert.equal(DEFAULT_BASE_URLS.lmstudio, 'http://127.0.0.1:1234/v1');
    assert.deepEqual(s.timeouts, { connectMs: 10_000, totalMs: 120_000 });
    assert.deepEqual({ ...s.endpoints }, {});
  });

  it('reads the variables the providers\' own tools use, and never a key', () => {
    const env = {
      OLLAMA_HOST: 'gpu-box:11500',
      OPENAI_BASE_URL: 'http://127.0.0.1:9000/v1/',
      OPENAI_API_KEY: 'sk-secret-1234567890',
      ANTHROPIC_BASE_URL: 'https://proxy.example/v1',
      ANTHROPIC_API_KEY: 'sk-ant-secret-123456',
      LMSTUDIO_BASE_URL: 'http://10.0.0.2:1234/v1',
      OPENROUTER_API_KEY: 'sk-or-secret-123456',
    };
    const s = providerSettingsFromEnv(env);
    assert.equal(s.providers!.ollama!.baseUrl, 'http://gpu-box:11500');
    assert.equal(s.providers!.openai!.baseUrl, 'http://127.0.0.1:9000/v1');
    assert.equal(s.providers!.anthropic!.baseUrl, 'https://proxy.example');
    assert.equal(s.providers!.lmstudio!.baseUrl, 'http://10.0.0.2:1234/v1');
    assert.equal(s.providers!.openrouter!.baseUrl, 'https://openrouter.ai/api/v1');
    assert.equal(s.providers!.openai!.apiKeyEnv, 'OPENAI_API_KEY');
    const dumped = JSON.stringify(s);
    for (const k of [env.OPENAI_API_KEY, env.ANTHROPIC_API_KEY, env.OPENROUTER_API_KEY]) assert.ok(!dumped.includes(k));
  });

  it('normalises OLLAMA_HOST like Ollama does', () => {
    const cases: [string, string | undefined][] = [
      ['127.0.0.1', 'http://127.0.0.1:11434'],
      ['0.0.0.0', 'http://127.0.0.1:11434'],
      ['0.0.0.0:11434', 'http://127.0.0.1:11434'],
      [':8080', 'http://127.0.0.1:8080'],
      ['localhost:9999', 'http://localhost:9999'],
      ['http://example.com', 'http://example.com:80'],
      ['https://example.com', 'https://example.com:443'],
      ['https://example.com:8443/ollama/', 'https://example.com:8443/ollama'],
      ['[::1]:11434', 'http://[::1]:11434'],
      ['[::1]', 'http://[::1]:11434'],
      ['  "box:1234" ', 'http://box:1234'],
      ['ftp://x', undefined],
      ['', undefined],
      ['host:notaport', undefined],
    ];
    for (const [raw, want] of cases) assert.equal(normaliseOllamaHost(raw), want, raw);
    assert.equal(providerSettingsFromEnv({ OLLAMA_HOST: 'ftp://x' }).providers!.ollama!.baseUrl, 'http://127.0.0.1:11434');
  });

  it('ignores invalid base URLs', () => {
    const s = providerSettingsFromEnv({ OPENAI_BASE_URL: 'not a url', LMSTUDIO_BASE_URL: 'file:///x' });
    assert.equal(s.providers!.openai!.baseUrl, 'https://api.openai.com/v1');
    assert.equal(s.providers!.lmstudio!.baseUrl, 'http://127.0.0.1:1234/v1');
  });

  it('named endpoints and timeouts from GROUNDED_CODE_* variables', () => {
    const s = providerSettingsFromEnv({
      GROUNDED_CODE_ENDPOINTS: JSON.stringify({ vllm: { baseUrl: 'http://127.0.0.1:8000/v1/' }, Bad: { baseUrl: 'http://x' }, openai: { baseUrl: 'http://x' }, nourl: {}, keyed: { baseUrl: 'https://k.example/v1', apiKeyEnv: 'K_TOKEN' } }),
      GROUNDED_CODE_CONNECT_TIMEOUT_MS: '2500',
      GROUNDED_CODE_TIMEOUT_MS: 'abc',
    });
    assert.deepEqual({ ...s.endpoints }, { vllm: { baseUrl: 'http://127.0.0.1:8000/v1' }, keyed: { baseUrl: 'https://k.example/v1', apiKeyEnv: 'K_TOKEN' } });
    assert.deepEqual(s.timeouts, { connectMs: 2500, totalMs: 120_000 });
    assert.deepEqual({ ...providerSettingsFromEnv({ GROUNDED_CODE_ENDPOINTS: '{nope' }).endpoints }, {});
  });

  it('the environment secret source reads each provider\'s own variable', async () => {
    const settings = providerSettingsFromEnv({ GROUNDED_CODE_ENDPOINTS: '{"keyed":{"baseUrl":"http://k/v1","apiKeyEnv":"K_TOKEN"}}' });
    const src = envSecretSource({ OPENAI_API_KEY: ' sk-a ', LM_API_TOKEN: 'lm', GROUNDED_CODE_VLLM_API_KEY: 'v', K_TOKEN: 'k', ANTHROPIC_API_KEY: '' }, settings);
    assert.equal(await readSecret(src, 'openai'), 'sk-a');
    assert.equal(await readSecret(src, 'lmstudio'), 'lm');
    assert.equal(await readSecret(src, 'vllm'), 'v');
    assert.equal(await readSecret(src, 'keyed'), 'k');
    assert.equal(await readSecret(src, 'anthropic'), undefined);
    assert.equal(await readSecret({ get: async () => 'g' }, 'x'), 'g');
  });
});
