import zhChat from '../locales/zh_tw/chat.json';
import zhMember from '../locales/zh_tw/member.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { Code } from '../src/protocol';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { qa } from './support/qa-client';

/** The zh_tw text of an error code (locales/zh_tw/errors.json). */
const errorText = (code: number) => (zhErrors as Record<string, unknown>)[String(code)] as string;

/** A short unique tag (names are unique and at most 10 letters or digits). */
const tag = () => Math.random().toString(36).slice(2, 7);

test.describe('member centre', () => {
  test('edit the nickname: refused texts, then the new name in the hub and in chat', { tag: '@both' }, async ({ page }) => {
    const id = tag();
    const taken = `Taken${id}`;
    await qa.createPlayer({ Name: taken });
    const me = await qa.createPlayer({ VIPLevel: 3, Name: `Old${id}` });
    await new Site(page).signInWithToken(me.Token);

    await page.goto('/zh_tw/member/info');
    await expect(page.getByRole('heading', { name: zhMember.title })).toBeVisible();
    await expect(page.getByTestId('member-name')).toHaveText(`Old${id}`);
    await expect(page.getByRole('navigation', { name: zhMember.items.title })).toBeVisible();

    await page.getByRole('button', { name: zhMember.edit.open }).click();
    const dialog = page.getByRole('dialog', { name: zhMember.edit.title });
    const name = dialog.getByLabel(zhMember.edit.nickname);

    // refused on the page: a symbol
    await name.fill('壞名字!');
    await dialog.getByRole('button', { name: zhMember.edit.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(errorText(Code.NicknameInvalid));

    // refused by the server: another player's name
    await name.fill(taken.toLowerCase());
    await dialog.getByRole('button', { name: zhMember.edit.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(errorText(Code.NicknameTaken));

    const fresh = `New${id}`;
    await name.fill(fresh);
    await dialog.getByLabel(zhMember.edit.introduction).fill(`hello ${id}`);
    await dialog.getByRole('button', { name: zhMember.edit.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('member-name')).toHaveText(fresh);
    await expect(page.getByText(`hello ${id}`)).toBeVisible();

    // the rename limit: the name is read-only until the next allowed time
    await page.getByRole('button', { name: zhMember.edit.open }).click();
    await expect(dialog.getByLabel(zhMember.edit.nickname)).toHaveAttribute('readonly', '');
    await expect(dialog.getByText(/下次可修改暱稱：/)).toBeVisible();
    await dialog.getByRole('button', { name: zhMember.edit.cancel }).click();

    // chat carries the new name on the player's message (own rows name the sender in their label)
    const chat = new ChatWindow(page);
    await chat.goto('public');
    await chat.say(`renamed ${id}`);
    await expect(chat.log.getByRole('article', { name: zhChat.messageFrom.replace('{{name}}', fresh) }).filter({ hasText: `renamed ${id}` })).toBeVisible();
  });

  test('the VIP card shows the points from the server and what the next tier needs', { tag: '@both' }, async ({ page }) => {
    // 150,000 points reach VIP2 (100,000); VIP3 needs 1,000,000 (src/protocol/vip.ts).
    const me = await qa.createPlayer({ VipPoints: 150_000 });
    await new Site(page).signInWithToken(me.Token);
    await page.goto('/zh_tw/member/info');
    const bar = page.getByTestId('vip-points-bar');
    await expect(bar).toHaveAttribute('aria-valuenow', '150000');
    await expect(bar).toHaveAttribute('aria-valuemax', '1000000');
    await expect(page.getByTestId('vip-points')).toHaveText('150,000 / 1,000,000 點');
    await expect(page.getByTestId('vip-to-next')).toHaveText(`再累積 850,000 點升級 VIP3 ${zhMember.vip.tier.gold}`);
    await expect(page.getByTestId('vip-badge')).toContainText(zhMember.vip.tier.silver);
  });
});
