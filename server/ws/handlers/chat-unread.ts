import { Op, type ChatUnreadResult } from '../../../src/protocol';
import { markChannelRead, notifyUnreadChanged, unreadCounts } from '../../chat/unread';
import { NoReply, type HandlerRegistry } from '../handler-registry';

/** 30040 → 30041 unread counts per tab; 30050 mark read → 30051 to every chat socket. */
export function registerChatUnreadHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatUnread, (ctx): Promise<ChatUnreadResult> => unreadCounts(ctx.services, ctx.playerId));

  registry.register(Op.ChatMarkRead, async (ctx, p) => {
    await markChannelRead(ctx.services, ctx.playerId, p.ChannelType, p.PlayerID);
    // 30051 is both this request's reply (request + 1) and the push that makes every other
    // tab refetch: one frame per socket, carrying the new counts.
    const delivered = await notifyUnreadChanged(ctx.services, ctx.playerId);
    return ctx.kind === 'chat' && delivered > 0 ? NoReply : unreadCounts(ctx.services, ctx.playerId);
  });
}
