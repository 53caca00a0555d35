import { Code } from '../src/protocol';
import zh from '../locales/zh_tw/common.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { IdentityProvider } from './pages/identity-provider';
import { uniqueName } from './support/lobby';

// Every provider makes the round trip once: their next-auth checks differ (state; pkce and
// state). Signing in again as the same identity is the server's lookup by provider and subject
// (server/oidc/third-party.test.ts, for every TPType); the browser proves it once, with LINE.
const PROVIDERS = [
  { id: 'line', button: zh.signIn.line, again: true },
  { id: 'google', button: zh.signIn.google, again: false },
  { id: 'apple', button: zh.signIn.apple, again: false },
  { id: 'facebook', button: zh.signIn.facebook, again: false },
] as const;

test.describe('OAuth providers through the reference identity provider, in a popup', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
    await site.open('/zh_tw');
    await site.openSignIn();
  });

  for (const provider of PROVIDERS) {
    const title = `${provider.id}: approve in the popup; the page signs in, the popup closes${provider.again ? '; the same identity again is the same player' : ''}`;
    test(title, async ({ page, site }) => {
      const name = uniqueName(`${provider.id.slice(0, 2)}-`);
      const popupOpened = page.waitForEvent('popup');
      await site.signInModal.getByRole('button', { name: provider.button }).click();
      const popup = await popupOpened;
      await expect(site.signInModal).toContainText('請在新開啟的視窗完成');
      await new IdentityProvider(popup).approveInPopup(name);
      await site.confirmModal(zhErrors.session.registerSuccess);
      await expect(site.playerChip(name)).toBeVisible();
      const session = await site.session();
      expect(session).toMatchObject({ provider: provider.id, channel: 'web' });
      if (!provider.again) return;

      // the same identity again: the same player, no registration modal
      await site.signOut(name);
      await site.openSignIn();
      const again = page.waitForEvent('popup');
      await site.signInModal.getByRole('button', { name: provider.button }).click();
      const popup2 = await again;
      await new IdentityProvider(popup2).approveInPopup(name);
      await expect(site.playerChip(name)).toBeVisible();
      await expect(site.modal(zhErrors.session.registerSuccess)).toBeHidden();
      expect((await site.session()).playerID).toBe(session.playerID);
    });
  }

  test('cancel at the identity provider: the popup closes and the modal says it failed', async ({ page, site }) => {
    const popupOpened = page.waitForEvent('popup');
    await site.signInModal.getByRole('button', { name: zh.signIn.line }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close');
    await new IdentityProvider(popup).cancel();
    await closed;
    await expect(site.signInModal.getByRole('alert')).toHaveText(zh.signIn.failed);
    await expect(site.signInButton).toBeVisible();
  });
});

test('an unknown provider goes to the sign-in page with the callback', async ({ page, site }) => {
  await site.skipAgeGate();
  await site.open('/zh_tw/signIn/myspace?signInRedirectURL=%2Fzh_tw%2Frank%2Fcoin');
  await expect(page).toHaveURL(/\/zh_tw\/sign-in\?callbackUrl=%2Fzh_tw%2Frank%2Fcoin/);
  await expect(site.signInModal).toBeVisible();
});

test('/signIn/line opened as a page signs in and goes to signInRedirectURL', async ({ page, site }) => {
  await site.skipAgeGate();
  await site.open('/zh_tw/signIn/line?signInRedirectURL=%2Fzh_tw%2Fmember%2Finfo');
  const name = uniqueName('pg-');
  await new IdentityProvider(page).approveAs(name);
  await expect(page).toHaveURL(/\/zh_tw\/member\/info$/);
  await site.confirmModal(zhErrors.session.registerSuccess);
  await expect(site.playerChip(name)).toBeVisible();
});

test('a sign-in error comes back to the sign-in page with its value, and shows its text', async ({ page, site }) => {
  await site.skipAgeGate();
  await site.open(`/zh_tw/sign-in?error=${Code.NotFound}`);
  await site.confirmModal(zhErrors.signIn[String(Code.NotFound) as '100009']);
  await expect(site.signInModal).toBeVisible();
  await site.open('/zh_tw/sign-in?error=OAuthCallback');
  await expect(site.signInModal.getByRole('alert')).toHaveText(zh.signIn.failed);
  await expect(page).toHaveURL(/error=OAuthCallback/);
});
