import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op, RelationType } from '../../../src/protocol';
import { startTestServer, type TestServer, type TestSocket } from '../../testing/harness';

describe('11490 relation list and 11510 player search', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const player = async (Name: string) => {
    const r = (await s.post('/__qa/players', { Name })).json as { PlayerID: number; Token: string };
    return { id: r.PlayerID, lobby: await s.initSocket('lobby', r.Token) };
  };
  const ask = async (socket: TestSocket, frame: Record<string, unknown>) => {
    socket.send(frame);
    return socket.next();
  };

  it('lists friends and the blacklist with online state, newest first', async () => {
    const me = await player('我自己');
    const friend = await player('好友甲');
    const offline = (await s.post('/__qa/players', { Name: '好友乙' })).json.PlayerID as number;
    const blocked = await player('黑名單');
    await s.post('/__qa/relationship', { PlayerID: me.id, TargetID: friend.id, Type: RelationType.Friend });
    await s.post('/__qa/relationship', { PlayerID: me.id, TargetID: offline, Type: RelationType.Friend });
    await s.post('/__qa/relationship', { PlayerID: me.id, TargetID: blocked.id, Type: RelationType.Blocked });

    const friends = await ask(me.lobby, { OP: Op.RelationList, Type: 1, Page: 1, PerPage: 500, GetTotal: true });
    expect(friends.OP).toBe(Op.RelationListReply);
    expect(friends.Result).toMatchObject({ Type: 1, Total: 2 });
    const list = (friends.Result as { List: { PlayerID: number; Online: boolean; PictureSetting: number }[] }).List;
    expect(list.map((p) => [p.PlayerID, p.Online])).toEqual(
      expect.arrayContaining([[friend.id, true], [offline, false]]),
    );
    expect(list.every((p) => p.PictureSetting === 2)).toBe(true);

    const black = await ask(me.lobby, { OP: Op.RelationList, Type: 2, Page: 1, PerPage: 100 });
    expect(black.Result).toMatchObject({ Total: 1, List: [{ PlayerID: blocked.id, Name: '黑名單' }] });

    const byName = await ask(me.lobby, { OP: Op.RelationList, Type: 1, Name: '乙', Page: 1, PerPage: 500 });
    expect(byName.Result).toMatchObject({ Total: 1, List: [{ PlayerID: offline }] });
    expect((await ask(me.lobby, { OP: Op.RelationList, Type: 3, Page: 1, PerPage: 5 })).Code).toBe(Code.MalformedFrame);
  });

  it('searches nicknames as substrings, literally, with the requested filters', async () => {
    const me = await player('搜尋者');
    const a = await player('星光_A');
    const b = await player('星光%B');
    await s.post('/__qa/relationship', { PlayerID: me.id, TargetID: b.id, Type: RelationType.Blocked });

    const all = await ask(me.lobby, { OP: Op.PlayerSearch, Name: '星光', Page: 1, PerPage: 1000, ExcludeSelf: true, Bypass: 'chat' });
    expect(all.OP).toBe(Op.PlayerSearchReply);
    expect(all.Result).toMatchObject({ Total: 2, Bypass: 'chat' });

    const literal = await ask(me.lobby, { OP: Op.PlayerSearch, Name: '_', Page: 1, PerPage: 20 });
    expect(literal.Result).toMatchObject({ Total: 1, Infos: [{ PlayerID: a.id }] });

    const filtered = await ask(me.lobby, { OP: Op.PlayerSearch, Name: '星光', Page: 1, PerPage: 20, FilterBlock: true });
    expect(filtered.Result).toMatchObject({ Total: 1, Infos: [{ PlayerID: a.id, Online: true }] });

    const self = await ask(me.lobby, { OP: Op.PlayerSearch, Name: '搜尋者', Page: 1, PerPage: 20, ExcludeSelf: true });
    expect(self.Result).toMatchObject({ Total: 0, Infos: [] });

    const empty = await ask(me.lobby, { OP: Op.PlayerSearch, Name: '  ', Page: 1, PerPage: 20 });
    expect(empty.Result).toEqual({ Infos: [], Total: 0, Bypass: '' });

    // ASCII case is ignored on both engines (SQLite's LIKE ignores it, PostgreSQL's would not).
    const caseless = await ask(me.lobby, { OP: Op.PlayerSearch, Name: '光_a', Page: 1, PerPage: 20 });
    expect(caseless.Result).toMatchObject({ Total: 1, Infos: [{ PlayerID: a.id }] });

    const byId = await ask(me.lobby, { OP: Op.PlayerSearch, PlayerID: a.id, Page: 1, PerPage: 20 });
    expect(byId.Result).toMatchObject({ Total: 1, Infos: [{ Name: '星光_A' }] });
  });
});
