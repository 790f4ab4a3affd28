// End-to-end test in a real VS Code (code-server) driven by headless Chromium (playwright-core):
// the extension is installed from the packaged VSIX, the model is a fake OpenAI upstream that streams
// its answer in delayed chunks. Opens the chat view, asks a question, sees the answer stream in with
// its APIs, inserts the code block into the open editor, saves a screenshot to
// test/e2e/artifacts/chat.png.
//
//   node test/e2e/chat.e2e.mjs          env: GC_VSIX (default ./grounded-code.vsix), GC_KEEP_RUN=1
// As a module: `runChatE2E()` resolves to per-step results (used by test/host/run.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../host/browser.mjs';
import { startHost, freePort, waitFor } from '../host/code-server.mjs';
import { FAKE_MARKER, INVENTED_TRIGGER } from '../host/fake-openai.mjs';
import { REPO } from '../host/paths.mjs';
import { startUpstream } from '../host/upstream.mjs';
import { axeViolations, frameOf } from './audit.mjs';

const ARTIFACTS = path.join(REPO, 'test', 'e2e', 'artifacts');
const QUESTION = 'How do I parse a JSON string into a dict in Python?';
const FINAL_TEXT = 'returns a'; // from the fake answer's last sentence
const tid = (id) => `[data-testid="${id}"]`;

export async function runChatE2E({ vsix = process.env.GC_VSIX || path.join(REPO, 'grounded-code.vsix') } = {}) {
  const results = [];
  const t0 = Date.now();
  const lap = (label) => console.log(`# [e2e ${((Date.now() - t0) / 1000).toFixed(1)}s] ${label}`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  let host;
  let serverPort; // groundedCode.server.port of this run
  let browser;
  let page;
  const fake = await startUpstream({ chunks: 10, chunkDelayMs: 200 });
  const pageLog = [];
  let failedAlready = false;
  const step = async (title, fn) => {
    if (failedAlready) {
      results.push({ title: `[e2e] ${title}`, state: 'failed', ms: 0, error: 'not run: an earlier step failed' });
      return;
    }
    const s = Date.now();
    try {
      await fn();
      results.push({ title: `[e2e] ${title}`, state: 'passed', ms: Date.now() - s });
      lap(`ok ${title}`);
    } catch (e) {
      failedAlready = true;
      results.push({ title: `[e2e] ${title}`, state: 'failed', ms: Date.now() - s, error: (e.stack || String(e)).split('\n').slice(0, 8).join('\n') });
      lap(`FAIL ${title}`);
    }
  };

  let workspace;
  let chat; // the chat webview's inner frame
  try {
    await step('code-server starts with the extension installed from the VSIX', async () => {
      if (!fs.existsSync(vsix)) throw new Error(`no VSIX at ${vsix} (run npm run package)`);
      host = await startHost({
        flavor: 'code-server',
        label: 'e2e',
        vsix,
        keepLogAs: path.join(ARTIFACTS, 'code-server.log'),
        settings: {
          'groundedCode.model': 'openai/test-model',
          'groundedCode.server.port': (serverPort = await freePort()),
          'groundedCode.providers.openai.baseUrl': fake.baseUrl,
          'groundedCode.limits.daily': 20,
          'groundedCode.limits.perMinute': 5,
          'workbench.activityBar.location': 'default',
        },
        env: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey },
      });
      workspace = host.workspace('project', { 'main.py': 'import json\n\n' });
      browser = await launchBrowser();
      page = browser.context.pages()[0] || (await browser.context.newPage());
      page.on('console', (m) => pageLog.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => pageLog.push(`pageerror: ${e.message}`));
      await page.goto(`${host.url}/?folder=${encodeURIComponent(workspace)}`, { timeout: 60_000 });
      await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    });

    await step('open main.py in an editor', async () => {
      await page.keyboard.press('Control+P');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor({ state: 'visible', timeout: 20_000 });
      await input.fill('main.py');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'main.py' }).first().waitFor({ timeout: 20_000 });
      await page.keyboard.press('Enter');
      const editor = page.locator('.editor-instance .monaco-editor').first();
      await editor.waitFor({ timeout: 20_000 });
      await editor.locator('.view-lines').click();
      await page.keyboard.press('Control+End');
    });

    await step('open the chat view (Grounded Code: Open Chat)', async () => {
      await page.keyboard.press('F1');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor({ state: 'visible', timeout: 15_000 });
      await input.fill('>Grounded Code: Open Chat');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Open Chat' }).first().waitFor({ timeout: 30_000 });
      await page.keyboard.press('Enter');
      // VS Code webviews: <iframe class="webview ready"> (host page) > <iframe id="active-frame"> (ours)
      chat = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
      await chat.locator(tid('question-input')).waitFor({ timeout: 30_000 });
    });

    await step('the extension serves and its knowledge base is loaded (waits for it, however busy the machine)', async () => {
      // A question asked earlier would wait inside the service (up to 30 s) — a load slower than that
      // on a loaded machine is not this test's subject, so it waits for the base, as a user would see it.
      await waitFor(async () => {
        const res = await fetch(`http://127.0.0.1:${serverPort}/api/health`);
        const health = await res.json();
        if (health.kb === 'failed') throw new Error('the knowledge base failed to load');
        return health.kb === 'ready';
      }, 180_000, 'GET /api/health to report kb "ready"', 250);
    });

    await step('ask a question: the answer streams in', async () => {
      await chat.locator(tid('question-input')).fill(QUESTION);
      await chat.locator(tid('question-input')).press('Enter');
      await chat.locator(`${tid('message')}[data-role="user"]`, { hasText: 'parse a JSON string' }).first().waitFor({ timeout: 10_000 });
      const answer = chat.locator(`${tid('message')}[data-role="assistant"] ${tid('answer')}`).last();
      // Sample the answer while the fake upstream streams (10 chunks, 200 ms apart).
      const seen = new Set();
      await waitFor(async () => {
        const text = ((await answer.textContent({ timeout: 1000 }).catch(() => '')) || '').trim();
        if (text) seen.add(text);
        return text.includes(FINAL_TEXT) && text.includes('json.loads');
      }, 45_000, 'the complete answer', 50);
      const partial = [...seen].filter((t) => t.replace(/[.…\s]/g, '').length > 0 && !t.includes(FINAL_TEXT)); // not the '…' placeholder
      if (partial.length < 1) throw new Error(`the answer appeared at once, not streamed (${seen.size} distinct states)`);
      console.log(`# answer: ${seen.size} distinct states while streaming`);
    });

    await step('the answer shows the APIs it was grounded in', async () => {
      const apis = chat.locator(tid('apis')).last();
      await apis.waitFor({ timeout: 15_000 });
      const summary = apis.locator('summary');
      if (await summary.count()) await summary.first().click();
      const text = ((await apis.textContent()) || '').trim();
      if (!/json\.|loads|dumps|\w+\(/.test(text)) throw new Error(`no API signatures listed: ${JSON.stringify(text.slice(0, 300))}`);
      console.log(`# apis: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
    });

    await step('insert the code block into the editor', async () => {
      const block = chat.locator(tid('code-block')).filter({ hasText: FAKE_MARKER }).first();
      await block.waitFor({ timeout: 10_000 });
      const insert = block.locator(tid('insert-code'));
      await ((await insert.count()) ? insert.first() : chat.locator(tid('insert-code')).first()).click();
      const lines = page.locator('.editor-instance .monaco-editor .view-lines').first();
      await waitFor(async () => {
        const text = ((await lines.innerText()) || '').replace(/\u00a0/g, ' ');
        return text.includes(FAKE_MARKER) && text.includes('json.loads(');
      }, 15_000, 'the inserted code in the editor');
      // Saved to disk, the file holds exactly the code of the block after the original line.
      await lines.click();
      await page.keyboard.press('Control+S');
      const file = path.join(workspace, 'main.py');
      await waitFor(() => fs.readFileSync(file, 'utf8').includes(FAKE_MARKER), 10_000, 'main.py saved with the code');
      const saved = fs.readFileSync(file, 'utf8');
      if (!saved.startsWith('import json') || !saved.includes('print(data["name"])') || saved.includes('```')) {
        throw new Error(`unexpected file content:\n${saved}`);
      }
      // The file already imported json: the block's own `import json` is left out.
      if (saved.split('import json').length !== 2) throw new Error(`an import the file has was inserted again:\n${saved}`);
    });

    await step('the chat page passes the axe-core audit after an answer', async () => {
      const violations = await axeViolations(await frameOf(chat));
      if (violations.length) throw new Error(violations.join('\n'));
    });

    await step('hallucination guard: an invented name is marked in the code, described, and re-asked', async () => {
      await chat.locator(tid('question-input')).fill(`What is the ${INVENTED_TRIGGER}?`);
      await chat.locator(tid('question-input')).press('Enter');
      const last = chat.locator(`${tid('message')}[data-role="assistant"]`).last();
      const mark = last.locator(tid('flagged-name'));
      await mark.first().waitFor({ timeout: 45_000 });
      const marked = await mark.first().evaluate((el) => ({
        text: el.firstChild?.textContent ?? '',
        name: el.dataset.name,
        description: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        focusable: el.tabIndex === 0,
      }));
      if (marked.text !== 'np.meam' || marked.name !== 'numpy.meam' || !marked.focusable) throw new Error(`unexpected mark ${JSON.stringify(marked)}`);
      if (!marked.description.includes('numpy.mean')) throw new Error(`the mark's description names no real API: ${marked.description}`);
      // Keyboard focus shows the description in the code.
      await mark.first().focus();
      const tip = last.locator('.flag-tip').first();
      await waitFor(async () => tip.isVisible(), 5_000, 'the description on focus');
      const panel = last.locator(tid('api-check'));
      const panelText = ((await panel.textContent()) || '').trim();
      if (!/numpy\.meam/.test(panelText)) throw new Error(`no flagged list under the answer: ${panelText}`);
      await page.screenshot({ path: path.join(ARTIFACTS, 'chat-flagged.png') }).catch(() => undefined);
      const before = await fetch(`${fake.url}/_fake/requests`).then((r) => r.json());
      await panel.locator(tid('reask')).click();
      // The re-ask is a new request carrying the flagged name and its real alternative.
      await waitFor(async () => (await fetch(`${fake.url}/_fake/requests`).then((r) => r.json())).count === before.count + 1, 30_000, 'the re-ask reaching the model');
      const sent = (await fetch(`${fake.url}/_fake/requests`).then((r) => r.json())).last;
      const question = [...sent.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      if (!question.includes('numpy.meam') || !question.includes('numpy.mean') || !question.includes(INVENTED_TRIGGER)) {
        throw new Error(`the re-ask did not carry the flagged name and its suggestion: ${question}`);
      }
      const answer = chat.locator(`${tid('message')}[data-role="assistant"] ${tid('answer')}`).last();
      await waitFor(async () => ((await answer.textContent()) || '').includes('np.mean('), 45_000, 'the corrected answer');
      const again = chat.locator(`${tid('message')}[data-role="assistant"]`).last();
      await waitFor(async () => (await again.locator('.turn-status').textContent().catch(() => null)) !== null, 5_000, 'the corrected turn');
      if ((await again.locator(tid('flagged-name')).count()) !== 0) throw new Error('the corrected answer is still flagged');
      console.log('# guard: np.meam marked (numpy.mean suggested), re-asked, corrected answer unflagged');
    });
  } finally {
    if (page) {
      // Keep the chat visible for the picture.
      await page.screenshot({ path: path.join(ARTIFACTS, 'chat.png') }).catch((e) => console.log(`# screenshot failed: ${e.message}`));
    }
    fs.writeFileSync(path.join(ARTIFACTS, 'page-console.log'), pageLog.join('\n'));
    if (browser) await browser.close();
    if (host) await host.stop();
    await fake.close();
    lap('teardown done');
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { report } = await import('../host/inhost-runner.mjs');
  const { passed, failed } = report(await runChatE2E());
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
