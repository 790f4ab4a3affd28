// End-to-end test of the first run, in a real VS Code (code-server) driven by headless Chromium: the
// extension from the packaged VSIX, no model that can answer (Ollama's address closed, no key, no
// editor models), a fake OpenAI upstream waiting for a key.
//   - the welcome says the configured model is unreachable and offers the setup actions;
//   - the status bar shows the model and its state beside the quota;
//   - a question fails: the error is shown once, under the answer, with the actions as buttons, the
//     first focused (keyboard), and the counter still shows the server's quota (nothing was spent);
//   - setting a key through the action, then "Use openai/…", makes the status bar say ready;
//   - the answer's code block has several text colours and one background, in dark and light themes;
//   - axe-core finds no violation in the welcome, the failure and the answer.
// Screenshots of each state, dark and light, go to test/e2e/artifacts/onboarding-*.png.
//
//   node test/e2e/onboarding.e2e.mjs          env: GC_VSIX (default ./grounded-code.vsix)
// As a module: `runOnboardingE2E()` resolves to per-step results (used by test/host/run.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../host/browser.mjs';
import { freePort, startHost, waitFor } from '../host/code-server.mjs';
import { REPO } from '../host/paths.mjs';
import { startUpstream } from '../host/upstream.mjs';
import { axeViolations, frameOf } from './audit.mjs';

const ARTIFACTS = path.join(REPO, 'test', 'e2e', 'artifacts');
const tid = (id) => `[data-testid="${id}"]`;
const DEFAULT_MODEL = 'ollama/qwen2.5-coder:7b';
const KEYED_MODEL = 'openai/gpt-4o-mini';

// An answer whose code has keywords, a function name, strings, numbers, a comment, and one line
// longer than the sidebar is wide.
const ANSWER = [
  'Read the file with `csv.DictReader` and group the rows by a column:',
  '',
  '```python',
  'import csv',
  'from collections import defaultdict',
  '',
  'def group_rows(path: str, column: str) -> dict[str, list[dict]]:',
  '    # one list of rows per value of the column',
  '    groups = defaultdict(list)',
  "    with open(path, newline='', encoding='utf-8') as f:",
  '        for row in csv.DictReader(f):',
  '            groups[row[column]].append(row)',
  '    return dict(groups)',
  '',
  "print(len(group_rows('people.csv', 'city')), 'groups found in the file, each a list of the rows that share the value of the column')",
  '```',
  '',
  '`csv.DictReader(f)` yields one `dict` per row.',
].join('\n');

export async function runOnboardingE2E({ vsix = process.env.GC_VSIX || path.join(REPO, 'grounded-code.vsix') } = {}) {
  const results = [];
  const t0 = Date.now();
  const lap = (label) => console.log(`# [onboarding ${((Date.now() - t0) / 1000).toFixed(1)}s] ${label}`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  let host;
  let browser;
  let page;
  let chat;
  const fake = await startUpstream({ answer: ANSWER, chunks: 4, chunkDelayMs: 50 });
  const closedPort = await freePort(); // nothing listens there: Ollama is "not running"
  const pageLog = [];
  let failedAlready = false;
  const step = async (title, fn) => {
    if (failedAlready) {
      results.push({ title: `[onboarding] ${title}`, state: 'failed', ms: 0, error: 'not run: an earlier step failed' });
      return;
    }
    const s = Date.now();
    try {
      await fn();
      results.push({ title: `[onboarding] ${title}`, state: 'passed', ms: Date.now() - s });
      lap(`ok ${title}`);
    } catch (e) {
      failedAlready = true;
      results.push({ title: `[onboarding] ${title}`, state: 'failed', ms: Date.now() - s, error: (e.stack || String(e)).split('\n').slice(0, 8).join('\n') });
      lap(`FAIL ${title}`);
    }
  };
  const shot = async (name) => {
    await page.locator('iframe.webview.ready').first().screenshot({ path: path.join(ARTIFACTS, `onboarding-${name}-chat.png`) }).catch(() => undefined);
    await page.screenshot({ path: path.join(ARTIFACTS, `onboarding-${name}.png`) }).catch(() => undefined);
  };
  const audit = async (what) => {
    const violations = await axeViolations(await frameOf(chat));
    if (violations.length) throw new Error(`axe-core, ${what}:\n${violations.join('\n')}`);
  };
  const setTheme = async (theme, cls) => {
    await runCommand('Preferences: Color Theme');
    const input = page.locator('.quick-input-widget input');
    await input.fill(theme.replace(/^Default /, ''));
    const row = page.locator('.quick-input-list .monaco-list-row', { hasText: theme.replace(/^Default /, '') }).first();
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    await page.locator(`.monaco-workbench.${cls}`).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500); // the webview repaints with the new theme variables
  };
  /** Runs a command from the palette; on a busy machine the extension's commands may come late. */
  const runCommand = async (title) => {
    const input = page.locator('.quick-input-widget input');
    const row = page.locator('.quick-input-list .monaco-list-row', { has: page.getByText(title, { exact: true }) }).first();
    await waitFor(async () => {
      await page.keyboard.press('Escape');
      await page.keyboard.press('F1');
      await input.waitFor({ state: 'visible', timeout: 15_000 });
      await input.fill(`>${title}`);
      return row.waitFor({ timeout: 10_000 }).then(() => true, () => false);
    }, 90_000, `the command "${title}" in the palette`, 500);
    await row.click();
  };
  const quotaText = () => chat.locator(tid('quota')).textContent();
  const statusBarModel = (text) => page.locator('.statusbar-item', { hasText: text }).first();

  /** Colours and backgrounds inside the last code block, as the browser computes them. */
  const codeLook = () => chat.locator(tid('code-block')).last().evaluate((block) => {
    const pre = block.querySelector('pre');
    const code = pre.querySelector('code');
    const colours = new Set();
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const t = walker.currentNode;
      if (t.textContent.trim()) colours.add(getComputedStyle(t.parentElement).color);
    }
    const backgrounds = [];
    for (const el of [pre, code, ...code.querySelectorAll('*')]) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') backgrounds.push(`${el.tagName.toLowerCase()}.${el.className}: ${bg}`);
    }
    return {
      colours: [...colours],
      backgrounds,
      blockBackground: getComputedStyle(block).backgroundColor,
      hiddenWidth: pre.scrollWidth - pre.clientWidth,
      overflowX: getComputedStyle(pre).overflowX,
      // The long indented line (with open(...)) wraps: its second visual line starts right of its first.
      hanging: (() => {
        const line = [...code.querySelectorAll('.code-line')].find((l) => l.textContent.includes('with open('));
        if (!line) return false;
        const range = document.createRange();
        range.selectNodeContents(line);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const top = Math.min(...rects.map((r) => r.top));
        const next = rects.filter((r) => r.top > top + 2);
        if (!next.length) return true; // did not wrap at this width
        const lineLeft = line.getBoundingClientRect().left;
        return Math.min(...next.map((r) => r.left)) > lineLeft + 20;
      })(),
      focusable: pre.tabIndex === 0,
      text: code.textContent,
    };
  });
  const checkCodeLook = async (theme) => {
    const look = await codeLook();
    console.log(`# ${theme}: code colours ${look.colours.join(' ')}; block background ${look.blockBackground}`);
    if (look.colours.length < 4) throw new Error(`${theme}: only ${look.colours.length} text colours in the code block: ${look.colours.join(', ')}`);
    if (look.backgrounds.length) throw new Error(`${theme}: backgrounds inside the block besides its own: ${look.backgrounds.join('; ')}`);
    if (look.blockBackground === 'rgba(0, 0, 0, 0)') throw new Error(`${theme}: the block has no background of its own`);
    if (!look.text.includes("'groups found in the file, each a list of the rows that share the value of the column')")) throw new Error('the long line is not whole');
    // Long lines wrap by default: nothing is hidden to the right.
    if (look.hiddenWidth > 1) throw new Error(`${theme}: ${look.hiddenWidth}px of code hidden to the right`);
    // A wrapped line continues under its own indent, not at the left edge.
    if (!look.hanging) throw new Error(`${theme}: a wrapped indented line does not hang under its indent`);
    // "Wrap" off: long lines scroll (the block is focusable, so arrow keys scroll it too).
    const block = chat.locator(tid('code-block')).last();
    const wrap = block.locator(tid('wrap-code'));
    if ((await wrap.getAttribute('aria-pressed')) !== 'true') throw new Error('Wrap does not say it is on');
    await wrap.click();
    const scrolled = await codeLook();
    if (!(scrolled.hiddenWidth > 1 && scrolled.overflowX === 'auto' && scrolled.focusable)) throw new Error(`${theme}: with Wrap off, long lines do not scroll (${JSON.stringify(scrolled.overflowX)})`);
    await wrap.click();
  };

  try {
    await step('code-server starts with the extension, and no model that can answer', async () => {
      if (!fs.existsSync(vsix)) throw new Error(`no VSIX at ${vsix} (run npm run package)`);
      host = await startHost({
        flavor: 'code-server',
        label: 'onboarding',
        vsix,
        keepLogAs: path.join(ARTIFACTS, 'onboarding-code-server.log'),
        settings: {
          'groundedCode.server.port': await freePort(),
          'groundedCode.providers.ollama.baseUrl': `http://127.0.0.1:${closedPort}`,
          'groundedCode.providers.lmstudio.baseUrl': `http://127.0.0.1:${closedPort}/v1`,
          'groundedCode.providers.openai.baseUrl': fake.baseUrl,
          'groundedCode.limits.daily': 20,
          'groundedCode.limits.perMinute': 10,
          'workbench.colorTheme': 'Default Dark Modern',
          'workbench.activityBar.location': 'default',
        },
        // No key anywhere: the environment's own keys are blanked for the editor.
        env: { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '', OPENROUTER_API_KEY: '', OLLAMA_HOST: '' },
      });
      const workspace = host.workspace('project', { 'main.py': 'import csv\n\n' });
      browser = await launchBrowser();
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.url }).catch(() => undefined);
      page = browser.context.pages()[0] || (await browser.context.newPage());
      page.on('console', (m) => pageLog.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => pageLog.push(`pageerror: ${e.message}`));
      await page.goto(`${host.url}/?folder=${encodeURIComponent(workspace)}`, { timeout: 60_000 });
      await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    });

    await step('the welcome says the model is unreachable and offers the setup actions', async () => {
      await runCommand('Grounded Code: Open Chat');
      chat = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
      await chat.locator(tid('welcome')).waitFor({ timeout: 30_000 });
      const health = chat.locator(`${tid('model-health')}[data-state="unreachable"]`);
      await health.waitFor({ timeout: 30_000 });
      const said = await health.textContent();
      if (!said.includes(DEFAULT_MODEL) || !said.includes(`127.0.0.1:${closedPort}`)) throw new Error(`health line: ${said}`);
      const kinds = await chat.locator(`${tid('welcome')} ${tid('setup-action')}`).evaluateAll((els) => els.map((e) => e.dataset.kind));
      if (kinds.includes('use-model')) throw new Error(`offers a model although none works: ${kinds}`);
      for (const k of ['copy', 'set-key', 'pick']) if (!kinds.includes(k)) throw new Error(`no "${k}" action: ${kinds}`);
      const welcome = await chat.locator(tid('welcome')).textContent();
      if (!welcome.includes('ollama pull qwen2.5-coder:7b')) throw new Error('the pull command is not shown');
      if (!/no language model/i.test(welcome) || !/No API key/i.test(welcome)) throw new Error(`found lines: ${welcome}`);
      await shot('welcome-dark');
      await audit('the welcome');
    });

    await step('the status bar shows the model and its state beside the quota', async () => {
      const item = statusBarModel(`${DEFAULT_MODEL}: unreachable`);
      await item.waitFor({ timeout: 20_000 });
      const label = (await item.getAttribute('aria-label')) || (await item.locator('[aria-label]').first().getAttribute('aria-label'));
      if (!/unreachable/.test(label || '')) throw new Error(`status bar item's accessible name: ${label}`);
      await page.locator('.statusbar-item', { hasText: 'Grounded 20/20' }).first().waitFor({ timeout: 20_000 });
    });

    await step('a question fails: the error once, with the actions as buttons, the first focused', async () => {
      await waitFor(async () => (await quotaText()) === '20/20 left', 20_000, 'the quota 20/20 in the chat');
      await chat.locator(tid('question-input')).fill('read a csv file and group rows by a column in python');
      await chat.locator(tid('question-input')).press('Enter');
      const failed = chat.locator(`${tid('message')}[data-role="assistant"] ${tid('turn-status')}`).last();
      await failed.locator(tid('error-message')).waitFor({ timeout: 45_000 });
      const message = await failed.locator(tid('error-message')).textContent();
      if (!/not reachable/i.test(message)) throw new Error(`error: ${message}`);
      // Counted on screen: the screen-reader-only announcement is not something one sees.
      const shown = await chat.locator('body').evaluate((b, m) => {
        const copy = b.cloneNode(true);
        for (const el of copy.querySelectorAll('.sr-only, [hidden]')) el.remove();
        document.body.append(copy);
        copy.hidden = false;
        const text = copy.innerText;
        copy.remove();
        return text.split(m).length - 1;
      }, message.trim().slice(0, 60));
      if (shown !== 1) throw new Error(`the error is shown ${shown} times`);
      const kinds = await failed.locator(tid('setup-action')).evaluateAll((els) => els.map((e) => e.dataset.kind));
      for (const k of ['copy', 'set-key', 'pick']) if (!kinds.includes(k)) throw new Error(`no "${k}" button under the failure: ${kinds}`);
      const focused = await chat.locator('body').evaluate(() => document.activeElement?.dataset?.testid);
      if (focused !== 'setup-action') throw new Error(`focus after the failure: ${focused}`);
      const announced = await chat.locator(tid('announce')).textContent();
      if (!/failed/.test(announced)) throw new Error(`announced: ${announced}`);
      await shot('failure-dark');
      await audit('a failed answer');
    });

    await step('the counter still equals the server quota after the failure', async () => {
      // The request was not counted: the chat and the status bar must say 20/20, not 19/20.
      await waitFor(async () => (await quotaText()) === '20/20 left', 20_000, 'the chat counter back at 20/20');
      await page.locator('.statusbar-item', { hasText: 'Grounded 20/20' }).first().waitFor({ timeout: 10_000 });
    });

    await step('the keyboard runs an action: Enter on "Copy the Ollama pull command"', async () => {
      const copy = chat.locator(`${tid('turn-status')} ${tid('setup-action')}[data-kind="copy"]`).last();
      await copy.focus();
      await copy.press('Enter');
      await waitFor(async () => /Copied "ollama pull qwen2\.5-coder:7b"/.test((await chat.locator(tid('status')).textContent()) || ''), 15_000, 'the copy confirmed');
    });

    await step('"Set an API key…" then "Use openai/…": the status bar says ready', async () => {
      await chat.locator(`${tid('turn-status')} ${tid('setup-action')}[data-kind="set-key"]`).last().click();
      const input = page.locator('.quick-input-widget input');
      await input.waitFor({ state: 'visible', timeout: 15_000 });
      await input.fill('OpenAI');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'OpenAI' }).first().waitFor({ timeout: 15_000 });
      await page.keyboard.press('Enter');
      await page.locator('.quick-input-widget', { hasText: 'API key for openai' }).waitFor({ timeout: 15_000 });
      await input.fill(fake.apiKey);
      await page.keyboard.press('Enter');
      const use = chat.locator(`${tid('turn-status')} ${tid('setup-action')}[data-kind="use-model"]`, { hasText: KEYED_MODEL }).last();
      await use.waitFor({ timeout: 30_000 });
      await use.click();
      await statusBarModel(KEYED_MODEL).waitFor({ timeout: 20_000 });
      await waitFor(async () => {
        const t = await statusBarModel(KEYED_MODEL).textContent();
        return !/unreachable|missing|failing/.test(t);
      }, 20_000, `${KEYED_MODEL} ready in the status bar`);
    });

    await step('the answer: a highlighted code block, several colours, one background, nothing hidden (dark)', async () => {
      await chat.locator(tid('question-input')).fill('read a csv file and group rows by a column in python');
      await chat.locator(tid('question-input')).press('Enter');
      const answer = chat.locator(`${tid('message')}[data-role="assistant"] ${tid('answer')}`).last();
      await waitFor(async () => ((await answer.textContent()) || '').includes('yields one'), 45_000, 'the answer');
      await waitFor(async () => (await quotaText()) === '19/20 left', 15_000, 'the counter at 19/20 after one answer');
      await checkCodeLook('dark');
      const apis = chat.locator(tid('apis')).last();
      await apis.locator('summary').click();
      const clipped = await apis.locator('li code').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).length);
      if (clipped) throw new Error(`${clipped} API signatures cut off`);
      await shot('apis-dark');
      await apis.locator('summary').click();
      await chat.locator(tid('code-block')).last().scrollIntoViewIfNeeded();
      await shot('answer-dark');
      await audit('an answer (dark)');
    });

    await step('the same in the light theme', async () => {
      await setTheme('Default Light Modern', 'vs');
      await checkCodeLook('light');
      await chat.locator(tid('code-block')).last().scrollIntoViewIfNeeded();
      await shot('answer-light');
      await audit('an answer (light)');
    });

    await step('the same in the dark high-contrast theme', async () => {
      await setTheme('Dark High Contrast', 'hc-black');
      await checkCodeLook('high contrast');
      await chat.locator(tid('code-block')).last().scrollIntoViewIfNeeded();
      await shot('answer-hc');
      await audit('an answer (high contrast)');
    });

    await step('"New" brings the welcome back, saying the model is ready', async () => {
      await chat.locator(tid('new-chat')).click();
      await chat.locator(`${tid('model-health')}[data-state="ready"]`).waitFor({ timeout: 15_000 });
      await shot('welcome-ready-hc');
    });
  } finally {
    if (page) await page.screenshot({ path: path.join(ARTIFACTS, 'onboarding-last.png') }).catch(() => undefined);
    fs.writeFileSync(path.join(ARTIFACTS, 'onboarding-page-console.log'), pageLog.join('\n'));
    if (browser) await browser.close();
    if (host) await host.stop();
    await fake.close();
    lap('teardown done');
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { report } = await import('../host/inhost-runner.mjs');
  const { passed, failed } = report(await runOnboardingE2E());
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
