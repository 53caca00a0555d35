/**
 * Chat is reachable from every place that offers it (issue 40 item 2): away from the play screen
 * a chat tap goes there with the conversation named in the query (chat §2 `chatroom`, and `peer`
 * for a private one), opened on arrival.
 */
import zhChat from '../locales/zh_tw/chat.json';
import zhProfile from '../locales/zh_tw/profile.json';
import zhMember from '../locales/zh_tw/member.json';
import zhClub from '../locales/zh_tw/club.json';
import zhEnvelope from '../locales/zh_tw/red-envelope.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { qa } from './support/qa-client';

const tag = () => Math.random().toString(36).slice(2, 7);

test.describe('chat from other pages', () => {
  test('the member centre friends list: 私訊 opens that conversation on the play screen', async ({ page }) => {
    const id = tag();
    const friend = await qa.createPlayer({ Name: `Pal${id}`, VIPLevel: 3 });
    const me = await qa.createPlayer({ Name: `Me${id}`, VIPLevel: 3 });
    await qa.relationship({ PlayerID: me.PlayerID, TargetID: friend.PlayerID, Type: 1 });
    await new Site(page).signInWithToken(me.Token);

    await page.goto('/zh_tw/member/info');
    await expect(page.getByRole('heading', { name: zhMember.title })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${zhMember.items.friends}`) }).click();
    const dialog = page.getByRole('dialog', { name: zhProfile.friends.open });
    await dialog.getByRole('button', { name: zhChat.friendsView.chat.replace('{{name}}', `Pal${id}`) }).click();

    await expect(page).toHaveURL(new RegExp(`/zh_tw/play-game/m\\?chatroom=private&peer=${friend.PlayerID}$`));
    const chat = new ChatWindow(page);
    await expect(chat.panel).toBeVisible();
    await expect(chat.panel.getByRole('button', { name: zhChat.avatar.replace('{{name}}', `Pal${id}`) })).toBeVisible();
    await expect(chat.input).toBeVisible();
  });

  test('the club page: the club chat button opens the club tab on the play screen', async ({ page }) => {
    const member = await qa.createPlayer({ Name: `Club${tag()}`, VIPLevel: 3, ClubID: 1 });
    await new Site(page).signInWithToken(member.Token);
    await page.goto('/zh_tw/club');
    await page.getByTestId('club-header').getByRole('button', { name: zhClub.home.chatOn }).click();
    await expect(page).toHaveURL(/\/zh_tw\/play-game\/m\?chatroom=club$/);
    const chat = new ChatWindow(page);
    await expect(chat.tab('club')).toHaveAttribute('aria-selected', 'true');
  });

  test("the profile card's 聊天 from the friends list opens that conversation on the play screen", async ({ page }) => {
    const id = tag();
    const friend = await qa.createPlayer({ Name: `Card${id}`, VIPLevel: 3 });
    const me = await qa.createPlayer({ Name: `Me${id}`, VIPLevel: 3 });
    await qa.relationship({ PlayerID: me.PlayerID, TargetID: friend.PlayerID, Type: 1 });
    await new Site(page).signInWithToken(me.Token);

    await page.goto('/zh_tw/member/info');
    await page.getByRole('button', { name: new RegExp(`^${zhMember.items.friends}`) }).click();
    const dialog = page.getByRole('dialog', { name: zhProfile.friends.open });
    await dialog.getByRole('button', { name: zhChat.avatar.replace('{{name}}', `Card${id}`) }).click();
    const card = page.getByRole('dialog', { name: zhChat.card.title });
    await card.getByRole('button', { name: zhProfile.actions.chat, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/zh_tw/play-game/m\\?chatroom=private&peer=${friend.PlayerID}$`));
    const chat = new ChatWindow(page);
    await expect(chat.panel.getByRole('button', { name: zhChat.avatar.replace('{{name}}', `Card${id}`) })).toBeVisible();
    await expect(chat.input).toBeVisible();
  });

  test('the club page 紅包: with the permission the create dialog opens in place, to the club channel; without it the player is told why', async ({ page, brand }) => {
    test.skip(brand !== 'crab', 'red envelopes are offered by crab and lion');
    const permitted = await qa.createPlayer({ Name: `Env${tag()}`, VIPLevel: 3, ClubID: 1, ClubRole: 2, CanSendRedEnvelope: true, Gold: 100_000 });
    await new Site(page).signInWithToken(permitted.Token);
    await page.goto('/zh_tw/club');
    await page.getByRole('button', { name: zhClub.menu.redEnvelope, exact: true }).click();
    const create = page.getByRole('dialog', { name: zhEnvelope.create.title });
    await expect(create).toBeVisible();
    await expect(create.getByRole('radio', { name: zhEnvelope.create.club })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/zh_tw/club');
  });

  test('the club page 紅包 without the permission says 沒有發紅包權限 instead of a dead tap', async ({ page, brand }) => {
    test.skip(brand !== 'crab', 'red envelopes are offered by crab and lion');
    const officer = await qa.createPlayer({ Name: `NoEnv${tag()}`, VIPLevel: 3, ClubID: 1, ClubRole: 2 });
    await new Site(page).signInWithToken(officer.Token);
    await page.goto('/zh_tw/club');
    await page.getByRole('button', { name: zhClub.menu.redEnvelope, exact: true }).click();
    await expect(page.getByText(zhErrors['200230'])).toBeVisible();
    await expect(page.getByRole('dialog', { name: zhEnvelope.create.title })).toHaveCount(0);
  });
});
