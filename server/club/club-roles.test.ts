/**
 * Every club role × every club action over HTTP (SQLite under `server`, PostgreSQL under
 * `server-pg`): each cell runs on a fresh QA club (leader, one sub leader, two members) and
 * expects success or the refusal of docs/decisions/183-club-roles-and-rights.md: 200106 for a role
 * without the right, 200103 for the leader leaving; plus the kick hierarchy and the 200104 of
 * outsiders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubPath, Code } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { call, qaClub, qaPlayer, type QaClub, type Seat } from './test-kit';

type RoleName = 'leader' | 'sub' | 'member';
const ROLES: RoleName[] = ['leader', 'sub', 'member'];

interface Cell {
  path: string;
  /** Roles that succeed; the others get `denied` (200106 unless given). */
  allowed: RoleName[];
  denied?: Partial<Record<RoleName, number>>;
  body?: (c: QaClub, outsider: Seat) => Record<string, unknown>;
  /** Runs before the call (e.g. an outsider applies). */
  setup?: (s: TestServer, c: QaClub, outsider: Seat) => Promise<Record<string, unknown>>;
}

const ALL: RoleName[] = ['leader', 'sub', 'member'];
const OFFICERS: RoleName[] = ['leader', 'sub'];

const apply = async (s: TestServer, c: QaClub, outsider: Seat) => {
  const r = await call(s, outsider, ClubPath.Apply, { ClubID: c.ClubID });
  expect(r.Code).toBe(Code.HttpOk);
  return { ApplicationID: r.Result.ApplicationID as number };
};

const MATRIX: Record<string, Cell> = {
  description: { path: ClubPath.Description, allowed: ALL },
  editDescription: { path: ClubPath.DescriptionUpdate, allowed: OFFICERS, body: () => ({ Description: '歡迎加入' }) },
  invite: { path: ClubPath.Invite, allowed: OFFICERS, body: (_c, o) => ({ PlayerID: o.PlayerID }) },
  exchangeList: { path: ClubPath.ExchangeList, allowed: ALL, body: () => ({}) },
  memberList: { path: ClubPath.MemberList, allowed: ALL, body: () => ({}) },
  changeLeader: { path: ClubPath.ChangeLeader, allowed: ['leader'], body: (c) => ({ PlayerID: c.Members[1]!.PlayerID }) },
  assignSubLeader: { path: ClubPath.AssignSubLeader, allowed: ['leader'], body: (c) => ({ PlayerID: c.Members[1]!.PlayerID }) },
  removeSubLeader: { path: ClubPath.RemoveSubLeader, allowed: ['leader'], body: (c) => ({ PlayerID: c.SubLeaders[0]!.PlayerID }) },
  createChatRoom: { path: ClubPath.CreateChatRoom, allowed: ['leader'] },
  groupMessage: { path: ClubPath.GroupMessage, allowed: OFFICERS, body: () => ({ Title: '公告', Message: '今晚八點集合' }) },
  applicationList: { path: ClubPath.ApplicationList, allowed: OFFICERS },
  accept: { path: ClubPath.Accept, allowed: OFFICERS, setup: apply },
  reject: { path: ClubPath.Reject, allowed: OFFICERS, setup: apply },
  dissolve: { path: ClubPath.Dissolve, allowed: ['leader'] },
  leave: { path: ClubPath.Leave, allowed: ['sub', 'member'], denied: { leader: Code.ClubActionDenied } },
  kick: { path: ClubPath.Kick, allowed: OFFICERS, body: (c) => ({ PlayerID: c.Members[1]!.PlayerID }) },
};

describe('club roles × actions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const seatOf = (c: QaClub, role: RoleName): Seat => (role === 'leader' ? c.Leader : role === 'sub' ? c.SubLeaders[0]! : c.Members[0]!);

  for (const [action, cell] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      const allowed = cell.allowed.includes(role);
      const expected = allowed ? Code.HttpOk : (cell.denied?.[role] ?? Code.ClubRightsInsufficient);
      it(`${role} ${action} → ${expected}`, async () => {
        const c = await qaClub(s, { SubLeaders: 1, Members: 2, VIPLevel: 3 });
        const outsider = await qaPlayer(s);
        const extra = cell.setup ? await cell.setup(s, c, outsider) : {};
        const r = await call(s, seatOf(c, role), cell.path, { ...(cell.body?.(c, outsider) ?? {}), ...extra });
        expect(r.Code).toBe(expected);
      });
    }
  }

  it('export: leader and sub leader get the CSV, a member 200106', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 1 });
    for (const [who, ok] of [[c.Leader, true], [c.SubLeaders[0]!, true], [c.Members[0]!, false]] as const) {
      for (const path of [ClubPath.MemberListExport, ClubPath.ExchangeListExport]) {
        const res = await fetch(`http://127.0.0.1:${s.port}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-token': who.Token },
          body: JSON.stringify({ Page: 1, PerPage: 2000 }),
        });
        expect(res.headers.get('content-type')).toBe(ok ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
        if (!ok) expect(((await res.json()) as { Code: number }).Code).toBe(Code.ClubRightsInsufficient);
      }
    }
  });

  it('kick hierarchy: a sub leader cannot kick the leader or another sub leader; the leader kicks a sub leader', async () => {
    const c = await qaClub(s, { SubLeaders: 2, Members: 1 });
    const [a, b] = c.SubLeaders as [Seat, Seat];
    expect((await call(s, a, ClubPath.Kick, { PlayerID: c.Leader.PlayerID })).Code).toBe(Code.ClubRightsInsufficient);
    expect((await call(s, a, ClubPath.Kick, { PlayerID: b.PlayerID })).Code).toBe(Code.ClubRightsInsufficient);
    expect((await call(s, a, ClubPath.Kick, { PlayerID: a.PlayerID })).Code).toBe(Code.ClubActionDenied);
    expect((await call(s, c.Leader, ClubPath.Kick, { PlayerID: b.PlayerID })).Code).toBe(Code.HttpOk);
    const outsider = await qaPlayer(s);
    expect((await call(s, c.Leader, ClubPath.Kick, { PlayerID: outsider.PlayerID })).Code).toBe(Code.ClubActionDenied);
  });

  it('a sub leader cannot dissolve: the club and its members stay', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 1 });
    expect((await call(s, c.SubLeaders[0]!, ClubPath.Dissolve)).Code).toBe(Code.ClubRightsInsufficient);
    const info = await call(s, c.Members[0]!, ClubPath.Info);
    expect(info.Result.Club).toMatchObject({ ClubID: c.ClubID, MemberCount: 3 });
    expect(info.Result.Role).toBe(3);
  });

  it('outside any club: 200104 for club actions, search and info still answer', async () => {
    const p = await qaPlayer(s);
    for (const path of [ClubPath.Description, ClubPath.MemberList, ClubPath.Leave, ClubPath.Dissolve, ClubPath.ApplicationList]) {
      expect((await call(s, p, path)).Code).toBe(Code.ClubNotMember);
    }
    const c = await qaClub(s, { ClubName: '搜尋測試俱樂部' });
    const found = await call(s, p, ClubPath.Search, { Keyword: '搜尋測試' });
    expect(found.Result.List.map((x: { ClubID: number }) => x.ClubID)).toContain(c.ClubID);
    expect((await call(s, p, ClubPath.Search, { Keyword: String(c.ClubID) })).Result.List[0].ClubID).toBe(c.ClubID);
    expect((await call(s, p, ClubPath.Info)).Result).toMatchObject({ Club: null, Role: 0 });
  });
});
