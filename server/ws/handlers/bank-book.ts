import { Op, type BankBookResult } from '../../../src/protocol';
import { passbookPage } from '../../passbook/passbook';
import type { HandlerRegistry } from '../handler-registry';

/** 11680 → 11681: the asking player's passbook page (account §7 "bank book"). */
export function registerBankBookHandlers(registry: HandlerRegistry): void {
  registry.register(Op.BankBook, (ctx, p): Promise<BankBookResult> => passbookPage(ctx.services, ctx.playerId, p));
}
