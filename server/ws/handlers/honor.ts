import { Op } from '../../../src/protocol';
import { honorList, pinHonor } from '../../honor/honor-service';
import type { HandlerRegistry } from '../handler-registry';

/** Honor list 10130 and pin 11830, account §7. */
export function registerHonorHandlers(registry: HandlerRegistry): void {
  registry.register(Op.HonorList, (ctx, p) => honorList(ctx.services, p.PlayerID));
  registry.register(Op.HonorPin, (ctx, p) => pinHonor(ctx.services, ctx.playerId, p));
}
