/**
 * A club member's gem ↔ gold exchanges in the store become the club's exchange records (兌換紀錄)
 * in the same transaction as the money (SQLite under `server`, PostgreSQL under `server-pg`):
 * signed Gold / Gems, kind by direction, once per RequestID (a retry adds no row), nothing for a
 * refused exchange, nothing for a player outside a club.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubExchangeKind, ClubPath, Code, StoreLimits, StorePath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { call, qaClub, qaPlayer, type Seat } from './test-kit';

const RATE = StoreLimits.GoldPerGem;

describe('club exchange records from the store', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const swap = (who: Seat, Direction: 'gemToGold' | 'goldToGem', Amount: number, RequestID: string) =>
    call(s, who, StorePath.ExchangeGemToGold, { Direction, Amount, RequestID });
  const records = async (leader: Seat) => {
    const r = await call(s, leader, ClubPath.ExchangeList, { Page: 1, PerPage: 50 });
    expect(r.Code).toBe(0);
    return (r.Result.List as { PlayerID: number; Kind: number; Gold: number; Gems: number }[]).map(({ PlayerID, Kind, Gold, Gems }) => ({ PlayerID, Kind, Gold, Gems }));
  };

  it('records each exchange of a member once, signed, by direction; a retry or a refusal adds nothing', async () => {
    const leader = await qaPlayer(s, { SiteID: 'owl' });
    const member = await qaPlayer(s, { SiteID: 'owl', Gems: 10 });
    await qaClub(s, { LeaderID: leader.PlayerID, MemberIDs: [member.PlayerID] });

    expect((await swap(member, 'gemToGold', 3, 'club-ex-1')).Code).toBe(0);
    expect((await swap(member, 'gemToGold', 3, 'club-ex-1')).Code).toBe(0); // the retry answers the first result
    expect((await swap(member, 'goldToGem', 2 * RATE, 'club-ex-2')).Code).toBe(0);
    expect((await swap(member, 'gemToGold', 1_000, 'club-ex-3')).Code).toBe(Code.GiftGemInsufficient);

    expect(await records(leader)).toEqual([
      { PlayerID: member.PlayerID, Kind: ClubExchangeKind.GoldToGems, Gold: -2 * RATE, Gems: 2 },
      { PlayerID: member.PlayerID, Kind: ClubExchangeKind.GemsToGold, Gold: 3 * RATE, Gems: -3 },
    ]);
  });

  it('a player outside any club exchanges without a club record', async () => {
    const loner = await qaPlayer(s, { SiteID: 'owl', Gems: 2 });
    expect((await swap(loner, 'gemToGold', 2, 'club-ex-loner')).Code).toBe(0);
    const rows = await s.services.repos.db.selectFrom('club_exchanges').select('id').where('player_id', '=', loner.PlayerID).execute();
    expect(rows).toHaveLength(0);
  });
});
