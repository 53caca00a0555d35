/**
 * Coin rank and ban list (issue 12 item 5): QA sets the gold of three players of this brand and
 * /rank/coin shows them in that order (the richest on the podium's first place, the player's own
 * line pinned once signed in); a suspended player appears in /support/ban-list, masked, with the
 * reason category and 永久, found by player ID.
 */
import rank from '../locales/zh_tw/rank.json';
import { AccountHelperPath, BanCategory, QaPath } from '../src/protocol';
import { maskName } from '../server/ban-records/mask-name';
import { expect, test } from './fixtures';
import { SERVER_URL } from './support/env';
import { uniqueName } from './support/lobby';
import { qa, type QaPlayer } from './support/qa-client';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${SERVER_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A QA player of `brand` (QaPath.Players takes SiteID; the typed client does not name it). */
const playerOf = (brand: string, Name: string, VIPLevel = 1) => post<QaPlayer>(QaPath.Players, { Name, SiteID: brand, VIPLevel });

test.describe('coin rank (金幣排行) and ban list (停權公告)', () => {
  test('QA balances of three players: the coin rank shows them in order; signed in, the own line is pinned', async ({ page, site, brand }) => {
    const names = [uniqueName('富一'), uniqueName('富二'), uniqueName('富三')];
    const [first, second, third] = await Promise.all(names.map((name, i) => playerOf(brand, name, 6 - i)));
    // far above anything else a test gives, so these three are the podium whatever ran before
    await qa.setBalance({ PlayerID: second!.PlayerID, Gold: 8_000_000_000_000_000 });
    await qa.setBalance({ PlayerID: third!.PlayerID, Gold: 7_000_000_000_000_000 });
    await qa.setBalance({ PlayerID: first!.PlayerID, Gold: 9_000_000_000_000_000 });

    await site.skipAgeGate();
    await site.open('/zh_tw/rank/coin');
    // the same brand may run this test in two projects at once: the other trio can interleave,
    // so the check is the order of these three among every place and row (in rank order in the DOM)
    const podium = page.getByRole('list', { name: rank.coin.podium });
    await expect(podium.getByTestId('podium-place').first()).toContainText('9,000,000,000,000,000');
    const entries = page.locator('[data-testid="podium-place"], [data-testid="rank-row"]');
    await expect(entries.filter({ hasText: names[2]! })).toHaveCount(1);
    const texts = await entries.allInnerTexts();
    const at = names.map((name) => texts.findIndex((text) => text.includes(name)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    await expect(entries.nth(at[0]!)).toContainText('VIP 6');
    await expect(page.getByText(rank.coin.signIn)).toBeVisible();

    await site.signInWithToken(second!.Token);
    await site.open('/zh_tw/rank/coin');
    const mine = page.getByTestId('rank-mine');
    await expect(mine).toContainText(names[1]!);
    await expect(mine).toContainText('8,000,000,000,000,000');
    await expect(mine.getByLabel(/^第 \d 名$/)).toBeVisible();
    await expect(mine).toBeInViewport();
  });

  test('a suspended player appears in the ban list, found by player ID', async ({ page, site, brand }) => {
    const name = uniqueName('停權');
    const player = await playerOf(brand, name);
    await post(AccountHelperPath.Suspend, { PlayerID: player.PlayerID, Category: BanCategory.Cheating, Reason: 'e2e' });

    await site.skipAgeGate();
    await site.open('/zh_tw/support/ban-list');
    await page.getByLabel(rank.ban.search.label).fill(String(player.PlayerID));
    await page.getByRole('button', { name: rank.ban.search.submit }).click();
    // a table row on the desktop, a card on the phone: the one on screen
    const entry = page.locator('[data-testid="ban-row"]:visible, [data-testid="ban-card"]:visible');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(maskName(name));
    await expect(entry).not.toContainText(name);
    await expect(entry).toContainText(String(player.PlayerID));
    await expect(entry).toContainText(rank.ban.category.cheating);
    await expect(entry).toContainText(rank.ban.permanent);
    await expect(page.getByText('共 1 筆')).toBeVisible();

    // the full list holds it too, newest first
    await page.getByRole('button', { name: rank.ban.search.reset }).click();
    await expect(page.locator('[data-testid="ban-row"]:visible, [data-testid="ban-card"]:visible').first()).toContainText(maskName(name));
  });
});
