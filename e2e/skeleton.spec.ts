import { Code, Op } from '../src/protocol';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { qa } from './support/qa-client';

test.describe('a new visitor', () => {
  test('lands on /zh_tw, passes the age gate, signs in as guest, stays signed in, signs out', { tag: '@both' }, async ({
    page,
    site,
    brand,
  }) => {
    await site.open('/');
    await expect(page).toHaveURL(/\/zh_tw\/?$/);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);

    await site.confirmAge();
    const name = await site.signInAsGuest();

    await page.reload();
    await expect(site.playerChip(new RegExp(name))).toBeVisible();
    await expect(site.ageGate).toBeHidden(); // confirmed for this browser session

    await site.signOut();
    await site.expectSignedOut();
    await expect(page).toHaveURL(/\/zh_tw\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('EXPIRES'))).toBeNull();
  });

  test('is sent to sign in from a protected route, and back to it after signing in', { tag: '@both' }, async ({ page, site }) => {
    await site.open('/zh_tw/member/info');
    await expect(page).toHaveURL(/\/zh_tw\/sign-in\?.*error=SessionRequired/);
    await site.confirmAge();
    await expect(site.signInModal).toBeVisible();
    await site.signInModal.getByRole('button', { name: '訪客登入' }).click();
    await expect(page).toHaveURL(/\/zh_tw\/member\/info/);
  });

  test('in Indonesian lands on /id_id', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'id-ID', baseURL, extraHTTPHeaders: { 'Accept-Language': 'id-ID,id;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/id_id\/?$/);
    await context.close();
  });
});

test('a 100005 pushed by the server shows the expiry modal and signs the player out', async ({ page, site }) => {
  await site.open('/zh_tw');
  await site.confirmAge({ remember: true });
  await site.signInAsGuest();
  const playerId = await page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/session')).json()) as { playerID: number };
    return session.playerID;
  });

  // the lobby socket must be up before the push can reach it
  await expect
    .poll(async () => (await qa.push({
      PlayerID: playerId,
      Socket: 'lobby',
      Message: { OP: Op.WalletReply, Code: Code.Ok, Message: '', Result: { Bag: { Items: { 1: { Amount: 1 } } } } },
    })).delivered)
    .toBeGreaterThan(0);

  await qa.push({
    PlayerID: playerId,
    Socket: 'lobby',
    Message: { OP: Op.WalletReply, Code: Code.SessionExpired, Message: '', Result: null },
  });
  const modal = site.modal(zhErrors.session.connectionExpired);
  await expect(modal).toBeVisible();
  await site.expectSignedOut();
});
