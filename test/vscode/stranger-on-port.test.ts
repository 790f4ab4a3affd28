// Issue 22, point 2, in a real VS Code: a stranger's server holds the configured port and says it is
// Grounded Code ({"service":"grounded-code"} on /api/health, no proof). The window must not send it
// anything but a health challenge, and Generate Code must still answer (in-process, through the fake
// upstream). Runs after the single-window suites (files run in name order) and restores the settings.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as vscode from 'vscode';
import { api, fakeUpstreamRequests, runGenerateCommand, sleep } from './support';

interface Heard {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('a stranger on the port', function () {
  const config = () => vscode.workspace.getConfiguration('groundedCode');
  const heard: Heard[] = [];
  let stranger: http.Server;
  let port = 0;
  let saved: { port?: number; daily?: number } = {};

  async function until(what: string, cond: () => boolean, ms = 60_000): Promise<void> {
    for (const stop = Date.now() + ms; !cond(); ) {
      if (Date.now() > stop) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  }

  before(async function () {
    this.timeout(120_000);
    const ext = await api();
    await ext.whenServing();
    saved = { port: config().inspect<number>('server.port')?.globalValue, daily: config().inspect<number>('limits.daily')?.globalValue };
    stranger = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        heard.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        res.end(req.url === '/api/health' ? '{"service":"grounded-code","version":"0.1.0","kb":"ready","pid":1}' : '{}');
      });
    });
    await new Promise<void>((r) => stranger.listen(0, '127.0.0.1', () => r()));
    port = (stranger.address() as AddressInfo).port;
    // Earlier suites spent the small daily limit: this one needs a request left.
    await config().update('limits.daily', 100, vscode.ConfigurationTarget.Global);
    await config().update('server.port', port, vscode.ConfigurationTarget.Global);
  });

  after(async function () {
    this.timeout(60_000);
    await config().update('server.port', saved.port, vscode.ConfigurationTarget.Global);
    await config().update('limits.daily', saved.daily, vscode.ConfigurationTarget.Global);
    stranger.closeAllConnections();
    await new Promise<void>((r) => stranger.close(() => r()));
  });

  it('the window does not take it for its server, sends it nothing but a challenge, and still answers', async function () {
    this.timeout(120_000);
    const ext = await api();
    // The window looked at the port (a health challenge) and did not take the stranger for its server.
    await until('the window to check the port', () => heard.some((h) => h.url === '/api/health'));
    assert.equal(await ext.whenServing(), undefined, 'no endpoint: the stranger is not ours');
    assert.equal(ext.endpoint(), undefined);

    const before = (await fakeUpstreamRequests()).count;
    const question = `How do I read a file line by line in Python? (stranger test ${port})`;
    await runGenerateCommand(question);
    assert.equal((await fakeUpstreamRequests()).count, before + 1, 'Generate Code was answered in this window');

    for (const h of heard) {
      assert.equal(`${h.method} ${h.url}`, 'GET /api/health', 'the stranger got only health checks');
      assert.equal(h.headers.authorization, undefined, 'the stranger got no token');
      assert.ok(!h.body.includes('stranger test'), 'the stranger got no question');
    }
  });
});
