/**
 * The live pushes into the live store (docs/protocol-live.md): new live chat messages (30101,
 * also the refusal of the player's own send), players entering (30151), the room's count
 * (30171) and the room closing (30121 with 200221), which turns live chat off. A reconnect
 * joins the room again; the socket going idle (sign-out) forgets everything.
 */
import { Code, LIVE_CHANNEL_TYPE, Op, type Reply } from '@/protocol';
import { isSilentError } from '@/protocol/errors';
import type { SocketClient, SocketState } from '@/socket';
import { openModal } from '@/features/modals';
import { mergeMessages, toChatMessage } from '@/features/chat';
import { roomClosed, rejoinRoom } from './actions';
import { markLiveRegistered } from './registration';
import { initialStageState, useStageStore } from './stage-store';
import { initialLiveState, MAX_ENTER_LINES, useLiveStore } from './store';

function resultOf(reply: Reply): Record<string, unknown> | null {
  return typeof reply.Result === 'object' && reply.Result !== null ? (reply.Result as Record<string, unknown>) : null;
}

/** The room id a push names, when it is the room the player is in. */
function isCurrentRoom(reply: Reply): boolean {
  const { room } = useLiveStore.getState();
  return room !== null && resultOf(reply)?.RoomID === room.RoomID;
}

/** 30101: a live chat message for everyone in the room, or the refusal of the player's send. */
export function onLiveChatPush(reply: Reply): void {
  if (reply.Code === Code.LiveRoomClosed) {
    roomClosed();
    return;
  }
  if (reply.Code !== Code.Ok) {
    if (!isSilentError(reply.Code, 'chat')) openModal({ kind: 'error', code: reply.Code, message: reply.Message, context: 'chat' });
    return;
  }
  const message = toChatMessage(reply.Result);
  const { phase, messages } = useLiveStore.getState();
  // 30101 is the room's: a message naming another channel is not, one naming none (spec-shaped) is
  if (!message || (message.ChannelType !== undefined && message.ChannelType !== LIVE_CHANNEL_TYPE) || phase !== 'joined') return;
  const merged = mergeMessages(messages, [message]);
  if (merged.added > 0) useLiveStore.setState({ messages: merged.messages });
}

/** 30151: someone entered the room. */
export function onEnterPush(reply: Reply, now = Date.now()): void {
  const r = resultOf(reply);
  if (reply.Code !== Code.Ok || !r || !isCurrentRoom(reply) || useLiveStore.getState().phase !== 'joined') return;
  const line = {
    id: now + Math.random(),
    name: typeof r.Name === 'string' ? r.Name : '',
    vipLevel: typeof r.VIPLevel === 'number' ? r.VIPLevel : 0,
    at: now,
  };
  useLiveStore.setState((s) => ({ enters: [...s.enters, line].slice(-MAX_ENTER_LINES) }));
}

/** 30171: the room's player count changed. */
export function onRoomTotalPush(reply: Reply): void {
  const total = resultOf(reply)?.TotalPlayerInRoom;
  if (reply.Code !== Code.Ok || !isCurrentRoom(reply) || typeof total !== 'number') return;
  useLiveStore.setState((s) => ({ total, room: s.room ? { ...s.room, TotalPlayerInRoom: total } : s.room }));
}

/** 30121 heard without a join on its way: the server closed the room (200221). */
export function onJoinReplyPush(reply: Reply): void {
  if (reply.Code === Code.LiveRoomClosed && isCurrentRoom(reply)) roomClosed();
}

/** Forgets the room, the list and where the stream was (sign-out, another player). */
export function resetLive(): void {
  useLiveStore.setState(initialLiveState());
  useStageStore.setState(initialStageState());
}

function onSocketState(state: SocketState, wasReady: { current: boolean }): void {
  if (state === 'idle') {
    wasReady.current = false;
    resetLive();
    return;
  }
  if (state !== 'ready') return;
  // The server forgot this socket's room with the old connection: join again.
  if (wasReady.current) rejoinRoom();
  wasReady.current = true;
}

/** Registers the live handlers on the chat socket; returns the unsubscribe. */
export function registerLiveHandlers(chat: SocketClient): () => void {
  const unbind = markLiveRegistered();
  const wasReady = { current: chat.getState() === 'ready' };
  const offs = [
    chat.on(Op.LiveChatPush, onLiveChatPush),
    chat.on(Op.LiveEnterPush, (r) => onEnterPush(r)),
    chat.on(Op.LiveRoomTotalPush, onRoomTotalPush),
    chat.on(Op.LiveJoinReply, onJoinReplyPush),
    chat.subscribeState(() => onSocketState(chat.getState(), wasReady)),
  ];
  return () => {
    offs.forEach((off) => off());
    unbind();
  };
}
