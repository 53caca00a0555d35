import { Op } from '../../../src/protocol';
import { liveHistory, sendLiveChat } from '../../live/live-chat';
import { defaultRoom, joinRoom, leaveRoom, listRooms, onlinePage } from '../../live/rooms';
import { NoReply, type HandlerRegistry } from '../handler-registry';
import { nameRefusal } from './chat-send';

/**
 * Live rooms and live chat (chat spec §7 30100–30271): 30220 list, 30270 default room, 30120
 * join, 30130 leave, 30140 online count, 30100 send, 30110 history.
 */
export function registerLiveHandlers(registry: HandlerRegistry): void {
  registry.register(Op.LiveRoomList, (ctx) => listRooms(ctx.services, ctx.playerId));
  registry.register(Op.LiveDefaultRoom, async (ctx) => ({ RoomInfo: await defaultRoom(ctx.services, ctx.playerId) }));
  registry.register(Op.LiveJoin, async (ctx, p) => ({
    RoomInfo: await joinRoom(ctx.services, { socketId: ctx.socketId, playerId: ctx.playerId }, p.RoomID),
  }));
  registry.register(Op.LiveLeave, async (ctx, p) => ({ RoomID: await leaveRoom(ctx.services, ctx.socketId, p.RoomID) }));
  registry.register(Op.LiveOnlineCount, (ctx, p) => onlinePage(ctx.services, ctx.socketId, p.Page, p.PerPage));
  registry.register(Op.LiveHistory, (ctx, p) => liveHistory(ctx.services, ctx.socketId, p));
  registry.register(Op.LiveChatSend, async (ctx, p) => {
    const sent = await sendLiveChat(ctx.services, ctx.socketId, ctx.playerId, {
      message: p.Message,
      replyId: p.ReplyID,
      clientId: p.ClientID,
    }).catch(nameRefusal(p.ClientID));
    // The sender is a member: on its chat socket the 30101 push already answered it.
    if (sent.duplicate) return sent.message;
    return ctx.kind === 'chat' ? NoReply : sent.message;
  });
}
