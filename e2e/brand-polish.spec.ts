import zh from '../locales/zh_tw/common.json';
import zhDownload from '../locales/zh_tw/download.json';
import { expect, test } from './fixtures';
import { SITE_PORT } from './support/env';

/** What the page pushed for the tag manager (src/lib/analytics.ts). */
async function dataLayer(page: import('@playwright/test').Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

const UTM = { utm_source: 'line', utm_medium: 'social', utm_campaign: 'e2e-spring', utm_term: 'slot', utm_content: 'banner-a' };

test.describe('analytics, brand colours and brand locales', () => {
  test('a landing campaign is kept for the session and rides on download and login clicks', async ({ page, site, context }) => {
    // store links open in a new tab on phones: close it, the events stay on this page
    context.on('page', (opened) => void opened.close());
    await site.skipAgeGate();
    await site.open(`/zh_tw/download?${new URLSearchParams(UTM)}`);
    await expect(page.getByRole('link', { name: zhDownload.apk, exact: true })).toBeVisible();
    // the capture runs once the page is hydrated, which may be after the link shows
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'utm_capture', ...UTM });

    await page.getByRole('link', { name: zhDownload.apk, exact: true }).click();
    await expect.poll(async () => (await dataLayer(page)).find((e) => e.event === 'download_click')).toMatchObject({ ...UTM, store: 'apk' });

    // a page without utm_* keeps the campaign of the landing
    await page.keyboard.press('Escape');
    await site.open('/zh_tw');
    await site.openSignIn();
    await site.signInModal.getByRole('button', { name: zh.signIn.phone }).click();
    const events = await dataLayer(page);
    expect(events).toContainEqual({ event: 'login_click', method: 'phone', ...UTM });
    expect(events.find((e) => e.event === 'utm_capture')).toBeUndefined(); // a new page, nothing new captured
  });

  test('crab and owl carry their own accent into the primary button', async ({ page, site }) => {
    await site.skipAgeGate();
    const shadows: string[] = [];
    for (const brand of ['crab', 'owl']) {
      await page.goto(`http://${brand}.localhost:${SITE_PORT}/zh_tw`);
      const button = page.getByRole('banner').getByRole('button', { name: zh.common.signIn });
      await expect(button).toBeVisible();
      shadows.push(await button.evaluate((el) => getComputedStyle(el).boxShadow));
    }
    // shadow-glow: a glow and an inset edge in the accent (rgba with its alpha)
    expect(shadows[0]).toContain('255, 90, 78'); // crab #FF5A4E
    expect(shadows[1]).toContain('142, 124, 255'); // owl #8E7CFF
    expect(shadows[0]).not.toEqual(shadows[1]);
  });

  test('a locale the brand does not offer redirects to one it does', async ({ page, site }) => {
    await site.skipAgeGate();
    await page.goto(`http://crab.localhost:${SITE_PORT}/vi_vn/announcement?page=1`);
    await expect(page).toHaveURL(`http://crab.localhost:${SITE_PORT}/zh_tw/announcement?page=1`);
    // tha offers vi_vn: it stays
    await page.goto(`http://tha.localhost:${SITE_PORT}/vi_vn`);
    await expect(page).toHaveURL(`http://tha.localhost:${SITE_PORT}/vi_vn`);
  });
});
