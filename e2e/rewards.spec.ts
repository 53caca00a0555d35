/**
 * Reward pages and redeem codes (issue 12 item 5, issue 13 item 3): claim the seven-day sign-in
 * and see the balance (a second claim the same day is refused: the next day is in
 * rewards.clock.spec.ts); spin the fire wheel (QA forces the segment) and find the prize in the
 * passbook; redeem a QA-minted code twice from the play screen's action menu, the second
 * refused with 200045's text.
 */
import passbook from '../locales/zh_tw/passbook.json';
import common from '../locales/zh_tw/common.json';
import games from '../locales/zh_tw/games.json';
import redeem from '../locales/zh_tw/redeem.json';
import rewards from '../locales/zh_tw/rewards.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

async function qaPost(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${SERVER_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`QA ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

test.describe('reward pages (七日簽到, 幸運轉盤) and redeem codes (兌換碼)', () => {
  test('claims the seven-day sign-in once and sees the balance', async ({ page, site }) => {
    const player = await qa.createPlayer({ Gold: 0 });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw/other/sevendaySignIn');
    const tiles = page.getByTestId('sevenday-tile');
    await expect(tiles).toHaveCount(7);
    await expect(tiles.first()).toHaveAttribute('data-state', 'today');
    await page.getByRole('button', { name: rewards.sevenDay.claim }).click();
    await expect(page.getByRole('button', { name: rewards.sevenDay.claimedToday })).toBeDisabled();
    await expect(tiles.first()).toHaveAttribute('data-state', 'claimed');
    await expect(page.getByRole('timer')).toContainText('下次簽到倒數');
    // The header's gold shows the day-1 reward (the bag of the reply).
    await expect(page.getByRole('group', { name: common.common.balance }).filter({ visible: true })).toContainText('2,000');
    // A reload keeps it claimed: the server refuses a second claim today.
    await page.reload();
    await expect(page.getByRole('button', { name: rewards.sevenDay.claimedToday })).toBeDisabled();
  });

  test('spins the fire wheel to the server segment and finds the prize in the passbook', async ({ page, site }) => {
    const player = await qa.createPlayer({ Gold: 0 });
    await qaPost(QaPath.FireWheel, { PlayerID: player.PlayerID, Segment: 3 });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw/other/fire-wheel');
    await page.getByRole('button', { name: rewards.fireWheel.spin }).click();
    await expect(page.getByTestId('fire-wheel-prize')).toHaveText('日金 × 20,000');
    await page.getByRole('button', { name: rewards.fireWheel.close }).click();
    await expect(page.getByRole('button', { name: rewards.fireWheel.used })).toBeDisabled();
    await site.open('/zh_tw/member/passbook');
    const row = page.getByTestId('passbook-row').filter({ hasText: passbook.reason.fireWheelPrize });
    await expect(row).toContainText(passbook.source.fireWheel);
    await expect(row).toContainText('20,000');
  });

  test('redeems a QA-minted code once; the second time shows 200045', { tag: '@both' }, async ({ page, site }) => {
    const minted = await qaPost(QaPath.RedeemCodes, { Items: { '1': 5_000 }, MaxUses: 100 });
    const player = await qa.createPlayer({ Gold: 0 });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw/play-game/m');
    // The play screen's action menu calls openRedeemCode().
    const openRedeem = async () => {
      await page.getByRole('button', { name: games.menuOpen }).click();
      await page.getByRole('button', { name: games.menuRedeem }).click();
    };
    await openRedeem();
    const dialog = page.getByRole('dialog', { name: redeem.title });
    await dialog.getByLabel(redeem.label).fill(String(minted.Code));
    await dialog.getByRole('button', { name: redeem.submit }).click();
    await expect(dialog.getByText(redeem.success)).toBeVisible();
    await expect(dialog.getByTestId('redeem-reward')).toHaveText('日金 × 5,000');
    await dialog.getByRole('button', { name: redeem.close }).click();

    await openRedeem();
    await dialog.getByLabel(redeem.label).fill(String(minted.Code));
    await dialog.getByRole('button', { name: redeem.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(zhErrors['200045']);
  });
});
