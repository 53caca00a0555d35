/**
 * XSS corpus in what the server publishes and what players write to each other off chat, in
 * Chromium (issue 14 item 2; issue 38 item 2): a few representative payloads
 * (tests/xss/payloads.ts BROWSER_PAYLOADS) in news articles (titles, and HTML bodies — with the
 * other mXSS payloads — whose harmless formatting must still render), mail (titles, texts,
 * sender names) and club search (club names and descriptions). Every payload of the corpus goes
 * through each of these sinks in the component tests (`*.xss.test.tsx`); here the whole path is
 * proven once per sink. The trap (e2e/support/xss-trap.ts) must see nothing run, and every
 * payload must reach the page as literal text.
 */
import zhClub from '../locales/zh_tw/club.json';
import zhMail from '../locales/zh_tw/mail.json';
import { BROWSER_HTML_PAYLOADS, BROWSER_PAYLOADS, length, type XssPayload } from '../tests/xss/payloads';
import { expect, test } from './fixtures';
import { ClubScreen } from './pages/club';
import { qa } from './support/qa-client';
import { expectNoExecution, expectShownAsText, installXssTrap, type XssTrap } from './support/xss-trap';

const tag = () => Math.random().toString(36).slice(2, 7);
const joined = (run: readonly XssPayload[]) => run.map((p) => p.text).join(' ');

let trap: XssTrap;
test.use({ bypassCSP: true });
test.beforeEach(async ({ context }) => {
  trap = await installXssTrap(context);
});

test.describe('XSS corpus in articles, mail and clubs', () => {
  test('a news article: a hostile title, and HTML that loses its scripts and keeps its formatting', async ({ page, site }) => {
    const id = tag();
    const formatting =
      `<p>段落${id}</p><p><b>粗體${id}</b> <i>斜體${id}</i> <strong>強調${id}</strong></p>` +
      `<ul><li>第一項${id}</li><li>第二項${id}</li></ul><a href="https://example.com/${id}">連結${id}</a>`;
    // titles are at most 200 characters: the payloads and the run's tag fit
    expect(length(`${joined(BROWSER_PAYLOADS)} ${id}`)).toBeLessThanOrEqual(200);
    // Published long ago: the list's first page (other specs read it) stays as it was.
    const { ID } = await qa.news({
      Article: {
        Category: 7,
        IsTop: false,
        AnnounceInChat: false,
        PublishTime: 1,
        Texts: { zh_tw: { Title: `${joined(BROWSER_PAYLOADS)} ${id}`, Content: formatting + BROWSER_HTML_PAYLOADS.map((p) => `<div>${p.text}</div>`).join('') } },
      },
    });
    await site.skipAgeGate();
    await page.goto(`/zh_tw/announcement/${ID}`);
    const article = page.getByRole('article');
    await expectShownAsText(article.getByRole('heading').first(), BROWSER_PAYLOADS, 'title');
    await expect(article.locator('p', { hasText: `段落${id}` })).toBeVisible();
    await expect(article.locator('b', { hasText: `粗體${id}` })).toBeVisible();
    await expect(article.locator('i', { hasText: `斜體${id}` })).toBeVisible();
    await expect(article.locator('strong', { hasText: `強調${id}` })).toBeVisible();
    await expect(article.locator('ul > li')).toHaveText([`第一項${id}`, `第二項${id}`]);
    const link = article.getByRole('link', { name: `連結${id}` });
    await expect(link).toHaveAttribute('href', `https://example.com/${id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.locator('script, iframe, object, embed, style, form, input, textarea, select, link, meta, base')).toHaveCount(0);
    await expectNoExecution(page, trap);
  });

  test('mail: hostile titles, texts and sender names', async ({ page, site }) => {
    const id = tag();
    const me = await qa.createPlayer({});
    // Titles are at most 40 characters: 信<id>： and the payload when it fits.
    const title = (p: XssPayload) => (length(`信${p.id}：${p.text}`) <= 40 ? `信${p.id}：${p.text}` : `信${p.id}：`);
    // Names are at most 64 characters: the payload and the run's tag when it fits.
    const sender = (p: XssPayload) => (length(p.text) <= 58 ? `${p.text} ${id}` : `長${p.id} ${id}`);
    for (const p of BROWSER_PAYLOADS) {
      const from = await qa.createPlayer({ Name: sender(p) });
      await qa.mail({ PlayerID: me.PlayerID, Title: title(p), Text: p.text, SenderID: from.PlayerID });
    }
    await site.signInWithToken(me.Token);
    await site.open('/zh_tw');
    await page.getByRole('banner').getByRole('button', { name: /的帳號選單/ }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${zhMail.entry}`) }).click();
    const dialog = page.getByRole('dialog', { name: zhMail.title });
    const more = dialog.getByRole('button', { name: zhMail.more });
    // The first page holds 3: 更多 until the oldest mail (the first sent) is listed. 更多 hides
    // while a page loads, so each round waits for it or the oldest mail to show.
    const oldest = dialog.getByRole('button', { name: new RegExp(`信${BROWSER_PAYLOADS[0]!.id}：`) }).first();
    for (let round = 0; round < BROWSER_PAYLOADS.length && !(await oldest.isVisible()); round++) {
      await expect(more.or(oldest).first()).toBeVisible();
      if (await more.isVisible()) await more.click();
    }
    await expect(oldest).toBeVisible();
    const fit = BROWSER_PAYLOADS.filter((p) => title(p) !== `信${p.id}：`);
    await expectShownAsText(dialog, fit.map((p) => ({ ...p, text: title(p) })), 'mail titles');
    await expectShownAsText(dialog, BROWSER_PAYLOADS.filter((p) => length(p.text) <= 58).map((p) => ({ ...p, text: sender(p) })), 'sender names');
    await expectNoExecution(page, trap);

    for (const p of BROWSER_PAYLOADS) {
      await dialog.getByRole('button', { name: new RegExp(`信${p.id}：`) }).first().click();
      // the text, and the title and the sender's name when the payload fits them
      const times = 1 + Number(title(p) !== `信${p.id}：`) + Number(length(p.text) <= 58);
      await expectShownAsText(dialog, [p], `mail ${p.id} text`, () => times);
      await dialog.getByRole('button', { name: zhMail.back }).click();
    }
    await expectNoExecution(page, trap);
  });

  test('club search: hostile club names and descriptions', async ({ page, site }) => {
    const id = tag();
    const me = await qa.createPlayer({ VIPLevel: 3 });
    const named = (p: XssPayload) => length(id) + length(p.text) <= 64;
    for (const p of BROWSER_PAYLOADS) {
      await qa.createClub({ ClubName: named(p) ? `${id}${p.text}` : `${id}長${p.id}`, Description: p.text });
    }
    await site.signInWithToken(me.Token);
    const screen = new ClubScreen(page);
    await screen.goto();
    // Enter submits the search, as a player would on a phone
    const box = page.getByRole('searchbox', { name: zhClub.join.searchLabel });
    await box.fill(id);
    await box.press('Enter');
    const results = page.getByTestId('club-result');
    await expect(results).toHaveCount(BROWSER_PAYLOADS.length);
    await expectShownAsText(results, BROWSER_PAYLOADS, 'descriptions', (p) => (named(p) ? 2 : 1));
    await expectShownAsText(results, BROWSER_PAYLOADS.filter(named).map((p) => ({ ...p, text: `${id}${p.text}` })), 'names');
    await expect(results.first().getByRole('button', { name: new RegExp(zhClub.join.apply) })).toBeVisible();
    await expectNoExecution(page, trap);
  });
});
