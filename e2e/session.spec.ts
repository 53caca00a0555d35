import { Code, Op } from '../src/protocol';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { PhoneSignIn } from './pages/phone-sign-in';
import { Site } from './pages/site';
import { uniqueName, uniquePhone } from './support/lobby';
import { qa } from './support/qa-client';

test('two tabs: a sign-in shows in both, and a sign-out signs both out', async ({ context, site }) => {
  await site.skipAgeGate();
  await site.open('/zh_tw');
  const second = new Site(await context.newPage());
  await second.open('/zh_tw/rank/coin');
  await second.expectSignedOut();

  const name = await site.signInAsGuest();
  await expect(second.playerChip(name)).toBeVisible();

  // the first tab moves to a page that needs login; the sign-out in the other tab takes it home
  await site.open('/zh_tw/member/info');
  await second.signOut(name);
  await second.expectSignedOut();
  // this tab hears of it, then loads home: a whole page load, slow on a busy machine
  await site.expectSignedOut(30_000);
  await expect(site.page).toHaveURL(/\/zh_tw\/?$/);
  await expect(second.page).toHaveURL(/\/zh_tw\/rank\/coin$/);
  expect(await site.page.evaluate(() => localStorage.getItem('EXPIRES'))).toBeNull();
});

test('a second sign-in from another browser shows MULTIPLE_SIGNIN here; closing it signs out', async ({ page, site, browser, baseURL }) => {
  const number = uniquePhone();
  const name = uniqueName('dup-');
  await qa.createPlayer({ Name: name, Phone: number });
  await site.skipAgeGate();
  await site.open('/zh_tw');
  await site.openSignIn();
  const phone = new PhoneSignIn(page);
  await phone.openFromSignInModal();
  await phone.signIn(number);
  await expect(site.playerChip(name)).toBeVisible();
  // wait until this page's lobby socket is up, so the push has somewhere to go
  const { playerID } = await site.session();
  await expect.poll(async () => (await qa.push({ PlayerID: playerID!, Socket: 'lobby', Message: { OP: Op.WalletReply, Code: Code.Ok, Message: '', Result: { Bag: { Items: {} } } } })).delivered).toBeGreaterThan(0);

  const other = await browser.newContext({ baseURL });
  const otherSite = new Site(await other.newPage());
  await otherSite.skipAgeGate();
  await otherSite.open('/zh_tw');
  await otherSite.openSignIn();
  const otherPhone = new PhoneSignIn(otherSite.page);
  await otherPhone.openFromSignInModal();
  await otherPhone.signIn(number);
  await expect(otherSite.playerChip(name)).toBeVisible();

  await site.confirmModal(zhErrors.session.multipleSignIn);
  await site.expectSignedOut();
  // the other browser stays signed in
  await otherSite.page.reload();
  await expect(otherSite.playerChip(name)).toBeVisible();
  await other.close();
});
