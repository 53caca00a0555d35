import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Code, Op, type ChatMessage } from '../../../src/protocol';
import { publishAnnouncement, publishSiteMessage } from '../../chat/system-messages';
import { chatPlayer, result, waitFor, type ChatPlayer } from '../../chat/test-kit';
import { privateChannelKey } from '../../db/repositories/chat';
import { SEED_PUBLIC_CHAT } from '../../db/seed-data';
import { startTestServer, type TestServer } from '../../testing/harness';
import { anchorTime } from '../../chat/history';

const SEEDED = SEED_PUBLIC_CHAT.length;
const texts = (msgs: ChatMessage[]) => msgs.map((m) => m.Message);
const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from < to ? from + i : from - i));

describe('chat history (30020)', () => {
  let s: TestServer;
  let alice: ChatPlayer;
  let bob: ChatPlayer;

  beforeEach(async () => {
    s = await startTestServer();
    alice = await chatPlayer(s);
    bob = await chatPlayer(s);
  });
  afterEach(() => s.cleanup());

  const appendPrivate = (text: string) =>
    s.services.repos.chat.append({
      channelType: ChannelType.Private,
      channelKey: privateChannelKey(alice.id, bob.id),
      senderId: bob.id,
      recipientId: alice.id,
      text,
    });
  const page = async (Page: number, StartTime: number, extra: Record<string, unknown> = {}) =>
    result(await alice.chat.request({ OP: Op.ChatHistory, Page, StartTime, PerPage: 20, ChannelType: ChannelType.Private, PlayerID: bob.id, ...extra }));

  it('pages of 20 newest first; StartTime anchors the pages so new messages do not shift them', async () => {
    for (let i = 1; i <= 45; i++) await appendPrivate(`m${i}`);
    const first = await page(1, 0);
    expect(first).toMatchObject({ ChannelType: ChannelType.Private, PlayerID: bob.id, Page: 1, PerPage: 20, StartTime: s.clock.now(), StartSeq: 45, HasMore: true });
    expect(texts(first.Msgs)).toEqual(range(45, 26).map((i) => `m${i}`));

    // Three messages arrive while the player scrolls back.
    s.clock.advance(1);
    for (const t of ['new1', 'new2', 'new3']) await appendPrivate(t);

    const second = await page(2, first.StartTime);
    expect(texts(second.Msgs)).toEqual(range(25, 6).map((i) => `m${i}`));
    expect(second.HasMore).toBe(true);
    const third = await page(3, first.StartTime);
    expect(texts(third.Msgs)).toEqual(range(5, 1).map((i) => `m${i}`));
    expect(third.HasMore).toBe(false);
    expect((await page(4, first.StartTime)).Msgs).toEqual([]); // an empty page: no more

    // A new first page (StartTime 0 = now) shows them.
    expect(texts((await page(1, 0)).Msgs).slice(0, 3)).toEqual(['new3', 'new2', 'new1']);
  });

  it('StartSeq anchors exactly, even for messages stored in the same millisecond', async () => {
    for (let i = 1; i <= 25; i++) await appendPrivate(`m${i}`);
    const first = await page(1, 0);
    await appendPrivate('same-ms'); // the test clock stands still
    const second = await page(2, first.StartTime, { StartSeq: first.StartSeq });
    expect(texts(second.Msgs)).toEqual(range(5, 1).map((i) => `m${i}`));
  });

  it('accepts StartTime in seconds too, and rejects bad paging input', async () => {
    expect(anchorTime(0, 5)).toBe(5);
    expect(anchorTime(1_736_913_600, 0)).toBe(1_736_913_600_999);
    expect(anchorTime(1_736_913_600_123, 0)).toBe(1_736_913_600_123);
    const bad = [{ Page: 0 }, { ChannelType: 5 }, { PerPage: 500 }, { StartTime: -1 }, { PlayerID: undefined }];
    for (const extra of bad) {
      const frame = { OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: ChannelType.Private, PlayerID: bob.id, ...extra };
      expect((await alice.chat.request(frame)).Code, JSON.stringify(extra)).toBe(Code.MalformedFrame);
    }
  });

  it('public history includes the seeded system message; club history needs membership', async () => {
    const pub = result(await alice.chat.request({ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: ChannelType.Public }));
    const system = pub.Msgs.find((m: ChatMessage) => m.SenderType === 2);
    expect(system).toMatchObject({ From: 'System', PlayerID: 0, Name: '', Message: '歡迎來到大廳！請遵守聊天規範，文明發言。' });
    expect(pub.Msgs.length).toBe(SEEDED);
    expect(pub.Msgs.find((m: ChatMessage) => m.SenderType === 1)).toMatchObject({ From: 'System', PlayerID: 0, Message: expect.stringContaining('客服') });

    const club = { OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: ChannelType.Club };
    expect((await alice.chat.request(club)).Code).toBe(Code.ClubNotMember);
    const member = await chatPlayer(s, { ClubID: 1 });
    expect(texts(result(await member.chat.request(club)).Msgs)).toEqual(['收到，會長！', '本週俱樂部任務請大家一起衝！']);
    expect((await member.chat.request({ ...club, ChannelType: ChannelType.Alliance })).Code).toBe(Code.ClubActionDenied);
  });
});

describe('resume after a disconnect (30060)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const resume = async (player: ChatPlayer, AfterSeq: number, extra: Record<string, unknown> = {}) =>
    result(await player.chat.request({ OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq, ...extra }));

  it('returns exactly the messages after AfterSeq, oldest first, capped with HasMore', async () => {
    const reader = await chatPlayer(s);
    const writer = await chatPlayer(s);
    const held = await resume(reader, 0);
    expect(held).toMatchObject({ ChannelType: 1, AfterSeq: 0, LastSeq: SEEDED, HasMore: false });
    expect(held.Msgs.map((m: ChatMessage) => m.Seq)).toEqual(range(1, SEEDED));

    reader.chat.terminate();
    for (let i = 0; i < 4; i++) await writer.chat.request({ OP: Op.ChatPublicSend, Message: `missed ${i}` });
    reader.chat = await s.initSocket('chat', reader.token);
    const missed = await resume(reader, SEEDED);
    expect(missed).toMatchObject({ AfterSeq: SEEDED, LastSeq: SEEDED + 4, HasMore: false });
    expect(texts(missed.Msgs)).toEqual(['missed 0', 'missed 1', 'missed 2', 'missed 3']);
    expect(missed.Msgs.map((m: ChatMessage) => m.Seq)).toEqual(range(SEEDED + 1, SEEDED + 4));

    const capped = await resume(reader, 0, { Limit: 3 });
    expect(capped.Msgs.map((m: ChatMessage) => m.Seq)).toEqual([1, 2, 3]);
    expect(capped.HasMore).toBe(true);
    expect((await resume(reader, SEEDED + 4)).Msgs).toEqual([]);
  });

  it('cutting the socket repeatedly while another player sends loses and doubles nothing', async () => {
    const reader = await chatPlayer(s);
    const writers = await Promise.all([chatPlayer(s), chatPlayer(s), chatPlayer(s)]);
    const total = 60;
    let held = SEEDED; // the reader starts holding the seeded history
    const seen: number[] = [];

    let sending = true;
    const sender = (async () => {
      for (let i = 0; i < total; i++) {
        s.clock.advance(2_001); // three writers, 10 per minute each
        const w = writers[i % writers.length]!;
        w.chat.send({ OP: Op.ChatPublicSend, Message: `live ${i}` });
        // Paced by the server's acknowledgement (its own push): a backlog would store several
        // sends of one writer at one clock reading, and the rate limit would refuse some.
        for (let f = await w.chat.next(); f.OP !== Op.ChatPublicPush || (f.Result as ChatMessage).Message !== `live ${i}`; f = await w.chat.next()) {
          expect(f.OP).toBe(Op.ChatPublicPush);
        }
      }
      sending = false;
    })();

    // A client following docs/protocol-chat.md: on every (re)connect, resume after the
    // highest seq held — keeping pushes that arrive meanwhile — then apply those pushes;
    // de-duplicate by Seq. The socket is cut each round after the pushes that came by then.
    const accept = (m: ChatMessage): number => {
      if (m.Seq <= held) return 0;
      expect(m.Seq).toBe(held + 1); // in order, no gap
      seen.push(m.Seq);
      held = m.Seq;
      return 1;
    };
    let recovered = 0; // messages only the resume brought back
    let rounds = 0;
    for (; sending || held < SEEDED + total; rounds++) {
      const early: ChatMessage[] = [];
      let page;
      do {
        reader.chat.send({ OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq: held });
        let frame = await reader.chat.next();
        for (; frame.OP !== Op.ChatResumeReply; frame = await reader.chat.next()) {
          expect(frame.OP).toBe(Op.ChatPublicPush);
          early.push(frame.Result as ChatMessage);
        }
        page = result(frame);
        for (const m of page.Msgs as ChatMessage[]) recovered += accept(m);
      } while (page.HasMore);
      early.forEach(accept);
      // The live pushes that came by a ping sent now (no waiting for more), then the cut.
      for (const frame of await reader.chat.unread()) {
        expect(frame.OP).toBe(Op.ChatPublicPush);
        accept(frame.Result as ChatMessage);
      }
      reader.chat.terminate();
      reader.chat = await s.initSocket('chat', reader.token);
    }
    await sender;
    expect(seen).toEqual(range(SEEDED + 1, SEEDED + total));
    expect(rounds).toBeGreaterThan(5);

    // Whether a cut above fell between two sends depends on timing; this one does by
    // construction: a message sent while the reader is away comes back through the resume only.
    reader.chat.terminate();
    s.clock.advance(2_001);
    writers[0]!.chat.send({ OP: Op.ChatPublicSend, Message: 'while away' });
    // (the writer's socket also holds other writers' last pushes: wait for its own)
    while ((result(await waitFor(writers[0]!.chat, Op.ChatPublicPush)) as ChatMessage).Message !== 'while away');
    reader.chat = await s.initSocket('chat', reader.token);
    reader.chat.send({ OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq: held });
    for (const m of result(await waitFor(reader.chat, Op.ChatResumeReply)).Msgs as ChatMessage[]) recovered += accept(m);
    expect(recovered).toBeGreaterThan(0);
    expect(seen).toEqual(range(SEEDED + 1, SEEDED + total + 1));
    const stored = await s.db.selectFrom('chat_messages').select('text').where('channel_type', '=', 1).where('seq', '>', SEEDED).orderBy('seq').execute();
    expect(stored.map((r) => r.text)).toEqual([...range(0, total - 1).map((i) => `live ${i}`), 'while away']);
  }, 20_000);
});

describe('announcements (30250, 30260, 30241)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('a new announcement is pushed as 30241 to every chat socket and listed in 30250', async () => {
    const a = await chatPlayer(s);
    const b = await chatPlayer(s);
    const pushed = await publishAnnouncement(s.services, { category: 4, title: '儲值加碼', content: '<p>加碼 50%</p>', isTop: true });
    for (const p of [a, b]) expect(await p.chat.next()).toEqual({ OP: Op.ChatAnnouncementPush, Code: 200, Message: '', Result: pushed });
    expect(pushed).toMatchObject({ ChannelType: ChannelType.Announcement, From: 'System', SenderType: 2, Message: '儲值加碼', Params: { category: 4 } });

    const history = result(await a.chat.request({ OP: Op.ChatAnnouncementHistory, Page: 1, StartTime: 0, PerPage: 20, QueryAfter: false }));
    expect(texts(history.Msgs)).toEqual(['儲值加碼', '系統公告頻道已開啟']);
    expect(history).toMatchObject({ QueryAfter: false, HasMore: false, StartTime: s.clock.now() });

    const after = result(await a.chat.request({ OP: Op.ChatAnnouncementHistory, Page: 1, StartTime: s.clock.now() - 60_000, PerPage: 20, QueryAfter: true }));
    expect(texts(after.Msgs)).toEqual(['儲值加碼']);

    const top = result(await a.chat.request({ OP: Op.ChatTopAnnouncement }));
    expect(top.Msgs[0]).toEqual({ ID: expect.any(Number), Category: 4, Title: '儲值加碼', Content: '<p>加碼 50%</p>', CreateTime: s.clock.now() });
    expect(top.Msgs.map((m: { Title: string }) => m.Title)).toEqual(['儲值加碼', '系統維護公告', '首儲加碼 100%']);
  });

  it('QA can post system and customer-service messages (SenderType 1) into any channel', async () => {
    const p = await chatPlayer(s);
    const cs = await s.post('/__qa/chat/message', { ChannelType: 1, Message: '客服在線為您服務', SenderType: 1, AutoReply: ['如何儲值？', '忘記密碼'] });
    expect(cs.json).toMatchObject({ From: 'System', SenderType: 1, AutoReply: ['如何儲值？', '忘記密碼'] });
    expect(await p.chat.next()).toMatchObject({ OP: Op.ChatPublicPush, Result: cs.json });

    const share = await s.post('/__qa/chat/message', { ChannelType: 6, Message: '王大明 在 金龍祥瑞 贏得 300 倍', Params: { op: 'record_win', gamecode: '10002', multiple: 300 } });
    expect(share.json.Params).toEqual({ op: 'record_win', gamecode: '10002', multiple: 300 });
    expect((await p.chat.next()).OP).toBe(Op.ChatAnnouncementPush);

    expect((await s.post('/__qa/chat/message', { ChannelType: 2, Message: 'x' })).status).toBe(400);
    expect((await s.post('/__qa/chat/message', { ChannelType: 3, Message: 'x', ClubID: 99 })).status).toBe(400);
    await publishSiteMessage(s.services, { channelType: ChannelType.Club, clubId: 1, text: '俱樂部系統訊息' });
    expect(await p.chat.unread()).toEqual([]); // not a member
  });
});
