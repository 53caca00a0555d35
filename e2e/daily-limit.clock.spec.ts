/**
 * Moves the lobby's clock, which every other test shares: playwright.config.ts runs these
 * specs in their own project, after all the others, one at a time.
 */
import zhErrors from '../locales/zh_tw/errors.json';
import { Code, PhoneRules } from '../src/protocol';
import { expect, test } from './fixtures';
import { PhoneSignIn } from './pages/phone-sign-in';
import { Site } from './pages/site';
import { lobby, uniquePhone } from './support/lobby';
import { qa } from './support/qa-client';

const DAY_MS = 24 * 60 * 60 * 1000;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Milliseconds from `now` to just after the next Asia/Taipei midnight. */
function toNextTaipeiDay(now: number): number {
  const taipei = now + TAIPEI_OFFSET_MS;
  return DAY_MS - (taipei % DAY_MS) + 1000;
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, brand: 'crab' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, brand: 'owl' },
] as const) {
  test.describe(`daily code limit (${size.name})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('the sixth code of the day for a number is refused; the next Taipei day it is sent again', async ({ page, baseURL }) => {
      const origin = (baseURL ?? '').replace('crab.', `${size.brand}.`);
      const site = new Site(page);
      const number = uniquePhone();
      for (let i = 0; i < PhoneRules.CodesPerDay; i += 1) {
        expect((await lobby.sendSignInCode(number, `e2e-other-device-${i}`)).Code).toBe(0);
      }
      await site.skipAgeGate();
      await site.open(`${origin}/zh_tw`);
      await site.openSignIn();
      const phone = new PhoneSignIn(page);
      await phone.openFromSignInModal();
      await phone.fillPhone(number);
      // valid_captcha knows before any tap: the spec's text as written under the number, 發送驗證碼 off
      await expect(phone.dialog.getByRole('status')).toHaveText(zhErrors[String(Code.PhoneDailyLimit) as '200030']);
      await expect(phone.sendButton).toBeDisabled();

      await qa.advanceClock(toNextTaipeiDay(await qa.serverNow()));
      // the next day: the modal opened again asks again, and the number gets a code
      await phone.close();
      await site.openSignIn();
      await phone.openFromSignInModal();
      await expect(phone.dialog.getByRole('status')).toHaveCount(0);
      await phone.sendCode();
      const sms = await qa.lastSms(number, 'signin');
      await phone.fillCode(sms.Code);
      await phone.submitButton.click();
      await site.confirmModal(zhErrors.session.registerSuccess);
      await expect(site.playerChip(/玩家\d+/)).toBeVisible();
    });
  });
}
