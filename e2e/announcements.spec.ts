/**
 * Announcements (issue 12 items 1 and 5): home's news opens an article's detail page, whose
 * HTML keeps its formatting and loses its scripts; the list's category tabs; the news ticker
 * shows a line QA sets (12741 push to the open page).
 */
import texts from '../locales/zh_tw/announcements.json';
import { QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

type Text = { Title: string; Summary?: string; Content: string };

/** `POST /__qa/news` (docs/protocol-announcements.md): publish an article, or set ticker lines. */
async function news<T>(body: { Article: { Category: number; IsTop?: boolean; Texts: { zh_tw: Text } } } | { Ticker: { Lang: string; Rows: { Text: string; ID?: number }[] } }): Promise<T> {
  const response = await fetch(`${SERVER_URL}${QaPath.News}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`QA news → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.describe('announcements (最新消息)', () => {
  test('an article opens from home; its formatting shows and its script never runs', { tag: '@both' }, async ({ page, site, csp }) => {
    const title = `E2E 公告 ${Date.now()}`;
    const { ID } = await news<{ ID: number }>({
      Article: {
        Category: 7,
        IsTop: true,
        Texts: {
          zh_tw: {
            Title: title,
            Content: `<p>活動 <b>加碼</b></p><ul><li>第一項</li></ul><a href="https://example.com/">詳情</a><img src="/images/games/dragon.svg" alt="金龍" onerror="document.title='pwned'"><script>document.title='pwned'</script>`,
          },
        },
      },
    });
    await site.skipAgeGate();
    await site.open('/zh_tw');
    // The list row (the ticker shows the pinned title too: either opens the article).
    const list = page.locator('section[aria-labelledby="home-news"] > ul');
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/zh_tw/announcement/${ID}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: title })).toBeVisible();
    await expect(article.getByText(texts.categories['7'], { exact: true })).toBeVisible();
    await expect(article.locator('b', { hasText: '加碼' })).toBeVisible();
    await expect(article.locator('ul li', { hasText: '第一項' })).toBeVisible();
    await expect(article.getByRole('link', { name: '詳情' })).toHaveAttribute('target', '_blank');
    await expect(article.getByRole('img', { name: '金龍' })).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    expect(await page.title()).not.toBe('pwned');
    await expect(article.locator('[onerror]')).toHaveCount(0);
    // DOMPurify parses the hostile HTML in an inert document; Chromium still checks the onerror
    // handler against the CSP there and reports it (script-src-attr): blocked twice, never run.
    expect(csp.take().every((v) => v.includes('script-src-attr'))).toBe(true);
    await page.getByRole('link', { name: texts.back }).click();
    await expect(page).toHaveURL(/\/zh_tw\/announcement$/);
  });

  test('the category tabs narrow the list', async ({ page, site }) => {
    await site.skipAgeGate();
    await site.open('/zh_tw/announcement');
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: '新春紅包大放送' })).toBeVisible(); // 活動, under 全部
    await page.getByRole('tab', { name: texts.categories['5'] }).click();
    // Every row is a 競賽 one (the list is replaced as a whole), among them the seeded contest.
    await expect(rows.filter({ hasNotText: texts.categories['5'] })).toHaveCount(0);
    await expect(rows.filter({ hasText: '水果派對爭霸賽開跑' })).toBeVisible();
    await expect(rows.filter({ hasText: '新春紅包大放送' })).toHaveCount(0);
    await page.getByRole('tab', { name: texts.categories['1'] }).click();
    await expect(rows.filter({ hasNotText: texts.categories['1'] })).toHaveCount(0);
    await expect(rows.filter({ hasText: '系統維護公告' })).toBeVisible();
    await expect(rows.filter({ hasText: '水果派對爭霸賽開跑' })).toHaveCount(0);
  });

  test('the news ticker shows a line QA sets, pushed to the open page', async ({ page, site }) => {
    const player = await qa.createPlayer({});
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw');
    const ticker = page.getByRole('region', { name: texts.ticker });
    await expect(ticker.getByRole('link').first()).toBeVisible();
    const line = `E2E 跑馬燈 ${Date.now()}`;
    await news({ Ticker: { Lang: 'zh_tw', Rows: [{ Text: line }] } });
    await expect(ticker.getByText(line).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: texts.ticker }).getByText(line).first()).toBeVisible();
    await news({ Ticker: { Lang: 'zh_tw', Rows: [] } }); // back to the pinned titles for the other specs
  });
});
