import { Op, type ChatAllianceListResult, type ChatPrivateRoomsResult } from '../../../src/protocol';
import { allianceList, privateRooms } from '../../chat/rooms';
import type { HandlerRegistry } from '../handler-registry';

/** 30030 private room list, 30090 alliance list. */
export function registerChatRoomHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatPrivateRooms, (ctx, p): Promise<ChatPrivateRoomsResult> => privateRooms(ctx.services, ctx.playerId, p));

  registry.register(Op.ChatAllianceList, (ctx): Promise<ChatAllianceListResult> => allianceList(ctx.services, ctx.playerId));
}
