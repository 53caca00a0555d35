import { Op, type WalletResult } from '../../../src/protocol';
import type { HandlerRegistry } from '../handler-registry';

/** 10030 → 10031: the player's own bag (the same frame the wallet pushes after a change). */
export function registerWalletHandlers(registry: HandlerRegistry): void {
  registry.register(Op.Wallet, async (ctx): Promise<WalletResult> => {
    return { Bag: { Items: await ctx.services.wallet.bag(ctx.playerId) } };
  });
}
