import { Op, type PhoneBindAccountResult, type PhoneBindIconResult } from '../../../src/protocol';
import { bindIconState, boundAccounts } from '../../phone/bind';
import type { HandlerRegistry } from '../handler-registry';

/**
 * 10640 → 10641: whether the lobby shows the bind-phone icon (no phone yet, or the bonus is
 * still to claim) and the bonus it offers.
 * 12390 → 12391: the player's bound number and every account on it, oldest first.
 * The spec names both OPs without payloads; these shapes are ours (docs/protocol-account.md).
 */
export function registerPhoneBindHandlers(registry: HandlerRegistry): void {
  registry.register(Op.PhoneBindIcon, (ctx): Promise<PhoneBindIconResult> => bindIconState(ctx.services, ctx.playerId));

  registry.register(Op.PhoneBindAccount, (ctx): Promise<PhoneBindAccountResult> => boundAccounts(ctx.services, ctx.playerId));
}
