/**
 * Club races over HTTP with Promise.all (SQLite under `server`, PostgreSQL under `server-pg`):
 * racing changes of leader leave exactly one leader; N accepts never pass the capacity; a
 * player accepted by two clubs at once is in one; one pending application per player and
 * club; the daily group-message limit holds under concurrent sends. The one-leader index
 * refuses a second leader written behind the services' back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubLimits, ClubPath, ClubRoleId, Code } from '../../src/protocol';
import { taipeiDayStart } from '../clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { call, qaClub, qaPlayer, type Seat } from './test-kit';

describe('club races', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const leadersOf = async (clubId: number) => {
    const rows = await s.db.selectFrom('club_members').select('player_id').where('club_id', '=', clubId).where('role', '=', ClubRoleId.Leader).execute();
    const club = await s.db.selectFrom('clubs').select('leader_id').where('id', '=', clubId).executeTakeFirstOrThrow();
    return { members: rows.map((r) => r.player_id), column: club.leader_id };
  };
  const memberCount = async (clubId: number) =>
    Number((await s.db.selectFrom('club_members').select((eb) => eb.fn.countAll<number>().as('n')).where('club_id', '=', clubId).executeTakeFirstOrThrow()).n);

  it('10 racing changes of leader (to 10 members) leave exactly one leader, named in clubs.leader_id', async () => {
    const c = await qaClub(s, { SubLeaders: 2, Members: 8 });
    const targets = [...c.SubLeaders, ...c.Members];
    const replies = await Promise.all(targets.map((t) => call(s, c.Leader, ClubPath.ChangeLeader, { PlayerID: t.PlayerID })));
    expect(replies.filter((r) => r.Code === Code.HttpOk)).toHaveLength(1);
    for (const r of replies.filter((x) => x.Code !== Code.HttpOk)) expect([Code.ClubRightsInsufficient, Code.ClubChangePending]).toContain(r.Code);
    const winner = targets[replies.findIndex((r) => r.Code === Code.HttpOk)]!;
    expect(await leadersOf(c.ClubID)).toEqual({ members: [winner.PlayerID], column: winner.PlayerID });
    expect(await memberCount(c.ClubID)).toBe(11);
  });

  it('a change of leader racing the new pair handing it on still leaves one leader', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 2 });
    const [a, b] = c.Members as [Seat, Seat];
    const replies = await Promise.all([
      call(s, c.Leader, ClubPath.ChangeLeader, { PlayerID: a.PlayerID }),
      call(s, a, ClubPath.ChangeLeader, { PlayerID: b.PlayerID }),
      call(s, c.Leader, ClubPath.ChangeLeader, { PlayerID: c.SubLeaders[0]!.PlayerID }),
    ]);
    expect(replies.filter((r) => r.Code === Code.HttpOk).length).toBeGreaterThanOrEqual(1);
    const { members, column } = await leadersOf(c.ClubID);
    expect(members).toHaveLength(1);
    expect(column).toBe(members[0]);
  });

  it('the one-leader index refuses a second leader written directly', async () => {
    const c = await qaClub(s, { Members: 1 });
    await expect(
      s.db.updateTable('club_members').set({ role: ClubRoleId.Leader }).where('player_id', '=', c.Members[0]!.PlayerID).execute(),
    ).rejects.toThrow();
    expect((await leadersOf(c.ClubID)).members).toEqual([c.Leader.PlayerID]);
  });

  it('12 applicants accepted concurrently (leader and sub leader) never pass a capacity of 5', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Capacity: 5 });
    const applicants = await Promise.all(Array.from({ length: 12 }, () => qaPlayer(s)));
    const ids: number[] = [];
    for (const a of applicants) {
      const r = await call(s, a, ClubPath.Apply, { ClubID: c.ClubID });
      expect(r.Code).toBe(Code.HttpOk);
      ids.push(r.Result.ApplicationID as number);
    }
    const officers = [c.Leader, c.SubLeaders[0]!];
    const replies = await Promise.all(ids.map((ApplicationID, i) => call(s, officers[i % 2]!, ClubPath.Accept, { ApplicationID })));
    expect(replies.filter((r) => r.Code === Code.HttpOk)).toHaveLength(3);
    expect(replies.filter((r) => r.Code === Code.ClubFull)).toHaveLength(9);
    expect(await memberCount(c.ClubID)).toBe(5);
    // A full club refuses new applications too.
    expect((await call(s, await qaPlayer(s), ClubPath.Apply, { ClubID: c.ClubID })).Code).toBe(Code.ClubFull);
  });

  it('a player accepted by two clubs at once ends in exactly one (5 rounds; no deadlock on PostgreSQL)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [x, y] = await Promise.all([qaClub(s), qaClub(s)]);
      const p = await qaPlayer(s);
      const ax = (await call(s, p, ClubPath.Apply, { ClubID: x.ClubID })).Result.ApplicationID as number;
      const ay = (await call(s, p, ClubPath.Apply, { ClubID: y.ClubID })).Result.ApplicationID as number;
      const replies = await Promise.all([
        call(s, x.Leader, ClubPath.Accept, { ApplicationID: ax }),
        call(s, y.Leader, ClubPath.Accept, { ApplicationID: ay }),
      ]);
      expect(replies.map((r) => r.Code).sort()).toEqual([Code.HttpOk, Code.ClubAlreadyMember].sort());
      const rows = await s.db.selectFrom('club_members').select('club_id').where('player_id', '=', p.PlayerID).execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('10 concurrent applications of one player to one club: one pending, nine 200100', async () => {
    const c = await qaClub(s);
    const p = await qaPlayer(s);
    const replies = await Promise.all(Array.from({ length: 10 }, () => call(s, p, ClubPath.Apply, { ClubID: c.ClubID })));
    expect(replies.filter((r) => r.Code === Code.HttpOk)).toHaveLength(1);
    expect(replies.filter((r) => r.Code === Code.ClubDuplicateApplication)).toHaveLength(9);
    expect((await call(s, c.Leader, ClubPath.ApplicationList)).Result.List).toHaveLength(1);
  });

  it(`group messages: ${ClubLimits.GroupMessagesPerDay} a club a day under 8 concurrent sends, again the next Taipei day`, async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 2 });
    const officers = [c.Leader, c.SubLeaders[0]!];
    const send = (i: number) => call(s, officers[i % 2]!, ClubPath.GroupMessage, { Title: `公告${i}`, Message: '集合' });
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i)));
    const okOnes = replies.filter((r) => r.Code === Code.HttpOk);
    expect(okOnes).toHaveLength(ClubLimits.GroupMessagesPerDay);
    expect(replies.filter((r) => r.Code === Code.ClubDailyMailLimit)).toHaveLength(8 - ClubLimits.GroupMessagesPerDay);
    expect(okOnes.map((r) => r.Result.Sent)).toEqual(okOnes.map(() => 3));
    expect(okOnes.map((r) => r.Result.RemainingToday).sort()).toEqual([0, 1, 2]);
    const mails = (await s.services.repos.mails.page(c.Members[0]!.PlayerID, 0, 10)).rows;
    expect(mails).toHaveLength(ClubLimits.GroupMessagesPerDay);
    for (const m of mails) expect(officers.map((o) => o.PlayerID)).toContain(m.senderId);
    // To the next Taipei day (less than a day: the session stays valid).
    s.clock.advance(taipeiDayStart(s.clock.now()) + 24 * 3600_000 - s.clock.now());
    try {
      expect((await send(0)).Code).toBe(Code.HttpOk);
    } finally {
      s.clock.reset();
    }
  });
});
