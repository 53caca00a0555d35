/**
 * The lobby's game windows (issue 12, server side): the demo slot spins through the wallet and
 * celebrates a QA-forced holy-moly win, a reload resumes its game session without the ticket,
 * another game opens "demo unavailable", and another player opens the round's replay.
 * The windows are lobby pages: these tests open them directly (the site frames them).
 */
import errors from '../locales/zh_tw/errors.json';
import slot from '../locales/zh_tw/slot.json';
import { GamePath, QaPath, type GameLaunchResult, type HttpReply, type ReplayUrlResult, type SlotSpinResult } from '../src/protocol';
import { expect, test } from './fixtures';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

async function post<R>(path: string, body: unknown, token?: string): Promise<HttpReply<R>> {
  const response = await fetch(`${SERVER_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'api-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as HttpReply<R>;
}

async function launch(token: string, GameCode: string): Promise<GameLaunchResult> {
  const r = await post<GameLaunchResult>(GamePath.Launch, { GameCode, Lang: 'zh_tw' }, token);
  if (r.Code !== 0) throw new Error(`launch ${GameCode} → ${r.Code}`);
  return r.Result;
}

const nf = new Intl.NumberFormat('zh-TW');

test.describe('demo slot window (lobby)', () => {
  test('spins, celebrates a forced holy-moly win, resumes after a reload and replays the round', async ({ page }) => {
    const player = await qa.createPlayer({ Gold: 10_000 });
    const { GameURL, Playable } = await launch(player.Token, '10001');
    expect(Playable).toBe(true);
    await post(QaPath.SlotNext, { PlayerID: player.PlayerID, Outcomes: [{ Multiplier: 50 }, { Multiplier: 0 }] });

    await page.goto(GameURL);
    await expect(page.getByRole('heading', { name: '財神到' })).toBeVisible();
    await expect(page.locator('#balance')).toHaveText(nf.format(10_000));
    expect(new URL(page.url()).searchParams.get('ticket')).toBeNull();

    const answered = page.waitForResponse((r) => r.url().endsWith(GamePath.Spin));
    await page.getByRole('button', { name: slot.spin, exact: true }).click();
    const round = ((await (await answered).json()) as HttpReply<SlotSpinResult>).Result;
    expect(round).toMatchObject({ Bet: 100, Win: 6_000, Level: 3 });
    const party = page.getByRole('dialog');
    await expect(party.getByRole('heading', { name: slot.level3 })).toBeVisible();
    // The lowest fixed grid at 50×: one line of sevens, 60× the bet of 100.
    await expect(party.locator('strong')).toHaveText(nf.format(6_000));
    await party.click();
    await expect(party).toBeHidden();
    await expect(page.locator('#balance')).toHaveText(nf.format(10_000 - 100 + 6_000));
    await expect(page.locator('#last-win')).toHaveText(nf.format(6_000));

    await page.reload();
    await expect(page.locator('#balance')).toHaveText(nf.format(15_900));
    await page.getByRole('button', { name: slot.spin, exact: true }).click();
    await expect(page.getByText(slot.noWin)).toBeVisible();
    await expect(page.locator('#balance')).toHaveText(nf.format(15_800));

    // Another signed-in player asks for the replay of the holy-moly round (shared in chat).
    const viewer = await qa.createPlayer({});
    const replay = await post<ReplayUrlResult>(GamePath.ReplayUrl, { SiteID: '', GameCode: '10001', PlayerID: player.PlayerID, RoundID: round.RoundID }, viewer.Token);
    expect(replay.Code).toBe(0);
    await page.goto(replay.Result.ReplayURL);
    await expect(page.getByText(slot.replay, { exact: true })).toBeVisible();
    await expect(page.getByText(slot.level3)).toBeVisible();
    await expect(page.getByText(nf.format(6_000))).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
  });

  test('the bet selector keeps to the fixed bets and a bet over the balance says 日金不足', async ({ page }) => {
    const player = await qa.createPlayer({ Gold: 300 });
    await page.goto((await launch(player.Token, '10001')).GameURL);
    await expect(page.locator('#bet')).toHaveText(nf.format(100));
    await expect(page.getByRole('button', { name: slot.betDown })).toBeDisabled();
    await page.getByRole('button', { name: slot.betUp }).click();
    await page.getByRole('button', { name: slot.betUp }).click();
    await expect(page.locator('#bet')).toHaveText(nf.format(500));
    await page.getByRole('button', { name: slot.spin, exact: true }).click();
    await expect(page.getByText(errors['100011'])).toBeVisible();
    await expect(page.locator('#balance')).toHaveText(nf.format(300));
  });

  test('another game opens "demo unavailable"; an unknown code gets 200381', async ({ page }) => {
    const player = await qa.createPlayer({ Gold: 10_000 });
    const other = await launch(player.Token, '10002');
    expect(other.Playable).toBe(false);
    await page.goto(other.GameURL);
    await expect(page.getByRole('heading', { name: '金龍祥瑞' })).toBeVisible();
    await expect(page.getByText(slot.unavailableMessage)).toBeVisible();

    // The catalogue's unknown code gets the unknown-game answer, not a window.
    const unknown = await post<GameLaunchResult>(GamePath.Launch, { GameCode: '99999', Lang: 'zh_tw' }, player.Token);
    expect(unknown.Code).toBe(200381);
    expect(unknown.Message).toBe(errors['200381']);
  });
});
