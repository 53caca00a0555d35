/**
 * Big-win promotion (issue 12 item 3): the QA API fires a big win for player A; player B, whose
 * promotion is open (the default), sees the win banner with its level label at the top of the
 * page and it leaves after 4 s; the record-win chat message opens the replay page.
 */
import common from '../locales/zh_tw/common.json';
import zhBigWin from '../locales/zh_tw/big-win.json';
import { BigWinSymbol, QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

/** `POST /__qa/big-win` (docs/qa-api.md): what a game calls after a big win. */
async function fireBigWin(body: { PlayerID: number; Bet: number; Win: number; SymbolNo?: number; RoundID?: string; GameCode?: string }) {
  const response = await fetch(`${SERVER_URL}${QaPath.BigWin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`QA big-win → ${response.status} ${await response.text()}`);
  return (await response.json()) as { Recipients: number; ChatMessageID: number | null };
}

const tag = () => Math.random().toString(36).slice(2, 8);

test.describe('big-win promotion', () => {
  test('another player’s big win shows as a 4 s banner, and its chat card opens the replay', async ({ page, site }) => {
    const id = tag();
    const winner = await qa.createPlayer({ VIPLevel: 3, Name: `贏家${id}` });
    const viewer = await qa.createPlayer({ VIPLevel: 3, Name: `觀眾${id}` });
    // The page's timers run on a clock the test can stop: the banner's 4 s are counted exactly.
    await page.clock.install();
    await site.signInWithToken(viewer.Token);
    const chat = new ChatWindow(page);
    await chat.goto();
    // The lobby socket is up once the balance shows.
    await expect(page.getByRole('group', { name: common.common.balance }).filter({ visible: true })).toBeVisible();
    // The page's time stands still from here (a second ahead of it: pauseAt only goes forward).
    await page.clock.pauseAt(Date.now() + 1_000);

    await fireBigWin({ PlayerID: winner.PlayerID, Bet: 100, Win: 20_000, SymbolNo: BigWinSymbol.Big, RoundID: `round-${id}` });
    const banner = page.getByTestId('win-banner').filter({ hasText: `贏家${id}` });
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('win-banner-label')).toHaveText(zhBigWin.level.big);
    // It never takes a tap: the page under it stays usable.
    await expect(page.getByRole('status', { name: zhBigWin.banner.region })).toHaveCSS('pointer-events', 'none');
    // It stays 4 s, not a moment less, and then leaves.
    await page.clock.runFor(3_999);
    await expect(banner).toBeVisible();
    await page.clock.runFor(1);
    await expect(banner).toBeHidden();
    await page.clock.resume();

    // The record-win message in the public channel opens the replay page for that round.
    await chat.open();
    await chat.selectTab('public');
    const card = chat.log.getByTestId('record-win-card').filter({ hasText: `贏家${id}` });
    await expect(card).toContainText('20,000');
    await expect(card).toContainText('200 倍');
    await card.getByText(zhBigWin.card.watch).click();
    await expect(page).toHaveURL(new RegExp(`/zh_tw/play-game/now\\?gameCode=\\d+&playerId=${winner.PlayerID}&roundId=round-${id}`));
    await expect(page.getByRole('heading', { name: new RegExp(zhBigWin.replay.title) })).toBeVisible();
    // A QA win has no recorded round: the page says so (a recorded one is framed instead).
    await expect(page.getByTestId('replay-frame').or(page.getByTestId('replay-error'))).toBeVisible();
  });

  test('the replay page is open to visitors (acct §2): no sign-in, the round asked of the lobby', async ({ page }) => {
    await page.goto('/zh_tw/play-game/now?gameCode=10001&playerId=1&roundId=round-none');
    await expect(page).toHaveURL(/\/zh_tw\/play-game\/now\?/);
    await expect(page.getByRole('heading', { name: new RegExp(zhBigWin.replay.title) })).toBeVisible();
    // no such round: the page says so (the lobby answered a visitor)
    await expect(page.getByTestId('replay-error')).toBeVisible();
  });
});
