/**
 * The whole loop on one machine (issue 12 item 9): a player opens the demo slot from the game
 * lobby, spins inside the site's game window until a big win (QA forces the outcome), and that
 * win shows as a banner to a second player, lands in the winner's honor list and in the
 * passbook as 遊戲贏分.
 */
import honor from '../locales/zh_tw/honor.json';
import passbook from '../locales/zh_tw/passbook.json';
import slot from '../locales/zh_tw/slot.json';
import { DEMO_SLOT_GAME_CODE, QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { Site } from './pages/site';
import { SERVER_URL } from './support/env';
import { watchForText } from './support/text-seen';
import { otherPage } from './support/other-page';
import { qa } from './support/qa-client';

/** `POST /__qa/slot/next` (docs/qa-api.md): the player's next spins land on these multipliers. */
async function forceOutcomes(PlayerID: number, multipliers: number[]): Promise<void> {
  const response = await fetch(`${SERVER_URL}${QaPath.SlotNext}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PlayerID, Outcomes: multipliers.map((Multiplier) => ({ Multiplier })) }),
  });
  if (!response.ok) throw new Error(`QA slot/next → ${response.status} ${await response.text()}`);
}

test.describe('demo slot: spin, win, banner, honor list, passbook', () => {
  test('a big win in the game window travels to another player, the honor list and the passbook', { tag: '@both' }, async ({ page, site, browser }, testInfo) => {
    test.slow(); // two players in two browser contexts, one of them spinning in the game window
    const id = Math.random().toString(36).slice(2, 8);
    const winner = await qa.createPlayer({ Gold: 20_000, VIPLevel: 3, Name: `財神${id}` });
    const watcher = await qa.createPlayer({ VIPLevel: 3, Name: `旁觀${id}` });

    // The second player is on the site with the promotion open (the default).
    const other = await otherPage(browser, testInfo);
    await new Site(other).signInWithToken(watcher.Token);
    await other.goto('/zh_tw/member/info');

    // Two losing spins, then a holy-moly win (50×).
    await forceOutcomes(winner.PlayerID, [0, 0, 50]);
    await site.signInWithToken(winner.Token);
    await site.open('/zh_tw/play');
    await page.getByTestId('game-grid').locator(`[data-game="${DEMO_SLOT_GAME_CODE}"]`).click();
    const game = page.frameLocator('[data-testid="game-frame"]');
    const spin = game.getByRole('button', { name: slot.spin, exact: true });
    await expect(spin).toBeEnabled();
    // The window is another origin's frame: a tap reaches it only once it has drawn a frame (a
    // player cannot tap what is not shown yet; under load Chromium sent an earlier click to the
    // page behind it, and the spin never happened)
    await game.locator('body').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (let i = 0; i < 2; i++) {
      await spin.click();
      await expect(game.getByText(slot.noWin)).toBeVisible();
      await expect(spin).toBeEnabled();
    }
    // The banner reaches the other player while the reels still turn (the round is settled, and
    // published, when the spin is asked): it shows for 4 s, so that page watches from before the tap.
    const bannerShown = await watchForText(other, `財神${id}`, '[data-testid="win-banner"]');
    await spin.click();
    await bannerShown();
    await other.close();
    // The winner's window celebrates the level the win earned (holy moly); it stays until tapped.
    const party = game.getByRole('dialog');
    await expect(party.getByRole('heading', { name: slot.level3 })).toBeVisible();

    // Leave the play lobby (the browser asks before unloading a page with an open window: yes),
    // then the honor list and the passbook show the win.
    await party.click();
    page.on('dialog', (dialog) => void dialog.accept());
    await site.open('/zh_tw/member/info');
    await page.getByRole('button', { name: honor.open }).click();
    const panel = page.getByRole('dialog', { name: honor.title });
    await expect(panel.getByText('/ 60.00x').first()).toBeVisible();

    await site.open('/zh_tw/member/passbook');
    await expect(page.getByText(passbook.reason.gameWin).first()).toBeVisible();
  });
});
