/**
 * Honor list and tasks (issue 11 items 8 and 9): pin three honor records and fail the fourth;
 * a QA round moves a task and its reward is claimed once.
 */
import honor from '../locales/zh_tw/honor.json';
import tasks from '../locales/zh_tw/tasks.json';
import { QaPath } from '../src/protocol';
import { expect, test } from './fixtures';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

/** `POST /__qa/honor` (docs/qa-api.md): QA game rounds; Win / Bet ≥ 50 adds honor records. */
async function rounds(body: { PlayerID: number; Win: number; Bet: number; Count?: number }): Promise<void> {
  const response = await fetch(`${SERVER_URL}${QaPath.Honor}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`QA honor → ${response.status} ${await response.text()}`);
}

test.describe('honor list (榮譽榜) and tasks (任務)', () => {
  test('pins three honor records and fails the fourth', async ({ page, site }) => {
    const player = await qa.createPlayer({});
    await rounds({ PlayerID: player.PlayerID, Win: 6_000, Bet: 100, Count: 4 });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw/member/info');
    await page.getByRole('button', { name: honor.open }).click();

    const panel = page.getByRole('dialog', { name: honor.title });
    await expect(panel.getByText(honor.reminder)).toBeVisible();
    const hearts = panel.getByRole('button', { name: honor.pin, exact: true });
    await expect(hearts).toHaveCount(4);
    await expect(panel.getByText('/ 60.00x').first()).toBeVisible();

    for (let pinned = 1; pinned <= 3; pinned++) {
      await hearts.first().click();
      await expect(panel.getByRole('button', { name: honor.unpin, exact: true })).toHaveCount(pinned);
    }
    // The fourth heart does nothing: still 3 pinned, 1 not.
    await panel.getByRole('button', { name: honor.pin, exact: true }).click();
    await expect(panel.getByRole('button', { name: honor.unpin, exact: true })).toHaveCount(3);
    await expect(panel.getByRole('button', { name: honor.pin, exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a round moves a daily task and its reward is claimed once', async ({ page, site }) => {
    const player = await qa.createPlayer({});
    await rounds({ PlayerID: player.PlayerID, Win: 150_000, Bet: 1_000 });
    await site.signInWithToken(player.Token);
    await site.open('/zh_tw/other/mission');
    const row = page.getByTestId('task-row').filter({ hasText: '單次贏分達 100,000 以上 1 次' });
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await row.getByRole('button', { name: tasks.button.claim }).click();
    await expect(row.getByRole('button', { name: tasks.button.claimed })).toBeDisabled();
  });
});
