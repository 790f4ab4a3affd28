// Helpers for the Chromium end-to-end tests of the chat webview: reach the page's frame, run the
// axe-core accessibility audit in it, read computed colours.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The chat page's Frame (for evaluate), from a FrameLocator of its inner iframe. */
export async function frameOf(chat) {
  const handle = await chat.locator('body').elementHandle({ timeout: 15_000 });
  const frame = await handle.ownerFrame();
  await handle.dispose();
  if (!frame) throw new Error('no frame for the chat page');
  return frame;
}

/**
 * axe-core (WCAG 2.x A and AA rules, best practices) on the chat page; returns the violations as
 * readable lines. Evaluated through the DevTools protocol, so the page's CSP (no inline script, no
 * eval) stays as it is.
 */
export async function axeViolations(frame) {
  const loaded = await frame.evaluate('typeof window.axe');
  if (loaded !== 'object') await frame.evaluate(AXE_SOURCE);
  const result = await frame.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  });
  return result;
}
