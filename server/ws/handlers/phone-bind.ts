import { Op, type PhoneBindAccountResult, type PhoneBindIconResult } from '../../../src/protocol';
import { phoneAccounts } from '../../phone/phone-sign-in';
import { phoneStore } from '../../phone/phone-store';
import { BIND_PHONE_BONUS_GOLD } from '../../phone/rules';
import type { HandlerRegistry } from '../handler-registry';

/**
 * 10640 → 10641: whether the lobby shows the bind-phone icon (no phone yet, or the bonus is
 * still to claim) and the bonus it offers.
 * 12390 → 12391: the player's bound number and every account on it, oldest first.
 * The spec names both OPs without payloads; these shapes are ours (docs/protocol-account.md).
 */
export function registerPhoneBindHandlers(registry: HandlerRegistry): void {
  registry.register(Op.PhoneBindIcon, async (ctx): Promise<PhoneBindIconResult> => {
    const { repos, clock } = ctx.services;
    const player = await repos.players.find(ctx.playerId);
    const bind = await phoneStore(repos.db, clock.now).findBind(ctx.playerId);
    const isBound = Boolean(player?.phone);
    const unclaimed = bind !== undefined && bind.bonus_paid_at === null;
    return { Show: !isBound || unclaimed, IsBound: isBound, Bonus: BIND_PHONE_BONUS_GOLD };
  });

  registry.register(Op.PhoneBindAccount, async (ctx): Promise<PhoneBindAccountResult> => {
    const { repos } = ctx.services;
    const phone = (await repos.players.find(ctx.playerId))?.phone ?? '';
    return { PhoneNumber: phone, Accounts: phone ? await phoneAccounts(repos, phone) : [] };
  });
}
