/**
 * Seven-day sign-in across a Taipei midnight: moves the lobby's shared clock, so
 * playwright.config.ts runs it with the other `.clock.spec.ts` files, after all the others.
 */
import rewards from '../locales/zh_tw/rewards.json';
import zhErrors from '../locales/zh_tw/errors.json';
import { expect, test } from './fixtures';
import { qa } from './support/qa-client';

const DAY_MS = 24 * 60 * 60 * 1000;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const toNextTaipeiDay = (now: number) => DAY_MS - ((now + TAIPEI_OFFSET_MS) % DAY_MS) + 1000;

test('a second seven-day claim is refused until the QA clock moves to the next Taipei day', async ({ page, site }) => {
  const player = await qa.createPlayer({ Gold: 0 });
  await site.signInWithToken(player.Token);
  await site.open('/zh_tw/other/sevendaySignIn');
  await page.getByRole('button', { name: rewards.sevenDay.claim }).click();
  await expect(page.getByRole('button', { name: rewards.sevenDay.claimedToday })).toBeDisabled();

  // Still the same Taipei day after a reload: the server keeps it claimed.
  await page.reload();
  await expect(page.getByRole('button', { name: rewards.sevenDay.claimedToday })).toBeDisabled();
  await qa.advanceClock(toNextTaipeiDay(await qa.serverNow()));
  await page.reload();
  const tiles = page.getByTestId('sevenday-tile');
  await expect(tiles.nth(0)).toHaveAttribute('data-state', 'claimed');
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'today');
  await page.getByRole('button', { name: rewards.sevenDay.claim }).click();
  await expect(tiles.nth(1)).toHaveAttribute('data-state', 'claimed');
  await expect(page.getByText(zhErrors['200411'])).toHaveCount(0);
});
