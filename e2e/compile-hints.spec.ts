import path from 'node:path';
import { HINT, hintedFiles } from '../scripts/compile-hints.js';
import { expect, test } from './fixtures';

/**
 * The built site serves the scripts every page runs at start (Next's root scripts and the
 * `[locale]` layout's chunks) with V8's compile hint (scripts/compile-hints.js), so Chrome
 * compiles them while they stream instead of on the main thread at start (issue 14: TBT).
 * Checked on what `next start` serves: the build the tests run is built the way CI builds it.
 */
test('the scripts every page runs first carry the compile hint; the page\'s own chunks do not', async ({ page }) => {
  const nextDir = path.resolve(__dirname, '../.next');
  // the paths the site serves them at: /_next/static/chunks/…
  const hinted = (hintedFiles(nextDir) as string[]).map((file) => `/_next/${path.relative(nextDir, file).split(path.sep).join('/')}`);
  expect(hinted.length).toBeGreaterThan(0);
  await page.goto('/zh_tw');
  // fetched by the page: the brand's host (crab.localhost) resolves in the browser only
  const startsWithHint = (src: string) => page.evaluate(async ({ url, hint }) => (await (await fetch(url)).text()).startsWith(hint), { url: src, hint: HINT });
  const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname));
  for (const src of hinted) {
    expect(scripts, `the home page loads ${src}`).toContain(src);
    expect(await startsWithHint(src), `${src} starts with the hint`).toBe(true);
  }
  const own = scripts.filter((src) => !hinted.includes(src) && src.startsWith('/_next/static/chunks/'));
  expect(own.length, "the page's own chunks").toBeGreaterThan(0);
  for (const src of own) expect(await startsWithHint(src), `${src} stays lazy`).toBe(false);
});
