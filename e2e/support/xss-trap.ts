/**
 * The trap of the XSS corpus (issue 14 item 2): every page and frame of a browser context gets
 * `window.__xss(id)` and replaced `alert` / `confirm` / `prompt` that report to the test, and
 * every real dialog is recorded (and dismissed). A spec using it runs with `bypassCSP: true`:
 * the site's nonce CSP would block an injected handler anyway, and this corpus checks that the
 * rendering alone is safe, so a payload that reached the page as markup really runs and is seen.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { squash, type XssPayload } from './xss-payloads';

export interface XssTrap {
  /** `__xss(id)`, `alert(x)`, `confirm(x)`, `prompt(x)` calls, in order. */
  readonly calls: string[];
  /** Messages of the real dialogs that opened. */
  readonly dialogs: string[];
}

declare global {
  interface Window {
    __xss?: (id: unknown) => void;
    __xssReport?: (what: string) => void;
  }
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
 * Markup in the page that could run script without a dialog or a call yet: inline handlers,
 * javascript: / vbscript: / data:text/html URLs, srcdoc, object / embed / base, and script
 * elements (other than Next's flight data) that call the trap.
 */
export async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background']);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (tag === 'object' || tag === 'embed' || tag === 'base') found.push(`<${tag}>`);
      // Next's own flight data (`self.__next_f.push(…)`) carries page data as JSON strings
      const script = el.textContent ?? '';
      if (tag === 'script' && !script.startsWith('self.__next_f.push(') && /__xss|alert\(|confirm\(|prompt\(/.test(script)) found.push(`<script> ${script.slice(0, 60)}`);
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
        if (urlAttrs.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) found.push(`<${tag} ${name}=${value.slice(0, 40)}>`);
      }
    }
    return found;
  });
}

/** Nothing ran: no trap call, no dialog, no live markup in the page. */
export async function expectNoExecution(page: Page, trap: XssTrap): Promise<void> {
  // a handler bound to load / error / focus runs within a few frames of being attached
  await page.waitForTimeout(300);
  expect(trap.calls, 'script executions').toEqual([]);
  expect(trap.dialogs, 'dialogs').toEqual([]);
  expect(await liveMarkup(page), 'live markup').toEqual([]);
}

/** How many times `needle` occurs in `text`, both with whitespace squashed. */
export const occurrences = (text: string, needle: string): number => squash(text).split(squash(needle)).length - 1;

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
