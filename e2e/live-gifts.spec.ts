import type { Page } from '@playwright/test';
import zhGifts from '../locales/zh_tw/gifts.json';
import zhLive from '../locales/zh_tw/live.json';
import zhPassbook from '../locales/zh_tw/passbook.json';
import { expect, test } from './fixtures';
import { Site } from './pages/site';
import { qa } from './support/qa-client';
import { otherPage } from './support/other-page';

/** A unique tag per test run. */
const tag = () => Math.random().toString(36).slice(2, 8);
/** A room of this test's own (QA), so parallel tests never see each other's gifts or closes. */
const freshRoomId = () => 100_000 + Math.floor(Math.random() * 800_000);


async function viewer(page: Page, name: string) {
  const created = await qa.createPlayer({ VIPLevel: 3, Name: name });
  await new Site(page).signInWithToken(created.Token);
  return created;
}

async function enterRoom(page: Page, roomId: number): Promise<void> {
  await page.goto(`/zh_tw/play-game/live?live=${roomId}`);
  await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'connected');
  await expect(page.getByPlaceholder(zhLive.chat.placeholder)).toBeEnabled();
}

test.describe('live room (crab: a live brand)', { tag: '@live-brand' }, () => {
  test.beforeEach(async ({ brand }) => {
    test.skip(brand !== 'crab', 'live rooms are offered by the live brands (crab, lion)');
  });

  test('two viewers: enter line, live chat, a gift whose effect both see, the bag and the passbook', { tag: '@both' }, async ({ page, browser }, testInfo) => {
    const id = tag();
    const roomId = freshRoomId();
    await qa.liveRoom({ RoomID: roomId, Title: `測試直播${id}`, AnchorName: `主播${id}`, StreamURL: '/live/demo-stream.mp4', Open: true });
    const giver = await viewer(page, `甲${id}`);
    await qa.setBalance({ PlayerID: giver.PlayerID, Items: { '42': 3 } });
    const otherPageB = await otherPage(browser, testInfo);
    await viewer(otherPageB, `乙${id}`);

    await enterRoom(page, roomId);
    await enterRoom(otherPageB, roomId);
    await expect(page.getByText(zhLive.enter.replace('{{name}}', `乙${id}`))).toBeVisible();

    // Live chat both ways.
    const box = page.getByPlaceholder(zhLive.chat.placeholder);
    await box.fill(`哈囉 ${id}`);
    await box.press('Enter');
    await expect(otherPageB.getByText(`哈囉 ${id}`)).toBeVisible();

    // A rose to the anchor: both see the effect's caption.
    await page.getByRole('button', { name: zhGifts.panel.title, exact: true }).click();
    const panel = page.getByRole('region', { name: zhGifts.panel.title });
    await panel.getByRole('radio', { name: new RegExp(zhGifts.names['42']) }).click();
    await panel.getByRole('radio', { name: '1', exact: true }).click();
    await panel.getByRole('button', { name: zhGifts.panel.send, exact: true }).click();
    const caption = zhGifts.effect.caption.replace('{{sender}}', `甲${id}`).replace('{{gift}}', zhGifts.names['42']).replace('{{receiver}}', `主播${id}`);
    await expect(page.getByTestId('gift-effect').getByText(caption)).toBeVisible();
    await expect(otherPageB.getByTestId('gift-effect').getByText(caption)).toBeVisible();
    await expect(panel.getByRole('radio', { name: new RegExp(zhGifts.names['42']) })).toContainText(zhGifts.panel.owned.replace('{{count}}', '2'));

    // The passbook's gift tab shows the rose that left the bag.
    await page.goto('/zh_tw/member/passbook');
    await page.getByRole('tab', { name: zhPassbook.tabs.gifts }).click();
    const row = page.getByTestId('passbook-row').first();
    await expect(row).toContainText(zhPassbook.reason.giftSent);
    await expect(row).toContainText('-1');
  });

  test("the room's frame comes in the page's HTML (header, stage, chat panel), not after its scripts", async ({ page }) => {
    await viewer(page, `丁${tag()}`);
    await page.goto('/zh_tw');
    // the page as the server sends it, with the session's cookies
    const html = await page.evaluate(async () => (await fetch('/zh_tw/play-game/live?live=1')).text());
    expect(html).toContain('>LIVE<');
    expect(html).toContain(zhLive.chat.placeholder);
    // in the shell, not a Suspense segment React reveals at least 300 ms after the first paint
    expect(html).not.toContain('<div hidden id="S:');
  });

  test('a room QA closes turns live chat off for its viewers', async ({ page }) => {
    const id = tag();
    const roomId = freshRoomId();
    await qa.liveRoom({ RoomID: roomId, Title: `關播${id}`, AnchorName: `主播${id}`, StreamURL: '/live/demo-stream.mp4', Open: true });
    await viewer(page, `丙${id}`);
    await enterRoom(page, roomId);
    await qa.liveRoom({ RoomID: roomId, Open: false });
    await expect(page.getByTestId('live-chat-off')).toHaveText(zhLive.chat.off);
    await expect(page.getByPlaceholder(zhLive.chat.placeholder)).toBeDisabled();
  });

  test('leaving the room keeps the stream playing in the mini window; × leaves the room', async ({ page }) => {
    const id = tag();
    const roomId = freshRoomId();
    await qa.liveRoom({ RoomID: roomId, Title: `小窗${id}`, AnchorName: `主播${id}`, StreamURL: '/live/demo-stream.mp4', Open: true });
    await viewer(page, `丁${id}`);
    await enterRoom(page, roomId);
    const playing = () => page.evaluate(() => Array.from(document.querySelectorAll('video')).some((v) => !v.paused && v.readyState >= 2));
    await expect.poll(playing).toBe(true);

    // A client-side route change: the same stream goes on in the draggable mini window.
    await page.locator('a[href="/zh_tw"]').first().click();
    await expect(page).toHaveURL(/\/zh_tw\/?$/);
    const mini = page.getByTestId('live-mini-window');
    await expect(mini).toBeVisible();
    await expect.poll(playing).toBe(true);

    await mini.getByRole('button', { name: zhLive.mini.close }).click();
    await expect(mini).toBeHidden();
  });
});
