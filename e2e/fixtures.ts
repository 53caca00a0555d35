import { test as base, expect } from '@playwright/test';
import { Site } from './pages/site';

/** `site`: the shell page object; `brand`: the brand of the running project. */
export const test = base.extend<{ site: Site; brand: string }>({
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
  brand: async ({}, use, testInfo) => {
    await use(String(testInfo.project.metadata.brand ?? 'crab'));
  },
});

export { expect };

/**
 * Runs the heavier specs in one brand per viewport (crab on the phone, owl on the desktop):
 * both sizes and both brands are covered without running everything four times. Call it
 * first thing in a test.
 */
export function onlyOnePerViewport(): void {
  test.skip(!['crab-phone', 'owl-desktop'].includes(test.info().project.name), 'runs in crab-phone and owl-desktop only');
}
