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
import { resumeAllChannels } from './history';
import { announce, READ_WHILE_VIEWING_MS, requestResume } from './resume';
import { contiguousEnd, isOwn, mergeMessages, toChatMessage } from './message-model';
import { onListsReply, onPlayerCardReply } from './player-lists-handlers';
import { onRoomsReply, requestRooms, touchRoom } from './rooms';
import { bindChatSockets } from './sockets';
import { initialChatState, patchChannel, useChatStore } from './store';
import { bumpUnread, markReadLater, requestUnreadSoon, resetUnreadTimers } from './unread';
import { consumeVipNotice } from './vip-notice';
import { resetSendPacing } from './actions';
import { initialViewState, useChatViewStore } from './view-store';

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


/** 30001 / 30011 / 30081 / 30241: a new message, or the refusal of the player's own send. */
export function onMessagePush(reply: Reply): void {
  if (reply.Code !== Code.Ok) {
    if (reply.OP !== Op.ChatAnnouncementPush) showSendError(reply);
    return;
  }
  const message = toChatMessage(reply.Result);
  if (!message) return;
  const { selfId, channels } = useChatStore.getState();
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

function onUnreadReply(reply: Reply): void {
  const r = result(reply);
  if (reply.Code !== Code.Ok || !r) return;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
  useChatStore.setState({
    unread: {
      announcement: n(r.AnnouncementTotal),
      public: n(r.PublicTotal),
      private: n(r.PrivateTotal),
      club: n(r.ClubTotal),
      enableClub: r.EnableClub === true,
    },
  });
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

function onInitReply(reply: Reply): void {
  const id = (result(reply)?.PlayerID as unknown) ?? 0;
  if (typeof id !== 'number' || id <= 0) return;
  const { selfId } = useChatStore.getState();
  // Another player on this page (sign-out, then sign-in): nothing of the last one stays.
  if (selfId !== 0 && selfId !== id) resetChat();
  useChatStore.setState({ selfId: id });
}

/** Clears every chat store and timer (sign-out). */
export function resetChat(): void {
  resetUnreadTimers();
  resetSendPacing();
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
    resumeAllChannels();
    const { roomsLoaded } = useChatStore.getState();
    if (roomsLoaded) requestRooms(1);
  }
  wasReady.current = true;
}


/**
 * Registers the chat's handlers on the chat socket (and the player card / friend lists on
 * the lobby socket); returns the unsubscribe.
 */
export function registerChatHandlers(chat: SocketClient, lobby?: SocketClient): () => void {
  const unbind = bindChatSockets(chat, lobby ?? null);
  const wasReady = { current: chat.getState() === 'ready' };
  const offs = [
    chat.on(Op.InitReply, onInitReply),
    chat.on(Op.ChatPublicPush, onMessagePush),
    chat.on(Op.ChatPrivatePush, onMessagePush),
    chat.on(Op.ChatClubPush, onMessagePush),
    chat.on(Op.ChatAnnouncementPush, onMessagePush),
    // History pages (30021 / 30251) and resume pages (30061) answer their own request():
    // see ./history and ./resume.
    chat.on(Op.ChatPrivateRoomsReply, onRoomsReply),
    chat.on(Op.ChatUnreadReply, onUnreadReply),
    chat.on(Op.ChatUnreadChanged, () => requestUnreadSoon()),
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
