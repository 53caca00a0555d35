import auth from '../locales/zh_tw/auth.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { Site } from './pages/site';
import { uniqueName } from './support/lobby';
import { qa } from './support/qa-client';

test.describe('inside an app: no popup, no modal to sign in', () => {
  test.beforeEach(async ({ site }) => {
    await site.skipAgeGate();
  });

  test('LIFF (fake adapter): LINE login, third_part/info, signed in; a duplicate sign-in shows no modal', async ({ site, browser, baseURL }) => {
    const name = uniqueName('liff-');
    await site.open(`/zh_tw?liff=fake&liffName=${encodeURIComponent(name)}`);
    // LIFF's login redirects (the fake reloads), so the page loads twice, then signs in: two
    // first visits of home on a busy 2-core machine take longer than one expect's 10 s
    await site.confirmModal(zhErrors.session.registerSuccess, { timeout: 30_000 });
    await expect(site.playerChip(name)).toBeVisible();
    expect(await site.session()).toMatchObject({ provider: 'line', channel: 'liff' });
    await expect(site.signInModal).toBeHidden();

    // the same LINE user opens the mini-app on another phone: this one just signs out
    const other = await browser.newContext({ baseURL });
    const otherSite = new Site(await other.newPage());
    await otherSite.skipAgeGate();
    await otherSite.open(`/zh_tw?liff=fake&liffName=${encodeURIComponent(name)}`);
    await expect(otherSite.playerChip(name)).toBeVisible();
    await site.expectSignedOut();
    await expect(site.modal(zhErrors.session.multipleSignIn)).toBeHidden();
    await other.close();
  });

  test('APK hand-off: the app’s Google token in the fragment signs in, and leaves the address bar', async ({ page, site }) => {
    const name = uniqueName('apk-');
    const { AccessToken, TPType } = await qa.oidcToken({ Provider: 'google', Name: name });
    await site.open(`/zh_tw#apkType=${TPType}&apkToken=${AccessToken}`);
    await expect(site.playerChip(name)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(await site.session()).toMatchObject({ provider: 'google', channel: 'apk' });
    await expect(page.getByText(auth.embedded.apk)).toBeHidden();
  });
});
