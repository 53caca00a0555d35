/**
 * Linking an account (issue 11 item 12): a guest links LINE through the reference identity
 * provider from the member area's 綁定帳號 section, keeps their player, and later signs in with
 * LINE to that same player; an identity of another player is refused with its text.
 * The section is <LinkedAccounts /> (src/features/account-link) mounted on /member/info.
 */
import account from '../locales/zh_tw/account.json';
import zh from '../locales/zh_tw/common.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { AccountPath, Provider } from '../src/protocol';
import { expect, test } from './fixtures';
import { IdentityProvider } from './pages/identity-provider';
import { uniqueName } from './support/lobby';
import { SERVER_URL } from './support/env';
import { watchForText } from './support/text-seen';
import { qa } from './support/qa-client';

test.describe('link an account (綁定帳號)', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
    await site.open('/zh_tw');
  });

  test('a guest links LINE, keeps the same player, and signs in with LINE to it later', async ({ page, site }) => {
    const guestName = await site.signInAsGuest();
    const before = await site.session();
    expect(before.provider).toBe('guest');

    await site.open('/zh_tw/member/info');
    const section = page.getByRole('region', { name: account.link.title });
    await expect(section.getByText(account.link.guestNotice)).toBeVisible();
    const lineName = uniqueName('ln-');
    // The toast leaves by itself after 2.5 s: the page watches for it from before the tap
    const toastShown = await watchForText(page, account.link.success.replace('{{provider}}', 'LINE'));
    const popupOpened = page.waitForEvent('popup');
    await section.getByRole('button', { name: `${account.link.linkButton} LINE` }).click();
    await new IdentityProvider(await popupOpened).approveInPopup(lineName);

    await toastShown();
    await expect(section.getByText(account.link.linked)).toBeVisible();
    await expect(section.getByText(account.link.guestNotice)).toBeHidden();
    // The same player and session; it now counts as a LINE account.
    expect(await site.session()).toMatchObject({ playerID: before.playerID, sessionTag: before.sessionTag, provider: 'line' });
    await expect(site.playerChip(guestName)).toBeVisible();

    await site.signOut(guestName);
    await site.openSignIn();
    const again = page.waitForEvent('popup');
    await site.signInModal.getByRole('button', { name: zh.signIn.line }).click();
    await new IdentityProvider(await again).approveInPopup(lineName);
    await expect(site.playerChip(guestName)).toBeVisible();
    await expect(site.modal(zhErrors.session.registerSuccess)).toBeHidden();
    expect((await site.session()).playerID).toBe(before.playerID);
  });

  test('a LINE identity of another player is refused with 200361; the guest stays a guest', async ({ page, site }) => {
    const takenName = uniqueName('tk-');
    // Another player signed up with that LINE identity (the IdP's subject follows the name).
    const { AccessToken } = await qa.oidcToken({ Provider: 'line', Name: takenName });
    const owner = await fetch(`${SERVER_URL}${AccountPath.SignIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ SiteID: 'crab', Lang: 'zh_tw', TPType: Provider.line, TPToken: AccessToken }),
    });
    expect(((await owner.json()) as { Code: number }).Code).toBe(0);

    await site.signInAsGuest();
    await site.open('/zh_tw/member/info');
    const section = page.getByRole('region', { name: account.link.title });
    const popupOpened = page.waitForEvent('popup');
    await section.getByRole('button', { name: `${account.link.linkButton} LINE` }).click();
    await new IdentityProvider(await popupOpened).approveInPopup(takenName);
    await expect(section.getByRole('alert')).toHaveText(zhErrors['200361']);
    await expect(section.getByText(account.link.guestNotice)).toBeVisible();
    expect((await site.session()).provider).toBe('guest');
  });
});
