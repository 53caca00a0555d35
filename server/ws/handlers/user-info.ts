import { Code, Op, type UserInfoResult } from '../../../src/protocol';
import { ReplyError } from '../../errors';
import { profileFor } from '../../players/profile';
import type { HandlerRegistry } from '../handler-registry';

/** 11520 → 11521: any player's profile as the asking player sees it. */
export function registerUserInfoHandlers(registry: HandlerRegistry): void {
  registry.register(Op.UserInfo, async (ctx, p): Promise<UserInfoResult> => {
    const profile = await profileFor(ctx.services, p.PlayerID, ctx.playerId);
    if (!profile) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
    return profile;
  });
}
