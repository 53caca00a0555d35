import type { Page } from '@playwright/test';
import zhChat from '../locales/zh_tw/chat.json';
import zhProfile from '../locales/zh_tw/profile.json';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { qa } from './support/qa-client';

const tag = () => Math.random().toString(36).slice(2, 8);

/** Signs a new VIP 3 QA player in on `page` and opens the chat's friends tab. */
async function signedIn(page: Page, name: string) {
  const created = await qa.createPlayer({ VIPLevel: 3, Name: name });
  await new Site(page).signInWithToken(created.Token);
  const chat = new ChatWindow(page);
  await chat.goto();
  await chat.open();
  await chat.selectTab('friends');
  return { ...created, chat };
}

test.describe('profile card and friends (account §2, §4)', () => {
  test('open another player\'s card, befriend, block and unblock', async ({ page }) => {
    const otherName = `卡片${tag()}`;
    const other = await qa.createPlayer({ VIPLevel: 4, Name: otherName });
    const me = await signedIn(page, `我${tag()}`);
    const panel = me.chat.panel;

    // Find the other player: the row shows the ID and VIP, the avatar opens the card.
    await panel.getByRole('searchbox').fill(otherName);
    await panel.getByRole('button', { name: zhChat.friendsView.search }).click();
    const row = panel.getByRole('listitem').filter({ hasText: `ID ${other.PlayerID}` });
    await expect(row.getByText('VIP 4')).toBeVisible();
    await row.getByRole('button', { name: zhChat.avatar.replace('{{name}}', otherName) }).click();

    const card = page.getByRole('dialog', { name: zhProfile.card.title });
    await expect(card.getByText(zhProfile.card.noClub)).toBeVisible();
    await expect(card.getByRole('link', { name: zhProfile.card.report })).toBeVisible();
    await expect(card.getByRole('button', { name: zhProfile.actions.chat })).toBeVisible();

    // Befriend: 加好友 turns into 刪除 once the profile is asked again.
    await card.getByRole('button', { name: zhProfile.actions.addFriend }).click();
    await expect(card.getByRole('button', { name: zhProfile.actions.delete })).toBeVisible();
    await expect(card.getByRole('button', { name: zhProfile.actions.addFriend })).toHaveCount(0);

    // Block: only 解除封鎖 is left.
    await card.getByRole('button', { name: zhProfile.actions.block, exact: true }).click();
    await expect(card.getByRole('button', { name: zhProfile.actions.unblock })).toBeVisible();
    await expect(card.getByRole('button', { name: zhProfile.actions.chat })).toHaveCount(0);
    await expect(card.getByRole('button', { name: zhProfile.actions.block, exact: true })).toHaveCount(0);

    // Unblock: a stranger again (blocking ended the friendship).
    await card.getByRole('button', { name: zhProfile.actions.unblock }).click();
    await expect(card.getByRole('button', { name: zhProfile.actions.addFriend })).toBeVisible();
    await expect(card.getByRole('button', { name: zhProfile.actions.block, exact: true })).toBeVisible();
  });

  test('the blacklist lists a blocked player and unblocks them', async ({ page }) => {
    const blockedName = `黑${tag()}`;
    const blocked = await qa.createPlayer({ Name: blockedName });
    const me = await signedIn(page, `我${tag()}`);
    await qa.relationship({ PlayerID: me.PlayerID, TargetID: blocked.PlayerID, Type: 2 });

    await me.chat.panel.getByRole('tab', { name: zhProfile.friends.tabs.blocked }).click();
    const unblock = me.chat.panel.getByRole('button', { name: zhProfile.friends.unblock.replace('{{name}}', blockedName) });
    await unblock.click();
    await expect(unblock).toHaveCount(0);
    await expect(me.chat.panel.getByText(zhProfile.friends.emptyBlocked)).toBeVisible();
  });
});
