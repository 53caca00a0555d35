import { Code as ProtocolCode } from '../src/protocol';
import auth from '../locales/zh_tw/auth.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { PhoneSignIn } from './pages/phone-sign-in';
import { qa } from './support/qa-client';
import { uniqueName, uniquePhone } from './support/lobby';

test.describe('phone sign-in (手機登入)', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
    await site.open('/zh_tw');
    await site.openSignIn();
  });

  test('a number without an account creates one and signs in (registration success)', async ({ page, site }) => {
    const phone = new PhoneSignIn(page);
    const number = uniquePhone();
    await phone.openFromSignInModal();
    await expect(phone.submitButton).toBeDisabled();
    await phone.signIn(number.slice(1)); // 9xxxxxxxx: the site adds the 0
    await site.confirmModal(zhErrors.session.registerSuccess);
    await expect(site.playerChip(/玩家\d+/)).toBeVisible();
    const session = await site.session();
    expect(session).toMatchObject({ provider: 'phone', phone: number });
  });

  test('a number with one account signs in to it directly', async ({ page, site }) => {
    const number = uniquePhone();
    const name = uniqueName('單');
    await qa.createPlayer({ Name: name, Phone: number, Level: 4 });
    const phone = new PhoneSignIn(page);
    await phone.openFromSignInModal();
    await phone.signIn(number);
    await expect(phone.dialog).toBeHidden();
    await expect(site.playerChip(name)).toBeVisible();
    await expect(site.modal(zhErrors.session.registerSuccess)).toBeHidden();
  });

  test('a number with three accounts lists them oldest first and signs in to the one chosen', async ({ page, site }) => {
    const number = uniquePhone();
    const names = [uniqueName('甲'), uniqueName('乙'), uniqueName('丙')];
    for (const [i, name] of names.entries()) await qa.createPlayer({ Name: name, Phone: number, Level: i + 2 });
    const phone = new PhoneSignIn(page);
    await phone.openFromSignInModal();
    await phone.signIn(number);
    await expect(phone.chooser).toBeVisible();
    await expect(phone.accountRows()).toHaveCount(3);
    for (const [i, name] of names.entries()) {
      await expect(phone.accountRows().nth(i)).toContainText(name);
      await expect(phone.accountRows().nth(i)).toContainText(`LV.${i + 2}`);
    }
    await phone.choose(names[1]!);
    await expect(site.playerChip(names[1]!)).toBeVisible();

    // the accounts are kept for a day: after signing out, 手機登入 offers them again
    await site.signOut(names[1]!);
    await site.openSignIn();
    await page.getByRole('button', { name: '手機登入' }).click();
    await expect(phone.chooser).toBeVisible();
    // 登出 forgets them and goes back to the phone modal
    await phone.chooser.getByRole('button', { name: auth.chooseAccount.signOut }).click();
    await expect(phone.dialog).toBeVisible();
  });

  test('a wrong code three times: tries left, then the code is dead; each opens the error dialog, whose closing reopens the phone modal', async ({ page }) => {
    const phone = new PhoneSignIn(page);
    const number = uniquePhone();
    await phone.openFromSignInModal();
    await phone.fillPhone(number);
    await phone.sendCode();
    const { Code } = await qa.lastSms(number, 'signin');
    const wrong = Code === '000000' ? '111111' : '000000';
    const dead = zhErrors[String(ProtocolCode.CodeTriesExhausted) as '200062'];
    await phone.fillCode(wrong);
    for (const text of ['驗證碼錯誤(剩餘驗證次數：2)', '驗證碼錯誤(剩餘驗證次數：1)', dead]) {
      await phone.submitButton.click();
      // the spec's text as written; closing reopens the modal with the form as typed
      await phone.expectRefusal(text);
      await expect(phone.dialog.getByLabel(auth.phone.codeLabel)).toHaveValue(wrong);
    }
    // the right code no longer works either
    await phone.fillCode(Code);
    await phone.submitButton.click();
    await phone.expectRefusal(dead);
  });
});
