import { Op } from '../../src/protocol';
import type { HandlerRegistry } from '../ws/handler-registry';
import { claimSevenDay, claimSpecialReward, rewardsStatus, spinFireWheel } from './rewards-service';

/** The reward pages' OPs (docs/protocol-rewards.md). */
export function registerRewardHandlers(registry: HandlerRegistry): void {
  registry.register(Op.RewardsStatus, (ctx) => rewardsStatus(ctx.services, ctx.playerId));
  registry.register(Op.SevenDayClaim, (ctx) => claimSevenDay(ctx.services, ctx.playerId));
  registry.register(Op.FireWheelSpin, (ctx) => spinFireWheel(ctx.services, ctx.playerId));
  registry.register(Op.SpecialRewardClaim, (ctx) => claimSpecialReward(ctx.services, ctx.playerId));
}
