/**
 * The abuse limits as a player meets them (issue 8 item 3). Lowers the lobby's limits, which
 * every test shares, and moves its clock past the hour window: playwright.config.ts runs
 * `.clock.spec.ts` files after all the others, one at a time. The limits go back at the end.
 */
import zhErrors from '../locales/zh_tw/errors.json';
import { Code } from '../src/protocol';
import { test } from './fixtures';
import { PhoneSignIn } from './pages/phone-sign-in';
import { uniquePhone } from './support/lobby';
import { qa } from './support/qa-client';

const HOUR_MS = 60 * 60 * 1000;

test.describe('abuse limits', () => {
  test.afterEach(async () => {
    await qa.setLimits({ Enforce: false });
  });

  test('past the hourly code limit of one network, 手機登入 shows its own text', async ({ page, site }) => {
    await qa.advanceClock(HOUR_MS + 1000); // earlier tests' sends leave the window
    await qa.setLimits({ CodesPerAddressPerHour: 1 });
    const phone = new PhoneSignIn(page);
    const openPhoneSignIn = async () => {
      await site.open('/zh_tw');
      await site.openSignIn();
      await phone.openFromSignInModal();
    };
    await site.skipAgeGate();
    await openPhoneSignIn();
    await phone.fillPhone(uniquePhone());
    await phone.sendCode(); // the network's one code this hour

    // a fresh tab (its own sessionStorage, so no kept phone modal nor countdown: decision 325)
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await openPhoneSignIn();
    await phone.fillPhone(uniquePhone());
    await phone.sendButton.click();
    // the error dialog; closing it reopens the phone modal
    await phone.expectRefusal(zhErrors[String(Code.AddressCodeLimit) as '200302']);
  });
});
