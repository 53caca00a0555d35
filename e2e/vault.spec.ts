/**
 * The vault (chat §2, §4 WinType 3; issue 40 item 4, decision 327) from a real round: a spin of
 * the demo slot that pays a line of crowns unlocks it; the player alone gets the 10081 push (the
 * vault notice with its code) and a private system message whose card opens the bank-code modal
 * with the same code.
 */
import zhBigWin from '../locales/zh_tw/big-win.json';
import zhChat from '../locales/zh_tw/chat.json';
import { Code, GamePath, Op, QaPath, type GameLaunchResult, type GameSessionResult, type HttpReply, type SlotSpinResult } from '../src/protocol';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { Site } from './pages/site';
import { SERVER_URL } from './support/env';
import { qa } from './support/qa-client';

async function post<R>(path: string, body: unknown, token?: string): Promise<R> {
  const response = await fetch(`${SERVER_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'api-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as HttpReply<R>;
  if (reply.Code !== 0) throw new Error(`${path} → ${reply.Code} ${reply.Message}`);
  return reply.Result;
}

test('a spin paying a line of crowns unlocks the vault: the notice and the chat card show the same code', async ({ page }) => {
  const name = `Vault${Math.random().toString(36).slice(2, 7)}`;
  const player = await qa.createPlayer({ Name: name, VIPLevel: 3, Gold: 10_000 });
  await new Site(page).signInWithToken(player.Token);
  const chat = new ChatWindow(page);
  await chat.goto();
  // the 10081 push goes to the lobby sockets open when the round ends: wait until this page's is up
  const wallet = { OP: Op.WalletReply, Code: Code.Ok, Message: '', Result: { Bag: { Items: {} } } };
  await expect.poll(async () => (await qa.push({ PlayerID: player.PlayerID, Socket: 'lobby', Message: wallet })).delivered).toBeGreaterThan(0);

  // the round, played as the game window plays it (the window is the lobby's own page)
  const { GameURL } = await post<GameLaunchResult>(GamePath.Launch, { GameCode: '10001', Lang: 'zh_tw' }, player.Token);
  const ticket = new URL(GameURL).searchParams.get('ticket')!;
  const { Session } = await post<GameSessionResult>(GamePath.Session, { Ticket: ticket });
  const forced = await fetch(`${SERVER_URL}${QaPath.SlotNext}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PlayerID: player.PlayerID, Outcomes: [{ Multiplier: 150 }] }),
  });
  expect(forced.status).toBe(200);
  const round = await post<SlotSpinResult>(GamePath.Spin, { Session, Bet: 100, SpinID: `vault-${Date.now()}` });
  expect(round.Win).toBeGreaterThan(0);

  const notice = page.getByTestId('vault-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: zhBigWin.vault.title })).toBeVisible();
  const code = (await notice.getByTestId('vault-code').textContent())!.trim();
  expect(code).toMatch(/^V[0-9A-Z]{11}$/);
  await notice.getByRole('button', { name: zhBigWin.vault.close }).click();

  await chat.open();
  await chat.selectTab('private');
  await chat.openRoom('系統通知');
  await chat.panel.getByRole('button', { name: new RegExp(zhChat.special.vault) }).click();
  const dialog = page.getByRole('dialog', { name: zhChat.bankCode.title });
  await expect(dialog).toContainText(code);
});
