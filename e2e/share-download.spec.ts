import zhChat from '../locales/zh_tw/chat.json';
import zhDownload from '../locales/zh_tw/download.json';
import zhShare from '../locales/zh_tw/share.json';
import { QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';
import { otherPage } from './support/other-page';

const tag = () => Math.random().toString(36).slice(2, 8);

/** `POST /__qa/relationship` (docs/qa-api.md): Type 1 befriends. */
async function befriend(PlayerID: number, TargetID: number): Promise<void> {
  const response = await fetch(`${SERVER_URL}${QaPath.Relationship}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PlayerID, TargetID, Type: 1 }),
  });
  if (!response.ok) throw new Error(`QA relationship → ${response.status} ${await response.text()}`);
}


test.describe('share dialog (發送名單)', () => {
  test('shares a game to two friends and the public channel; the friend opens the card', async ({ page, site, browser }, testInfo) => {
    const id = tag();
    const sharerName = `分享${id}`;
    const sharer = await qa.createPlayer({ VIPLevel: 3, Name: sharerName });
    const friends = [await qa.createPlayer({ VIPLevel: 3, Name: `好友A${id}` }), await qa.createPlayer({ VIPLevel: 3, Name: `好友B${id}` })];
    for (const f of friends) await befriend(sharer.PlayerID, f.PlayerID);

    await site.signInWithToken(sharer.Token);
    await site.open(`/zh_tw/share?gameCode=10001&gameName=${encodeURIComponent('測試遊戲')}&text=${encodeURIComponent(`一起玩 ${id}`)}`);
    const dialog = page.getByRole('dialog', { name: zhShare.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`好友A${id}`)).toBeVisible();
    await expect(dialog.getByText(`好友B${id}`)).toBeVisible();
    await dialog.getByRole('checkbox', { name: zhShare.selectAll }).check();
    await dialog.getByRole('checkbox', { name: zhShare.alsoPublic }).check();
    await dialog.getByRole('button', { name: new RegExp(`^${zhShare.send}`) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(zhShare.sent.replace('{{count}}', '3'))).toBeVisible();

    // The first friend finds the card in the private room and it opens the game.
    const friendPage = await otherPage(browser, testInfo);
    await new Site(friendPage).signInWithToken(friends[0]!.Token);
    const chat = new ChatWindow(friendPage);
    await chat.goto('private');
    await chat.openRoom(sharerName);
    const card = chat.message(`一起玩 ${id}`).getByRole('link', { name: new RegExp(zhChat.special.share) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(friendPage).toHaveURL(/\/play\/now\?gameCode=10001/);
  });

  test('searching an empty name does nothing; a search turns into 重設', async ({ page, site }) => {
    const id = tag();
    const sharer = await qa.createPlayer({ VIPLevel: 3 });
    await qa.createPlayer({ VIPLevel: 3, Name: `路人${id}` });
    await site.signInWithToken(sharer.Token);
    await site.open('/zh_tw/share?gameCode=10001');
    const dialog = page.getByRole('dialog', { name: zhShare.title });
    await expect(dialog.getByText(zhShare.emptyFriends)).toBeVisible();
    await dialog.getByRole('button', { name: zhShare.search }).click();
    await expect(dialog.getByRole('button', { name: zhShare.search })).toBeVisible();
    await dialog.getByRole('searchbox').fill(`路人${id}`);
    await dialog.getByRole('button', { name: zhShare.search }).click();
    await expect(dialog.getByText(`路人${id}`)).toBeVisible();
    await dialog.getByRole('button', { name: zhShare.reset }).click();
    await expect(dialog.getByText(zhShare.emptyFriends)).toBeVisible();
  });
});

test.describe('download (下載專區)', () => {
  test('the page shows the store and APK buttons; desktop shows the QR, phones the floating tab', { tag: '@both' }, async ({ page, site }, testInfo) => {
    await site.skipAgeGate();
    await site.open('/zh_tw/download');
    await expect(page.getByRole('heading', { name: zhDownload.page.title })).toBeVisible();
    for (const name of [zhDownload.appStore, zhDownload.googlePlay, zhDownload.apk]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
    }
    const phone = (testInfo.project.use.viewport?.width ?? 1280) < 768;
    if (phone) {
      // Not on the download page itself; on another page it slides in.
      await site.open('/zh_tw');
      await expect(page.getByTestId('download-float')).toHaveAttribute('data-shown', 'true');
      await expect(page.getByRole('link', { name: zhDownload.float })).toBeVisible();
      // Closed, it stays closed for the rest of this tab's visit, reloads included.
      await page.getByRole('button', { name: zhDownload.floatClose }).click();
      await expect(page.getByTestId('download-float')).toHaveAttribute('data-shown', 'false');
      await page.reload();
      // a new tab is a new visit: offered again, once that page has settled (about 2 s)
      const other = await page.context().newPage();
      await other.goto('/zh_tw');
      await expect(other.getByTestId('download-float')).toHaveAttribute('data-shown', 'true');
      await other.close();
      // the reloaded page opened before it, so it has settled too: still closed there
      await expect(page.getByTestId('download-float')).toHaveAttribute('data-shown', 'false');
      await expect(page.getByRole('link', { name: zhDownload.float })).toBeHidden();
    } else {
      await page.getByRole('link', { name: zhDownload.appStore, exact: true }).click();
      const qr = page.getByRole('dialog', { name: zhDownload.qrTitle });
      await expect(qr).toBeVisible();
      await expect(qr.getByRole('img', { name: zhDownload.qrLabel.replace('{{store}}', zhDownload.appStore) })).toBeVisible();
      // A window shrunk to tablet size (level 3) closes it.
      await page.setViewportSize({ width: 900, height: 800 });
      await expect(qr).toBeHidden();
    }
  });
});
