/**
 * Unread counts from one source (issue 7): 30041 and 30051 carry fresh counts (no refetch),
 * the private total is the listed rooms' counts plus the unlisted rest, and the counts are
 * asked for as soon as the chat socket is ready, whatever page is open.
 */
import { ChannelType, Code, Op, reply } from '@/protocol';
import { resetSocketsForTests } from '@/socket';
import { type createTestSocket, installTestSockets } from '../../../tests/fakes/test-socket';
import { startFeatures } from '@/features/feature-module';
import { resetChat } from './handlers';
import { requestRooms } from './rooms';
import { registerWholeChat, msg } from './test-utils';
import { createUnreadFeature } from './unread-feature';
import { markRead } from './unread';
import { privateTotal, unreadCounts, useUnreadStore } from './unread-store';

const counts = (PrivateTotal: number) => ({ AnnouncementTotal: 0, PublicTotal: 0, PrivateTotal, ClubTotal: 0, EnableClub: false });
const rooms = (...list: [number, number][]) =>
  reply(Op.ChatPrivateRoomsReply, Code.Ok, {
    Page: 1,
    PerPage: 20,
    Total: list.length,
    List: list.map(([PlayerID, UnreadCount]) => ({
      PlayerID,
      Name: `p${PlayerID}`,
      PictureURL: '',
      PictureSetting: 2,
      VIPLevel: 3,
      Online: false,
      UnreadCount,
      CreateTime: 1,
      Message: '',
    })),
  });

afterEach(() => {
  resetChat();
  vi.useRealTimers();
});

describe('unread counts, the always-loaded part', () => {
  it('asks 30040 when the chat socket is ready (every page, no window needed) and again after a reconnect', () => {
    vi.useFakeTimers();
    const { chat, sockets } = installTestSockets();
    const off = startFeatures([createUnreadFeature({ onOtherPlayer: vi.fn(), onStaleRooms: vi.fn() })], sockets);
    chat.ready();
    vi.advanceTimersByTime(100);
    expect(chat.transport.sentOps.filter((op) => op === Op.ChatUnread)).toHaveLength(1);
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { ...counts(4), PublicTotal: 2 }));
    expect(unreadCounts(useUnreadStore.getState())).toEqual({ announcement: 0, public: 2, private: 4, club: 0, enableClub: false });
    chat.transport.close(1006);
    vi.advanceTimersByTime(1000);
    chat.transport.open();
    chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    vi.advanceTimersByTime(100);
    expect(chat.transport.sentOps.filter((op) => op === Op.ChatUnread)).toHaveLength(2);
    off();
    resetSocketsForTests();
  });

  it('a 30051 with the counts is used as it is; one without them (null, {}) asks 30040 (chat §3)', () => {
    vi.useFakeTimers();
    const { chat, sockets } = installTestSockets();
    const off = startFeatures([createUnreadFeature({ onOtherPlayer: vi.fn(), onStaleRooms: vi.fn() })], sockets);
    chat.ready();
    vi.advanceTimersByTime(100);
    const asked = () => chat.transport.sentOps.filter((op) => op === Op.ChatUnread).length;
    expect(asked()).toBe(1);
    chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, { ...counts(3), PublicTotal: 1 }));
    vi.advanceTimersByTime(100);
    expect(asked()).toBe(1);
    expect(unreadCounts(useUnreadStore.getState())).toMatchObject({ public: 1, private: 3 });
    for (const bare of [null, {}]) {
      chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, bare));
      vi.advanceTimersByTime(100);
    }
    expect(asked()).toBe(3);
    chat.transport.receive(reply(Op.ChatUnreadReply, Code.Ok, { ...counts(5), PublicTotal: 0 }));
    expect(unreadCounts(useUnreadStore.getState())).toMatchObject({ public: 0, private: 5 });
    off();
    resetSocketsForTests();
  });

  it('another player on the same page: everything of the last one is forgotten', () => {
    const { chat, sockets } = installTestSockets();
    const onOtherPlayer = vi.fn();
    const off = startFeatures([createUnreadFeature({ onOtherPlayer, onStaleRooms: vi.fn() })], sockets);
    chat.ready();
    expect(onOtherPlayer).not.toHaveBeenCalled();
    chat.client.stop();
    chat.client.start('second');
    chat.transport.open();
    chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 2 }));
    expect(onOtherPlayer).toHaveBeenCalledTimes(1);
    expect(useUnreadStore.getState().selfId).toBe(2);
    off();
    resetSocketsForTests();
  });
});

describe('private total and rooms: one derived from the other', () => {
  let chat: ReturnType<typeof createTestSocket>;
  let off: () => void;
  const total = () => privateTotal(useUnreadStore.getState());
  const room = (id: number) => useUnreadStore.getState().roomUnread[id];

  beforeEach(() => {
    vi.useFakeTimers();
    chat = installTestSockets().chat;
    off = registerWholeChat(chat.client);
    chat.ready();
  });
  afterEach(() => {
    off();
    resetSocketsForTests();
  });

  it('the total is the listed rooms plus the rest, through rooms, messages, marks and pushes', () => {
    chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, counts(10)));
    expect(total()).toBe(10);
    requestRooms(1);
    chat.transport.receive(rooms([5, 3], [7, 2]));
    expect([total(), room(5), room(7)]).toEqual([10, 3, 2]);
    // A message from 7 (window closed): the room and the total both grow, then 30051 agrees.
    chat.transport.receive(reply(Op.ChatPrivatePush, Code.Ok, msg({ Seq: 1, ChannelType: ChannelType.Private, PlayerID: 7, ToPlayerID: 1 })));
    expect([total(), room(7)]).toEqual([11, 3]);
    chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, counts(11)));
    expect([total(), room(7)]).toEqual([11, 3]);
    // Reading room 5 takes exactly its share off the total.
    markRead({ type: ChannelType.Private, playerId: 5 });
    expect([total(), room(5)]).toEqual([8, 0]);
    expect(chat.transport.sent.filter((f) => f.OP === Op.ChatUnread)).toHaveLength(0);
  });

  it('a server total below the listed rooms means they are stale: the list is read again', () => {
    requestRooms(1);
    chat.transport.receive(rooms([5, 3]));
    vi.advanceTimersByTime(100);
    const asked = () => chat.transport.sent.filter((f) => f.OP === Op.ChatPrivateRooms).length;
    const before = asked();
    chat.transport.receive(reply(Op.ChatUnreadChanged, Code.Ok, counts(0))); // read in another tab
    vi.advanceTimersByTime(100);
    return Promise.resolve().then(async () => {
      await vi.dynamicImportSettled();
      vi.advanceTimersByTime(100);
      expect(asked()).toBe(before + 1);
      chat.transport.receive(rooms([5, 0]));
      expect(total()).toBe(0);
    });
  });
});
