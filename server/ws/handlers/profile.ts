import { Op } from '../../../src/protocol';
import { modifyProfile } from '../../profile/modify-profile';
import type { HandlerRegistry } from '../handler-registry';

/** 10160 → 10161: nickname, picture and introduction of the asking player (account §7). */
export function registerProfileHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ProfileModify, (ctx, p) => modifyProfile(ctx.services, ctx.playerId, p));
}
