import { Op } from '../../src/protocol';
import type { HandlerRegistry } from '../ws/handler-registry';
import { vipLevels } from './vip-service';

/** OP 10100 Levels (docs/protocol-vip.md). */
export function registerVipHandlers(registry: HandlerRegistry): void {
  registry.register(Op.Levels, (ctx) => vipLevels(ctx.services, ctx.playerId));
}
