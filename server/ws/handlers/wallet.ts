import { Op, type WalletResult } from '../../../src/protocol';
import { bagItems } from '../../players/profile';
import type { HandlerRegistry } from '../handler-registry';

/** 10030 → 10031: the player's own bag. */
export function registerWalletHandlers(registry: HandlerRegistry): void {
  registry.register(Op.Wallet, async (ctx): Promise<WalletResult> => {
    return { Bag: { Items: await bagItems(ctx.services.repos, ctx.playerId) } };
  });
}
