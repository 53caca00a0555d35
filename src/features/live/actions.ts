/**
 * What the live room asks for (docs/protocol-live.md): the room list (30220), the default
 * room (30270), joining (30120) and leaving (30130), the viewers in pages of 50 (30140), live
 * chat history pages of 20 (30110) and sending (30100) under the chat rules (chat spec §5).
 */
import { Code } from '@/protocol/codes';
import { LiveLimits } from '@/protocol/live-rules';
import { Op } from '@/protocol/ops';
import type { Failure, LiveRoomInfo } from '@/protocol';
import { mergeMessages, toChatMessages } from '@/features/chat';
import { newClientId, NOT_REPLYING } from '@/features/chat';
import { prepareOutgoing } from '@/features/chat';
import { getSockets } from '@/socket';
import { useStageStore } from './stage-store';
import { initialHistory, initialViewers, useLiveStore } from './store';

const stageOf = (room: LiveRoomInfo) => ({ roomId: room.RoomID, url: room.DownStreamUrl, title: room.Title });

/** A request's failure that is not worth a word (the socket dropped: the reconnect asks again). */
function dropped(out: Failure): boolean {
  return out.lost === 'disconnected' || out.lost === 'stopped';
}

/** The open rooms and the default one (30220). */
export async function loadRooms(): Promise<void> {
  const out = await getSockets().chat.request(Op.LiveRoomList, {});
  if (out.ok) useLiveStore.setState({ rooms: out.result.List, preview: out.result.Preview, roomsLoaded: true });
  // a refusal keeps the list as it was; no answer shows what is known
  else if (out.lost) useLiveStore.setState({ roomsLoaded: true });
}

/** The room closed (200221): live chat turns off, the stream stops; the room stays named. */
export function roomClosed(): void {
  useLiveStore.setState({ phase: 'closed', total: 0 });
  const { stage, dock } = useStageStore.getState();
  // Away from the live page the mini window just goes: a toast says why.
  useStageStore.setState({ stage: null, ended: stage && dock === null ? stage.title : null });
  // The list still shows the room that closed.
  if (stage) void loadRooms();
}

/** Forgets the room's chat, viewers and enter lines (a new room is joined). */
function clearRoom(room: LiveRoomInfo | null): void {
  useLiveStore.setState({
    room,
    total: room?.TotalPlayerInRoom ?? 0,
    viewers: initialViewers(),
    messages: [],
    enters: [],
    history: initialHistory(),
    draft: '',
  });
}

/**
 * Joins `roomId` (leaving the room the player was in). Joining the room already joined does
 * nothing (the player came back from the mini window). Then loads the chat and the viewers.
 */
export async function joinRoom(roomId: number): Promise<void> {
  const state = useLiveStore.getState();
  if (state.room?.RoomID === roomId && (state.phase === 'joined' || state.phase === 'joining')) return;
  if (state.room && state.phase === 'joined') leaveRoom();
  const known = state.rooms.find((r) => r.RoomID === roomId);
  clearRoom(known ?? { RoomID: roomId, Title: '', AnchorName: '', AnchorID: 0, DownStreamUrl: '', TotalPlayerInRoom: 0 });
  useLiveStore.setState({ phase: 'joining' });
  const out = await getSockets().chat.request(Op.LiveJoin, { RoomID: roomId });
  if (useLiveStore.getState().room?.RoomID !== roomId) return; // switched meanwhile
  if (out.ok) {
    const room = out.result.RoomInfo;
    useLiveStore.setState({ room, total: room.TotalPlayerInRoom, phase: 'joined' });
    useStageStore.setState({ stage: stageOf(room) });
    void loadHistory(1);
    void loadViewers(1);
  } else if (!out.lost) {
    roomClosed();
  } else if (!dropped(out)) {
    // A dropped socket joins again once it is back (handlers: rejoinRoom).
    useLiveStore.setState({ phase: 'failed' });
  }
}

/** Opens `roomId`, or the default room (30270) when none is named. */
export async function openRoom(roomId: number | null): Promise<void> {
  if (roomId !== null) return joinRoom(roomId);
  const { room, phase } = useLiveStore.getState();
  if (room && (phase === 'joined' || phase === 'joining')) return;
  clearRoom(null);
  useLiveStore.setState({ phase: 'joining' });
  const out = await getSockets().chat.request(Op.LiveDefaultRoom, {});
  if (out.ok) {
    useLiveStore.setState({ phase: 'none' });
    await joinRoom(out.result.RoomInfo.RoomID);
  } else if (!out.lost) {
    useLiveStore.setState({ phase: 'closed' });
  } else if (!dropped(out)) {
    useLiveStore.setState({ phase: 'failed' });
  }
}

/** After a reconnect: the room being watched is joined again (its chat merged, not lost). */
export function rejoinRoom(): void {
  const { room, phase } = useLiveStore.getState();
  if (!room || (phase !== 'joined' && phase !== 'joining' && phase !== 'failed')) return;
  useLiveStore.setState({ phase: 'none' });
  void joinRoom(room.RoomID).then(() => undefined);
}

/** Leaves the room (30130): the stream and the mini window go. */
export function leaveRoom(): void {
  const { room, phase } = useLiveStore.getState();
  if (room && (phase === 'joined' || phase === 'joining')) {
    void getSockets().chat.request(Op.LiveLeave, { RoomID: room.RoomID });
  }
  clearRoom(null);
  useLiveStore.setState({ phase: 'none' });
  useStageStore.setState({ stage: null });
}

/** Page `page` of the players in the room (30140, 50 a page); page 1 replaces the list. */
export async function loadViewers(page: number): Promise<void> {
  const { viewers, phase } = useLiveStore.getState();
  if (phase !== 'joined' || viewers.loading) return;
  useLiveStore.setState({ viewers: { ...viewers, loading: true } });
  const out = await getSockets().chat.request(Op.LiveOnlineCount, { Page: page, PerPage: LiveLimits.OnlinePageSize });
  const current = useLiveStore.getState().viewers;
  if (!out.ok) {
    useLiveStore.setState({ viewers: { ...current, loading: false } });
    if (out.code === Code.LiveRoomClosed) roomClosed();
    return;
  }
  const r = out.result;
  const seen = new Set((page === 1 ? [] : current.list).map((p) => p.PlayerID));
  const list = [...(page === 1 ? [] : current.list), ...r.List.filter((p) => !seen.has(p.PlayerID))];
  useLiveStore.setState({ total: r.Total, viewers: { list, page: r.Page, total: r.Total, loading: false } });
}

/** The next page of viewers, when more are in the room than listed. */
export function loadMoreViewers(): void {
  const { viewers } = useLiveStore.getState();
  if (viewers.list.length < viewers.total) void loadViewers(viewers.page + 1);
}

/** Live chat history page `page` (30110, 20 a page, newest first), anchored at page 1's time. */
export async function loadHistory(page: number): Promise<void> {
  const { history, phase, room } = useLiveStore.getState();
  if (phase !== 'joined' || history.loading || !room) return;
  useLiveStore.setState({ history: { ...history, loading: true } });
  const out = await getSockets().chat.request(Op.LiveHistory, {
    Page: page,
    StartTime: page > 1 ? history.startTime : 0,
    PerPage: LiveLimits.HistoryPageSize,
  });
  const s = useLiveStore.getState();
  if (!out.ok && out.lost) {
    useLiveStore.setState({ history: { ...s.history, loading: false, loaded: true } });
    return;
  }
  if (s.room?.RoomID !== room.RoomID) return; // another room meanwhile: its own history is loading
  if (!out.ok) {
    useLiveStore.setState({ history: { ...s.history, loading: false, loaded: true, hasMore: false } });
    return;
  }
  const msgs = toChatMessages(out.result.Msgs);
  const merged = mergeMessages(s.messages, msgs);
  const startTime = page === 1 ? out.result.StartTime : s.history.startTime;
  const hasMore = msgs.length > 0 && page * LiveLimits.HistoryPageSize < out.result.Total;
  useLiveStore.setState({
    messages: merged.messages,
    history: { page: Math.max(page, s.history.page), startTime, hasMore, loading: false, loaded: true },
  });
}

/** The next older page of live chat (scrolling up). */
export function loadOlderLive(): void {
  const { history } = useLiveStore.getState();
  if (history.loaded && history.hasMore && !history.loading) void loadHistory(history.page + 1);
}

export function setLiveDraft(draft: string): void {
  useLiveStore.setState({ draft });
}

/** Sends the draft (sanitised, never empty, 100 characters at most) while live chat is on. */
export function sendLiveDraft(): void {
  const { draft, phase } = useLiveStore.getState();
  const text = prepareOutgoing(draft);
  if (text === null || phase !== 'joined') return;
  // chat §7 30100: Message, ReplyID (not a reply) and Decode false (the text is sent as typed)
  getSockets().chat.send(Op.LiveChatSend, { Message: text, ReplyID: NOT_REPLYING, Decode: false, ClientID: newClientId() });
  useLiveStore.setState((s) => ({ draft: '', scrollToNewest: s.scrollToNewest + 1 }));
}
