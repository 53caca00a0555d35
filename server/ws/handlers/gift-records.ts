import { Op } from '../../../src/protocol';
import { giftRecords } from '../../gifts/records';
import type { HandlerRegistry } from '../handler-registry';

/** Gift records 12860 (account §7). */
export function registerGiftRecordHandlers(registry: HandlerRegistry): void {
  registry.register(Op.GiftRecords, (ctx, p) => giftRecords(ctx.services, ctx.playerId, p));
}
