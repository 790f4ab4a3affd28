// Runs in BOTH windows the runner opens on one VS Code server (workspace folders `window-a` and
// `window-b`, one extension host each). One window owns the port; the other sends its generations
// there. Both run Generate Code more times than the daily limit, at the same time: together no more
// than the limit may reach the model, and both windows must see the same spent quota.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { type GroundedCodeApi, extension, fakeUpstreamRequests, generate, publishFile, runGenerateCommand, setting, syncDir, waitForFile, whenKnowledgeBaseReady } from './support';

const me = vscode.workspace.workspaceFolders?.[0]?.name ?? 'window-?';
const peer = me === 'window-a' ? 'window-b' : 'window-a';

describe(`two windows share one quota (${me})`, function () {
  let api: GroundedCodeApi;
  let base: string;
  const dir = syncDir();
  const daily = () => setting<number>('limits.daily') ?? 20;
  const handOff = async (step: string, value: unknown, ms = 100_000): Promise<unknown> => {
    publishFile(path.join(dir, `${me}.${step}`), JSON.stringify(value));
    return JSON.parse(await waitForFile(path.join(dir, `${peer}.${step}`), ms));
  };

  before(async function () {
    this.timeout(240_000);
    api = await extension().activate();
    const url = await api.whenServing();
    assert.ok(url, 'whenServing() resolved to no URL');
    base = url.replace(/\/+$/, '');
    // The serving window's base answers both windows' generations: wait for it, whatever the load.
    await whenKnowledgeBaseReady(base);
  });

  it('both windows reach the service on the same loopback port', async function () {
    // Bounds are for a hung peer, not a speed: the other window may load much later on a busy machine.
    this.timeout(200_000);
    const theirs = await handOff('ready', base, 180_000);
    assert.equal(base, theirs);
    assert.equal((await fakeUpstreamRequests()).count, 0, 'nothing generated yet');
  });

  it('Generate Code in both windows at once: no more than the daily limit reach the model', async function () {
    this.timeout(400_000);
    for (let i = 0; i < daily(); i++) await runGenerateCommand(`How do I read a file line by line in Python? (${me} #${i})`);
    await handOff('generated', true, 300_000);
    assert.equal((await fakeUpstreamRequests()).count, daily(), 'generations that reached the model, both windows together');
  });

  it('after that, each window is refused (429) and reports the shared quota', async function () {
    this.timeout(90_000);
    const refused = await generate(base, { question: `One more from ${me}` });
    assert.equal(refused.status, 429, refused.text);
    assert.deepEqual(await api.quota(), { used: daily(), limit: daily(), remaining: 0 });
    await handOff('checked', true, 80_000); // keep both windows open until both have checked
  });
});
