import { Op, type ChatMessage } from '../../../src/protocol';
import { sendChatMessage, type SendTarget } from '../../chat/send-message';
import { notifyUnreadChanged } from '../../chat/unread';
import { ReplyError } from '../../errors';
import { NoReply, type HandlerContext, type HandlerRegistry } from '../handler-registry';

/** A refusal names the send it refuses (its ClientID), so the client settles exactly that one. */
export function nameRefusal(clientId: string | undefined): (error: unknown) => never {
  return (error) => {
    if (!(error instanceof ReplyError) || !clientId) throw error;
    const extra = typeof error.result === 'object' && error.result !== null ? error.result : {};
    throw new ReplyError(error.code, error.message, { ...extra, ClientID: clientId });
  };
}

async function send(
  ctx: HandlerContext,
  target: SendTarget,
  payload: { Message: string; ReplyID?: number; ClientID?: string },
): Promise<ChatMessage | typeof NoReply> {
  const sent = await sendChatMessage(ctx.services, ctx.playerId, {
    target,
    message: payload.Message,
    replyId: payload.ReplyID,
    clientId: payload.ClientID,
  }).catch(nameRefusal(payload.ClientID));
  // A resend of a stored message: only this socket hears it again (the others already did).
  if (sent.duplicate) return sent.message;
  if (sent.recipientId !== null) await notifyUnreadChanged(ctx.services, sent.recipientId);
  // The sender's chat sockets are in the audience, so the push (same OP as the reply,
  // request + 1) already answered this socket; a second frame would only be a duplicate.
  return ctx.kind === 'chat' ? NoReply : sent.message;
}

/** 30000 public, 30010 private, 30080 club or alliance → the message pushed as 30001/30011/30081. */
export function registerChatSendHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatPublicSend, (ctx, p) => send(ctx, { to: 'public' }, p));
  registry.register(Op.ChatPrivateSend, (ctx, p) => send(ctx, { to: 'private', playerId: p.PlayerID }, p));
  registry.register(Op.ChatClubSend, (ctx, p) => send(ctx, { to: 'club' }, p));
}
