import { Op, type ChatMessage } from '../../../src/protocol';
import { notifyUnreadChanged } from '../../chat/unread';
import { shareGame } from '../../share/share-game';
import type { HandlerRegistry } from '../handler-registry';
import { nameRefusal } from './chat-send';

/**
 * 30070 → 30071 with the posted message (server/share/share-game.ts). The message is also
 * pushed as 30001 / 30011 to its audience; the reply OP differs, so the client's share dialog
 * reads its answer with `request()` while the chat shows the push.
 */
export function registerShareHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatShare, async (ctx, p): Promise<ChatMessage> => {
    const sent = await shareGame(ctx.services, ctx.playerId, p).catch(nameRefusal(p.ClientID));
    if (!sent.duplicate && sent.recipientId !== null) await notifyUnreadChanged(ctx.services, sent.recipientId);
    return sent.message;
  });
}
