/**
 * Big-win promotion through real sockets (SQLite under `server`, PostgreSQL under `server-pg`):
 * the stored open / closed setting (12130 / 12120), and `publishBigWin` — exactly one 10081 to
 * each open subscriber's lobby sockets, nothing to a closed one, one record-win message in the
 * public channel, and a vault code (WinType 3) to its one player only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BigWinStatus,
  BigWinSymbol,
  BigWinType,
  ChatSpecialOp,
  Code,
  Op,
  QaPath,
  type BigWinAlert,
  type ChatMessage,
  type Reply,
} from '../../src/protocol';
import { drain } from '../chat/test-kit';
import { frameOf } from '../mail/test-kit';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { publishBigWin } from '.';

interface Player {
  id: number;
  token: string;
  lobby: TestSocket;
}

async function makePlayer(s: TestServer, body: Record<string, unknown> = {}): Promise<Player> {
  const r = await s.post(QaPath.Players, body);
  if (r.status !== 200) throw new Error(`QA player not created: ${JSON.stringify(r.json)}`);
  return { id: r.json.PlayerID as number, token: r.json.Token as string, lobby: await s.initSocket('lobby', r.json.Token as string) };
}

async function ask(socket: TestSocket, frame: { OP: number } & Record<string, unknown>): Promise<Reply> {
  socket.send(frame);
  return frameOf(socket, frame.OP + 1);
}

async function setStatus(p: Player, Status: number): Promise<void> {
  const r = await ask(p.lobby, { OP: Op.BigWinPromotionSet, Status });
  expect(r).toMatchObject({ Code: Code.Ok, Result: { Status } });
}

/** Frames of `op` a socket got by a ping sent now: call it once what pushes them has returned. */
async function heard(socket: TestSocket, op: number): Promise<Reply[]> {
  return (await drain(socket)).filter((f) => f.OP === op);
}

describe('big-win promotion', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('is open until the player closes it, and keeps what they chose for the next visit', async () => {
    const a = await makePlayer(s);
    expect(await ask(a.lobby, { OP: Op.BigWinPromotionStatus })).toMatchObject({ Code: Code.Ok, Result: { Status: BigWinStatus.Open } });
    await setStatus(a, BigWinStatus.Closed);
    const again = await s.initSocket('lobby', a.token);
    expect(await ask(again, { OP: Op.BigWinPromotionStatus })).toMatchObject({ Result: { Status: BigWinStatus.Closed } });
    await setStatus(a, BigWinStatus.Open);
    expect(await ask(again, { OP: Op.BigWinPromotionStatus })).toMatchObject({ Result: { Status: BigWinStatus.Open } });
  });

  it('refuses a status other than 1 or 2', async () => {
    const a = await makePlayer(s);
    const r = await ask(a.lobby, { OP: Op.BigWinPromotionSet, Status: 3 });
    expect(r.Code).not.toBe(Code.Ok);
    expect(await ask(a.lobby, { OP: Op.BigWinPromotionStatus })).toMatchObject({ Result: { Status: BigWinStatus.Open } });
  });

  it('pushes one 10081 to each open subscriber, none to a closed one, and posts one record-win message', async () => {
    const winner = await makePlayer(s, { Name: '幸運星' });
    const open = await makePlayer(s);
    await setStatus(open, BigWinStatus.Open);
    const openSecondTab = await s.initSocket('lobby', open.token);
    const closed = await makePlayer(s);
    await setStatus(closed, BigWinStatus.Closed);
    const watcher = await s.initSocket('chat', closed.token);
    for (const socket of [winner.lobby, open.lobby, openSecondTab, closed.lobby, watcher]) await drain(socket);

    const r = await s.post(QaPath.BigWin, { PlayerID: winner.id, GameCode: '10001', Bet: 100, Win: 15_200, SymbolNo: BigWinSymbol.Giant, RoundID: 'r-1' });
    expect(r.status).toBe(200);

    for (const socket of [open.lobby, openSecondTab, winner.lobby]) {
      const pushes = await heard(socket, Op.BigWinAlertPush);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.Result as BigWinAlert).toEqual({
        PlayerID: winner.id,
        PlayerName: '幸運星',
        PictureURL: '',
        GameCode: '10001',
        Provider: 'be',
        WinType: BigWinType.BigPrize,
        AlertInfo: { SymbolNo: BigWinSymbol.Giant, Multiple: 152 },
        Win: 15_200,
        RoundID: 'r-1',
      });
    }
    expect(await heard(closed.lobby, Op.BigWinAlertPush)).toEqual([]);

    // The record-win message reaches chat sockets once (a closed promotion does not hide chat).
    const messages = await heard(watcher, Op.ChatPublicPush);
    expect(messages).toHaveLength(1);
    const message = messages[0]!.Result as ChatMessage;
    expect(message.ID).toBe(r.json.ChatMessageID);
    expect(message.From).toBe('System');
    expect(message.Params).toMatchObject({
      op: ChatSpecialOp.RecordWin,
      gamecode: '10001',
      player_id: winner.id,
      from: '幸運星',
      amount: 15_200,
      multiple: 152,
      round_id: 'r-1',
    });
    expect(typeof message.Params?.gameName).toBe('string');
  });

  it('sends a vault code (WinType 3) to its one player only, even with the promotion closed, and says nothing in chat', async () => {
    const owner = await makePlayer(s);
    await setStatus(owner, BigWinStatus.Closed);
    const other = await makePlayer(s);
    const watcher = await s.initSocket('chat', other.token);
    for (const socket of [owner.lobby, other.lobby, watcher]) await drain(socket);

    const outcome = await publishBigWin(s.services, {
      playerId: owner.id,
      gameCode: '10001',
      provider: 'be',
      bet: 100,
      win: 0,
      multiple: 0,
      winType: BigWinType.VaultCode,
      vaultCode: 'VAULT-7788',
    });
    expect(outcome.recipients).toEqual([owner.id]);
    expect(outcome.chatMessage).toBeNull();
    const pushes = await heard(owner.lobby, Op.BigWinAlertPush);
    expect(pushes.map((f) => (f.Result as BigWinAlert).VaultCode)).toEqual(['VAULT-7788']);
    expect(await heard(other.lobby, Op.BigWinAlertPush)).toEqual([]);
    expect(await heard(watcher, Op.ChatPublicPush)).toEqual([]);
  });

  it('leaves signed-out players out and answers 404 for an unknown winner', async () => {
    const gone = await makePlayer(s);
    expect((await s.post(QaPath.BigWin, { PlayerID: 9_999_999, Bet: 1, Win: 100 })).status).toBe(404);
    await s.services.repos.tokens.revokeAllOf(gone.id, s.clock.now());
    const outcome = await publishBigWin(s.services, {
      playerId: gone.id,
      gameCode: '10001',
      provider: 'be',
      bet: 10,
      win: 1000,
      multiple: 100,
      winType: BigWinType.Bonus,
    });
    expect(outcome.recipients).not.toContain(gone.id);
    expect(outcome.recipients.length).toBeGreaterThan(0);
    expect((await s.post(QaPath.BigWin, { PlayerID: gone.id, Bet: 1, Win: 100, WinType: BigWinType.VaultCode })).status).toBe(400);
  });
});
