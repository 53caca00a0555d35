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
