import zhCommon from '../locales/zh_tw/common.json';
import zh from '../locales/zh_tw/content.json';
import zhDocuments from '../locales/zh_tw/content-documents.json';
import zhPrivacy from '../locales/zh_tw/content-privacy.json';
import zhQna from '../locales/zh_tw/content-qna.json';
import zhTerms from '../locales/zh_tw/content-terms.json';
import { expect, test } from './fixtures';

/** Every content route and the heading it shows (zh_tw). */
const ROUTES: [path: string, heading: string][] = [
  ['/zh_tw/support/info', zh.info.title],
  ['/zh_tw/support/qna', zh.qna.title],
  ['/zh_tw/support/terms', zh.termsIndex.title],
  ['/zh_tw/support/terms/term-of-service', zhTerms.title],
  ['/zh_tw/privacy', zhPrivacy.title],
  ['/zh_tw/support/document', zhDocuments.title],
  ['/zh_tw/newbie/gameGuidle', zh.guide.title],
  ['/zh_tw/other/service', zh.service.title],
  ['/zh_tw/other/bankcode', zh.bankcode.title],
  ['/zh_tw/response', zh.response.title],
  ['/zh_tw/share?gameCode=10001&gameName=%E6%B8%AC%E8%A9%A6&from=1001', zh.invite.title],
  ['/zh_tw/purchaseAPK', zh.apk.title],
];

test.describe('content pages', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
  });

  for (const [path, heading] of ROUTES) {
    test(`${path} shows its page, not a coming-soon shell`, async ({ page, site }) => {
      await site.open(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(zhCommon.comingSoon.badge)).toHaveCount(0);
      // No horizontal scrolling at either viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  for (const [path, doc] of [
    ['/zh_tw/support/terms/term-of-service', zhTerms],
    ['/zh_tw/privacy', zhPrivacy],
  ] as const) {
    test(`${path} has a table of contents whose links reach their sections`, async ({ page, site }) => {
      await site.open(path);
      const toc = page.getByRole('navigation', { name: zh.legal.toc });
      await expect(toc).toBeVisible();
      const sections = Object.entries(doc.sections);
      await expect(toc.getByRole('link')).toHaveCount(sections.length);
      const [id, last] = sections[sections.length - 1]!;
      await toc.getByRole('link', { name: last.title }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();
      await expect(page.getByText(zh.legal.updated.replace('{{date}}', '2026.11.23'))).toBeVisible();
    });
  }

  test('/term redirects to the terms of service', async ({ page, site }) => {
    await site.open('/zh_tw/term');
    await expect(page).toHaveURL(/\/zh_tw\/support\/terms\/term-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: zhTerms.title })).toBeVisible();
  });

  test('the FAQ search narrows the questions and opens the answers', async ({ page, site }) => {
    await site.open('/zh_tw/support/qna');
    const question = zhQna.groups.account.items[2]!;
    await page.getByRole('searchbox', { name: zh.qna.search }).fill('驗證碼');
    await expect(page.getByText(question.a)).toBeVisible();
    await expect(page.getByText(zhQna.groups.vip.items[0]!.q)).toHaveCount(0);
  });

  test('the vault code page shows the code of its link', async ({ page, site }) => {
    await site.open('/zh_tw/other/bankcode?code=VAULT-7788&game=%E8%B2%A1%E7%A5%9E%E5%88%B0');
    await expect(page.getByTestId('vault-code')).toHaveText('VAULT-7788');
    await expect(page.getByRole('button', { name: zh.bankcode.copy })).toBeVisible();
  });

  test('the result page shows a failed payment with its next steps', async ({ page, site }) => {
    await site.open('/zh_tw/response?status=failed&type=payment&order=T123');
    await expect(page.getByRole('heading', { level: 2, name: zh.response.payment.failed.title })).toBeVisible();
    await expect(page.getByRole('link', { name: zh.response.actions.retry })).toHaveAttribute('href', '/zh_tw/purchase/point');
  });

  test('support info offers LINE only to brands with LINE support', { tag: '@both' }, async ({ page, site, brand }) => {
    await site.open('/zh_tw/support/info');
    const line = page.getByRole('main').getByRole('link', { name: new RegExp(zh.channels.line.action) });
    // crab and owl (the e2e brands) both have LINE support; monkey and tha would show none.
    await expect(line).toHaveCount(['monkey', 'tha'].includes(brand) ? 0 : 1);
    await expect(page.getByRole('main').getByRole('link', { name: zh.channels.email.action })).toHaveAttribute('href', /^mailto:service@/);
  });
});
