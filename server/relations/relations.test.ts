import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op, RelationType } from '../../src/protocol';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';

describe('11530 / 11570 relations, 11520 Relationship and HasBlock, 11560, 12630', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const player = async (Name: string, extra: Record<string, unknown> = {}) => {
    const r = (await s.post('/__qa/players', { Name, ...extra })).json as { PlayerID: number; Token: string };
    return { id: r.PlayerID, lobby: await s.initSocket('lobby', r.Token), chat: await s.initSocket('chat', r.Token) };
  };
  const ask = async (socket: TestSocket, frame: Record<string, unknown>) => {
    socket.send(frame);
    return socket.next();
  };
  const card = async (me: { lobby: TestSocket }, id: number) =>
    (await ask(me.lobby, { OP: Op.UserInfo, PlayerID: id })).Result as { Relationship: number; HasBlock: boolean };

  it('befriends and unfriends, the profile showing the relationship each time', async () => {
    const me = await player('甲');
    const other = await player('乙');
    expect(await card(me, other.id)).toMatchObject({ Relationship: 0, HasBlock: false });

    const added = await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: other.id, Type: RelationType.Friend });
    expect(added).toMatchObject({ OP: Op.RelationAddReply, Code: Code.Ok, Result: { PlayerID: other.id, Relationship: 1 } });
    expect(await card(me, other.id)).toMatchObject({ Relationship: 1 });
    // One direction: the other player has not added back.
    expect(await card(other, me.id)).toMatchObject({ Relationship: 0 });
    const list = await ask(me.lobby, { OP: Op.RelationList, Type: 1, Page: 1, PerPage: 500 });
    expect(list.Result).toMatchObject({ Total: 1, List: [{ PlayerID: other.id }] });

    const removed = await ask(me.lobby, { OP: Op.RelationDelete, PlayerID: other.id, Type: RelationType.Friend });
    expect(removed).toMatchObject({ OP: Op.RelationDeleteReply, Code: Code.Ok, Result: { Relationship: 0 } });
    expect(await card(me, other.id)).toMatchObject({ Relationship: 0 });
  });

  it('refuses oneself (silent) and unknown players (100013)', async () => {
    const me = await player('甲');
    expect((await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: me.id, Type: 1 })).Code).toBe(Code.Silent);
    expect((await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: me.id, Type: 2 })).Code).toBe(Code.Silent);
    expect((await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: 999_999, Type: 1 })).Code).toBe(Code.PlayerNotFound);
    expect((await ask(me.lobby, { OP: Op.RelationDelete, PlayerID: 999_999, Type: 1 })).Code).toBe(Code.PlayerNotFound);
    expect((await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: 2, Type: 3 })).Code).toBe(Code.MalformedFrame);
  });

  it('blocking ends the friendship both ways, stops private messages and friend requests; unblocking restores none', async () => {
    const me = await player('甲', { VIPLevel: 3 });
    const other = await player('乙', { VIPLevel: 3 });
    await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: other.id, Type: 1 });
    await ask(other.lobby, { OP: Op.RelationAdd, PlayerID: me.id, Type: 1 });

    const blocked = await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: other.id, Type: RelationType.Blocked });
    expect(blocked.Result).toMatchObject({ Relationship: 2 });
    expect(await card(me, other.id)).toMatchObject({ Relationship: 2, HasBlock: false });
    expect(await card(other, me.id)).toMatchObject({ Relationship: 0, HasBlock: true });
    expect((await ask(me.lobby, { OP: Op.RelationList, Type: 1, Page: 1, PerPage: 500 })).Result).toMatchObject({ Total: 0 });
    expect((await ask(other.lobby, { OP: Op.RelationList, Type: 1, Page: 1, PerPage: 500 })).Result).toMatchObject({ Total: 0 });
    expect((await ask(me.lobby, { OP: Op.RelationList, Type: 2, Page: 1, PerPage: 100 })).Result).toMatchObject({ Total: 1 });

    const dm = await ask(other.chat, { OP: Op.ChatPrivateSend, PlayerID: me.id, Message: '哈囉' });
    expect(dm.Code).toBe(Code.CannotReachPlayer);
    expect((await ask(other.lobby, { OP: Op.RelationAdd, PlayerID: me.id, Type: 1 })).Code).toBe(Code.CannotReachPlayer);
    // Deleting the wrong type leaves the block.
    expect((await ask(me.lobby, { OP: Op.RelationDelete, PlayerID: other.id, Type: 1 })).Result).toMatchObject({ Relationship: 2 });

    const unblocked = await ask(me.lobby, { OP: Op.RelationDelete, PlayerID: other.id, Type: RelationType.Blocked });
    expect(unblocked.Result).toMatchObject({ Relationship: 0 });
    expect(await card(other, me.id)).toMatchObject({ HasBlock: false });
    expect((await ask(other.lobby, { OP: Op.RelationAdd, PlayerID: me.id, Type: 1 })).Code).toBe(Code.Ok);
  });

  it('keeps the friend list under the VIP friendLimit (owl VIP 3: 100) and lets unlimited tiers grow', async () => {
    const me = await player('甲', { SiteID: 'owl', VIPLevel: 3 });
    const rich = await player('富', { SiteID: 'owl', VIPLevel: 6 });
    const { repos } = s.services;
    for (let i = 0; i < 100; i++) {
      const p = await repos.players.create({ name: `友${i}`, provider: 7, phone: null, site_id: 'owl', lang: 'zh_tw', vip_level: 1, level: 1,
        pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 });
      await repos.relationships.set(me.id, p.id, RelationType.Friend);
      await repos.relationships.set(rich.id, p.id, RelationType.Friend);
    }
    const other = await player('乙');
    const full = await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: other.id, Type: 1 });
    expect(full.Code).toBe(Code.FriendListFull);
    // Blocking is not limited by the friend list.
    expect((await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: other.id, Type: 2 })).Code).toBe(Code.Ok);
    expect((await ask(rich.lobby, { OP: Op.RelationAdd, PlayerID: other.id, Type: 1 })).Code).toBe(Code.Ok);
  });

  it('recommends players without a tie, online first, never oneself', async () => {
    const me = await player('甲');
    const friend = await player('好友');
    const blocker = await player('封鎖我的人');
    const stranger = await player('陌生人');
    const offline = (await s.post('/__qa/players', { Name: '離線' })).json.PlayerID as number;
    await ask(me.lobby, { OP: Op.RelationAdd, PlayerID: friend.id, Type: 1 });
    await ask(blocker.lobby, { OP: Op.RelationAdd, PlayerID: me.id, Type: 2 });

    const r = await ask(me.lobby, { OP: Op.RecommendFriends });
    expect(r.OP).toBe(Op.RecommendFriendsReply);
    const ids = (r.Result as { List: { PlayerID: number; Online: boolean }[] }).List;
    expect(ids.map((p) => p.PlayerID)).toContain(stranger.id);
    expect(ids.map((p) => p.PlayerID)).toContain(offline);
    expect(ids.map((p) => p.PlayerID)).not.toContain(me.id);
    expect(ids.map((p) => p.PlayerID)).not.toContain(friend.id);
    expect(ids.map((p) => p.PlayerID)).not.toContain(blocker.id);
    const firstOffline = ids.findIndex((p) => !p.Online);
    expect(ids.slice(firstOffline).every((p) => !p.Online)).toBe(true);
    expect(ids.length).toBeLessThanOrEqual(20);
  });

  it('answers 12630 with the invited friends (none recorded yet) and validates the page', async () => {
    const me = await player('甲');
    const r = await ask(me.lobby, { OP: Op.InvitedFriends, Name: '', Page: 1, PerPage: 2000 });
    expect(r).toMatchObject({ OP: Op.InvitedFriendsReply, Code: Code.Ok, Result: { Total: 0, List: [] } });
    expect((await ask(me.lobby, { OP: Op.InvitedFriends, Page: 0, PerPage: 2000 })).Code).toBe(Code.MalformedFrame);
  });
});
