import { Code } from '../src/protocol';
import auth from '../locales/zh_tw/auth.json';
import common from '../locales/zh_tw/common.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { BindPhone } from './pages/bind-phone';
import { uniquePhone } from './support/lobby';
import { qa } from './support/qa-client';

test.describe('bind phone (綁定手機號碼)', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
  });

  test('a guest binds a phone from the member center and collects the reward once', async ({ page, site }) => {
    await site.open('/zh_tw');
    const name = await site.signInAsGuest();
    await site.open('/zh_tw/member/info');
    const bind = new BindPhone(page);
    await bind.openFromMemberCenter();
    expect(await bind.dialog.evaluate((el) => (el as HTMLElement).style.maxWidth)).toBe('480px');
    const number = uniquePhone();
    await bind.sendCode(number);
    await expect(bind.dialog).toContainText('若 60 秒內未收到驗證碼，請按重新發送。');

    // a wrong code first: the error dialog's 確定 goes back to the bind modal
    const { Code } = await qa.lastSms(number, 'bind');
    await bind.confirmWith(Code === '000000' ? '111111' : '000000');
    await expect(bind.error).toContainText('驗證碼錯誤(剩餘驗證次數：2)');
    await bind.error.getByRole('button', { name: '確定' }).click();
    await expect(bind.dialog).toBeVisible();

    await bind.confirmWith(Code);
    await expect(bind.reward).toBeVisible();
    await expect(bind.reward).toContainText(auth.bindReward.text);
    await expect(bind.reward).toContainText('30,000 金幣');
    await bind.reward.getByRole('button', { name: auth.bindReward.claim }).click();
    await expect(bind.reward).toBeHidden();

    // the player is refreshed: the member center shows the bound number, the wallet the bonus
    await expect(page.getByText(`${number.slice(0, 4)}***${number.slice(-3)}`)).toBeVisible();
    const session = await site.session();
    expect(session.phone).toBe(number);
    // the page holds no lobby token (issue 8 item 4): the balance is read where the player sees it
    await expect(page.getByRole('group', { name: common.common.balance }).filter({ visible: true })).toContainText('40,000');
    await expect(site.playerChip(name)).toBeVisible();
  });

  test('a number that already carries five accounts is refused with its text', async ({ page, site }) => {
    const number = uniquePhone();
    for (let i = 0; i < 5; i += 1) await qa.createPlayer({ Phone: number });
    await site.open('/zh_tw');
    await site.signInAsGuest();
    await site.open('/zh_tw/member/info');
    const bind = new BindPhone(page);
    await bind.openFromMemberCenter();
    await bind.dialog.getByLabel(auth.phone.label).fill(number);
    await bind.dialog.getByRole('button', { name: auth.phone.sendCode }).click();
    await expect(bind.error).toContainText(zhErrors[String(Code.PhoneAccountsFull) as '200082']);
    await bind.error.getByRole('button', { name: '確定' }).click();
    await expect(bind.dialog).toBeVisible();
  });
});
