/**
 * No lost outgoing message (issue 7): every chat send carries a ClientID and stays in the
 * runtime's outbox until the server acknowledged it — the pushed message carrying that
 * ClientID back, or the send's coded refusal. After a reconnect everything still in the
 * outbox is sent again; the server stores a (player, ClientID) once and answers a resend
 * with the first message, so a frame written into a socket the server had just dropped is
 * delivered once and never twice.
 */
import { ChannelType, Code, Op, replyOp, type Reply } from '@/protocol';
import { channelKey, type ChannelRef } from './channels';
import { chatRuntime } from './runtime';
import { chatSocket } from './sockets';

/** A fresh ClientID (1–64 of [A-Za-z0-9_-]: a UUID fits). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID (it needs a secure context): 16 random bytes as hex.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function request(ref: ChannelRef, text: string, clientId: string): { op: number; payload: Record<string, unknown> } {
  if (ref.type === ChannelType.Public) return { op: Op.ChatPublicSend, payload: { Message: text, ClientID: clientId } };
  if (ref.type === ChannelType.Private) {
    return { op: Op.ChatPrivateSend, payload: { PlayerID: ref.playerId, Message: text, ClientID: clientId } };
  }
  return { op: Op.ChatClubSend, payload: { Message: text, ClientID: clientId } };
}

/** Sends `text` to a channel (public, private or the club tab) and keeps it until acknowledged. */
export function sendMessage(ref: ChannelRef, text: string, clientId = newClientId()): string {
  const { op, payload } = request(ref, text, clientId);
  chatRuntime().outbox.set(clientId, { clientId, op, payload, key: channelKey(ref), ref, text });
  chatSocket().send(op as typeof Op.ChatPublicSend, payload as { Message: string });
  return clientId;
}

/** Sends again everything the server has not acknowledged, oldest first (after a reconnect). */
export function resendUnacknowledged(): void {
  for (const message of chatRuntime().outbox.values()) {
    chatSocket().send(message.op as typeof Op.ChatPublicSend, message.payload as { Message: string });
  }
}

const SEND_REPLY_OPS: ReadonlySet<number> = new Set([Op.ChatPublicSend, Op.ChatPrivateSend, Op.ChatClubSend].map(replyOp));

function clientIdOf(reply: Reply): string | null {
  const id = (reply.Result as { ClientID?: unknown } | null)?.ClientID;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * What a 30001/30011/30081 frame means for the outbox:
 * - `'ack'`: the pushed message is one of ours (now acknowledged) or anybody's message;
 * - `'refused'`: the refusal of a send still waiting: show its error;
 * - `'stale'`: a refusal of a send already answered (a resend's second answer): stay quiet.
 */
export function settleSend(reply: Reply): 'ack' | 'refused' | 'stale' {
  const { outbox } = chatRuntime();
  const id = clientIdOf(reply);
  if (reply.Code === Code.Ok) {
    if (id) outbox.delete(id);
    return 'ack';
  }
  if (!SEND_REPLY_OPS.has(reply.OP)) return 'refused';
  if (id) return outbox.delete(id) ? 'refused' : 'stale';
  // A refusal without its ClientID answers the oldest send of that OP (replies come in order);
  // with nothing waiting it is still shown: it cannot be told apart from a real one.
  for (const [key, message] of outbox) {
    if (replyOp(message.op) === reply.OP) {
      outbox.delete(key);
      break;
    }
  }
  return 'refused';
}
