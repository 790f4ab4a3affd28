// Model health in a real extension host: the status bar item beside the quota shows the configured
// model and its state, and a request that fails after it was counted leaves the quota as the server
// keeps it (the slot is released; the counter must not show it spent). The runner configures
// groundedCode.model = openai/test-model with its key in the environment, and an endpoint "broken"
// on a port nothing listens on.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, runGenerateCommand, sleep } from './support';

interface HealthReport {
  health: { model: string; state: string; detail: string };
  setup?: { actions: { kind: string; model?: string }[]; found: string[] };
  statusBar: { text: string; tooltip: string };
}

const report = async () => (await vscode.commands.executeCommand('groundedCode.internal.modelHealth')) as HealthReport;

async function waitForState(model: string, state: string, ms = 20_000): Promise<HealthReport> {
  let last: HealthReport | undefined;
  for (const end = Date.now() + ms; Date.now() < end; await sleep(200)) {
    last = await report();
    if (last.health.model === model && last.health.state === state) return last;
  }
  throw new Error(`model ${model} not "${state}" within ${ms} ms: ${JSON.stringify(last?.health)}`);
}

describe('model health', function () {
  const config = () => vscode.workspace.getConfiguration('groundedCode');

  // groundedCode.model is application-scoped (a repository cannot switch the user's provider), so the
  // tests change the user setting and put back what the runner configured.
  let configured: string | undefined;
  before(() => {
    configured = config().inspect<string>('model')?.globalValue;
  });
  afterEach(async function () {
    await config().update('model', configured, vscode.ConfigurationTarget.Global);
  });

  it('the status bar shows the configured model, ready (its key is in the environment)', async function () {
    await api();
    const r = await waitForState('openai/test-model', 'ready');
    assert.match(r.statusBar.text, /openai\/test-model/);
    assert.doesNotMatch(r.statusBar.text, /unreachable|missing|failing/);
    assert.match(r.health.detail, /OPENAI_API_KEY/);
  });

  it('a provider without its key: "key missing" in the status bar, and "Set API Key" offered', async function () {
    if (process.env.ANTHROPIC_API_KEY) this.skip(); // this machine has the key
    await config().update('model', 'anthropic/claude-3-5-haiku-latest', vscode.ConfigurationTarget.Global);
    const r = await waitForState('anthropic/claude-3-5-haiku-latest', 'key-missing');
    assert.match(r.statusBar.text, /anthropic\/claude-3-5-haiku-latest: key missing/);
    const keyAction = r.setup?.actions.find((a) => a.kind === 'set-key') as { provider?: string } | undefined;
    assert.equal(keyAction?.provider, 'anthropic');
    // The model that works now (a key for OpenAI is set) is offered.
    assert.ok(r.setup?.actions.some((a) => a.kind === 'use-model' && a.model === 'openai/gpt-4o-mini'), JSON.stringify(r.setup?.actions));
  });

  it('a request that fails after it was counted: the quota is the server\'s, the model shows failing', async function () {
    this.timeout(90_000);
    const ext = await api();
    await config().update('model', 'broken/some-model', vscode.ConfigurationTarget.Global);
    await waitForState('broken/some-model', 'ready');
    const before = await ext.quota();
    assert.ok(before.remaining > 0, 'this test needs a request left in the quota');
    await runGenerateCommand('How do I parse a JSON string in Python?');
    assert.deepEqual(await ext.quota(), before, 'the failed request is not counted');
    const r = await waitForState('broken/some-model', 'failing');
    assert.match(r.statusBar.text, /broken\/some-model: failing/);
    assert.match(r.statusBar.tooltip, /last request failed/i);
  });
});
