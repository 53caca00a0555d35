// @vitest-environment jsdom
import { Code, LIVE_CHANNEL_TYPE, Op, reply } from '@/protocol';
import { useModalStore } from '@/features/modals/store';
import { resetSocketsForTests } from '@/socket';
import { installTestSockets, type createTestSocket } from '../../../tests/fakes/test-socket';
import { chatMessageResult, listedPlayerResult, specChatMessageResult } from '../../../tests/fakes/results';
import { joinRoom, leaveRoom, loadMoreViewers, loadOlderLive, loadRooms, openRoom, sendLiveDraft, setLiveDraft } from './actions';
import { registerLiveHandlers, resetLive } from './handlers';
import { useStageStore } from './stage-store';
import { currentLiveRoomId } from './current-room';
import { useLiveStore } from './store';
import { liveRoom } from './test-utils';

let chat: ReturnType<typeof createTestSocket>;
let off: () => void;
let seen = 0;

/** Frames sent since the last call (pacing flushed), optionally of one OP. */
function sent(op?: number): Record<string, unknown>[] {
  vi.advanceTimersByTime(500);
  const all = chat.transport.sent.slice(seen);
  seen = chat.transport.sent.length;
  return op === undefined ? all : all.filter((f) => f.OP === op);
}
async function settle(): Promise<void> {
  for (let i = 0; i < 8; i += 1) await Promise.resolve();
}
/** The server answers (after the request left) and the promises settle. */
async function answer(op: number, code: number, result: unknown): Promise<void> {
  vi.advanceTimersByTime(100);
  chat.transport.receive(reply(op, code, result));
  await settle();
}
const liveMsg = (Seq: number, fields = {}) =>
  chatMessageResult({ ID: 1000 + Seq, Seq, ChannelType: LIVE_CHANNEL_TYPE, Message: `第 ${Seq} 句`, CreateTime: 1_000 + Seq, ...fields });

/** Joins room 7 and answers its history (20 of 45) and viewers (50 of 120) pages. */
async function joinSeven(): Promise<void> {
  void joinRoom(7);
  expect(sent(Op.LiveJoin)).toEqual([{ OP: Op.LiveJoin, RoomID: 7 }]);
  await answer(Op.LiveJoinReply, Code.Ok, { RoomInfo: liveRoom({ RoomID: 7, TotalPlayerInRoom: 120 }) });
  const frames = sent();
  expect(frames.filter((f) => f.OP === Op.LiveHistory)).toEqual([{ OP: Op.LiveHistory, Page: 1, StartTime: 0, PerPage: 20 }]);
  expect(frames.filter((f) => f.OP === Op.LiveOnlineCount)).toEqual([{ OP: Op.LiveOnlineCount, Page: 1, PerPage: 50 }]);
  await answer(Op.LiveHistoryReply, Code.Ok, {
    RoomID: 7,
    StartTime: 9_000,
    Total: 45,
    Msgs: Array.from({ length: 20 }, (_, i) => liveMsg(45 - i)),
  });
  await answer(Op.LiveOnlineCountReply, Code.Ok, {
    RoomID: 7,
    Total: 120,
    Page: 1,
    PerPage: 50,
    List: Array.from({ length: 50 }, (_, i) => listedPlayerResult({ PlayerID: i + 1 })),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  chat = installTestSockets().chat;
  off = registerLiveHandlers(chat.client);
  chat.ready();
  seen = 0;
  sent();
});
afterEach(() => {
  off();
  resetSocketsForTests();
  resetLive();
  useModalStore.setState({ active: null });
  vi.useRealTimers();
});

describe('rooms', () => {
  it('lists the open rooms with the default one (30220)', async () => {
    void loadRooms();
    expect(sent(Op.LiveRoomList)).toHaveLength(1);
    await answer(Op.LiveRoomListReply, Code.Ok, { Preview: liveRoom({ RoomID: 2 }), List: [liveRoom({ RoomID: 2 }), liveRoom({ RoomID: 5 })] });
    expect(useLiveStore.getState().rooms.map((r) => r.RoomID)).toEqual([2, 5]);
    expect(useLiveStore.getState().preview?.RoomID).toBe(2);
  });

  it('without ?live opens the default room (30270) and joins it', async () => {
    void openRoom(null);
    expect(sent(Op.LiveDefaultRoom)).toHaveLength(1);
    await answer(Op.LiveDefaultRoomReply, Code.Ok, { RoomInfo: liveRoom({ RoomID: 4 }) });
    expect(sent(Op.LiveJoin)).toEqual([{ OP: Op.LiveJoin, RoomID: 4 }]);
    await answer(Op.LiveJoinReply, Code.Ok, { RoomInfo: liveRoom({ RoomID: 4 }) });
    expect(useLiveStore.getState().phase).toBe('joined');
  });

  it('no open room at all: 200221 on 30270 shows the closed state and joins nothing', async () => {
    void openRoom(null);
    await answer(Op.LiveDefaultRoomReply, Code.LiveRoomClosed, {});
    expect(useLiveStore.getState().phase).toBe('closed');
    expect(sent(Op.LiveJoin)).toEqual([]);
  });
});

describe('join and leave', () => {
  it('joining turns live chat on, sets the stream, loads 20 messages and 50 viewers', async () => {
    await joinSeven();
    const s = useLiveStore.getState();
    expect(s.phase).toBe('joined');
    expect(s.total).toBe(120);
    expect(s.messages.map((m) => m.Seq)).toEqual(Array.from({ length: 20 }, (_, i) => 26 + i));
    expect(s.viewers.list).toHaveLength(50);
    expect(useStageStore.getState().stage).toEqual({ roomId: 7, url: '/live/demo-stream.mp4', title: '直播間 7' });
    expect(currentLiveRoomId()).toBe(7);
    leaveRoom();
    expect(currentLiveRoomId()).toBe(0);
  });

  it('joining the room already joined asks nothing (back from the mini window)', async () => {
    await joinSeven();
    void joinRoom(7);
    expect(sent(Op.LiveJoin)).toEqual([]);
  });

  it('switching room leaves the old one (30130) and forgets its chat', async () => {
    await joinSeven();
    void joinRoom(8);
    const frames = sent();
    expect(frames.map((f) => f.OP)).toEqual([Op.LiveLeave, Op.LiveJoin]);
    expect(frames[0]).toEqual({ OP: Op.LiveLeave, RoomID: 7 });
    expect(useLiveStore.getState().messages).toEqual([]);
    expect(useLiveStore.getState().room?.RoomID).toBe(8);
  });

  it('leaving sends 30130 and closes the stream', async () => {
    await joinSeven();
    leaveRoom();
    expect(sent(Op.LiveLeave)).toEqual([{ OP: Op.LiveLeave, RoomID: 7 }]);
    expect(useLiveStore.getState().phase).toBe('none');
    expect(useStageStore.getState().stage).toBeNull();
  });

  it('200221 on the join: live chat stays off', async () => {
    void joinRoom(9);
    await answer(Op.LiveJoinReply, Code.LiveRoomClosed, { RoomID: 9 });
    expect(useLiveStore.getState().phase).toBe('closed');
    expect(useStageStore.getState().stage).toBeNull();
    setLiveDraft('hello');
    sendLiveDraft();
    expect(sent(Op.LiveChatSend)).toEqual([]);
  });

  it('the room closing (pushed 200221) turns live chat off and stops the stream', async () => {
    await joinSeven();
    chat.transport.receive(reply(Op.LiveJoinReply, Code.LiveRoomClosed, { RoomID: 7 }));
    expect(useLiveStore.getState().phase).toBe('closed');
    expect(useStageStore.getState().stage).toBeNull();
    expect(sent(Op.LiveRoomList)).toHaveLength(1); // the list no longer shows it
    chat.transport.receive(reply(Op.LiveChatPush, Code.Ok, liveMsg(99)));
    expect(useLiveStore.getState().messages.some((m) => m.Seq === 99)).toBe(false);
  });

  it('a room closing while it plays in the mini window leaves a notice; on the live page it does not', async () => {
    await joinSeven();
    chat.transport.receive(reply(Op.LiveJoinReply, Code.LiveRoomClosed, { RoomID: 7 }));
    expect(useStageStore.getState().ended).toBe('直播間 7');

    resetLive();
    await joinSeven();
    useStageStore.setState({ dock: document.createElement('div') });
    chat.transport.receive(reply(Op.LiveJoinReply, Code.LiveRoomClosed, { RoomID: 7 }));
    expect(useStageStore.getState().ended).toBeNull();
  });

  it('a close of another room is not ours', async () => {
    await joinSeven();
    chat.transport.receive(reply(Op.LiveJoinReply, Code.LiveRoomClosed, { RoomID: 3 }));
    expect(useLiveStore.getState().phase).toBe('joined');
  });

  it('a reconnect joins the room again', async () => {
    await joinSeven();
    chat.transport.close(1006);
    vi.advanceTimersByTime(1000);
    chat.transport.open();
    chat.transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    expect(sent(Op.LiveJoin)).toEqual([{ OP: Op.LiveJoin, RoomID: 7 }]);
  });
});

describe('pushes', () => {
  it('30101 adds a live message once; 30151 adds an enter line; 30171 sets the count', async () => {
    await joinSeven();
    chat.transport.receive(reply(Op.LiveChatPush, Code.Ok, liveMsg(46)));
    chat.transport.receive(reply(Op.LiveChatPush, Code.Ok, liveMsg(46)));
    expect(useLiveStore.getState().messages.filter((m) => m.Seq === 46)).toHaveLength(1);

    chat.transport.receive(reply(Op.LiveEnterPush, Code.Ok, { RoomID: 7, PlayerID: 9, Name: '阿明', VIPLevel: 2 }));
    chat.transport.receive(reply(Op.LiveEnterPush, Code.Ok, { RoomID: 3, PlayerID: 10, Name: '別間', VIPLevel: 2 }));
    expect(useLiveStore.getState().enters.map((e) => e.name)).toEqual(['阿明']);

    chat.transport.receive(reply(Op.LiveRoomTotalPush, Code.Ok, { RoomID: 7, TotalPlayerInRoom: 121 }));
    chat.transport.receive(reply(Op.LiveRoomTotalPush, Code.Ok, { RoomID: 3, TotalPlayerInRoom: 5 }));
    expect(useLiveStore.getState().total).toBe(121);
  });

  it('live messages shaped as chat §3 gives them (no Seq, no ChannelType: decision 328) show once, in time order', async () => {
    const spec = (n: number) => specChatMessageResult({ ID: 5000 + n, Message: `規格 ${n}`, CreateTime: 1_000 + n });
    void joinRoom(7);
    sent();
    await answer(Op.LiveJoinReply, Code.Ok, { RoomInfo: liveRoom({ RoomID: 7 }) });
    sent();
    await answer(Op.LiveHistoryReply, Code.Ok, { RoomID: 7, StartTime: 9_000, Total: 2, Msgs: [spec(2), spec(1)] });
    chat.transport.receive(reply(Op.LiveChatPush, Code.Ok, spec(4)));
    chat.transport.receive(reply(Op.LiveChatPush, Code.Ok, spec(3)));
    chat.transport.receive(reply(Op.LiveChatPush, Code.Ok, spec(3)));
    expect(useLiveStore.getState().messages.map((m) => m.Message)).toEqual(['規格 1', '規格 2', '規格 3', '規格 4']);
  });

  it('a refused send opens the chat error (200024 VIP too low)', async () => {
    await joinSeven();
    setLiveDraft('  哈囉  ');
    sendLiveDraft();
    const [frame] = sent(Op.LiveChatSend);
    expect(frame).toEqual({ OP: Op.LiveChatSend, Message: '哈囉', ReplyID: 0, Decode: false, ClientID: expect.any(String) });
    expect(typeof frame!.ClientID).toBe('string');
    expect(useLiveStore.getState().draft).toBe('');
    chat.transport.receive(reply(Op.LiveChatPush, Code.NotEligible, null));
    expect(useModalStore.getState().active).toMatchObject({ kind: 'error', code: Code.NotEligible });
  });

  it('whitespace is never sent', async () => {
    await joinSeven();
    setLiveDraft('   \n ');
    sendLiveDraft();
    expect(sent(Op.LiveChatSend)).toEqual([]);
  });

  it('sign-out (socket idle) forgets the room and the stream', async () => {
    await joinSeven();
    chat.client.stop();
    expect(useLiveStore.getState().room).toBeNull();
    expect(useStageStore.getState().stage).toBeNull();
  });
});

describe('pages', () => {
  it('viewers load 50 more until all are listed', async () => {
    await joinSeven();
    loadMoreViewers();
    expect(sent(Op.LiveOnlineCount)).toEqual([{ OP: Op.LiveOnlineCount, Page: 2, PerPage: 50 }]);
    await answer(Op.LiveOnlineCountReply, Code.Ok, {
      RoomID: 7, Total: 120, Page: 2, PerPage: 50,
      List: Array.from({ length: 50 }, (_, i) => listedPlayerResult({ PlayerID: 51 + i })),
    });
    loadMoreViewers();
    await answer(Op.LiveOnlineCountReply, Code.Ok, {
      RoomID: 7, Total: 120, Page: 3, PerPage: 50,
      List: Array.from({ length: 20 }, (_, i) => listedPlayerResult({ PlayerID: 101 + i })),
    });
    expect(useLiveStore.getState().viewers.list).toHaveLength(120);
    loadMoreViewers();
    expect(sent(Op.LiveOnlineCount)).toHaveLength(1); // page 3 only
  });

  it('older live chat pages send page 1 anchor back and stop at the total', async () => {
    await joinSeven();
    loadOlderLive();
    expect(sent(Op.LiveHistory)).toEqual([{ OP: Op.LiveHistory, Page: 2, StartTime: 9_000, PerPage: 20 }]);
    await answer(Op.LiveHistoryReply, Code.Ok, { RoomID: 7, StartTime: 9_000, Total: 45, Msgs: Array.from({ length: 20 }, (_, i) => liveMsg(25 - i)) });
    loadOlderLive();
    await answer(Op.LiveHistoryReply, Code.Ok, { RoomID: 7, StartTime: 9_000, Total: 45, Msgs: Array.from({ length: 5 }, (_, i) => liveMsg(5 - i)) });
    expect(useLiveStore.getState().messages).toHaveLength(45);
    expect(useLiveStore.getState().history.hasMore).toBe(false);
    loadOlderLive();
    expect(sent(Op.LiveHistory)).toHaveLength(1); // page 3 only
  });
});
