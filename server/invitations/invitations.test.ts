/**
 * Invitations through real sockets (SQLite under `server`, PostgreSQL under `server-pg`): the
 * friend code, binding (own code 100001, unknown 100009, once), progress and rewards, and a
 * reward claimed concurrently on two sockets paying once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, FRIEND_CODE_ALPHABET, INVITE_REWARDS, InviteTier, ItemId, Op, QaPath, type InviteInfoResult, type InviteRewardClaimResult, type Reply } from '../../src/protocol';
import { NO_INVITE_PROGRESS } from './invitations';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { generateFriendCode } from './friend-code';

interface P {
  id: number;
  lobby: TestSocket;
  token: string;
}

describe('invitations', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const player = async (body: Record<string, unknown> = {}): Promise<P> => {
    const r = (await s.post(QaPath.Players, body)).json as { PlayerID: number; Token: string };
    return { id: r.PlayerID, token: r.Token, lobby: await s.initSocket('lobby', r.Token) };
  };
  const frameOf = async (socket: TestSocket, op: number): Promise<Reply> => {
    for (;;) {
      const f = await socket.next(30_000);
      if (f.OP === op) return f;
    }
  };
  const info = async (p: P): Promise<InviteInfoResult> => {
    p.lobby.send({ OP: Op.InviteInfo });
    const r = await frameOf(p.lobby, Op.InviteInfoReply);
    expect(r.Code).toBe(Code.Ok);
    return r.Result as InviteInfoResult;
  };
  const bind = async (p: P, FriendCode: string): Promise<Reply> => {
    p.lobby.send({ OP: Op.InviteCodeBind, FriendCode });
    return frameOf(p.lobby, Op.InviteCodeBindReply);
  };
  const claim = async (p: P, PlayerID: number, Tier: number, socket = p.lobby): Promise<Reply> => {
    socket.send({ OP: Op.InviteRewardClaim, FriendRequest: { PlayerID, Tier } });
    return frameOf(socket, Op.InviteRewardClaimReply);
  };
  const gold = async (id: number) => (await s.services.repos.wallet.balances(id)).get(ItemId.Gold) ?? 0;

  it('gives each player a stable 8-character code on first ask, different between players', async () => {
    const a = await player();
    const b = await player();
    const first = await info(a);
    expect(first.FriendCode).toMatch(new RegExp(`^[${FRIEND_CODE_ALPHABET}]{8}$`));
    expect((await info(a)).FriendCode).toBe(first.FriendCode);
    expect((await info(b)).FriendCode).not.toBe(first.FriendCode);
    expect(first).toMatchObject({ Inviter: null, Friends: [], Total: 0, Claimable: 0 });
  });

  it('draws another code when the first one drawn is taken', async () => {
    const a = await player();
    const b = await player();
    const taken = (await info(a)).FriendCode;
    const draws = [taken, 'ZZZZ2222'];
    const { ensureFriendCode } = await import('./friend-code');
    expect(await ensureFriendCode(s.services.repos, b.id, () => draws.shift()!)).toBe('ZZZZ2222');
    expect(generateFriendCode(() => 0)).toBe('AAAAAAAA');
  });

  it('refuses the own code with 100001 and an unknown code with 100009', async () => {
    const a = await player();
    const own = (await info(a)).FriendCode;
    expect((await bind(a, own)).Code).toBe(Code.InvalidInput);
    expect((await bind(a, 'NOSUCH99')).Code).toBe(Code.NotFound);
    expect((await info(a)).Inviter).toBeNull();
  });

  it('binds a code once (lower case and spaces accepted); a second bind and a loop answer 200024', async () => {
    const inviter = await player({ Name: '邀請人' });
    const other = await player();
    const friend = await player();
    const code = (await info(inviter)).FriendCode;
    const ok = await bind(friend, ` ${code.toLowerCase()} `);
    expect(ok.Code).toBe(Code.Ok);
    expect(ok.Result).toEqual({ Inviter: { PlayerID: inviter.id, Name: '邀請人' } });
    expect((await bind(friend, (await info(other)).FriendCode)).Code).toBe(Code.NotEligible);
    expect((await info(friend)).Inviter).toEqual({ PlayerID: inviter.id, Name: '邀請人' });
    // The inviter cannot in turn bind the code of the friend they invited.
    expect((await bind(inviter, (await info(friend)).FriendCode)).Code).toBe(Code.NotEligible);
    const mine = await info(inviter);
    expect(mine.Total).toBe(1);
    expect(mine.Friends.map((f) => f.PlayerID)).toEqual([friend.id]);
  });

  it('concurrent binds of two codes by one player: exactly one inviter', async () => {
    const a = await player();
    const b = await player();
    const friend = await player();
    const second = await s.initSocket('lobby', friend.token);
    const [ca, cb] = [(await info(a)).FriendCode, (await info(b)).FriendCode];
    friend.lobby.send({ OP: Op.InviteCodeBind, FriendCode: ca });
    second.send({ OP: Op.InviteCodeBind, FriendCode: cb });
    const codes = [(await frameOf(friend.lobby, Op.InviteCodeBindReply)).Code, (await frameOf(second, Op.InviteCodeBindReply)).Code].sort();
    expect(codes).toEqual([Code.Ok, Code.NotEligible]);
    expect((await info(a)).Total + (await info(b)).Total).toBe(1);
  });

  it('shows progress per friend and refuses a reward not reached (200024) or of someone else’s friend', async () => {
    const inviter = await player();
    const stranger = await player();
    const friend = await player({ VIPLevel: 1 });
    expect((await bind(friend, (await info(inviter)).FriendCode)).Code).toBe(Code.Ok);
    let view = (await info(inviter)).Friends[0]!;
    expect(view.Rewards).toEqual([
      { Tier: InviteTier.PhoneBound, ...INVITE_REWARDS[InviteTier.PhoneBound], Reached: false, Claimed: false },
      { Tier: InviteTier.Vip3, ...INVITE_REWARDS[InviteTier.Vip3], Reached: false, Claimed: false },
    ]);
    expect((await claim(inviter, friend.id, InviteTier.Vip3)).Code).toBe(Code.NotEligible);
    await s.services.repos.players.update(friend.id, { vip_level: 3 });
    view = (await info(inviter)).Friends[0]!;
    expect(view.Rewards.map((r) => r.Reached)).toEqual([false, true]);
    expect((await info(inviter)).Claimable).toBe(1);
    expect((await claim(stranger, friend.id, InviteTier.Vip3)).Code).toBe(Code.NotEligible);
    expect((await claim(inviter, friend.id, InviteTier.PhoneBound)).Code).toBe(Code.NotEligible);
  });

  it('owl offers no invitation progress: a reached reward is refused with 200024 and pays nothing', async () => {
    const inviter = await player({ SiteID: 'owl' });
    const friend = await player({ VIPLevel: 3 });
    expect((await bind(friend, (await info(inviter)).FriendCode)).Code).toBe(Code.Ok);
    const before = await gold(inviter.id);
    expect(await claim(inviter, friend.id, InviteTier.Vip3)).toMatchObject({ Code: Code.NotEligible, Message: NO_INVITE_PROGRESS });
    expect(await gold(inviter.id)).toBe(before);
  });

  it('a reward claimed 10 times at once on two sockets pays once: one ledger row, the exact balance', async () => {
    const inviter = await player({ Gold: 1_000 });
    const second = await s.initSocket('lobby', inviter.token);
    const friend = await player({ Phone: '0912000111' });
    expect((await bind(friend, (await info(inviter)).FriendCode)).Code).toBe(Code.Ok);
    const sockets = [inviter.lobby, second];
    for (let i = 0; i < 10; i++) sockets[i % 2]!.send({ OP: Op.InviteRewardClaim, FriendRequest: { PlayerID: friend.id, Tier: InviteTier.PhoneBound } });
    const answers: InviteRewardClaimResult[] = [];
    for (const socket of sockets) {
      for (let i = 0; i < 5; i++) {
        const r = await frameOf(socket, Op.InviteRewardClaimReply);
        expect(r.Code).toBe(Code.Ok);
        answers.push(r.Result as InviteRewardClaimResult);
      }
    }
    const amount = INVITE_REWARDS[InviteTier.PhoneBound].Amount;
    expect(answers.filter((a) => Object.keys(a.Credited).length > 0).map((a) => a.Credited)).toEqual([{ [String(ItemId.Gold)]: amount }]);
    expect(await gold(inviter.id)).toBe(1_000 + amount);
    const { rows } = await s.services.repos.wallet.ledger({ playerId: inviter.id, itemId: ItemId.Gold, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 1000 });
    expect(rows.filter((r) => r.source === 'invite').map((r) => Number(r.delta))).toEqual([amount]);
    // Later: Ok, nothing credited, the bag as it is; the reward shows claimed.
    const again = (await claim(inviter, friend.id, InviteTier.PhoneBound)).Result as InviteRewardClaimResult;
    expect(again.Credited).toEqual({});
    expect(again.Bag.Items[String(ItemId.Gold)]?.Amount).toBe(1_000 + amount);
    const after = await info(inviter);
    expect(after.Friends[0]!.Rewards[0]).toMatchObject({ Reached: true, Claimed: true });
    expect(after.Claimable).toBe(0);
  });

  it('refuses a malformed claim (unknown tier) as a malformed frame', async () => {
    const a = await player();
    expect((await claim(a, 1, 9)).Code).toBe(Code.MalformedFrame);
  });
});
