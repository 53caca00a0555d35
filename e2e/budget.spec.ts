import { chromium, type BrowserContextOptions, type LaunchOptions, type Page } from '@playwright/test';
import path from 'node:path';
import budgets from '../bench/budgets.json';
import { signedInCookies } from '../bench/support/site-servers';
import { SERVER_URL } from './support/env';
import { expect, test } from './fixtures';
import { kib, measureFirstVisit, type PageWeight, type VisitSoFar } from './support/page-weight';

/**
 * What a first-time visitor downloads (encoded bytes as `next start` serves them, gzip):
 * JS and fonts of each page in bench/budgets.json, in a fresh context at the phone viewport.
 * Fonts twice: in this machine's Chromium (it has Noto Sans CJK, used through local(), like
 * Android) and without any CJK face (e2e/support/fonts-without-cjk.conf), where the Chinese
 * slices come from the site. Raise a budget only on purpose, in the same commit as its cause.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'zh-TW' };
const NO_CJK_FONTS = path.resolve(__dirname, 'support/fonts-without-cjk.conf');

type Budget = { js: number; fonts: number; fontsWithoutCjkFace: number; blockingCss: number; signedIn?: boolean };
const pages = Object.entries(budgets.pages) as [string, Budget][];

/** The phone context, signed in as a new QA player (session cookie only: the cache stays empty) when the page needs it. */
async function contextFor(budget: Budget, baseURL: string): Promise<BrowserContextOptions> {
  if (!budget.signedIn) return PHONE;
  const domain = new URL(baseURL).hostname;
  const cookies = (await signedInCookies(baseURL, SERVER_URL)).split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/', httpOnly: true, secure: false, sameSite: 'Lax' as const, expires: -1 };
  });
  return { ...PHONE, storageState: { cookies, origins: [] } };
}

/**
 * The page has started everything a first visit loads after it: the Chinese slices' stylesheet
 * (CjkFontSlices adds it when the page is idle, at most 2 s after it runs) and, signed in, the
 * sockets' modules (imported as each socket starts, before it opens). measureFirstVisit then
 * waits for what is on its way, the fonts the slices' faces ask for included.
 */
function settled(budget: Budget) {
  return async (page: Page, visit: VisitSoFar): Promise<void> => {
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Slices'));
        } catch {
          return false;
        }
      }),
    );
    if (!budget.signedIn) return;
    const unopened = () => ['lobby', 'chat'].filter((kind) => !visit.websockets.some((url) => new URL(url).pathname.endsWith(`/ws/${kind}`)));
    await expect.poll(unopened, { message: 'the session opened its sockets' }).toEqual([]);
  };
}

function report(weight: PageWeight, label: string): void {
  console.log(`${weight.path} ${label}: JS ${kib(weight.js)}, fonts ${kib(weight.fonts)}, render-blocking CSS ${kib(weight.blockingCss)}`);
}

test.describe('first-visit download budget', () => {
  for (const [pagePath, budget] of pages) {
    test(`${pagePath}: JS ≤ ${budget.js} KiB, fonts ≤ ${budget.fonts} KiB, render-blocking CSS ≤ ${budget.blockingCss} KiB`, async ({ browser, baseURL }) => {
      const weight = await measureFirstVisit(browser, baseURL!, pagePath, await contextFor(budget, baseURL!), settled(budget));
      report(weight, 'with the device CJK face');
      expect(weight.js, 'loaded some JS (the measure works)').toBeGreaterThan(0);
      expect(new URL(weight.finalUrl).pathname, 'measured the page itself, not a redirect').toBe(pagePath.split('?')[0]);
      expect.soft(weight.js / 1024, `JS KiB of ${pagePath}`).toBeLessThanOrEqual(budget.js);
      expect.soft(weight.fonts / 1024, `font KiB of ${pagePath}`).toBeLessThanOrEqual(budget.fonts);
      // the first paint waits for the linked stylesheets only: the Chinese slices' ~100 faces come later
      expect(weight.blockingCss, 'the HTML links a stylesheet (the measure works)').toBeGreaterThan(0);
      expect.soft(weight.blockingCss / 1024, `render-blocking CSS KiB of ${pagePath}`).toBeLessThanOrEqual(budget.blockingCss);
      expect(weight.blockingCssText).toContain("font-family:Noto Sans TC;");
      expect(weight.blockingCssText).not.toContain('font-family:Noto Sans TC Slices');
      expect(weight.css, 'the slices stylesheet arrives once the page runs').toBeGreaterThan(weight.blockingCss);
    });
  }

  test('without any CJK face on the device, the Chinese slices stay within budget', async ({ baseURL }) => {
    test.setTimeout(150_000); // four pages, each until its slices have loaded
    const launch = test.info().project.use.launchOptions as LaunchOptions;
    const browser = await chromium.launch({ ...launch, env: { ...process.env, FONTCONFIG_FILE: NO_CJK_FONTS } });
    try {
      for (const [pagePath, budget] of pages) {
        const weight = await measureFirstVisit(browser, baseURL!, pagePath, await contextFor(budget, baseURL!), settled(budget));
        report(weight, 'without a CJK face');
        // the slices are really fetched: the local() face is not there to stand in
        expect(weight.files.some((f) => /noto-sans-tc-\d+-400/.test(f.url)), 'fetched numbered slices').toBe(true);
        expect.soft(weight.fonts / 1024, `font KiB of ${pagePath} without a CJK face`).toBeLessThanOrEqual(budget.fontsWithoutCjkFace);
      }
    } finally {
      await browser.close();
    }
  });
});
