// Headless Debian Chromium through playwright-core, with a fresh profile per call (Playwright only
// accepts a user-data dir through launchPersistentContext). Close the context to end the browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { hostPaths } from './paths.mjs';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser({ viewport = { width: 1400, height: 900 } } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: hostPaths().chromium,
    headless: true,
    viewport,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  const close = async () => {
    await context.close().catch(() => {});
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}
