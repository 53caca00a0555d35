/**
 * The vault, end to end through real sockets (SQLite under `server`, PostgreSQL under
 * `server-pg`; decision 327): a demo-slot round paying a line of crowns mints its winner a vault
 * code of their own and tells them alone — one 10081 WinType 3 with the code on their lobby
 * socket, one private system notice (op vault_unlock) on their chat socket and in their history.
 * The code pays the vault's gold once to its owner through /api/v1/coupon/receive (one ledger
 * row), refuses another player (200045) and a second use (200045), and is refused once its
 * 7 days have passed (200044). A repeated round hook, or five racing ones, mint one code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BigWinType,
  ChannelType,
  ChatSenderType,
  ChatSpecialOp,
  Code,
  ItemId,
  Op,
  Provider,
  QaPath,
  RedeemPath,
  WinLevel,
  type BigWinAlert,
  type ChatMessage,
  type Reply,
  type SlotSpinResult,
} from '../../src/protocol';
import { honorMultiplier, type WinLevelValue } from '../../src/protocol/honor';
import { NOTICE_ACCOUNT_NAME, noticeAccountId } from '../chat/system-notices';
import { drain, result } from '../chat/test-kit';
import { afterRound } from '../games/round-hooks';
import { force, sessionOf, spin } from '../games/test-kit';
import { balance, ledger } from '../mail/test-kit';
import { REDEEM_LEDGER_SOURCE, redeemUses } from '../redeem/redeem-service';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { openVault, VAULT_CODE_TTL_MS, vaultUnlocksOf } from './vault-service';

const GOLD = String(ItemId.Gold);

/** One line of crowns across the middle row, nothing else paying: 150× the bet. */
const CROWN_LINE = [
  [0, 1, 2],
  [6, 6, 6],
  [2, 0, 1],
];

interface Player {
  id: number;
  token: string;
  lobby: TestSocket;
  chat: TestSocket;
}

describe('vault unlock', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  async function player(): Promise<Player> {
    const r = await s.post(QaPath.Players, { Gold: 10_000, VIPLevel: 3 });
    if (r.status !== 200) throw new Error(`QA player not created: ${JSON.stringify(r.json)}`);
    const token = r.json.Token as string;
    return { id: r.json.PlayerID as number, token, lobby: await s.initSocket('lobby', token), chat: await s.initSocket('chat', token) };
  }
  const redeem = (p: { token: string }, code: string) => s.post(RedeemPath.Receive, { Code: code }, { 'api-token': p.token });
  const redeemed = async (playerId: number) => (await ledger(s, playerId, ItemId.Gold)).filter((r) => r.source === REDEEM_LEDGER_SOURCE).map((r) => Number(r.delta));
  const vaultPushes = (frames: Reply[]) => frames.filter((f) => f.OP === Op.BigWinAlertPush && (f.Result as BigWinAlert).WinType === BigWinType.VaultCode);
  const privatePushes = (frames: Reply[]) => frames.filter((f) => f.OP === Op.ChatPrivatePush).map((f) => f.Result as ChatMessage);

  /** A crown round of `p` on a bet of 100. */
  async function crownRound(p: Player): Promise<SlotSpinResult> {
    await force(s, p.id, [{ Reels: CROWN_LINE }]);
    const r = await spin(s, await sessionOf(s, p), 100);
    expect(r.json.Code).toBe(Code.HttpOk);
    return r.json.Result as SlotSpinResult;
  }

  let winner: Player;
  let other: Player;
  let round: SlotSpinResult;
  let code: string;

  it('a crown round pushes one vault code to its winner and to nobody else', async () => {
    winner = await player();
    other = await player();
    for (const socket of [winner.lobby, winner.chat, other.lobby, other.chat]) await drain(socket);

    round = await crownRound(winner);
    expect(round).toMatchObject({ Bet: 100, Win: 15_000, Level: WinLevel.HolyMoly });

    const vaults = await vaultUnlocksOf(s.services, winner.id);
    expect(vaults).toHaveLength(1);
    const vault = vaults[0]!;
    expect(vault).toMatchObject({ roundId: round.RoundID, playerId: winner.id, gameCode: '10001', gold: 1_500 });
    code = vault.code;
    expect(code).toMatch(/^V[A-Z2-9]{11}$/);

    // The spin's hooks run before its answer: every push they made is in by now.
    const winnerLobby = await drain(winner.lobby);
    const pushes = vaultPushes(winnerLobby);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.Result).toMatchObject({
      PlayerID: winner.id,
      GameCode: '10001',
      Provider: 'be',
      WinType: BigWinType.VaultCode,
      Win: 1_500,
      RoundID: round.RoundID,
      VaultCode: code,
    });
    // The round's big-prize banner is the promotion's, as for any holy-moly win.
    expect(winnerLobby.filter((f) => f.OP === Op.BigWinAlertPush).map((f) => (f.Result as BigWinAlert).WinType)).toEqual([BigWinType.BigPrize, BigWinType.VaultCode]);
    const otherLobby = await drain(other.lobby);
    expect(vaultPushes(otherLobby)).toEqual([]);
    expect(otherLobby.filter((f) => f.OP === Op.BigWinAlertPush).map((f) => (f.Result as BigWinAlert).WinType)).toEqual([BigWinType.BigPrize]);
    expect(JSON.stringify(otherLobby)).not.toContain(code);
  });

  it('sends the winner alone one private system notice carrying the code, kept in their history', async () => {
    const noticeId = await noticeAccountId(s.services);
    const notices = privatePushes(await drain(winner.chat));
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    const vault = (await vaultUnlocksOf(s.services, winner.id))[0]!;
    expect(notice).toMatchObject({
      ChannelType: ChannelType.Private,
      From: String(noticeId),
      PlayerID: noticeId,
      ToPlayerID: winner.id,
      SenderType: ChatSenderType.System,
      Name: NOTICE_ACCOUNT_NAME,
      Params: { op: ChatSpecialOp.VaultUnlock, subContent: code, jackpot_id: vault.id, gameName: '財神到', gamecode: '10001', amount: 1_500, round_id: round.RoundID },
    });
    expect(notice.Message).toBe('恭喜在「財神到」解鎖金庫！金庫裡有 1,500 日金，請在 7 天內到「兌換碼」輸入金庫密碼領取。');
    const otherChat = await drain(other.chat);
    expect(privatePushes(otherChat)).toEqual([]);
    expect(JSON.stringify(otherChat)).not.toContain(code);

    const history = result(
      await winner.chat.request({ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: ChannelType.Private, PlayerID: noticeId }),
    );
    expect(history.Msgs.map((m: ChatMessage) => [m.ID, m.Params?.subContent])).toEqual([[notice.ID, code]]);
    const rooms = result(await winner.chat.request({ OP: Op.ChatPrivateRooms, Page: 1, PerPage: 20 }));
    expect(rooms.List).toEqual([expect.objectContaining({ PlayerID: noticeId, Name: NOTICE_ACCOUNT_NAME, UnreadCount: 1, Message: notice.Message })]);

    // The notice account reads nothing: a reply to it is refused like one to a suspended account.
    const reply = await winner.chat.request({ OP: Op.ChatPrivateSend, PlayerID: noticeId, Message: '謝謝' });
    expect(reply.Code).toBe(Code.CannotReachPlayer);
  });

  it('pays the vault once to its owner; another player and a second use get 200045', async () => {
    const before = await balance(s, winner.id, ItemId.Gold);
    expect((await redeem(other, code)).json).toMatchObject({ Code: Code.RedeemNotEligible, Result: null });
    expect(await redeemUses(s.services, code)).toBe(0);

    const first = await redeem(winner, code.toLowerCase());
    expect(first.json.Code).toBe(Code.HttpOk);
    expect(first.json.Result.Credited).toEqual({ [GOLD]: 1_500 });
    expect(await balance(s, winner.id, ItemId.Gold)).toBe(before + 1_500);
    expect(await redeemed(winner.id)).toEqual([1_500]);

    expect((await redeem(winner, code)).json.Code).toBe(Code.RedeemNotEligible);
    expect((await redeem(other, code)).json.Code).toBe(Code.RedeemNotEligible);
    expect(await redeemed(winner.id)).toEqual([1_500]);
    expect(await redeemed(other.id)).toEqual([]);
    expect(await balance(s, winner.id, ItemId.Gold)).toBe(before + 1_500);
  });

  it('a repeated round hook mints nothing new and tells nobody again', async () => {
    await drain(winner.lobby);
    await drain(winner.chat);
    await afterRound(s.services, {
      roundId: round.RoundID,
      playerId: winner.id,
      gameCode: '10001',
      provider: 'be',
      bet: round.Bet,
      win: round.Win,
      multiplier: honorMultiplier(round.Win, round.Bet),
      level: round.Level as WinLevelValue,
      reels: round.Reels,
      honorId: null,
      createdAt: s.clock.now(),
    });
    expect((await vaultUnlocksOf(s.services, winner.id)).map((v) => v.code)).toEqual([code]);
    expect(vaultPushes(await drain(winner.lobby))).toEqual([]);
    expect(privatePushes(await drain(winner.chat))).toEqual([]);
  });

  it('five racing hooks of one round mint one code, one notice and one push', async () => {
    const p = await player();
    for (const socket of [p.lobby, p.chat]) await drain(socket);
    const opening = { roundId: `race-${p.id}`, playerId: p.id, gameCode: '10001', provider: 'be', bet: 500, gold: 7_500 };
    const opened = await Promise.all(Array.from({ length: 5 }, () => openVault(s.services, opening)));
    expect(new Set(opened.map((o) => o.vault.code)).size).toBe(1);
    expect(opened.filter((o) => o.told)).toHaveLength(1);
    expect(await vaultUnlocksOf(s.services, p.id)).toHaveLength(1);
    expect(vaultPushes(await drain(p.lobby))).toHaveLength(1);
    expect(privatePushes(await drain(p.chat))).toHaveLength(1);
  });

  it('a holy-moly round without a crown line unlocks nothing', async () => {
    const p = await player();
    await force(s, p.id, [{ Multiplier: 50 }]);
    const r = (await spin(s, await sessionOf(s, p), 100)).json.Result as SlotSpinResult;
    expect(r.Level).toBe(WinLevel.HolyMoly);
    expect(await vaultUnlocksOf(s.services, p.id)).toEqual([]);
    expect(vaultPushes(await drain(p.lobby))).toEqual([]);
    expect(privatePushes(await drain(p.chat))).toEqual([]);
  });

  it('refuses the code once its 7 days have passed (200044)', async () => {
    const p = await player();
    await crownRound(p);
    const [vault] = await vaultUnlocksOf(s.services, p.id);
    try {
      const moved = await s.post(QaPath.Clock, { AdvanceMs: VAULT_CODE_TTL_MS });
      expect(moved.status).toBe(200);
      // The sign-in of a week ago has expired too: a fresh one.
      const token = await s.services.sessions.issue(p.id, Provider.line);
      expect((await redeem({ token }, vault!.code)).json.Code).toBe(Code.RedeemInvalid);
      expect(await redeemed(p.id)).toEqual([]);
    } finally {
      s.clock.reset();
    }
  });
});
