import passbook from '../locales/zh_tw/passbook.json';
import { expect, test } from './fixtures';
import { BindPhone } from './pages/bind-phone';
import { uniquePhone } from './support/lobby';
import { qa } from './support/qa-client';

test.describe('passbook (存摺)', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
  });

  test('after a bind bonus, the passbook pages through the rows newest first, 2 a page', { tag: '@both' }, async ({ page, site, brand }) => {
    await site.open('/zh_tw');
    await site.signInAsGuest(); // 新手見面禮 +10,000
    await site.open('/zh_tw/member/info');
    const bind = new BindPhone(page);
    await bind.openFromMemberCenter();
    const number = uniquePhone();
    await bind.sendCode(number);
    await bind.confirmWith((await qa.lastSms(number, 'bind')).Code); // 手機綁定獎勵 +30,000
    await bind.reward.getByRole('button', { name: '領取' }).click();
    const { playerID } = await site.session();
    await qa.setBalance({ PlayerID: playerID!, Gold: 38_000 }); // 系統調整 -2,000

    await site.open('/zh_tw/member/passbook');
    await expect(page.getByText(passbook.notice)).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(brand === 'owl' ? ['日金', '寶石', '點數', '禮物'] : ['日金', '點數', '禮物']);
    const rows = page.getByTestId('passbook-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('系統調整');
    await expect(rows.nth(0)).toContainText('-2,000');
    await expect(rows.nth(1)).toContainText('手機綁定獎勵');
    await expect(rows.nth(1)).toContainText('+30,000');
    await expect(rows.nth(1)).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);

    await page.getByRole('button', { name: passbook.pagination.next }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('新手見面禮');
    await expect(rows.nth(0)).toContainText('+10,000');
    await expect(page.getByRole('button', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: passbook.pagination.next })).toBeDisabled();

    await page.getByRole('tab', { name: '禮物' }).click();
    await expect(page.getByText(passbook.empty)).toBeVisible();
  });

  test("the first page comes in the page's HTML (read on the server), not after the socket", async ({ page, site }) => {
    await site.open('/zh_tw');
    await site.signInAsGuest(); // 新手見面禮 +10,000
    // the page as the server sends it, with the session's cookies (before any script of its own runs)
    const html = await page.evaluate(async () => (await fetch('/zh_tw/member/passbook')).text());
    expect(html).toContain('data-testid="passbook-row"');
    expect(html).toContain('新手見面禮');
    expect(html).toContain('+10,000');
    // and the page shows it
    await site.open('/zh_tw/member/passbook');
    await expect(page.getByTestId('passbook-row')).toHaveCount(1);
    await expect(page.getByTestId('passbook-row')).toContainText('+10,000');
  });
});
