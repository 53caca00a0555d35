/**
 * The chat OPs into the chat store: pushes of new messages, histories, resume pages, rooms,
 * unread counts, the club's state, top announcements; on the lobby socket the player card
 * and the friend lists. A reconnect resumes every open channel (no lost messages).
 */
import { ChannelType, Code, Op, type ChatMessage, type Reply } from '@/protocol';
import { isSilentError } from '@/protocol/errors';
import type { SocketClient, SocketState } from '@/socket';
import { openModal } from '@/features/modals';
import { channelKey, toChannelType, type ChannelRef } from './channels';
import { visibleChannel } from './current-channel';
import { requestResume, resumeAllChannels } from './history';
import { contiguousEnd, isOwn, mergeMessages, toChatMessage, toChatMessages } from './message-model';
import { onListsReply, onPlayerCardReply } from './player-lists-handlers';
import { resendUnacknowledged, settleSend } from './outbox';
import { onRoomsReply, requestRooms, touchRoom } from './rooms';
import { resetChatRuntime } from './runtime';
import { bindChatSockets } from './sockets';
import { sanitizeChatText } from './sanitize';
import { initialChatState, patchChannel, useChatStore } from './store';
import { bumpUnread, markReadLater } from './unread';
import { resetUnreadStore, useUnreadStore } from './unread-store';
import { consumeVipNotice } from './vip-notice';
import { initialViewState, useChatViewStore } from './view-store';

/** A viewed channel is marked read this long after its newest message (one mark per burst). */
const READ_WHILE_VIEWING_MS = 1000;

function result(reply: Reply): Record<string, unknown> | null {
  return typeof reply.Result === 'object' && reply.Result !== null ? (reply.Result as Record<string, unknown>) : null;
}

/** The channel a pushed message belongs to, as this player sees it. */
function channelOf(message: ChatMessage, selfId: number): ChannelRef | null {
  const type = toChannelType(message.ChannelType);
  if (type === null) return null;
  if (type !== ChannelType.Private) return { type, playerId: 0 };
  const other = message.PlayerID === selfId ? message.ToPlayerID : message.PlayerID;
  return other > 0 ? { type, playerId: other } : null;
}

function showSendError(reply: Reply): void {
  if (reply.Code === Code.NotEligible && consumeVipNotice()) return; // the VIP notice already said it
  if (isSilentError(reply.Code, 'chat')) return;
  openModal({ kind: 'error', code: reply.Code, message: reply.Message, context: 'chat' });
}

function announce(message: ChatMessage): void {
  const text = sanitizeChatText(message.Message);
  const name = message.Name || message.From;
  useChatStore.setState({ liveAnnouncement: { id: message.ID, text: `${name}：${text}` } });
}

/** 30001 / 30011 / 30081 / 30241: a new message, or the refusal of the player's own send. */
export function onMessagePush(reply: Reply): void {
  if (reply.OP !== Op.ChatAnnouncementPush && settleSend(reply) === 'refused') showSendError(reply);
  if (reply.Code !== Code.Ok) return;
  const message = toChatMessage(reply.Result);
  if (!message) return;
  const { channels } = useChatStore.getState();
  const { selfId } = useUnreadStore.getState();
  const ref = channelOf(message, selfId);
  if (!ref) return;
  const key = channelKey(ref);
  const own = isOwn(message, selfId);
  const channel = channels[key];
  if (channel) {
    const merged = mergeMessages(channel.messages, [message]);
    if (merged.added > 0) patchChannel(key, { messages: merged.messages });
    // A gap means a push went missing: fetch what lies between (never on a live socket, but cheap).
    const held = useChatStore.getState().channels[key];
    if (held && held.loaded && !held.resuming && message.Seq > contiguousEnd(held.messages) + 1 && contiguousEnd(held.messages) > 0) {
      requestResume(held);
    }
  }
  const visible = visibleChannel();
  const viewing = visible !== null && channelKey(visible) === key;
  if (ref.type === ChannelType.Private) touchRoom(message, ref.playerId, own, viewing);
  if (own) return;
  if (viewing) {
    announce(message);
    markReadLater(key, ref, READ_WHILE_VIEWING_MS);
  } else if (ref.type !== ChannelType.Private) {
    // Private counts come with the server's 30051; the others are counted here until the next 30041.
    bumpUnread(ref.type);
  }
}

function onHistoryReply(reply: Reply, forcedType?: number): void {
  const r = result(reply);
  const type = toChannelType(forcedType ?? r?.ChannelType);
  const playerId = typeof r?.PlayerID === 'number' ? r.PlayerID : 0;
  if (type === null) {
    // A refusal carries no Result: it answers the page on its way.
    if (reply.Code !== Code.Ok) failLoadingChannels(reply.Code);
    return;
  }
  const key = channelKey({ type, playerId: type === ChannelType.Private ? playerId : 0 });
  const channel = useChatStore.getState().channels[key];
  if (!channel) return;
  if (reply.Code !== Code.Ok) {
    patchChannel(key, { loading: false, loaded: true, hasMore: false, lockedCode: reply.Code });
    return;
  }
  const page = typeof r?.Page === 'number' ? r.Page : channel.page + 1;
  const msgs = toChatMessages(r?.Msgs);
  const merged = mergeMessages(channel.messages, msgs);
  patchChannel(key, (c) => ({
    messages: merged.messages,
    prepended: c.prepended + merged.prepended,
    page: Math.max(c.page, page),
    startTime: page === 1 && typeof r?.StartTime === 'number' ? r.StartTime : c.startTime,
    startSeq: page === 1 && typeof r?.StartSeq === 'number' ? r.StartSeq : c.startSeq,
    hasMore: r?.HasMore === true && msgs.length > 0,
    loading: false,
    loaded: true,
    lockedCode: null,
  }));
}

/** A refused history request without a Result: every channel waiting for a page stops waiting. */
function failLoadingChannels(code: number): void {
  for (const channel of Object.values(useChatStore.getState().channels)) {
    if (channel.loading) patchChannel(channel.key, { loading: false, loaded: true, hasMore: false, lockedCode: channel.loaded ? null : code });
  }
}

function onResumeReply(reply: Reply): void {
  const r = result(reply);
  const type = toChannelType(r?.ChannelType);
  if (reply.Code !== Code.Ok || !r || type === null) {
    for (const c of Object.values(useChatStore.getState().channels)) if (c.resuming) patchChannel(c.key, { resuming: false });
    return;
  }
  const key = channelKey({ type, playerId: type === ChannelType.Private && typeof r.PlayerID === 'number' ? r.PlayerID : 0 });
  const channel = useChatStore.getState().channels[key];
  if (!channel) return;
  const msgs = toChatMessages(r.Msgs);
  const merged = mergeMessages(channel.messages, msgs);
  patchChannel(key, { messages: merged.messages, resuming: false });
  // What was missed in the channel on screen has been seen now: mark it, and announce the newest.
  const visible = visibleChannel();
  const { selfId } = useUnreadStore.getState();
  const fresh = msgs.filter((m) => !isOwn(m, selfId));
  if (merged.added > 0 && visible && channelKey(visible) === key && fresh.length > 0) {
    announce(fresh.at(-1)!);
    markReadLater(key, channelRefOf(channel), READ_WHILE_VIEWING_MS);
  }
  const held = useChatStore.getState().channels[key]!;
  const lastSeq = typeof r.LastSeq === 'number' ? r.LastSeq : 0;
  // More after this page (HasMore), or pushes meanwhile left a hole: ask again from the run's end.
  if (msgs.length > 0 && (r.HasMore === true || contiguousEnd(held.messages) < lastSeq)) requestResume(held);
}

function channelRefOf(channel: { type: ChannelRef['type']; playerId: number }): ChannelRef {
  return { type: channel.type, playerId: channel.playerId };
}

function onAllianceReply(reply: Reply): void {
  if (reply.Code === Code.ClubNotMember) {
    useChatStore.setState({ club: { kind: 'none' } });
    return;
  }
  const r = result(reply);
  if (reply.Code !== Code.Ok || !r) return;
  const allianceId = typeof r.AllianceID === 'number' ? r.AllianceID : 0;
  const name = typeof r.AllianceName === 'string' ? r.AllianceName : '';
  useChatStore.setState({ club: allianceId > 0 ? { kind: 'alliance', allianceName: name } : { kind: 'club' } });
}

function onTopAnnouncementReply(reply: Reply): void {
  const r = result(reply);
  if (reply.Code !== Code.Ok || !Array.isArray(r?.Msgs)) return;
  const list = (r.Msgs as unknown[]).flatMap((m) => {
    const a = m as Record<string, unknown> | null;
    if (!a || typeof a.ID !== 'number' || typeof a.Title !== 'string') return [];
    return [{
      ID: a.ID,
      Category: typeof a.Category === 'number' ? a.Category : 0,
      Title: a.Title,
      Content: typeof a.Content === 'string' ? a.Content : '',
      CreateTime: typeof a.CreateTime === 'number' ? a.CreateTime : 0,
    }];
  });
  useChatStore.setState({ topAnnouncements: list });
}

/** Clears every chat store and timer (sign-out). */
export function resetChat(): void {
  resetChatRuntime();
  resetUnreadStore();
  useChatStore.setState(initialChatState());
  useChatViewStore.setState(initialViewState());
}

function onChatState(state: SocketState, wasReady: { current: boolean }): void {
  if (state === 'idle') {
    wasReady.current = false;
    resetChat();
    return;
  }
  if (state !== 'ready') return;
  if (wasReady.current) {
    // What may have been written into the dropped socket goes again (the server keeps it once).
    resendUnacknowledged();
    resumeAllChannels();
    const { roomsLoaded } = useChatStore.getState();
    if (roomsLoaded) requestRooms(1);
  }
  wasReady.current = true;
}


/**
 * Registers the chat window's handlers on the chat socket (and the player card / friend
 * lists on the lobby socket); returns the unsubscribe. The unread counts and the player's
 * id are the always-loaded part's (./unread-feature).
 */
export function registerChatHandlers(chat: SocketClient, lobby?: SocketClient): () => void {
  const unbind = bindChatSockets(chat, lobby ?? null);
  const wasReady = { current: chat.getState() === 'ready' };
  const offs = [
    chat.on(Op.ChatPublicPush, onMessagePush),
    chat.on(Op.ChatPrivatePush, onMessagePush),
    chat.on(Op.ChatClubPush, onMessagePush),
    chat.on(Op.ChatAnnouncementPush, onMessagePush),
    chat.on(Op.ChatHistoryReply, (r) => onHistoryReply(r)),
    chat.on(Op.ChatAnnouncementHistoryReply, (r) => onHistoryReply(r, ChannelType.Announcement)),
    chat.on(Op.ChatResumeReply, onResumeReply),
    chat.on(Op.ChatPrivateRoomsReply, onRoomsReply),
    chat.on(Op.ChatAllianceListReply, onAllianceReply),
    chat.on(Op.ChatTopAnnouncementReply, onTopAnnouncementReply),
    chat.subscribeState(() => onChatState(chat.getState(), wasReady)),
    ...(lobby
      ? [
          lobby.on(Op.UserInfoReply, onPlayerCardReply),
          lobby.on(Op.RelationListReply, onListsReply),
          lobby.on(Op.PlayerSearchReply, onListsReply),
        ]
      : []),
  ];
  return () => {
    offs.forEach((off) => off());
    unbind();
  };
}
