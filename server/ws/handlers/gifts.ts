import { Op } from '../../../src/protocol';
import { giftList } from '../../gifts/catalogue';
import { sendGift } from '../../gifts/gifts';
import { setGiftPassword } from '../../gifts/password';
import type { HandlerRegistry } from '../handler-registry';

/** Gifts (chat §7): 30230 list, 30210 send (live or player gift), 12870 gift password. */
export function registerGiftHandlers(registry: HandlerRegistry): void {
  registry.register(Op.LiveGiftList, (ctx) => giftList(ctx.services, ctx.playerId));
  registry.register(Op.LiveGiftSend, (ctx, p) => sendGift(ctx.services, { socketId: ctx.socketId, playerId: ctx.playerId }, p));
  registry.register(Op.GiftPasswordSet, (ctx, p) => setGiftPassword(ctx.services, ctx.playerId, p.Password, p.OldPassword));
}
