/**
 * `POST /__qa/slot/next` (QA mode only): queues a player's next demo-slot outcomes, each a grid
 * (`Reels`, 3 rows × 3 symbol indexes) or a target multiplier (`Multiplier`: the lowest-paying
 * fixed grid whose Win / Bet reaches it, e.g. 50 for a holy-moly win). `Clear` empties the
 * queue first. The spins that use them still move money through the wallet. docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { Code, QaPath, parsePayload } from '../../src/protocol';
import { int, num } from '../../src/protocol/schema';
import { badRequest, errorResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { isValidGrid } from './demo-slot/paytable';
import type { ForcedOutcome } from './demo-slot/outcome';

const outcomeSchema = z.object({ Reels: z.optional(z.array(z.array(int(0, 6)))), Multiplier: z.optional(num(0, 10_000)) });

const slotNextSchema = z.object({
  PlayerID: int(1),
  Outcomes: z.array(outcomeSchema).check(z.minLength(0), z.maxLength(50)),
  Clear: z.optional(z.boolean()),
});

export function registerQaSlotRoute(router: Router, services: Services): void {
  router.post(QaPath.SlotNext, async (ctx) => {
    const parsed = parsePayload(slotNextSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    const forced: ForcedOutcome[] = [];
    for (const [i, o] of p.Outcomes.entries()) {
      if ((o.Reels === undefined) === (o.Multiplier === undefined)) return badRequest(`Outcomes[${i}]: give Reels or Multiplier`);
      if (o.Reels !== undefined && !isValidGrid(o.Reels)) return badRequest(`Outcomes[${i}].Reels: expected 3 rows of 3 symbols 0–6`);
      forced.push(o.Reels !== undefined ? { grid: o.Reels } : { multiplier: o.Multiplier! });
    }
    if (!(await services.repos.players.find(p.PlayerID))) return errorResult(404, Code.PlayerNotFound, `player ${p.PlayerID} not found`);
    if (p.Clear) await services.repos.gameRounds.clearForced(p.PlayerID);
    await services.repos.gameRounds.queueForced(p.PlayerID, forced.map((f) => JSON.stringify(f)));
    return { body: { ok: true, Queued: forced.length } };
  });
}
