/**
 * The chat OPs into the chat store: pushes of new messages, histories, resume pages, rooms,
 * unread counts, the club's state, top announcements; on the lobby socket the player card
 * and the friend lists. A reconnect resumes every open channel (no lost messages).
 */
import { ChannelType, Code, Op, type ChannelTypeValue, type ReceivedChatMessage, type Reply } from '@/protocol';
import { isSilentError } from '@/protocol/errors';
import type { SocketClient, SocketState } from '@/socket';
import { openModal } from '@/features/modals';
import { channelKey, toChannelType, type ChannelRef } from './channels';
import { visibleChannel } from './current-channel';
import { resumeAllChannels } from './history';
import { announce, READ_WHILE_VIEWING_MS, requestResume } from './resume';
import { contiguousEnd, isOwn, mergeMessages, toChatMessage } from './message-model';
import { onListsReply, onPlayerCardReply } from './player-lists-handlers';
import { acknowledgeOwn, resendUnacknowledged, settleSend } from './outbox';
import { onRoomsReply, requestRooms, touchRoom } from './rooms';
import { resetChatRuntime } from './runtime';
import { markChatRegistered } from './registration';
import { initialChatState, patchChannel, useChatStore } from './store';
import { bumpUnread, markReadLater } from './unread';
import { resetUnreadStore, useUnreadStore } from './unread-store';
import { consumeVipNotice } from './vip-notice';
import { initialViewState, useChatViewStore } from './view-store';

function result(reply: Reply): Record<string, unknown> | null {
  return typeof reply.Result === 'object' && reply.Result !== null ? (reply.Result as Record<string, unknown>) : null;
}

/** The channel type a message names, else the one its push OP says (a spec-shaped message names none). */
function channelTypeOf(message: ReceivedChatMessage, op: number): ChannelTypeValue | null {
  if (message.ChannelType !== undefined) return toChannelType(message.ChannelType);
  switch (op) {
    case Op.ChatPublicPush:
      return ChannelType.Public;
    case Op.ChatPrivatePush:
      return ChannelType.Private;
    case Op.ChatClubPush: // the club tab's channel: the alliance's when the message names one (spec §3 AllianceID)
      return message.AllianceID > 0 ? ChannelType.Alliance : ChannelType.Club;
    case Op.ChatAnnouncementPush:
      return ChannelType.Announcement;
    default:
      return null;
  }
}

/**
 * The channel a pushed message belongs to, as this player sees it. An own private message
 * without ToPlayerID (spec-shaped) goes to the addressee of the send it acknowledged; with
 * neither it cannot be placed (it shows when that conversation's history is read).
 */
function channelOf(message: ReceivedChatMessage, op: number, selfId: number, acknowledged: Record<string, unknown> | null): ChannelRef | null {
  const type = channelTypeOf(message, op);
  if (type === null) return null;
  if (type !== ChannelType.Private) return { type, playerId: 0 };
  const addressee = message.ToPlayerID ?? acknowledged?.PlayerID;
  const other = message.PlayerID === selfId ? addressee : message.PlayerID;
  return typeof other === 'number' && other > 0 ? { type, playerId: other } : null;
}

function showSendError(reply: Reply): void {
  if (reply.Code === Code.NotEligible && consumeVipNotice()) return; // the VIP notice already said it
  if (isSilentError(reply.Code, 'chat')) return;
  openModal({ kind: 'error', code: reply.Code, message: reply.Message, context: 'chat' });
}

/** 30001 / 30011 / 30081 / 30241: a new message, or the refusal of the player's own send. */
export function onMessagePush(reply: Reply): void {
  if (reply.OP !== Op.ChatAnnouncementPush && settleSend(reply) === 'refused') showSendError(reply);
  if (reply.Code !== Code.Ok) return;
  const message = toChatMessage(reply.Result);
  if (!message) return;
  const { channels } = useChatStore.getState();
  const { selfId } = useUnreadStore.getState();
  // An own message without its ClientID (spec-shaped) acknowledges its send by OP and text.
  const acknowledged = isOwn(message, selfId) && message.ClientID === undefined ? acknowledgeOwn(reply.OP, message) : null;
  const ref = channelOf(message, reply.OP, selfId, acknowledged?.payload ?? null);
  if (!ref) return;
  const key = channelKey(ref);
  const own = isOwn(message, selfId);
  const channel = channels[key];
  if (channel) {
    const merged = mergeMessages(channel.messages, [message]);
    if (merged.added > 0) patchChannel(key, { messages: merged.messages });
    // A gap means a push went missing: fetch what lies between (never on a live socket, but cheap).
    // Without seqs there is no gap to see: a reconnect re-reads the channel instead.
    const held = useChatStore.getState().channels[key];
    const end = held ? contiguousEnd(held.messages) : null;
    if (held && held.loaded && !held.resuming && end !== null && message.Seq !== undefined && message.Seq > end + 1) {
      requestResume(held, end);
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
  const unbind = markChatRegistered();
  const wasReady = { current: chat.getState() === 'ready' };
  const offs = [
    chat.on(Op.ChatPublicPush, onMessagePush),
    chat.on(Op.ChatPrivatePush, onMessagePush),
    chat.on(Op.ChatClubPush, onMessagePush),
    chat.on(Op.ChatAnnouncementPush, onMessagePush),
    // History pages (30021 / 30251) and resume pages (30061) answer their own request():
    // see ./history and ./resume.
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
