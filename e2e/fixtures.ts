import { test as base, expect, type BrowserContext } from '@playwright/test';
import { Site } from './pages/site';

/** Console marker of a violation reported by the page (see CSP_LISTENER). */
const MARK = '[csp-violation]';

// Runs in every page before its own scripts (an init script is not subject to the page's CSP):
// reports each Content-Security-Policy violation to the console, where the fixture hears it.
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error(${JSON.stringify(MARK)} + ' ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.documentURI + ':' + e.lineNumber + ' ' + (e.sample || ''));
});`;

/** The CSP violations seen in this test's browser contexts; any left at its end fail it. */
export interface CspViolations {
  /** Violations seen so far (a test that provokes one on purpose takes it with `take()`). */
  readonly seen: readonly string[];
  /** Returns the violations seen so far and forgets them. */
  take(): string[];
}

const watched = new WeakSet<BrowserContext>();

async function watch(context: BrowserContext, seen: string[]): Promise<void> {
  if (watched.has(context)) return; // Playwright may make the default context through newContext
  watched.add(context);
  await context.addInitScript(CSP_LISTENER);
  context.on('console', (message) => {
    const text = message.text();
    // our listener, or Chromium's own report ("Refused to execute inline script because…")
    if (text.startsWith(MARK) || /^Refused to .*Content Security Policy/s.test(text)) seen.push(text);
  });
}

/**
 * `site`: the shell page object; `brand`: the brand of the running project; `csp`: every
 * browser context of the test (the default one and those from `browser.newContext()`) is
 * watched for Content-Security-Policy violations, and a test with one fails.
 */
export const test = base.extend<{ site: Site; brand: string; csp: CspViolations }>({
  csp: [
    async ({ browser }, use) => {
      const seen: string[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext.apply(browser, args);
        await watch(context, seen);
        return context;
      };
      try {
        await use({ seen, take: () => seen.splice(0) });
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The test's default context: watched too (it is made by Playwright, not through newContext).
  context: async ({ context, csp }, use) => {
    await watch(context, csp.seen as string[]);
    await use(context);
  },
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
  brand: async ({}, use, testInfo) => {
    await use(String(testInfo.project.metadata.brand ?? 'crab'));
  },
});

export { expect };
