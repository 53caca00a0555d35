import type { Page } from '@playwright/test';
import zhEnvelope from '../locales/zh_tw/red-envelope.json';
import zhChat from '../locales/zh_tw/chat.json';
import zhCommon from '../locales/zh_tw/common.json';
import zhMember from '../locales/zh_tw/member.json';
import zhPassbook from '../locales/zh_tw/passbook.json';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { qa } from './support/qa-client';
import { otherPage } from './support/other-page';

/** A unique tag per test run: the public channel is shared by every test running at once. */
const tag = () => Math.random().toString(36).slice(2, 8);


async function signedIn(page: Page, body: Parameters<typeof qa.createPlayer>[0]) {
  const created = await qa.createPlayer({ VIPLevel: 3, ...body });
  await new Site(page).signInWithToken(created.Token);
  return { ...created, chat: new ChatWindow(page) };
}

test.describe('red envelopes in chat (crab: the brand that offers them)', { tag: '@live-brand' }, () => {
  test.beforeEach(async ({ brand }) => {
    test.skip(brand !== 'crab', 'red envelopes are offered by crab and lion');
  });

  test('a permitted player sends an envelope into public chat; another grabs it through the overlay and finds it in the passbook', async ({
    page,
    browser,
  }, testInfo) => {
    const id = tag();
    const sender = await signedIn(page, { Name: `發${id}`, CanSendRedEnvelope: true, Gold: 200_000 });
    const other = await signedIn(await otherPage(browser, testInfo), { Name: `搶${id}` });
    // One's own profile card (member hub 我的名片) offers 發紅包 to a permitted player.
    await page.goto('/zh_tw/member/info');
    await page.getByRole('button', { name: zhMember.ownCard }).click();
    const ownCard = page.getByRole('dialog', { name: zhChat.card.title });
    await expect(ownCard.getByRole('button', { name: zhEnvelope.send.button })).toBeVisible();
    await ownCard.getByRole('button', { name: zhCommon.common.close }).first().click();

    await sender.chat.goto('public');
    await other.chat.goto('public');
    // Not permitted: no 發紅包 for the other player.
    await expect(other.chat.panel.getByRole('button', { name: zhEnvelope.send.button })).toHaveCount(0);

    await sender.chat.panel.getByRole('button', { name: zhEnvelope.send.button }).click();
    const create = page.getByRole('dialog', { name: zhEnvelope.create.title });
    await create.getByLabel(zhEnvelope.create.titleLabel).fill(`恭喜${id}`);
    await create.getByLabel(zhEnvelope.create.contentLabel).fill('大家發財');
    await create.getByLabel(zhEnvelope.create.amountLabel).fill('1000');
    await create.getByLabel(zhEnvelope.create.quantityLabel).fill('2');
    await create.getByText(zhEnvelope.create.equal, { exact: true }).click();
    await create.getByRole('button', { name: zhEnvelope.create.submit }).click();
    await expect(create.getByRole('status')).toContainText(zhEnvelope.create.sent);
    await create.getByRole('button', { name: zhCommon.common.confirm }).click();
    await expect(create).toBeHidden();

    // The card reaches the other player's public chat; tapping it opens the overlay.
    const card = other.chat.panel.getByRole('button', { name: new RegExp(`恭喜${id}`) });
    await expect(card).toBeVisible();
    await card.click();
    const overlay = other.chat.page.getByRole('dialog', { name: zhEnvelope.overlay.title });
    await expect(overlay).toContainText('大家發財');
    await overlay.getByRole('button', { name: zhEnvelope.overlay.receive, exact: true }).click();
    await expect(overlay.getByTestId('envelope-amount')).toHaveText(zhEnvelope.overlay.amount.replace('{{amount}}', '500'));

    // Opened again: the received look, not a second receive.
    await overlay.getByRole('button', { name: zhCommon.common.close }).first().click();
    await expect(overlay).toBeHidden();
    await card.click();
    await expect(overlay.getByTestId('envelope-amount')).toHaveText(zhEnvelope.overlay.amount.replace('{{amount}}', '500'));

    // 存摺 opens the passbook modal in place (the page stays), where the share is the newest gold row.
    const before = other.chat.page.url();
    await overlay.getByRole('button', { name: zhEnvelope.overlay.bank }).click();
    await expect(other.chat.page.getByText(zhPassbook.notice)).toBeVisible();
    expect(other.chat.page.url()).toBe(before);
    const rows = other.chat.page.getByTestId('passbook-row');
    await expect(rows.first()).toContainText('+500');
    await expect(rows.first()).toContainText(zhPassbook.reason.redEnvelopeReceived);
  });
});
