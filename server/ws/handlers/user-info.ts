import { Code, Op, type UserInfoResult } from '../../../src/protocol';
import { ReplyError } from '../../errors';
import { profileFor } from '../../players/profile';
import { relationFields } from '../../relations/relations';
import type { HandlerRegistry } from '../handler-registry';

/**
 * 11520 → 11521: any player's profile as the asking player sees it, with the asker's
 * Relationship to them and HasBlock (they blocked the asker), which decide the card's buttons.
 */
export function registerUserInfoHandlers(registry: HandlerRegistry): void {
  registry.register(Op.UserInfo, async (ctx, p): Promise<UserInfoResult> => {
    const [profile, relation] = await Promise.all([
      profileFor(ctx.services, p.PlayerID, ctx.playerId),
      relationFields(ctx.services, ctx.playerId, p.PlayerID),
    ]);
    if (!profile) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
    return { ...profile, ...relation };
  });
}
