import { chromium, type LaunchOptions } from '@playwright/test';
import path from 'node:path';
import budgets from '../bench/budgets.json';
import { expect, test } from './fixtures';
import { kib, measureFirstVisit, type PageWeight } from './support/page-weight';

/**
 * What a first-time visitor downloads (encoded bytes as `next start` serves them, gzip):
 * JS and fonts of each page in bench/budgets.json, in a fresh context at the phone viewport.
 * Fonts twice: in this machine's Chromium (it has Noto Sans CJK, used through local(), like
 * Android) and without any CJK face (e2e/support/fonts-without-cjk.conf), where the Chinese
 * slices come from the site. Raise a budget only on purpose, in the same commit as its cause.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'zh-TW' };
const NO_CJK_FONTS = path.resolve(__dirname, 'support/fonts-without-cjk.conf');

type Budget = { js: number; fonts: number; fontsWithoutCjkFace: number };
const pages = Object.entries(budgets.pages) as [string, Budget][];

function report(weight: PageWeight, label: string): void {
  console.log(`${weight.path} ${label}: JS ${kib(weight.js)}, fonts ${kib(weight.fonts)}`);
}

test.describe('first-visit download budget', () => {
  for (const [pagePath, budget] of pages) {
    test(`${pagePath}: JS ≤ ${budget.js} KiB, fonts ≤ ${budget.fonts} KiB`, async ({ browser, baseURL }) => {
      const weight = await measureFirstVisit(browser, baseURL!, pagePath, PHONE);
      report(weight, 'with the device CJK face');
      expect(weight.js, 'loaded some JS (the measure works)').toBeGreaterThan(0);
      expect.soft(weight.js / 1024, `JS KiB of ${pagePath}`).toBeLessThanOrEqual(budget.js);
      expect.soft(weight.fonts / 1024, `font KiB of ${pagePath}`).toBeLessThanOrEqual(budget.fonts);
    });
  }

  test('without any CJK face on the device, the Chinese slices stay within budget', async ({ baseURL }) => {
    const launch = test.info().project.use.launchOptions as LaunchOptions;
    const browser = await chromium.launch({ ...launch, env: { ...process.env, FONTCONFIG_FILE: NO_CJK_FONTS } });
    try {
      for (const [pagePath, budget] of pages) {
        const weight = await measureFirstVisit(browser, baseURL!, pagePath, PHONE);
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
