/**
 * The required referral binding held by the lobby (account §1: crab, bj188 = crab, lion;
 * decision 330): past the grace days, a player of such a brand with no bound code opens no game
 * (200024, REFERRAL_REQUIRED_MESSAGE) whatever the page shows; binding a code opens it. Inside
 * the grace, guests, and brands without the rule are not held.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, GamePath, Op, QaPath, REFERRAL_GRACE_MS, REFERRAL_REQUIRED_MESSAGE, Provider, type InviteInfoResult, type Reply } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';

describe('required referral binding at the game launch', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const player = async (body: Record<string, unknown>) => (await s.post(QaPath.Players, { Gold: 1000, ...body })).json as { PlayerID: number; Token: string };
  const launch = (token: string) => s.post(GamePath.Launch, { GameCode: '10001', Lang: 'zh_tw' }, { 'api-token': token });
  /** Registered a minute more than the grace ago (the clock cannot move: sessions would expire). */
  const pastGrace = (...ids: number[]) =>
    Promise.all(ids.map((id) => s.services.repos.players.update(id, { regist_time: s.services.clock.now() - REFERRAL_GRACE_MS - 60_000 })));
  async function bindCodeOf(inviterToken: string, inviteeToken: string): Promise<Reply> {
    const inviter = await s.initSocket('lobby', inviterToken);
    inviter.send({ OP: Op.InviteInfo });
    let info: Reply;
    do info = await inviter.next(30_000);
    while (info.OP !== Op.InviteInfoReply);
    const invitee = await s.initSocket('lobby', inviteeToken);
    invitee.send({ OP: Op.InviteCodeBind, FriendCode: (info.Result as InviteInfoResult).FriendCode });
    let bound: Reply;
    do bound = await invitee.next(30_000);
    while (bound.OP !== Op.InviteCodeBindReply);
    return bound;
  }

  it('crab and lion: inside the grace the game opens; past it 200024 until a code is bound', async () => {
    for (const SiteID of ['crab', 'lion']) {
      const p = await player({ SiteID });
      expect((await launch(p.Token)).json.Code, SiteID).toBe(0);
      await pastGrace(p.PlayerID);
      expect((await launch(p.Token)).json.Code, SiteID).toBe(Code.NotEligible);
    }
    const crab = await player({ SiteID: 'crab' });
    const inviter = await player({ SiteID: 'crab' });
    await pastGrace(crab.PlayerID);
    expect((await launch(crab.Token)).json).toEqual({ Code: Code.NotEligible, Message: REFERRAL_REQUIRED_MESSAGE, Result: null });
    expect((await bindCodeOf(inviter.Token, crab.Token)).Code).toBe(Code.Ok);
    expect((await launch(crab.Token)).json.Code).toBe(0);
  });

  it('not held: a brand without the rule (owl), a guest, a fresh account', async () => {
    const owl = await player({ SiteID: 'owl' });
    const guest = await player({ SiteID: 'crab', TPType: Provider.guest });
    await pastGrace(owl.PlayerID, guest.PlayerID);
    expect((await launch(owl.Token)).json.Code).toBe(0);
    expect((await launch(guest.Token)).json.Code).toBe(0);
    const fresh = await player({ SiteID: 'lion' });
    expect((await launch(fresh.Token)).json.Code).toBe(0);
  });
});
