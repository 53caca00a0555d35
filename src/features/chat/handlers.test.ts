// @vitest-environment jsdom
import { ChannelType, Code, Op, reply, type ChatMessage, type ReceivedChatMessage, type Reply } from '@/protocol';
import { useModalStore } from '@/features/modals/store';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../tests/fakes/test-socket';
import { sendMessage } from './outbox';
import { listedPlayerResult } from '../../../tests/fakes/results';
import { loadOlder, openChannel, openChatWindow, selectTab, sendDraft, setDraft } from './actions';
import { resetChat } from './handlers';
import { HISTORY_TIMEOUT_MS, requestPage } from './history';
import { requestRooms } from './rooms';
import { useChatStore } from './store';
import { msg, range, registerWholeChat, specMsg, unsequenced } from './test-utils';
import { unreadCounts, useUnreadStore } from './unread-store';

let chat: ReturnType<typeof createTestSocket>;
let lobby: ReturnType<typeof createTestSocket>;
let off: () => void;

/** Frames the chat socket sent since the last call (pacing flushed). */
let seen = 0;
function sent(op?: number): Record<string, unknown>[] {
  vi.advanceTimersByTime(2000);
  const all = chat.transport.sent.slice(seen);
  seen = chat.transport.sent.length;
  return op === undefined ? all : all.filter((f) => f.OP === op);
}
const push = (op: number, m: ReceivedChatMessage) => chat.transport.receive(reply(op, Code.Ok, m));
const seqs = (key: string) => useChatStore.getState().channels[key]?.messages.map((m) => m.Seq);
/** Lets a request()'s promise settle: history pages are answered asynchronously. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
/** A history or resume reply from the "server" once the request frame left (pacing), then settled. */
async function historyReply(frame: Reply): Promise<void> {
  vi.advanceTimersByTime(100);
  chat.transport.receive(frame);
  await settle();
}
const page = (Page: number, msgs: ChatMessage[], extra: Record<string, unknown> = {}) =>
  historyReply(
    reply(Op.ChatHistoryReply, Code.Ok, {
      ChannelType: ChannelType.Public,
      PlayerID: 0,
      Page,
      PerPage: 20,
      StartTime: 5_000,
      StartSeq: 100,
      HasMore: true,
      Msgs: [...msgs].reverse(), // newest first, as the server sends
      ...extra,
    }),
  );

/** A 30021 page from a lobby without seqs: spec-shaped messages, no StartSeq. */
const specPage = (Page: number, msgs: ReceivedChatMessage[], extra: Record<string, unknown> = {}) =>
  historyReply(
    reply(Op.ChatHistoryReply, Code.Ok, {
      ChannelType: ChannelType.Public,
      PlayerID: 0,
      Page,
      PerPage: 20,
      StartTime: 5_000,
      HasMore: true,
      Msgs: [...msgs].reverse(), // newest first, as the server sends
      ...extra,
    }),
  );
const ids = (key: string) => useChatStore.getState().channels[key]?.messages.map((m) => m.ID);
const idsOf = (msgs: ReceivedChatMessage[]) => msgs.map((m) => m.ID);

/** Asks the public channel's next page again, as scrolling up does. */
function loadOlderOrFirst(): void {
  const channel = useChatStore.getState().channels['1']!;
  requestPage(channel, channel.page + 1);
}

/** The server drops the socket; the client reconnects and is ready again. */
function reconnect() {
  chat.transport.close(1006);
  vi.advanceTimersByTime(1000);
  chat.transport.open();
  chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
}

beforeEach(() => {
  vi.useFakeTimers();
  ({ chat, lobby } = installTestSockets());
  off = registerWholeChat(chat.client, lobby.client);
  chat.ready();
  lobby.ready();
  seen = 0;
  sent();
});
afterEach(() => {
  off();
  resetSocketsForTests();
  resetChat();
  useModalStore.setState({ active: null });
  localStorage.clear();
  vi.useRealTimers();
});

describe('history pages', () => {
  it('page 1 sets the anchor; older pages send it back; an empty page ends paging', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    expect(sent(Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 }]);
    await page(1, range(81, 100));
    expect(seqs('1')).toEqual(range(81, 100).map((m) => m.Seq));

    loadOlder('1');
    loadOlder('1'); // already on its way: not asked twice
    expect(sent(Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 2, StartTime: 5_000, PerPage: 20, ChannelType: 1, StartSeq: 100 }]);
    await page(2, range(61, 80));
    const channel = useChatStore.getState().channels['1']!;
    expect(channel.messages).toHaveLength(40);
    expect(channel.prepended).toBe(20); // the list keeps its place by this

    loadOlder('1');
    await page(3, [], { HasMore: false });
    expect(useChatStore.getState().channels['1']!.hasMore).toBe(false);
    loadOlder('1');
    expect(sent(Op.ChatHistory)).toHaveLength(1); // page 3 only
  });

  it('announcements page through 30250 with QueryAfter false', async () => {
    openChannel({ type: ChannelType.Announcement, playerId: 0 });
    expect(sent(Op.ChatAnnouncementHistory)).toEqual([
      { OP: Op.ChatAnnouncementHistory, Page: 1, StartTime: 0, PerPage: 20, QueryAfter: false },
    ]);
    await historyReply(
      reply(Op.ChatAnnouncementHistoryReply, Code.Ok, { Page: 1, PerPage: 20, StartTime: 9, QueryAfter: false, HasMore: false, Msgs: [msg({ Seq: 1, ChannelType: 6 })] }),
    );
    expect(seqs('6')).toEqual([1]);
  });

  it('a club without chat answers 200108: the channel is locked, not loading forever', async () => {
    openChannel({ type: ChannelType.Club, playerId: 0 });
    await historyReply(reply(Op.ChatHistoryReply, Code.ClubChatDisabled, null));
    expect(useChatStore.getState().channels['3']).toMatchObject({ loading: false, loaded: true, lockedCode: Code.ClubChatDisabled });
  });
});

describe('history pages answer their own request', () => {
  it('one refused page fails that channel only; the other loading channel gets its own page', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    openChannel({ type: ChannelType.Club, playerId: 0 });
    expect(sent(Op.ChatHistory).map((f) => f.ChannelType)).toEqual([ChannelType.Public, ChannelType.Club]);
    // replies come back in request order: the public page is refused…
    await historyReply(reply(Op.ChatHistoryReply, Code.ChatRateLimited, null));
    expect(useChatStore.getState().channels['1']).toMatchObject({ loading: false, loaded: true, lockedCode: Code.ChatRateLimited });
    expect(useChatStore.getState().channels['3']).toMatchObject({ loading: true, loaded: false, lockedCode: null });
    // …and the club's page still lands in the club channel
    await historyReply(
      reply(Op.ChatHistoryReply, Code.Ok, { ChannelType: 3, PlayerID: 0, Page: 1, PerPage: 20, StartTime: 1, StartSeq: 2, HasMore: false, Msgs: range(1, 2, { ChannelType: 3 }).reverse() }),
    );
    expect(useChatStore.getState().channels['3']).toMatchObject({ loading: false, loaded: true, lockedCode: null });
    expect(seqs('3')).toEqual([1, 2]);
  });

  it('a page that times out stops its channel waiting; its late reply does not answer the next page', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    sent();
    vi.advanceTimersByTime(HISTORY_TIMEOUT_MS);
    await settle();
    expect(useChatStore.getState().channels['1']).toMatchObject({ loading: false, messages: [] });
    loadOlderOrFirst();
    await page(1, range(1, 2)); // the late answer to the timed-out request: dropped
    expect(seqs('1')).toEqual([]);
    await page(1, range(1, 3)); // the answer to the new request
    expect(seqs('1')).toEqual([1, 2, 3]);
  });
});

describe('pushes', () => {
  it('merge into an open channel once, in order, whatever arrives twice', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, range(1, 3));
    push(Op.ChatPublicPush, msg({ Seq: 4 }));
    push(Op.ChatPublicPush, msg({ Seq: 4 }));
    push(Op.ChatPublicPush, msg({ Seq: 5 }));
    expect(seqs('1')).toEqual([1, 2, 3, 4, 5]);
  });

  it('a malformed push is dropped', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, range(1, 2));
    chat.transport.receive(reply(Op.ChatPublicPush, Code.Ok, { Message: 'no id' }));
    expect(seqs('1')).toEqual([1, 2]);
  });

  it('a gap in the pushes asks the server for what lies between', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, range(1, 3));
    sent();
    push(Op.ChatPublicPush, msg({ Seq: 6 }));
    expect(sent(Op.ChatResume)).toEqual([{ OP: Op.ChatResume, ChannelType: 1, AfterSeq: 3, Limit: 100 }]);
  });

  it('private messages file under the other player, from either side', async () => {
    openChannel({ type: ChannelType.Private, playerId: 7 });
    await historyReply(reply(Op.ChatHistoryReply, Code.Ok, { ChannelType: 2, PlayerID: 7, Page: 1, PerPage: 20, StartTime: 1, StartSeq: 0, HasMore: false, Msgs: [] }));
    push(Op.ChatPrivatePush, msg({ Seq: 1, ChannelType: 2, PlayerID: 7, ToPlayerID: 1 }));
    push(Op.ChatPrivatePush, msg({ Seq: 2, ChannelType: 2, PlayerID: 1, ToPlayerID: 7 }));
    push(Op.ChatPrivatePush, msg({ Seq: 1, ChannelType: 2, PlayerID: 8, ToPlayerID: 1, ID: 99 }));
    expect(seqs('2:7')).toEqual([1, 2]);
    expect(seqs('2:8')).toBeUndefined(); // not open: the room list and counts tell
  });

  it('a private message moves its room to the top with one more unread', () => {
    requestRooms(1);
    chat.transport.receive(
      reply(Op.ChatPrivateRoomsReply, Code.Ok, {
        Page: 1,
        PerPage: 20,
        Total: 2,
        List: [
          { ...listedPlayerResult({ PlayerID: 5, Name: '甲' }), UnreadCount: 0, CreateTime: 2, Message: 'a' },
          { ...listedPlayerResult({ PlayerID: 7, Name: '乙' }), UnreadCount: 1, CreateTime: 1, Message: 'b' },
        ],
      }),
    );
    push(Op.ChatPrivatePush, msg({ Seq: 9, ChannelType: 2, PlayerID: 7, ToPlayerID: 1, Message: '新的' }));
    const unread = useUnreadStore.getState().roomUnread;
    expect(useChatStore.getState().rooms.map((r) => [r.PlayerID, unread[r.PlayerID], r.Message])).toEqual([
      [7, 2, '新的'],
      [5, 0, 'a'],
    ]);
  });
});

describe('send refusals', () => {
  it('show the chat error text in the error modal', () => {
    chat.transport.receive(reply(Op.ChatPublicPush, Code.ChatRateLimited, null, 'at most 10 messages per minute'));
    expect(useModalStore.getState().active).toMatchObject({ kind: 'error', code: Code.ChatRateLimited, context: 'chat' });
  });

  it('stay quiet about 200024 right after the VIP notice said it', () => {
    chat.transport.receive(reply(Op.ChatAllianceListReply, Code.ClubNotMember, null));
    openChatWindow('public');
    setDraft('哈囉');
    sendDraft({ vipLevel: 1 });
    chat.transport.receive(reply(Op.ChatPublicPush, Code.NotEligible, null));
    expect(useModalStore.getState().active).toBeNull();
    chat.transport.receive(reply(Op.ChatPublicPush, Code.NotEligible, null)); // a later one speaks again
    expect(useModalStore.getState().active).toMatchObject({ code: Code.NotEligible });
  });
});

describe('unread counts', () => {
  const shown = () => unreadCounts(useUnreadStore.getState());
  const counts = { AnnouncementTotal: 1, PublicTotal: 2, PrivateTotal: 3, ClubTotal: 4, EnableClub: true };

  it('30041 sets them; a reply with a wrong field never reaches the store (the socket drops it)', () => {
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, counts));
    expect(shown()).toEqual({ announcement: 1, public: 2, private: 3, club: 4, enableClub: true });
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { ...counts, PublicTotal: -5, ClubTotal: 'x' }));
    expect(shown()).toEqual({ announcement: 1, public: 2, private: 3, club: 4, enableClub: true });
  });

  // Issue 7: 30051 carries the fresh counts; it is used as it is, never answered with 30040.
  it('30051 sets them directly, without asking 30040', () => {
    chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, counts));
    expect(shown()).toEqual({ announcement: 1, public: 2, private: 3, club: 4, enableClub: true });
    chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, { ...counts, PrivateTotal: 0 }));
    expect(shown()?.private).toBe(0);
    expect(sent(Op.ChatUnread)).toHaveLength(0);
  });

  it('a message from someone else in a channel not on screen counts until the next 30041; own ones never', () => {
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, counts));
    push(Op.ChatPublicPush, msg({ Seq: 1 }));
    push(Op.ChatPublicPush, msg({ Seq: 2, PlayerID: 1 }));
    push(Op.ChatAnnouncementPush, msg({ Seq: 1, ChannelType: 6, PlayerID: 0, From: 'System' }));
    expect(shown()).toMatchObject({ public: 3, announcement: 2 });
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, counts));
    expect(shown()).toMatchObject({ public: 2, announcement: 1 });
  });

  it('on screen, a new message is announced and the channel marked read, not counted', async () => {
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { ...counts, PublicTotal: 0 }));
    openChatWindow('public');
    await page(1, range(1, 2));
    sent();
    push(Op.ChatPublicPush, msg({ Seq: 3, Name: '小美', Message: '<b>嗨</b> a<b &lt;' }));
    expect(shown()?.public).toBe(0);
    // screen readers hear the text as typed, too
    expect(useChatStore.getState().liveAnnouncement?.text).toBe('小美：<b>嗨</b> a<b &lt;');
    expect(sent(Op.ChatMarkRead)).toEqual([{ OP: Op.ChatMarkRead, ChannelType: 1 }]);
  });
});

describe('reconnect without loss', () => {
  it('resumes each open channel after the last gap-free Seq and merges what was missed once', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, range(81, 100));
    push(Op.ChatPublicPush, msg({ Seq: 101 }));
    openChannel({ type: ChannelType.Private, playerId: 7 });
    await historyReply(
      reply(Op.ChatHistoryReply, Code.Ok, { ChannelType: 2, PlayerID: 7, Page: 1, PerPage: 20, StartTime: 1, StartSeq: 3, HasMore: false, Msgs: range(1, 3, { ChannelType: 2 }).reverse() }),
    );
    sent();

    reconnect();
    const resumes = sent(Op.ChatResume);
    expect(resumes).toEqual([
      { OP: Op.ChatResume, ChannelType: 1, AfterSeq: 101, Limit: 100 },
      { OP: Op.ChatResume, ChannelType: 2, PlayerID: 7, AfterSeq: 3, Limit: 100 },
    ]);

    // a push arrives before the resume reply; the reply repeats one message
    push(Op.ChatPublicPush, msg({ Seq: 106 }));
    await historyReply(
      reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 1, PlayerID: 0, AfterSeq: 101, LastSeq: 106, HasMore: false, Msgs: range(101, 105) }),
    );
    expect(seqs('1')).toEqual(range(81, 106).map((m) => m.Seq));
    expect(sent(Op.ChatResume)).toEqual([]); // nothing left to ask
  });

  it('a refused resume ends the resume of that channel only', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, range(1, 2));
    openChannel({ type: ChannelType.Private, playerId: 7 });
    await historyReply(
      reply(Op.ChatHistoryReply, Code.Ok, { ChannelType: 2, PlayerID: 7, Page: 1, PerPage: 20, StartTime: 1, StartSeq: 1, HasMore: false, Msgs: range(1, 1, { ChannelType: 2 }) }),
    );
    reconnect();
    expect(sent(Op.ChatResume).map((f) => f.ChannelType)).toEqual([1, 2]);
    await historyReply(reply(Op.ChatResumeReply, Code.Silent, null)); // the public one
    expect(useChatStore.getState().channels['1']!.resuming).toBe(false);
    expect(useChatStore.getState().channels['2:7']!.resuming).toBe(true);
    await historyReply(
      reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 2, PlayerID: 7, AfterSeq: 1, LastSeq: 2, HasMore: false, Msgs: range(2, 2, { ChannelType: 2, PlayerID: 7, ToPlayerID: 1 }) }),
    );
    expect(useChatStore.getState().channels['2:7']).toMatchObject({ resuming: false });
    expect(seqs('2:7')).toEqual([1, 2]);
  });

  it('asks again while the server has more, from the end of what is held', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, range(1, 20));
    reconnect();
    sent();
    await historyReply(
      reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 1, PlayerID: 0, AfterSeq: 20, LastSeq: 250, HasMore: true, Msgs: range(21, 120) }),
    );
    expect(sent(Op.ChatResume)).toEqual([{ OP: Op.ChatResume, ChannelType: 1, AfterSeq: 120, Limit: 100 }]);
    await historyReply(
      reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 1, PlayerID: 0, AfterSeq: 120, LastSeq: 250, HasMore: true, Msgs: range(121, 220) }),
    );
    await historyReply(
      reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 1, PlayerID: 0, AfterSeq: 220, LastSeq: 250, HasMore: false, Msgs: range(221, 250) }),
    );
    expect(seqs('1')).toEqual(Array.from({ length: 250 }, (_, i) => i + 1)); // each once, in order
  });

  it('what the resume brings into the channel on screen is marked read and announced', async () => {
    openChatWindow('public');
    await page(1, range(1, 2));
    reconnect();
    sent();
    await historyReply(
      reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 1, PlayerID: 0, AfterSeq: 2, LastSeq: 3, HasMore: false, Msgs: [msg({ Seq: 3, Name: '小美', Message: '錯過的' })] }),
    );
    expect(sent(Op.ChatMarkRead)).toEqual([{ OP: Op.ChatMarkRead, ChannelType: 1 }]);
    expect(useChatStore.getState().liveAnnouncement?.text).toBe('小美：錯過的');
  });

  it('asks again for a page whose reply the drop swallowed', () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    sent();
    reconnect();
    expect(sent(Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 }]);
  });

  it('many drops while messages keep coming: every message once, in order', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await page(1, [], { HasMore: false });
    const server: ChatMessage[] = [];
    let next = 1;
    for (let round = 0; round < 6; round++) {
      // delivered live
      for (let i = 0; i < 3; i++) push(Op.ChatPublicPush, (server[server.length] = msg({ Seq: next++ })));
      // missed while down
      chat.transport.close(1006);
      for (let i = 0; i < 4; i++) server.push(msg({ Seq: next++ }));
      vi.advanceTimersByTime(1000);
      chat.transport.open();
      chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
      const [resume] = sent(Op.ChatResume);
      const after = resume!.AfterSeq as number;
      const rest = server.filter((m) => m.Seq > after);
      await historyReply(
        reply(Op.ChatResumeReply, Code.Ok, { ChannelType: 1, PlayerID: 0, AfterSeq: after, LastSeq: next - 1, HasMore: false, Msgs: rest }),
      );
    }
    expect(seqs('1')).toEqual(server.map((m) => m.Seq));
  });
});

describe('messages shaped as chat §3 gives them (no Seq, ChannelType or display data: decision 328)', () => {
  it('a history page of them loads, in time order; older pages anchor by StartTime alone', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    sent();
    await specPage(1, unsequenced(81, 100));
    expect(ids('1')).toEqual(idsOf(unsequenced(81, 100)));
    loadOlder('1');
    expect(sent(Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 2, StartTime: 5_000, PerPage: 20, ChannelType: 1 }]);
    await specPage(2, unsequenced(61, 80));
    expect(ids('1')).toEqual(idsOf(unsequenced(61, 100)));
    expect(useChatStore.getState().channels['1']).toMatchObject({ prepended: 20, hasMore: true });
  });

  it('public, private and club pushes are shown in their channels (by OP), in time order, each once', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await specPage(1, unsequenced(1, 2));
    push(Op.ChatPublicPush, specMsg(4));
    push(Op.ChatPublicPush, specMsg(3)); // late: goes before 4
    push(Op.ChatPublicPush, specMsg(4));
    push(Op.ChatPublicPush, specMsg(5, { ID: 1003, CreateTime: specMsg(3).CreateTime })); // a repeated ID: once
    expect(ids('1')).toEqual(idsOf(unsequenced(1, 4)));

    openChannel({ type: ChannelType.Private, playerId: 7 });
    await specPage(1, [], { ChannelType: 2, PlayerID: 7, HasMore: false });
    push(Op.ChatPrivatePush, specMsg(10, { PlayerID: 7, From: '7' }));
    // an own reply names no addressee: the send it acknowledges does
    sendMessage({ type: ChannelType.Private, playerId: 7 }, '好啊');
    push(Op.ChatPrivatePush, specMsg(11, { PlayerID: 1, From: '1', Message: '好啊', OriginalMessage: '好啊' }));
    expect(ids('2:7')).toEqual([specMsg(10).ID, specMsg(11).ID]);
    expect(useChatStore.getState().outbox).toEqual([]);

    openChannel({ type: ChannelType.Club, playerId: 0 });
    openChannel({ type: ChannelType.Alliance, playerId: 0 });
    await specPage(1, [], { ChannelType: 3, HasMore: false });
    await specPage(1, [], { ChannelType: 4, HasMore: false });
    push(Op.ChatClubPush, specMsg(20));
    push(Op.ChatClubPush, specMsg(21, { AllianceID: 4, ClubName: '皇家', ColorID: 3 })); // 30081 of the alliance
    expect(ids('3')).toEqual([specMsg(20).ID]);
    expect(ids('4')).toEqual([specMsg(21).ID]);
  });

  it('a reconnect skips the resume and re-reads the channel: nothing lost, nothing twice', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await specPage(1, unsequenced(1, 20));
    push(Op.ChatPublicPush, specMsg(21));
    sent();

    reconnect(); // 22–45 were sent while the socket was down
    const asked = sent();
    expect(asked.filter((f) => f.OP === Op.ChatResume)).toEqual([]);
    expect(asked.filter((f) => f.OP === Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 }]);
    push(Op.ChatPublicPush, specMsg(46)); // meanwhile
    // the newest page (26–46) holds nothing held before the drop: the page before it is read too
    await specPage(1, unsequenced(26, 46), { StartTime: 9_000 });
    expect(sent(Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 2, StartTime: 9_000, PerPage: 20, ChannelType: 1 }]);
    await specPage(2, unsequenced(6, 25), { StartTime: 9_000 });
    expect(sent(Op.ChatHistory)).toEqual([]); // it reached 21, held before the drop
    expect(ids('1')).toEqual(idsOf(unsequenced(1, 46)));
    // the channel's own paging is what it was: scrolling up goes on from page 1's anchor
    expect(useChatStore.getState().channels['1']).toMatchObject({ resuming: false, page: 1, startTime: 5_000, startSeq: 0 });
  });

  it('a channel loaded empty asks its newest page again after a reconnect, as its first page', async () => {
    openChannel({ type: ChannelType.Public, playerId: 0 });
    await specPage(1, [], { HasMore: false });
    sent();
    reconnect();
    const asked = sent();
    expect(asked.filter((f) => f.OP === Op.ChatResume)).toEqual([]);
    expect(asked.filter((f) => f.OP === Op.ChatHistory)).toEqual([{ OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 }]);
    await specPage(1, unsequenced(11, 30), { StartTime: 9_000 });
    expect(ids('1')).toEqual(idsOf(unsequenced(11, 30)));
    // not the whole history at once: the older pages come by scrolling, anchored at the new page 1
    expect(sent(Op.ChatHistory)).toEqual([]);
    expect(useChatStore.getState().channels['1']).toMatchObject({ hasMore: true, startTime: 9_000, resuming: false });
  });
});

describe('sign-out', () => {
  it('forgets every channel, count and view', async () => {
    openChatWindow('public');
    await page(1, range(1, 2));
    chat.client.stop();
    expect(useChatStore.getState().channels).toEqual({});
    expect(useUnreadStore.getState().selfId).toBe(0);
  });

  it('switching tab while signed in keeps loaded channels (for resume)', async () => {
    openChatWindow('public');
    await page(1, range(1, 2));
    selectTab('announcement');
    expect(seqs('1')).toEqual([1, 2]);
  });
});
