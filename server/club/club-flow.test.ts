/**
 * The club menu end to end over HTTP and the chat socket (SQLite under `server`, PostgreSQL
 * under `server-pg`): create (200109 VIP, 200111 phone, 200101 name, 200102 one club),
 * apply / reject / leave / kick with the re-apply countdown (100017), invitations, the chat
 * room turning club chat on, a kick taking the member out of club chat at once, the change
 * of leader swapping roles, and dissolving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelType, ClubLimits, ClubPath, ClubRoleId, Code, Op, Provider, QaClubPath } from '../../src/protocol';
import { waitFor } from '../chat/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { call, qaClub, qaPlayer, type Seat } from './test-kit';

let phoneSeq = 0;
const phone = () => `09${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq % 100).padStart(2, '0')}`;

describe('club flow', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const info = async (p: Seat) => (await call(s, p, ClubPath.Info)).Result;

  it('create: VIP below 3 → 200109, no phone → 200111, bad or taken name → 200101, then the creator leads', async () => {
    const low = await qaPlayer(s, { VIPLevel: 2, Phone: phone() });
    expect((await call(s, low, ClubPath.Create, { ClubName: '龍之谷' })).Code).toBe(Code.ClubVipTooLowToCreate);
    const noPhone = await qaPlayer(s, { VIPLevel: 3 });
    expect((await call(s, noPhone, ClubPath.Create, { ClubName: '龍之谷' })).Code).toBe(Code.ClubPhoneBindingRequired);
    const p = await qaPlayer(s, { VIPLevel: 3, Phone: phone() });
    for (const bad of ['龍', '龍 之谷', 'a!b', 'x'.repeat(13)]) expect((await call(s, p, ClubPath.Create, { ClubName: bad })).Code).toBe(Code.ClubNameInvalid);
    // a club named as staff: 200067, as a nickname would be
    for (const staff of ['官方俱樂部', 'GM公會', 'ＡＤＭＩＮ']) expect((await call(s, p, ClubPath.Create, { ClubName: staff })).Code, staff).toBe(Code.SensitiveWords);
    const made = await call(s, p, ClubPath.Create, { ClubName: ' 龍之谷 ' });
    expect(made.Code).toBe(Code.HttpOk);
    const other = await qaPlayer(s, { VIPLevel: 5, Phone: phone() });
    expect((await call(s, other, ClubPath.Create, { ClubName: '龍之谷' })).Code).toBe(Code.ClubNameInvalid);
    expect((await call(s, p, ClubPath.Create, { ClubName: '第二個' })).Code).toBe(Code.ClubAlreadyMember);
    expect(await info(p)).toMatchObject({
      Role: ClubRoleId.Leader,
      Club: { ClubID: made.Result.ClubID, ClubName: '龍之谷', MemberCount: 1, Capacity: ClubLimits.DefaultCapacity, LeaderID: p.PlayerID, ChatEnabled: false },
    });
  });

  it('apply: 200098 unknown club, 200102 already in one; rejected → 100017 for that club only, until the countdown ends', async () => {
    const c = await qaClub(s);
    const other = await qaClub(s);
    const p = await qaPlayer(s);
    expect((await call(s, p, ClubPath.Apply, { ClubID: 999_999 })).Code).toBe(Code.ClubInvalidId);
    expect((await call(s, c.Leader, ClubPath.Apply, { ClubID: other.ClubID })).Code).toBe(Code.ClubAlreadyMember);
    const id = (await call(s, p, ClubPath.Apply, { ClubID: c.ClubID })).Result.ApplicationID;
    expect((await info(p)).PendingClubIDs).toEqual([c.ClubID]);
    expect((await call(s, c.Leader, ClubPath.Reject, { ApplicationID: id })).Code).toBe(Code.HttpOk);
    expect((await call(s, c.Leader, ClubPath.Accept, { ApplicationID: id })).Code).toBe(Code.ClubActionDenied);
    const again = await call(s, p, ClubPath.Apply, { ClubID: c.ClubID });
    expect(again).toMatchObject({ Code: Code.ClubReapplyCountdown, Result: { RetryAfter: ClubLimits.ReapplyCooldownMs / 1000 } });
    expect((await call(s, p, ClubPath.Apply, { ClubID: other.ClubID })).Code).toBe(Code.HttpOk);
    s.clock.advance(ClubLimits.ReapplyCooldownMs - 1000);
    try {
      expect((await call(s, p, ClubPath.Apply, { ClubID: c.ClubID })).Result).toEqual({ RetryAfter: 1 });
      s.clock.advance(1000);
      // A day passed: the session expired with it, so sign in again.
      const fresh = { ...p, Token: await s.services.sessions.issue(p.PlayerID, Provider.line) };
      expect((await call(s, fresh, ClubPath.Apply, { ClubID: c.ClubID })).Code).toBe(Code.HttpOk);
    } finally {
      s.clock.reset();
    }
  });

  it('leaving or being kicked starts the countdown for every club', async () => {
    const c = await qaClub(s, { Members: 2 });
    const elsewhere = await qaClub(s);
    const [leaver, kicked] = c.Members as [Seat, Seat];
    expect((await call(s, leaver, ClubPath.Leave)).Code).toBe(Code.HttpOk);
    expect((await call(s, c.Leader, ClubPath.Kick, { PlayerID: kicked.PlayerID })).Code).toBe(Code.HttpOk);
    for (const p of [leaver, kicked]) {
      expect((await info(p)).Club).toBeNull();
      expect((await info(p)).ReapplyAfterMs).toBe(ClubLimits.ReapplyCooldownMs);
      expect((await call(s, p, ClubPath.Apply, { ClubID: elsewhere.ClubID })).Code).toBe(Code.ClubReapplyCountdown);
    }
    expect((await call(s, c.Leader, ClubPath.MemberList)).Result.Total).toBe(1);
  });

  it('an invited player joins by applying, at once; the invitation arrives as a mail', async () => {
    const c = await qaClub(s, { SubLeaders: 1 });
    const p = await qaPlayer(s);
    expect((await call(s, c.SubLeaders[0]!, ClubPath.Invite, { PlayerID: p.PlayerID })).Code).toBe(Code.HttpOk);
    expect((await call(s, c.Leader, ClubPath.Invite, { PlayerID: p.PlayerID })).Code).toBe(Code.ClubDuplicateApplication);
    expect((await call(s, c.Leader, ClubPath.Invite, { PlayerID: c.SubLeaders[0]!.PlayerID })).Code).toBe(Code.ClubAlreadyMember);
    expect((await info(p)).InvitedClubIDs).toEqual([c.ClubID]);
    const mails = (await s.services.repos.mails.page(p.PlayerID, 0, 10)).rows;
    expect(mails.map((m) => [m.title, m.senderId])).toEqual([['俱樂部邀請', c.SubLeaders[0]!.PlayerID]]);
    expect((await call(s, p, ClubPath.Apply, { ClubID: c.ClubID })).Result).toMatchObject({ Joined: true });
    expect(await info(p)).toMatchObject({ Role: ClubRoleId.Member, Club: { ClubID: c.ClubID, MemberCount: 3 }, InvitedClubIDs: [] });
  });

  it('the leader creates the chat room: EnableClub turns on; a kicked member leaves club chat at once', async () => {
    const c = await qaClub(s, { Members: 2, VIPLevel: 3 });
    const [stay, go] = c.Members as [Seat, Seat];
    const stayChat = await s.initSocket('chat', stay.Token);
    const goChat = await s.initSocket('chat', go.Token);
    expect((await goChat.request({ OP: Op.ChatClubSend, Message: '哈囉' })).Code).toBe(Code.ClubChatDisabled);
    expect((await call(s, c.Leader, ClubPath.CreateChatRoom)).Result).toEqual({ ChatEnabled: true });
    expect((await waitFor(goChat, Op.ChatUnreadChanged)).Result).toMatchObject({ EnableClub: true });
    await waitFor(stayChat, Op.ChatUnreadChanged);
    expect((await goChat.request({ OP: Op.ChatClubSend, Message: '哈囉' })).Code).toBe(Code.Ok);
    await waitFor(stayChat, Op.ChatClubPush);

    expect((await call(s, c.Leader, ClubPath.Kick, { PlayerID: go.PlayerID })).Code).toBe(Code.HttpOk);
    expect((await waitFor(goChat, Op.ChatUnreadChanged)).Result).toMatchObject({ EnableClub: false, ClubTotal: 0 });
    expect((await goChat.request({ OP: Op.ChatClubSend, Message: '還在嗎' })).Code).toBe(Code.ClubNotMember);
    expect((await goChat.request({ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: ChannelType.Club })).Code).toBe(Code.ClubNotMember);
    expect((await stayChat.request({ OP: Op.ChatClubSend, Message: '他走了' })).Code).toBe(Code.Ok);
    expect(await goChat.unread()).toEqual([]); // pushed in the same pass as stayChat's own copy
  });

  it('change of leader swaps the roles; the old leader may then leave, the new one may not', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 1 });
    const sub = c.SubLeaders[0]!;
    expect((await call(s, c.Leader, ClubPath.ChangeLeader, { PlayerID: sub.PlayerID })).Code).toBe(Code.HttpOk);
    expect((await info(c.Leader)).Role).toBe(ClubRoleId.SubLeader);
    expect(await info(sub)).toMatchObject({ Role: ClubRoleId.Leader, Club: { LeaderID: sub.PlayerID } });
    expect((await call(s, c.Leader, ClubPath.ChangeLeader, { PlayerID: c.Members[0]!.PlayerID })).Code).toBe(Code.ClubRightsInsufficient);
    expect((await call(s, sub, ClubPath.Leave)).Code).toBe(Code.ClubActionDenied);
    expect((await call(s, c.Leader, ClubPath.Leave)).Code).toBe(Code.HttpOk);
  });

  it(`sub leaders: at most ${ClubLimits.MaxSubLeaders}; removing one makes a member`, async () => {
    const c = await qaClub(s, { SubLeaders: ClubLimits.MaxSubLeaders, Members: 1 });
    const m = c.Members[0]!;
    expect((await call(s, c.Leader, ClubPath.AssignSubLeader, { PlayerID: m.PlayerID })).Code).toBe(Code.ClubActionDenied);
    expect((await call(s, c.Leader, ClubPath.RemoveSubLeader, { PlayerID: c.SubLeaders[0]!.PlayerID })).Code).toBe(Code.HttpOk);
    expect((await call(s, c.Leader, ClubPath.AssignSubLeader, { PlayerID: m.PlayerID })).Code).toBe(Code.HttpOk);
    const list = (await call(s, m, ClubPath.MemberList, { Tab: 1 })).Result;
    expect(list.List.map((x: { Role: number }) => x.Role)).toEqual([1, 2, 2, 2]);
  });

  it('description: officers edit, every member reads', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 1 });
    expect((await call(s, c.SubLeaders[0]!, ClubPath.DescriptionUpdate, { Description: ' 每晚九點團戰 ' })).Code).toBe(Code.HttpOk);
    expect((await call(s, c.Members[0]!, ClubPath.Description)).Result).toEqual({ ClubID: c.ClubID, Description: '每晚九點團戰' });
  });

  it('dissolve: every member is out, the name is free again, no countdown', async () => {
    const c = await qaClub(s, { ClubName: '解散測試', SubLeaders: 1, Members: 1 });
    expect((await call(s, c.Leader, ClubPath.Dissolve)).Code).toBe(Code.HttpOk);
    for (const p of [c.Leader, c.SubLeaders[0]!, c.Members[0]!]) expect(await info(p)).toMatchObject({ Club: null, Role: 0, ReapplyAfterMs: 0 });
    expect((await call(s, c.Members[0]!, ClubPath.Apply, { ClubID: c.ClubID })).Code).toBe(Code.ClubInvalidId);
    await qaClub(s, { ClubName: '解散測試' });
  });

  it('QA club control: refuses a player already in a club or a taken name (400) and makes nothing', async () => {
    const c = await qaClub(s, { ClubName: 'QA重複', Members: 1 });
    const before = Number((await s.db.selectFrom('clubs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect((await s.post(QaClubPath, { MemberIDs: [c.Members[0]!.PlayerID] })).status).toBe(400);
    expect((await s.post(QaClubPath, { ClubName: 'QA重複' })).status).toBe(400);
    const after = Number((await s.db.selectFrom('clubs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });
});
