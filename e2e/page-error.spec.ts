import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A release while a page is open: the page's own scripts (those its HTML names) still load, every
 * script it asks for later answers 404, as a server that replaced its files does. Returns how many
 * times the page's document was loaded, and the switch that lets the scripts through again.
 */
async function releaseWhileOpen(page: Page) {
  let blocking = true;
  let documents = 0;
  // the scripts named by the latest document, once its whole body is in
  let named: Promise<Set<string>> = Promise.resolve(new Set());
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document' || response.request().frame() !== page.mainFrame() || response.status() !== 200) return;
    documents += 1;
    named = response.text().then((html) => new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s\\]+?\.js/g)].map((match) => match[0])));
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!blocking || (await named).has(pathname)) return route.fallback();
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'gone' });
  });
  return { documents: () => documents, release: () => (blocking = false) };
}

interface ErrorViewWatch {
  /** The error page's effect has run: it logs the failure, then decides in the same call whether to reload. */
  logged: boolean;
  /** Loads of another document this one started (the Navigation API's navigate event fires for location.reload()). */
  navigations: number;
}

/** Watches, in every document of the page, whether the error page's effect ran and what it started. */
async function watchErrorView(page: Page): Promise<() => Promise<ErrorViewWatch>> {
  await page.addInitScript(() => {
    const watch: ErrorViewWatch = { logged: false, navigations: 0 };
    (window as unknown as { __errorView: ErrorViewWatch }).__errorView = watch;
    // the router's own history updates are same-document navigations: not counted
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) => {
      if (!(event as Event & { destination: { sameDocument: boolean } }).destination.sameDocument) watch.navigations += 1;
    });
    const log = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (args[0] === 'the page failed' || args[0] === 'the site failed') watch.logged = true;
      log(...args);
    };
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { __errorView: ErrorViewWatch }).__errorView }));
}

test('a script that no longer exists reloads the page once, then offers 重新整理 in the page\'s language', async ({ page, site }) => {
  await site.skipAgeGate();
  const release = await releaseWhileOpen(page);
  const errorView = await watchErrorView(page);
  page.on('pageerror', () => {}); // the failures are the point of this test
  await site.open('/zh_tw/play-game/m');

  await expect(page.getByRole('heading', { name: '網站已更新' })).toBeVisible();
  await expect(page.getByText('我們剛推出新版本，重新整理頁面即可繼續。')).toBeVisible();
  // it reloaded by itself once, and no more: the second failure is left to the player (the
  // error page's effect has run in this document and started no navigation)
  await expect.poll(errorView).toEqual({ logged: true, navigations: 0 });
  expect(release.documents()).toBe(2);
  await expect(page.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/zh_tw');

  // the new files are there now: the button brings the page back
  release.release();
  await page.getByRole('button', { name: '重新整理' }).click();
  await expect(page.getByRole('heading', { name: '網站已更新' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(release.documents()).toBe(3);
});
