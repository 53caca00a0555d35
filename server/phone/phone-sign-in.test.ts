import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op, PHONE_TPID_TYPE, Provider } from '../../src/protocol';
import { PlayerStatus } from '../db/repositories/players';
import { startTestServer, type TestServer } from '../testing/harness';
import { PHONE, phoneSignIn, qaPlayer, verifiedTicket } from './test-kit';

describe('phone sign-in result and the choose-account sign-in', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('0 accounts: a ticket and Player []; signing in with it creates the phone account once', async () => {
    const result = await verifiedTicket(s);
    expect(result.Player).toEqual([]);
    expect(result.Token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits

    const first = await phoneSignIn(s, result.Token);
    expect(first.json).toMatchObject({ Code: 0, Message: '' });
    const player = first.json.Result.Player;
    expect(player).toMatchObject({ RegistSituation: 1, TPIDs: { [PHONE_TPID_TYPE]: PHONE } });
    expect(player.Name).toMatch(/^玩家\d{4}$/);
    expect(player.Bag.Items['1']).toEqual({ Amount: 10_000 });
    const ledger = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', player.PlayerID).execute();
    expect(ledger).toMatchObject([{ delta: 10_000, source: 'new player gift' }]);

    // The same ticket again: the number now has that one account; no second account.
    const again = await phoneSignIn(s, result.Token);
    expect(again.json.Result.Player).toMatchObject({ PlayerID: player.PlayerID, RegistSituation: 0 });
    expect((await verifiedTicket(s, PHONE, 'device-2')).Player).toHaveLength(1);
  });

  it('parallel sign-ins with one fresh ticket create one account', async () => {
    const { Token } = await verifiedTicket(s);
    const replies = await Promise.all(Array.from({ length: 4 }, () => phoneSignIn(s, Token)));
    const ids = new Set(replies.map((r) => r.json.Result.Player.PlayerID));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.json.Result.Player.RegistSituation === 1)).toHaveLength(1);
  });

  it('1 account: listed, and the ticket signs straight into it (with or without PlayerID)', async () => {
    const owner = await qaPlayer(s, { Name: '單號', Phone: PHONE, Level: 7 });
    const result = await verifiedTicket(s);
    expect(result.Player).toEqual([
      { Player: { PlayerID: owner.PlayerID, Name: '單號', RegistTime: '2025-01-15T12:00:00+08:00' }, Level: 7 },
    ]);
    expect((await phoneSignIn(s, result.Token, owner.PlayerID)).json.Result.Player).toMatchObject({
      PlayerID: owner.PlayerID,
      RegistSituation: 0,
    });
    expect((await phoneSignIn(s, result.Token)).json.Result.Player.PlayerID).toBe(owner.PlayerID);
  });

  it('3 accounts: sorted by RegistTime ascending; PlayerID is required and must be on the number', async () => {
    const a = await qaPlayer(s, { Name: '甲', Phone: PHONE });
    const b = await qaPlayer(s, { Name: '乙', Phone: PHONE });
    const c = await qaPlayer(s, { Name: '丙', Phone: PHONE });
    const stranger = await qaPlayer(s, { Name: '路人', Phone: '0987654321' });
    // Registration order differs from id order: c oldest, then a, then b.
    const t = s.clock.now();
    await s.db.updateTable('players').set({ regist_time: t - 3000 }).where('id', '=', c.PlayerID).execute();
    await s.db.updateTable('players').set({ regist_time: t - 2000 }).where('id', '=', a.PlayerID).execute();
    await s.db.updateTable('players').set({ regist_time: t - 1000 }).where('id', '=', b.PlayerID).execute();

    const result = await verifiedTicket(s);
    expect(result.Player.map((p) => p.Player.Name)).toEqual(['丙', '甲', '乙']);

    expect((await phoneSignIn(s, result.Token)).json).toMatchObject({ Code: Code.InvalidInput, Result: null });
    expect((await phoneSignIn(s, result.Token, stranger.PlayerID)).json).toMatchObject({ Code: Code.NotFound, Message: '此用戶不存在' });
    const chosen = await phoneSignIn(s, result.Token, a.PlayerID);
    expect(chosen.json.Result.Player).toMatchObject({ PlayerID: a.PlayerID, Name: '甲' });
    // The list stays usable for the day: another account later with the same ticket.
    s.clock.advance(23 * 3600_000);
    expect((await phoneSignIn(s, result.Token, b.PlayerID)).json.Result.Player.PlayerID).toBe(b.PlayerID);
  });

  it('unknown or expired (24 h) ticket → 100005; missing → 100001', async () => {
    expect((await phoneSignIn(s, 'not-a-ticket')).json).toMatchObject({ Code: Code.SessionExpired, Result: null });
    const missing = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.phone });
    expect(missing.json.Code).toBe(Code.InvalidInput);
    const { Token } = await verifiedTicket(s);
    await s.post('/__qa/clock', { AdvanceMs: 24 * 3600_000 });
    expect((await phoneSignIn(s, Token)).json.Code).toBe(Code.SessionExpired);
  });

  it('a suspended account answers 100014', async () => {
    const owner = await qaPlayer(s, { Phone: PHONE });
    await s.db.updateTable('players').set({ status: PlayerStatus.Suspended }).where('id', '=', owner.PlayerID).execute();
    const { Token } = await verifiedTicket(s);
    expect((await phoneSignIn(s, Token, owner.PlayerID)).json.Code).toBe(Code.AccountSuspended);
  });

  it('every sign-in issues a fresh token and pushes the duplicate sign-in code to the older socket', async () => {
    const owner = await qaPlayer(s, { Phone: PHONE });
    const first = await phoneSignIn(s, (await verifiedTicket(s)).Token, owner.PlayerID);
    const lobby = await s.initSocket('lobby', first.json.Result.Token);
    const second = await phoneSignIn(s, (await verifiedTicket(s)).Token, owner.PlayerID);
    expect(second.json.Result.Token).not.toBe(first.json.Result.Token);
    expect(second.json.Result.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await lobby.next()).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.DuplicateSignIn });
    const info = await s.post('/api/v1/player/info', undefined, { 'api-token': first.json.Result.Token });
    expect(info.json.Code).toBe(Code.SessionExpired);
  });
});
