import { Op, type ChatAllianceListResult, type ChatPrivateRoomsResult } from '../../../src/protocol';
import { allianceList, privateRooms } from '../../chat/rooms';
import { v } from '../../validate';
import type { HandlerRegistry } from '../handler-registry';

const roomsSchema = v.object({
  Page: v.int({ min: 1, max: 100_000 }),
  PerPage: v.optional(v.int({ min: 1, max: 100 })),
});

/** 30030 private room list, 30090 alliance list. */
export function registerChatRoomHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatPrivateRooms, roomsSchema, (ctx, p): Promise<ChatPrivateRoomsResult> => privateRooms(ctx.services, ctx.playerId, p));

  registry.register(Op.ChatAllianceList, v.object({}), (ctx): Promise<ChatAllianceListResult> => allianceList(ctx.services, ctx.playerId));
}
