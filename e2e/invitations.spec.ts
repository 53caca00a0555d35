import type { Page } from '@playwright/test';
import common from '../locales/zh_tw/common.json';
import errors from '../locales/zh_tw/errors.json';
import invite from '../locales/zh_tw/invite.json';
import present from '../locales/zh_tw/present.json';
import { expect, test } from './fixtures';
import { Site } from './pages/site';
import { uniqueName, uniquePhone } from './support/lobby';
import { qa } from './support/qa-client';
import { otherPage } from './support/other-page';


const bindField = (page: Page) => page.getByLabel(invite.bind.label);
const bindAlert = (page: Page) => page.getByRole('region', { name: invite.bind.title }).getByRole('alert');

test.describe('invitations (邀請好友)', () => {
  test('own code and an unknown code are refused; a friend binds the code; the reward is claimed once into the balance', { tag: '@both' }, async ({ page, site, brand, browser }, testInfo) => {
    const inviter = await qa.createPlayer({ Name: uniqueName('邀'), Gold: 1000 });
    await site.signInWithToken(inviter.Token);
    await site.open('/zh_tw/member/invite');
    const code = (await page.getByTestId('friend-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    await bindField(page).fill(code);
    await page.getByRole('button', { name: invite.bind.submit, exact: true }).click();
    await expect(bindAlert(page)).toHaveText(errors['100001']);
    await bindField(page).fill('NOSUCH99');
    await page.getByRole('button', { name: invite.bind.submit, exact: true }).click();
    await expect(bindAlert(page)).toHaveText(errors['100009']);

    // The friend (phone bound, VIP 3) binds the inviter's code in their own browser.
    const friendName = uniqueName('友');
    const friend = await qa.createPlayer({ Name: friendName, VIPLevel: 3, Phone: uniquePhone() });
    const friendPage = await otherPage(browser, testInfo);
    const friendSite = new Site(friendPage);
    await friendSite.signInWithToken(friend.Token);
    await friendSite.open('/zh_tw/member/invite');
    await bindField(friendPage).fill(code.toLowerCase());
    await friendPage.getByRole('button', { name: invite.bind.submit, exact: true }).click();
    await expect(friendPage.getByTestId('invite-inviter')).toContainText(`ID ${inviter.PlayerID}`);
    await friendPage.context().close();

    await page.reload();
    if (brand === 'owl') {
      // account §1: friend-invitation progress for all brands but owl.
      await expect(page.getByTestId('friend-code')).toBeVisible();
      await expect(page.getByText(invite.progress.title)).toHaveCount(0);
      return;
    }
    const row = page.getByTestId('invited-friend').filter({ hasText: friendName });
    await expect(row).toContainText(`ID ${friend.PlayerID}`);
    await row.getByRole('button', { name: invite.progress.claim, exact: true }).first().click();
    await expect(row.getByText(invite.progress.claimed, { exact: true })).toHaveCount(1);
    await row.getByRole('button', { name: invite.progress.claim, exact: true }).click();
    await expect(row.getByText(invite.progress.claimed, { exact: true })).toHaveCount(2);
    const balance = page.getByRole('group', { name: common.common.balance }).filter({ visible: true });
    await expect(balance).toContainText('71,000'); // 1,000 + 20,000 + 50,000
  });
});

test.describe('gift records (禮物紀錄)', () => {
  test('/present goes to /member/present, which shows the empty list of a new player', async ({ page, site }) => {
    const player = await qa.createPlayer({ Name: uniqueName('禮') });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw/present');
    await expect(page).toHaveURL(/\/zh_tw\/member\/present$/);
    await expect(page.getByRole('heading', { name: present.title })).toBeVisible();
    await expect(page.getByText(present.empty)).toBeVisible();
  });
});
