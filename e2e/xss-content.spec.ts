/**
 * XSS corpus in what the server publishes and what players write to each other off chat
 * (issue 14 item 2): news articles (titles and HTML bodies, whose harmless formatting must
 * still render), mail (titles, texts, sender names) and club search (club names and
 * descriptions). The trap (e2e/support/xss-trap.ts) must see nothing run, and every payload
 * must reach the page as literal text.
 */
import zhClub from '../locales/zh_tw/club.json';
import zhMail from '../locales/zh_tw/mail.json';
import { expect, test } from './fixtures';
import { ClubScreen } from './pages/club';
import { qa } from './support/qa-client';
import { expectNoExecution, expectShownAsText, installXssTrap, type XssTrap } from './support/xss-trap';
import { XSS_PAYLOADS, length, type XssPayload } from './support/xss-payloads';

const tag = () => Math.random().toString(36).slice(2, 7);

/** The corpus in runs whose texts, joined by a space, fit `max` characters (with `room` to spare). */
function packed(max: number, room = 0): XssPayload[][] {
  const runs: XssPayload[][] = [[]];
  for (const p of XSS_PAYLOADS) {
    const run = runs.at(-1)!;
    const used = run.reduce((n, q) => n + length(q.text) + 1, 0);
    if (run.length > 0 && used + length(p.text) > max - room) runs.push([p]);
    else run.push(p);
  }
  return runs;
}
const joined = (run: readonly XssPayload[]) => run.map((p) => p.text).join(' ');

let trap: XssTrap;
test.use({ bypassCSP: true });
test.beforeEach(async ({ context }) => {
  trap = await installXssTrap(context);
});

test.describe('XSS corpus in articles, mail and clubs', () => {
  test('news articles: hostile titles and HTML lose their scripts and keep their formatting', async ({ page, site }) => {
    test.slow(); // a dozen article pages
    const id = tag();
    const formatting =
      `<p>段落${id}</p><p><b>粗體${id}</b> <i>斜體${id}</i> <strong>強調${id}</strong></p>` +
      `<ul><li>第一項${id}</li><li>第二項${id}</li></ul><a href="https://example.com/${id}">連結${id}</a>`;
    // Published long ago: the list's first page (other specs read it) stays as it was.
    const old = { Category: 7, IsTop: false, AnnounceInChat: false, PublishTime: 1 };
    const titles = packed(200, id.length + 1);
    const ids: number[] = [];
    for (const [i, run] of titles.entries()) {
      const content = i === 0 ? formatting + XSS_PAYLOADS.map((p) => `<div>${p.text}</div>`).join('') : `<p>${id}</p>`;
      const { ID } = await qa.news({ Article: { ...old, Texts: { zh_tw: { Title: `${joined(run)} ${id}`, Content: content } } } });
      ids.push(ID!);
    }
    await site.skipAgeGate();
    for (const [i, run] of titles.entries()) {
      await page.goto(`/zh_tw/announcement/${ids[i]}`);
      const article = page.getByRole('article');
      await expectShownAsText(article.getByRole('heading').first(), run, `title ${i + 1}`);
      await expectNoExecution(page, trap);
    }

    await page.goto(`/zh_tw/announcement/${ids[0]}`);
    const article = page.getByRole('article');
    await expect(article.locator('p', { hasText: `段落${id}` })).toBeVisible();
    await expect(article.locator('b', { hasText: `粗體${id}` })).toBeVisible();
    await expect(article.locator('i', { hasText: `斜體${id}` })).toBeVisible();
    await expect(article.locator('strong', { hasText: `強調${id}` })).toBeVisible();
    await expect(article.locator('ul > li')).toHaveText([`第一項${id}`, `第二項${id}`]);
    const link = article.getByRole('link', { name: `連結${id}` });
    await expect(link).toHaveAttribute('href', `https://example.com/${id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // the text of the payloads that are text (entities, breakers, template expressions) stays
    await expect(article).toContainText('<script>__xss(14)</script>');
    await expect(article).toContainText('${__xss(40)}');
    await expect(article.locator('script, iframe, object, embed, style, form, input, textarea, select, link, meta, base')).toHaveCount(0);
    await expectNoExecution(page, trap);
  });

  test('mail: hostile titles, texts and sender names', async ({ page, site }) => {
    test.slow(); // 65 mails opened one by one
    const id = tag();
    const me = await qa.createPlayer({});
    const senders = [];
    for (const p of XSS_PAYLOADS.filter((q) => length(q.text) <= 58).slice(0, 5)) {
      senders.push({ p, player: await qa.createPlayer({ Name: `${p.text} ${id}` }) });
    }
    // Titles are at most 40 characters: 信<id>： and the payload when it fits.
    const title = (p: XssPayload) => (length(`信${p.id}：${p.text}`) <= 40 ? `信${p.id}：${p.text}` : `信${p.id}：`);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const sender = senders[i % senders.length]!;
      await qa.mail({ PlayerID: me.PlayerID, Title: title(p), Text: p.text, ...(i < senders.length ? { SenderID: sender.player.PlayerID } : {}) });
    }
    await site.signInWithToken(me.Token);
    await site.open('/zh_tw');
    await page.getByRole('banner').getByRole('button', { name: /的帳號選單/ }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${zhMail.entry}`) }).click();
    const dialog = page.getByRole('dialog', { name: zhMail.title });
    const more = dialog.getByRole('button', { name: zhMail.more });
    await expect(dialog.getByText(title(XSS_PAYLOADS.at(-1)!), { exact: false }).first()).toBeVisible();
    // 更多 hides while a page loads, so its absence alone does not mean the list is whole: go on
    // until the oldest mail (the first sent) is listed
    const oldest = dialog.getByRole('button', { name: new RegExp(`信${XSS_PAYLOADS[0]!.id}：`) }).first();
    await expect(async () => {
      if (await more.isVisible()) await more.click();
      await expect(oldest).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    const fit = XSS_PAYLOADS.filter((p) => title(p) !== `信${p.id}：`);
    await expectShownAsText(dialog, fit.map((p) => ({ ...p, text: title(p) })), 'mail titles');
    await expectShownAsText(dialog, senders.map(({ p }) => ({ ...p, text: `${p.text} ${id}` })), 'sender names');
    await expectNoExecution(page, trap);

    for (const p of XSS_PAYLOADS) {
      await dialog.getByRole('button', { name: new RegExp(`信${p.id}：`) }).first().click();
      await expectShownAsText(dialog, [p], `mail ${p.id} text`, (q) => (title(q) === `信${q.id}：` ? 1 : 2));
      await dialog.getByRole('button', { name: zhMail.back }).click();
    }
    await expectNoExecution(page, trap);
  });

  test('club search: hostile club names and descriptions', async ({ page, site }) => {
    test.slow(); // 65 clubs, searched 20 at a time
    const id = tag();
    const me = await qa.createPlayer({ VIPLevel: 3 });
    // A search answers one page of 20: each batch of clubs has its own keyword.
    const batches: XssPayload[][] = [];
    for (let i = 0; i < XSS_PAYLOADS.length; i += 20) batches.push(XSS_PAYLOADS.slice(i, i + 20));
    for (const [b, batch] of batches.entries()) {
      for (const p of batch) {
        const key = `${id}b${b}`;
        const name = length(key) + length(p.text) <= 64 ? `${key}${p.text}` : `${key}長${p.id}`;
        await qa.createClub({ ClubName: name, Description: p.text });
      }
    }
    await site.signInWithToken(me.Token);
    const screen = new ClubScreen(page);
    await screen.goto();
    for (const [b, batch] of batches.entries()) {
      // Enter submits the search, as a player would on a phone
      const box = page.getByRole('searchbox', { name: zhClub.join.searchLabel });
      await box.fill(`${id}b${b}`);
      await box.press('Enter');
      const results = page.getByTestId('club-result');
      await expect(results).toHaveCount(batch.length);
      const named = (p: XssPayload) => length(`${id}b${b}`) + length(p.text) <= 64;
      await expectShownAsText(results, batch, `batch ${b + 1}: descriptions`, (p) => (named(p) ? 2 : 1));
      await expectShownAsText(results, batch.filter(named).map((p) => ({ ...p, text: `${id}b${b}${p.text}` })), `batch ${b + 1}: names`);
      await expect(results.first().getByRole('button', { name: new RegExp(zhClub.join.apply) })).toBeVisible();
      await expectNoExecution(page, trap);
    }
  });
});
