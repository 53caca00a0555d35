import { Op } from '../../../src/protocol';
import { bindInviteCode, claimInviteReward, inviteInfo } from '../../invitations/invitations';
import type { HandlerRegistry } from '../handler-registry';

/** Invitations 12350 (info), 12360 (bind a code), 12640 (claim a reward), account §7. */
export function registerInvitationHandlers(registry: HandlerRegistry): void {
  registry.register(Op.InviteInfo, (ctx) => inviteInfo(ctx.services, ctx.playerId));
  registry.register(Op.InviteCodeBind, (ctx, p) => bindInviteCode(ctx.services, ctx.playerId, p.FriendCode));
  registry.register(Op.InviteRewardClaim, (ctx, p) => claimInviteReward(ctx.services, ctx.playerId, p.FriendRequest.PlayerID, p.FriendRequest.Tier));
}
