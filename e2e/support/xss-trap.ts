/**
 * The trap of the XSS corpus (issue 14 item 2): every page and frame of a browser context gets
 * `window.__xss(id)` and replaced `alert` / `confirm` / `prompt` that report to the test, and
 * every real dialog is recorded (and dismissed). A spec using it runs with `bypassCSP: true`:
 * the site's nonce CSP would block an injected handler anyway, and this corpus checks that the
 * rendering alone is safe, so a payload that reached the page as markup really runs and is seen.
 *
 * The whole corpus goes through every sink at component level (`*.xss.test.tsx`, issue 38
 * item 2); the browser specs send a few representative payloads (tests/xss/payloads.ts
 * `BROWSER_PAYLOADS`) through each sink end to end.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { liveMarkup as liveMarkupIn } from '../../tests/xss/live-markup';
import { occurrences, type XssPayload } from '../../tests/xss/payloads';

export interface XssTrap {
  /** `__xss(id)`, `alert(x)`, `confirm(x)`, `prompt(x)` calls, in order. */
  readonly calls: string[];
  /** Messages of the real dialogs that opened. */
  readonly dialogs: string[];
}

/** Installs the trap on `context` (before its pages load anything). */
export async function installXssTrap(context: BrowserContext): Promise<XssTrap> {
  const trap: XssTrap = { calls: [], dialogs: [] };
  await context.exposeBinding('__xssReport', (_source, what: string) => {
    trap.calls.push(String(what));
  });
  await context.addInitScript(() => {
    const report = (what: string) => window.__xssReport?.(what);
    window.__xss = (id) => report(`__xss(${String(id)})`);
    window.alert = (message?: unknown) => report(`alert(${String(message)})`);
    window.confirm = (message?: string) => {
      report(`confirm(${String(message)})`);
      return false;
    };
    window.prompt = (message?: string) => {
      report(`prompt(${String(message)})`);
      return null;
    };
  });
  context.on('dialog', (dialog) => {
    trap.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return trap;
}

/**
 * Markup in the page that could run script without a dialog or a call yet (tests/xss/live-markup.ts,
 * the audit the component tests use too): inline handlers, javascript: / vbscript: /
 * data:text/html URLs, srcdoc, object / embed / base, and script elements (other than the
 * page's own, such as Next's flight data) that call the trap.
 */
export async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(liveMarkupIn, { pageScripts: true });
}

/**
 * Resolves once the page has drawn two more frames and answered this round trip. What runs by
 * itself once markup is in the document — an autofocus focus, a details toggle, an SVG load or
 * animation begin — is dispatched in the rendering updates that follow the insertion; the
 * binding a trapped call reports through sends its message before this evaluate's answer, on
 * the same connection, so the test has heard every such call by then. (A handler that waits for
 * the network — an image's error — may come later; it cannot escape the audit, which finds its
 * `on*` attribute in the DOM whether it has fired or not.)
 */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Nothing ran: no trap call, no dialog, no live markup in the page. */
export async function expectNoExecution(page: Page, trap: XssTrap): Promise<void> {
  await twoFrames(page);
  expect(trap.calls, 'script executions').toEqual([]);
  expect(trap.dialogs, 'dialogs').toEqual([]);
  expect(await liveMarkup(page), 'live markup').toEqual([]);
}

export { occurrences };

/**
 * Every payload shows in `where` as literal text (whitespace squashed), at least `times(p)`
 * times (2 where the same payload is also in a name or title beside it, so each place is
 * checked), so the hostile text really reached the page. Waits for pushes still on their way.
 */
export async function expectShownAsText(
  where: Locator,
  payloads: readonly XssPayload[],
  describe = 'payloads shown as text',
  times: (p: XssPayload) => number = () => 1,
): Promise<void> {
  await expect
    .poll(async () => {
      const text = (await where.allTextContents()).join(' ');
      return payloads.filter((p) => occurrences(text, p.text) < times(p)).map((p) => p.id);
    }, { message: describe })
    .toEqual([]);
}
