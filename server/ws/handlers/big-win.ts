import { Op } from '../../../src/protocol';
import { promotionStatus, setPromotionStatus } from '../../promotions';
import type { HandlerRegistry } from '../handler-registry';

/** Big-win promotion 12130 (status) and 12120 (open / close), chat §7. */
export function registerBigWinHandlers(registry: HandlerRegistry): void {
  registry.register(Op.BigWinPromotionStatus, (ctx) => promotionStatus(ctx.services, ctx.playerId));
  registry.register(Op.BigWinPromotionSet, (ctx, p) => setPromotionStatus(ctx.services, ctx.playerId, p.Status));
}
