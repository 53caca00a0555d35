import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Code, Op } from '../../../src/protocol';
import { chatPlayer, nextFrames, result } from '../../chat/test-kit';
import { startTestServer, type TestServer } from '../../testing/harness';

describe('chat: public and private conversations', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('public: every open chat socket of every player gets each message once, the sender included', async () => {
    const alice = await chatPlayer(s, { Name: '愛麗絲' });
    const aliceTab2 = await s.initSocket('chat', alice.token);
    const bob = await chatPlayer(s, { Name: '鮑伯', VIPLevel: 5 });
    const bobLobby = await s.initSocket('lobby', bob.token);

    // The push is the reply too (same OP, request + 1): one frame per socket.
    const first = await alice.chat.request({ OP: Op.ChatPublicSend, Message: '大家好' });
    expect(first).toMatchObject({
      OP: Op.ChatPublicPush,
      Code: Code.Ok,
      Result: {
        ChannelType: ChannelType.Public,
        From: String(alice.id),
        PlayerID: alice.id,
        ToPlayerID: 0,
        SenderType: 0,
        Message: '大家好',
        OriginalMessage: '大家好',
        Name: '愛麗絲',
        VIPLevel: 3,
        PictureSetting: 2,
        Flag: 0,
        ColorID: 1,
        ReplyID: 0,
        AutoReply: [],
        Params: null,
        CreateTime: s.clock.now(),
      },
    });
    expect(await aliceTab2.next()).toEqual(first);
    expect(await bob.chat.next()).toEqual(first);

    const answer = await bob.chat.request({ OP: Op.ChatPublicSend, Message: '歡迎！', ReplyID: result(first).ID });
    expect(result(answer)).toMatchObject({ Message: '歡迎！', Name: '鮑伯', ReplyID: result(first).ID, Seq: result(first).Seq + 1 });
    expect(await alice.chat.next()).toEqual(answer);
    expect(await aliceTab2.next()).toEqual(answer);

    for (const socket of [alice.chat, aliceTab2, bob.chat, bobLobby]) expect(await socket.unread()).toEqual([]);
  });

  it('private: both sides and all their tabs get it; the addressee also gets 30051; others get nothing', async () => {
    const alice = await chatPlayer(s);
    const aliceTab2 = await s.initSocket('chat', alice.token);
    const bob = await chatPlayer(s);
    const carol = await chatPlayer(s);

    const sent = await alice.chat.request({ OP: Op.ChatPrivateSend, PlayerID: bob.id, Message: '私訊你一下' });
    expect(sent).toMatchObject({
      OP: Op.ChatPrivatePush,
      Code: 200,
      Result: { ChannelType: ChannelType.Private, PlayerID: alice.id, ToPlayerID: bob.id, Message: '私訊你一下', Seq: 1 },
    });
    expect(await aliceTab2.next()).toEqual(sent);
    const [bobPush, bobUnread] = await nextFrames(bob.chat, 2);
    expect(bobPush).toEqual(sent);
    expect(bobUnread).toMatchObject({ OP: Op.ChatUnreadChanged, Code: 200, Result: { PrivateTotal: 1 } });

    const back = await bob.chat.request({ OP: Op.ChatPrivateSend, PlayerID: alice.id, Message: '收到' });
    expect(result(back)).toMatchObject({ PlayerID: bob.id, ToPlayerID: alice.id, Seq: 2 });
    for (const tab of [alice.chat, aliceTab2]) {
      expect(await tab.next()).toEqual(back);
      expect(await tab.next()).toMatchObject({ OP: Op.ChatUnreadChanged, Result: { PrivateTotal: 1 } });
    }
    expect(await carol.chat.unread()).toEqual([]);

    // Either side reads the same conversation; a third player cannot reach it.
    const history = { OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: ChannelType.Private };
    const fromBob = await bob.chat.request({ ...history, PlayerID: alice.id });
    expect(result(fromBob).Msgs.map((m: { Message: string }) => m.Message)).toEqual(['收到', '私訊你一下']);
    const fromCarol = await carol.chat.request({ ...history, PlayerID: alice.id });
    expect(result(fromCarol).Msgs).toEqual([]);
  });
});

describe('chat rules (each refused send stores and pushes nothing)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const countMessages = async () =>
    Number((await s.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('200024: speaking needs VIP gold (3) on every channel; reading does not', async () => {
    const low = await chatPlayer(s, { VIPLevel: 2, ClubID: 1 });
    const other = await chatPlayer(s);
    const before = await countMessages();
    for (const frame of [
      { OP: Op.ChatPublicSend, Message: 'hi' },
      { OP: Op.ChatPrivateSend, PlayerID: other.id, Message: 'hi' },
      { OP: Op.ChatClubSend, Message: 'hi' },
    ]) {
      expect(await low.chat.request(frame)).toMatchObject({ OP: frame.OP + 1, Code: Code.NotEligible, Result: null });
    }
    expect(await countMessages()).toBe(before);
    expect(await other.chat.unread()).toEqual([]);
    expect(await low.chat.request({ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 })).toMatchObject({ Code: 200 });
  });

  it('200069: the 11th message within a rolling minute, across channels, on the server clock', async () => {
    const p = await chatPlayer(s, { ClubID: 1 });
    const friend = await chatPlayer(s);
    const sends = [
      ...Array.from({ length: 5 }, (_, i) => ({ OP: Op.ChatPublicSend, Message: `公開 ${i}` })),
      ...Array.from({ length: 3 }, (_, i) => ({ OP: Op.ChatPrivateSend, PlayerID: friend.id, Message: `私 ${i}` })),
      ...Array.from({ length: 2 }, (_, i) => ({ OP: Op.ChatClubSend, Message: `俱樂部 ${i}` })),
    ];
    for (const [i, frame] of sends.entries()) {
      if (i === 5) s.clock.advance(30_000); // messages 1–5 at t, 6–10 at t+30 s
      expect((await p.chat.request(frame)).Code).toBe(200);
    }
    expect(await p.chat.request({ OP: Op.ChatPublicSend, Message: '第十一則' })).toMatchObject({
      OP: Op.ChatPublicPush,
      Code: Code.ChatRateLimited,
    });
    // QA moves the same clock: at t+60 s the first five have left the window, five fit again.
    await s.post('/__qa/clock', { AdvanceMs: 30_000 });
    for (let i = 0; i < 5; i++) expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: `again ${i}` })).Code).toBe(200);
    expect((await p.chat.request({ OP: Op.ChatClubSend, Message: 'one more' })).Code).toBe(Code.ChatRateLimited);
  });

  it('200068: a muted player cannot speak until the mute ends (POST /__qa/mute)', async () => {
    const p = await chatPlayer(s, { ClubID: 1 });
    const other = await chatPlayer(s);
    const mute = await s.post('/__qa/mute', { PlayerID: p.id, Minutes: 5 });
    expect(mute).toEqual({ status: 200, json: { PlayerID: p.id, MutedUntil: s.clock.now() + 5 * 60_000 } });
    for (const frame of [
      { OP: Op.ChatPublicSend, Message: 'hi' },
      { OP: Op.ChatPrivateSend, PlayerID: other.id, Message: 'hi' },
      { OP: Op.ChatClubSend, Message: 'hi' },
    ]) {
      expect(await p.chat.request(frame)).toMatchObject({ Code: Code.Muted, Result: { MutedUntil: mute.json.MutedUntil } });
    }
    s.clock.advance(5 * 60_000);
    expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: 'back' })).Code).toBe(200);

    await s.post('/__qa/mute', { PlayerID: p.id, Minutes: 60 });
    expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: 'x' })).Code).toBe(Code.Muted);
    expect((await s.post('/__qa/mute', { PlayerID: p.id, Minutes: 0 })).json).toEqual({ PlayerID: p.id, MutedUntil: 0 });
    expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: 'unmuted' })).Code).toBe(200);

    for (const body of [{ PlayerID: p.id }, { PlayerID: p.id, Minutes: -1 }, { PlayerID: 999_999, Minutes: 1 }, { PlayerID: 'x', Minutes: 1 }]) {
      expect((await s.post('/__qa/mute', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('200067: sensitive words are caught inside sentences, spaced, with punctuation or full-width', async () => {
    const p = await chatPlayer(s);
    const before = await countMessages();
    for (const text of ['我這邊可以幫你代儲喔', '代 儲', '代．儲!!', '要不要買 賣-帳 號', '有人在賣幣嗎', '卖币', '這是外掛吧', 'ＬＩＮＥ 私下交易']) {
      s.clock.advance(6_001); // stay under the rate limit
      expect(await p.chat.request({ OP: Op.ChatPublicSend, Message: text }), text).toMatchObject({ Code: Code.SensitiveWords });
    }
    expect(await countMessages()).toBe(before);
    expect(s.logs.some((l) => l.msg === 'chat message refused: sensitive word' && l.word === '代儲')).toBe(true);

    // A warned word passes with Flag 1 (the client appends the fixed warning).
    expect(result(await p.chat.request({ OP: Op.ChatPublicSend, Message: '有人要收購金幣嗎' }))).toMatchObject({ Flag: 1 });
    expect(result(await p.chat.request({ OP: Op.ChatPublicSend, Message: '今天手氣真好' }))).toMatchObject({ Flag: 0 });
  });

  it('200070: blocked players cannot reach each other in either direction; 100013 for nobody', async () => {
    const alice = await chatPlayer(s);
    const bob = await chatPlayer(s);
    expect((await s.post('/__qa/relationship', { PlayerID: alice.id, TargetID: bob.id, Type: 2 })).json).toEqual({ ok: true });
    const toBob = { OP: Op.ChatPrivateSend, PlayerID: bob.id, Message: 'hi' };
    const toAlice = { OP: Op.ChatPrivateSend, PlayerID: alice.id, Message: 'hi' };
    expect(await alice.chat.request(toBob)).toMatchObject({ OP: Op.ChatPrivatePush, Code: Code.CannotReachPlayer, Message: '無法聯繫此玩家' });
    expect(await bob.chat.request(toAlice)).toMatchObject({ Code: Code.CannotReachPlayer });
    expect(await bob.chat.unread()).toEqual([]);

    await s.post('/__qa/relationship', { PlayerID: alice.id, TargetID: bob.id, Type: 0 });
    expect((await bob.chat.request(toAlice)).Code).toBe(200);
    expect((await nextFrames(alice.chat, 2)).map((f) => f.OP)).toEqual([Op.ChatPrivatePush, Op.ChatUnreadChanged]);

    expect((await alice.chat.request({ ...toAlice, Message: 'me' })).Code).toBe(Code.CannotReachPlayer);
    expect((await alice.chat.request({ ...toBob, PlayerID: 999_999 })).Code).toBe(Code.PlayerNotFound);
  });

  it('club chat: only members (200104) and only when enabled (200108); pushed to members only', async () => {
    const outsider = await chatPlayer(s);
    expect((await outsider.chat.request({ OP: Op.ChatClubSend, Message: 'hi' })).Code).toBe(Code.ClubNotMember);

    const member = await chatPlayer(s, { ClubID: 1 });
    const other = await chatPlayer(s, { ClubID: 1 });
    const sent = await member.chat.request({ OP: Op.ChatClubSend, Message: '集合！' });
    expect(sent).toMatchObject({ OP: Op.ChatClubPush, Code: 200, Result: { ChannelType: ChannelType.Club, Seq: 3, ClubName: '' } });
    expect(await other.chat.next()).toEqual(sent);
    expect(await outsider.chat.unread()).toEqual([]);

    expect((await s.post('/__qa/chat/club', { ClubID: 1, ChatEnabled: false })).json).toEqual({ ClubID: 1, ChatEnabled: false, AllianceID: 0 });
    expect(await member.chat.request({ OP: Op.ChatClubSend, Message: 'hi' })).toMatchObject({ Code: Code.ClubChatDisabled });
    expect((await member.chat.request({ OP: Op.ChatUnread })).Result).toMatchObject({ EnableClub: false, ClubTotal: 0 });
  });

  it('alliance: the club send goes to every club of the alliance, with ClubName, AllianceID and club colour', async () => {
    const club2 = await s.services.repos.clubs.create({ name: '星光俱樂部', leaderId: null, chatEnabled: true });
    await s.post('/__qa/chat/club', { ClubID: 1, AllianceName: '聯盟一' });
    const joined = await s.post('/__qa/chat/club', { ClubID: club2.id, AllianceName: '聯盟一' });
    const a = await chatPlayer(s, { ClubID: 1 });
    const b = await chatPlayer(s, { ClubID: club2.id });

    const sent = await b.chat.request({ OP: Op.ChatClubSend, Message: '聯盟的朋友們好' });
    expect(sent).toMatchObject({
      OP: Op.ChatClubPush,
      Result: { ChannelType: ChannelType.Alliance, ClubName: '星光俱樂部', AllianceID: joined.json.AllianceID, ColorID: 2, Seq: 1 },
    });
    expect(await a.chat.next()).toEqual(sent);

    const list = await a.chat.request({ OP: Op.ChatAllianceList });
    expect(list).toMatchObject({
      OP: Op.ChatAllianceListReply,
      Result: {
        AllianceName: '聯盟一',
        Clubs: [
          { ClubID: 1, ClubName: '皇家俱樂部', MemberCount: 4, PicInfo: { Path: '', DefaultID: 1 } },
          { ClubID: club2.id, ClubName: '星光俱樂部', MemberCount: 1 },
        ],
      },
    });
    expect((await a.chat.request({ OP: Op.ChatUnread })).Result).toMatchObject({ ClubTotal: 1, EnableClub: true });

    await s.post('/__qa/chat/club', { ClubID: 1, AllianceName: '' });
    expect((await a.chat.request({ OP: Op.ChatAllianceList })).Result).toEqual({ AllianceID: 0, AllianceName: '', Clubs: [] });
  });

  it('text: trimmed, ≤ 100 code points, control characters removed, HTML kept as text', async () => {
    const p = await chatPlayer(s);
    const refused = ['', '   \n ', '\u0000\u0007', '字'.repeat(101)];
    for (const text of refused) {
      expect(await p.chat.request({ OP: Op.ChatPublicSend, Message: text }), JSON.stringify(text)).toMatchObject({
        OP: Op.ChatPublicPush,
        Code: Code.MalformedFrame,
      });
    }
    expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: 42 })).Message).toBe('Message: expected string');
    expect((await p.chat.request({ OP: Op.ChatPublicSend })).Code).toBe(Code.MalformedFrame);
    expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: 'x'.repeat(101) })).Message).toBe('Message: at most 100 characters');

    // 100 emoji are 200 UTF-16 units but 100 characters.
    expect((await p.chat.request({ OP: Op.ChatPublicSend, Message: '😀'.repeat(100) })).Code).toBe(200);
    const cleaned = await p.chat.request({ OP: Op.ChatPublicSend, Message: '  a\u0000b\u202Ec\r\nd\te  ' });
    expect(result(cleaned).Message).toBe('abc\nd e');
    const html = await p.chat.request({ OP: Op.ChatPublicSend, Message: '<img src=x onerror=alert(1)>' });
    expect(result(html).Message).toBe('<img src=x onerror=alert(1)>');

    // ReplyID must name a message of the same channel.
    const dm = await chatPlayer(s);
    const privateMsg = await p.chat.request({ OP: Op.ChatPrivateSend, PlayerID: dm.id, Message: 'psst' });
    expect(await p.chat.request({ OP: Op.ChatPublicSend, Message: 'r', ReplyID: result(privateMsg).ID })).toMatchObject({
      Code: Code.MalformedFrame,
      Message: 'ReplyID: no such message in this channel',
    });
  });
});
