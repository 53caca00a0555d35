/**
 * No lost outgoing message (issue 7): every chat send carries a ClientID and stays in the
 * store's outbox until the server acknowledged it — the pushed message carrying that ClientID
 * back, or the send's coded refusal (which names its ClientID too). After a reconnect
 * everything still in the outbox is sent again; the server stores a (player, ClientID) once
 * and answers a resend with the first message, so a frame written into a socket the server
 * had just dropped is delivered once and never twice. A lobby that sends no ClientID back
 * (decision 328) acknowledges by OP and text instead (`acknowledgeOwn`).
 */
import { ChannelType } from '@/protocol/chat-rules';
import { Code } from '@/protocol/codes';
import { Op, replyOp } from '@/protocol/ops';
import type { ReceivedChatMessage, Reply } from '@/protocol';
import { channelKey, type ChannelRef } from './channels';
import { getSockets } from '@/socket';
import { useChatStore, type OutgoingMessage } from './store';

/** A fresh ClientID (1–64 of [A-Za-z0-9_-]: a UUID fits). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context (a LAN address over http has none): 16 random bytes as hex.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No reply to another message (chat §7: every send carries ReplyID, 0 when not replying). */
export const NOT_REPLYING = 0;

function request(ref: ChannelRef, text: string, clientId: string): { op: number; payload: Record<string, unknown> } {
  const fields = { Message: text, ReplyID: NOT_REPLYING, ClientID: clientId };
  if (ref.type === ChannelType.Public) return { op: Op.ChatPublicSend, payload: fields };
  if (ref.type === ChannelType.Private) return { op: Op.ChatPrivateSend, payload: { PlayerID: ref.playerId, ...fields } };
  return { op: Op.ChatClubSend, payload: fields };
}

function write(message: OutgoingMessage): void {
  // The payload was built for this OP above; the socket's per-OP type cannot see that.
  getSockets().chat.send(message.op as typeof Op.ChatPublicSend, message.payload as { Message: string });
}

/** Sends `text` to a channel (public, private or the club tab) and keeps it until acknowledged. */
export function sendMessage(ref: ChannelRef, text: string, clientId = newClientId()): string {
  const { op, payload } = request(ref, text, clientId);
  const message: OutgoingMessage = { clientId, op, payload, key: channelKey(ref), text };
  useChatStore.setState((state) => ({ outbox: [...state.outbox, message] }));
  write(message);
  return clientId;
}

/** Sends again everything the server has not acknowledged, oldest first (after a reconnect). */
export function resendUnacknowledged(): void {
  useChatStore.getState().outbox.forEach(write);
}

const SEND_REPLY_OPS: ReadonlySet<number> = new Set([Op.ChatPublicSend, Op.ChatPrivateSend, Op.ChatClubSend].map(replyOp));

function clientIdOf(reply: Reply): string | null {
  const id = (reply.Result as { ClientID?: unknown } | null)?.ClientID;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Removes one message from the outbox; false when it was not there. */
function settle(match: (m: OutgoingMessage) => boolean): boolean {
  const { outbox } = useChatStore.getState();
  const index = outbox.findIndex(match);
  if (index < 0) return false;
  useChatStore.setState({ outbox: outbox.filter((_, i) => i !== index) });
  return true;
}

/**
 * An own message that carries no ClientID back (a lobby that sends the spec's fields only,
 * decision 328) acknowledges the oldest waiting send of its OP with its text (as sent: the
 * message's OriginalMessage, or its Message); the text keeps a message the player sent from
 * another tab from settling this one's. Returns the send it settled, or null.
 */
export function acknowledgeOwn(op: number, message: Pick<ReceivedChatMessage, 'Message' | 'OriginalMessage'>): OutgoingMessage | null {
  if (!SEND_REPLY_OPS.has(op)) return null;
  const texts = new Set([message.OriginalMessage.trim(), message.Message.trim()]);
  const sent = useChatStore.getState().outbox.find((m) => replyOp(m.op) === op && texts.has(m.text.trim()));
  if (!sent) return null;
  settle((m) => m === sent);
  return sent;
}

/**
 * What a 30001/30011/30081 frame means for the outbox:
 * - `'ack'`: a message (one of ours, now acknowledged, or anybody's);
 * - `'refused'`: the refusal of a send still waiting (or of one it cannot tell): show its error;
 * - `'stale'`: the refusal of a send already answered (a resend's second answer): stay quiet.
 */
export function settleSend(reply: Reply): 'ack' | 'refused' | 'stale' {
  const id = clientIdOf(reply);
  if (reply.Code === Code.Ok) {
    if (id) settle((m) => m.clientId === id);
    return 'ack';
  }
  if (!SEND_REPLY_OPS.has(reply.OP)) return 'refused';
  if (id) return settle((m) => m.clientId === id) ? 'refused' : 'stale';
  // Without its ClientID a refusal answers the oldest send of that OP (replies come in order).
  settle((m) => replyOp(m.op) === reply.OP);
  return 'refused';
}
