import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Op, type ChatUnreadResult } from '../../../src/protocol';
import { publishAnnouncement } from '../../chat/system-messages';
import { chatPlayer, nextFrames, result, waitFor, type ChatPlayer } from '../../chat/test-kit';
import { startTestServer, type TestServer } from '../../testing/harness';
import { eventually } from '../../testing/wait';

describe('unread counts (30040), mark read (30050) and 30051', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const counts = async (p: ChatPlayer): Promise<ChatUnreadResult> => result(await p.chat.request({ OP: Op.ChatUnread }));
  const zero = { AnnouncementTotal: 0, PublicTotal: 0, PrivateTotal: 0, ClubTotal: 0 };

  it('counts what others posted since the read mark; marking read in one tab zeroes it in every tab', async () => {
    const reader = await chatPlayer(s, { ClubID: 1 });
    const tab2 = await s.initSocket('chat', reader.token);
    const talker = await chatPlayer(s, { ClubID: 1 });
    expect(await counts(reader)).toEqual({ ...zero, EnableClub: true });

    for (const text of ['一', '二', '三']) await talker.chat.request({ OP: Op.ChatPublicSend, Message: text });
    await talker.chat.request({ OP: Op.ChatClubSend, Message: '俱樂部' });
    await publishAnnouncement(s.services, { category: 7, title: '活動開始', content: '<p>!</p>' });
    await reader.chat.request({ OP: Op.ChatPublicSend, Message: '我自己的不算' });
    await nextFrames(reader.chat, 5); // the pushes above, on each tab
    await nextFrames(tab2, 6);
    await nextFrames(talker.chat, 2);
    expect(await counts(reader)).toEqual({ AnnouncementTotal: 1, PublicTotal: 3, PrivateTotal: 0, ClubTotal: 1, EnableClub: true });

    // 30051 is the reply and the push: both tabs get the new counts.
    const marked = await reader.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Public });
    expect(marked).toEqual({
      OP: Op.ChatUnreadChanged,
      Code: 200,
      Message: '',
      Result: { AnnouncementTotal: 1, PublicTotal: 0, PrivateTotal: 0, ClubTotal: 1, EnableClub: true },
    });
    expect(await tab2.next()).toEqual(marked);
    expect(await talker.chat.unread()).toEqual([]); // nobody else's counts changed
    expect((await tab2.request({ OP: Op.ChatUnread })).Result).toMatchObject({ PublicTotal: 0 });

    await reader.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Club });
    await reader.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Announcement });
    await nextFrames(tab2, 2);
    expect(await counts(reader)).toEqual({ ...zero, EnableClub: true });

    // A new message counts again; it never sticks after another mark.
    await talker.chat.request({ OP: Op.ChatPublicSend, Message: '四' });
    await reader.chat.next();
    await tab2.next();
    expect((await counts(reader)).PublicTotal).toBe(1);
    await reader.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Public });
    expect((await tab2.next()).Result).toMatchObject({ PublicTotal: 0 });
  });

  it('private: each message pushes 30051 to the addressee; marking one room leaves the others counted', async () => {
    const me = await chatPlayer(s);
    const meTab2 = await s.initSocket('chat', me.token);
    const bob = await chatPlayer(s, { Name: '鮑伯' });
    const carol = await chatPlayer(s, { Name: '卡蘿' });

    // Each message: the push, then 30051 with the count including it, on both tabs. (The
    // next send waits for that 30051: with a connection pool the count of an earlier message
    // may otherwise be read after a later one committed.)
    const pushedWithCount = async (total: number) => {
      for (const tab of [me.chat, meTab2]) {
        const frames = await nextFrames(tab, 2);
        expect(frames.map((f) => f.OP)).toEqual([Op.ChatPrivatePush, Op.ChatUnreadChanged]);
        expect(result(frames[1]!).PrivateTotal).toBe(total);
      }
    };
    await bob.chat.request({ OP: Op.ChatPrivateSend, PlayerID: me.id, Message: 'b1' });
    await pushedWithCount(1);
    await bob.chat.request({ OP: Op.ChatPrivateSend, PlayerID: me.id, Message: 'b2' });
    await pushedWithCount(2);
    s.clock.advance(1_000);
    await carol.chat.request({ OP: Op.ChatPrivateSend, PlayerID: me.id, Message: 'c1' });
    await pushedWithCount(3);

    const rooms = result(await me.chat.request({ OP: Op.ChatPrivateRooms, Page: 1, PerPage: 20 }));
    expect(rooms).toEqual({
      Page: 1,
      PerPage: 20,
      Total: 2,
      List: [
        { PlayerID: carol.id, Name: '卡蘿', PictureURL: '', PictureSetting: 2, VIPLevel: 3, Online: true, UnreadCount: 1, CreateTime: s.clock.now(), Message: 'c1' },
        { PlayerID: bob.id, Name: '鮑伯', PictureURL: '', PictureSetting: 2, VIPLevel: 3, Online: true, UnreadCount: 2, CreateTime: s.clock.now() - 1_000, Message: 'b2' },
      ],
    });

    const marked = await me.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Private, PlayerID: bob.id });
    expect(marked).toMatchObject({ OP: Op.ChatUnreadChanged, Result: { PrivateTotal: 1 } });
    expect(await meTab2.next()).toEqual(marked);
    const after = result(await me.chat.request({ OP: Op.ChatPrivateRooms, Page: 1, PerPage: 20 }));
    expect(after.List.map((r: { UnreadCount: number }) => r.UnreadCount)).toEqual([1, 0]);

    // Without PlayerID every conversation is marked read.
    expect(result(await me.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Private })).PrivateTotal).toBe(0);
    expect(result(await bob.chat.request({ OP: Op.ChatPrivateRooms, Page: 1, PerPage: 20 })).List).toMatchObject([
      { PlayerID: me.id, UnreadCount: 0, Message: 'b2' },
    ]);
    expect(result(await me.chat.request({ OP: Op.ChatPrivateRooms, Page: 2, PerPage: 20 })).List).toEqual([]);
  });

  it('counts never stick: marks racing with new messages end at 0 after a final mark', async () => {
    const me = await chatPlayer(s);
    const tab2 = await s.initSocket('chat', me.token);
    const writers = await Promise.all(Array.from({ length: 4 }, () => chatPlayer(s)));
    const before = await s.services.repos.chat.lastSeq(ChannelType.Public, 'world');
    const sends = writers.flatMap((w, i) => Array.from({ length: 5 }, (_, k) => w.chat.request({ OP: Op.ChatPublicSend, Message: `${i}-${k}` })));
    const marks = Array.from({ length: 10 }, (_, k) => (k % 2 ? tab2 : me.chat).send({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Public }));
    await Promise.all([...sends, ...marks]);
    // A writer's request may be answered by another writer's push: wait until all 20 are stored.
    await eventually(async () => expect(await s.services.repos.chat.lastSeq(ChannelType.Public, 'world')).toBeGreaterThanOrEqual(before + 20));
    // Every mark pushes one 30051 to each tab: once the 10 racing ones are in, the next is the final mark's.
    for (let k = 0; k < 10; k++) await waitFor(me.chat, Op.ChatUnreadChanged);
    me.chat.send({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Public });
    expect(result(await waitFor(me.chat, Op.ChatUnreadChanged)).PublicTotal).toBe(0);
    tab2.send({ OP: Op.ChatUnread });
    const final = result(await waitFor(tab2, Op.ChatUnreadReply));
    expect(final.PublicTotal).toBe(0);
    // The mark equals the channel's newest seq: it never moved back.
    const mark = await s.services.repos.chat.lastReadSeq(me.id, ChannelType.Public, 'world');
    expect(mark).toBe(await s.services.repos.chat.lastSeq(ChannelType.Public, 'world'));
  });

  it('30050 validates ChannelType and the private PlayerID', async () => {
    const me = await chatPlayer(s);
    expect((await me.chat.request({ OP: Op.ChatMarkRead, ChannelType: 5 })).Code).toBe(100019);
    expect((await me.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Private, PlayerID: 999_999 })).Code).toBe(100013);
    // Club tab without a club: nothing to mark, counts answered.
    expect(await me.chat.request({ OP: Op.ChatMarkRead, ChannelType: ChannelType.Club })).toMatchObject({ OP: Op.ChatUnreadChanged, Code: 200 });
  });
});
