/**
 * `POST /__qa/transfer`: moves an amount of one item from one player to another through the
 * wallet service, under the caller's reference, so tests can drive concurrent and replayed
 * transfers (no player-facing transfer OP exists yet). See docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { Code, QaPath, parsePayload } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { badRequest, errorResult, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { InsufficientBalanceError } from '../wallet';

const transferSchema = z.object({
  From: int(1),
  To: int(1),
  ItemID: int(1),
  Amount: int(1),
  /** The operation's id; with From and ItemID it is the wallet reference (`qa-transfer:<Ref>:<From>:<ItemID>`). */
  Ref: str(1, 100),
});

/** Body of a transfer applied now: each player's balance of the item right after it. */
export interface QaTransferAnswer {
  Replayed: boolean;
  /** PlayerID → amount of ItemID after this transfer; absent on a replay (nothing moved now). */
  Balances?: Record<string, number>;
}

export function registerQaTransferRoute(router: Router, services: Services): void {
  router.post(QaPath.Transfer, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(transferSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { From, To, ItemID, Amount, Ref } = parsed.value;
    if (From === To) return badRequest('To: must differ from From');
    for (const id of [From, To]) {
      if (!(await services.repos.players.find(id))) return errorResult(404, Code.PlayerNotFound, `no player ${id}`);
    }
    try {
      const outcome = await services.wallet.transfer(From, To, ItemID, Amount, { kind: 'qa-transfer', id: Ref });
      if (outcome.replayed) return { body: { Replayed: true } satisfies QaTransferAnswer };
      const balances = Object.fromEntries(outcome.entries.map((e) => [String(e.playerId), e.after]));
      return { body: { Replayed: false, Balances: balances } satisfies QaTransferAnswer };
    } catch (err) {
      if (err instanceof InsufficientBalanceError) return errorResult(409, Code.GoldInsufficient, err.message);
      // A malformed reference (refKey): the caller's input, not a crash.
      if (err instanceof RangeError) return badRequest(`Ref: ${err.message}`);
      throw err;
    }
  });
}
