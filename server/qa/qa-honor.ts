/**
 * `POST /__qa/honor`: plays a QA game round for a player: the round feeds the tasks and, at
 * holy-moly level or above (Win / Bet ≥ 50), adds an honor record. No money moves. Count
 * repeats the round. See docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { Code, QaPath, parsePayload, type Achievement } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { ReplyError } from '../errors';
import { badRequest, errorResult, type HttpResult } from '../http/reply';
import { recordRound } from '../honor/honor-service';
import type { Router } from '../http/router';
import type { Services } from '../services';

const qaHonorSchema = z.object({
  PlayerID: int(1),
  Provider: z.optional(str(1, 32)),
  GameID: z.optional(str(1, 64)),
  Win: int(0, 1_000_000_000_000),
  Bet: int(1, 1_000_000_000_000),
  Count: z.optional(int(1, 20)),
});

export function registerQaHonorRoute(router: Router, services: Services): void {
  router.post(QaPath.Honor, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(qaHonorSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    const records: Achievement[] = [];
    try {
      for (let i = 0; i < (p.Count ?? 1); i++) {
        const round = { playerId: p.PlayerID, provider: p.Provider ?? 'QA', gameId: p.GameID ?? '1001', win: p.Win, bet: p.Bet };
        const record = await recordRound(services, round);
        if (record) records.push(record);
      }
      return { body: { Recorded: records.length > 0, Achievements: records } };
    } catch (err) {
      if (err instanceof ReplyError && err.code === Code.PlayerNotFound) return errorResult(404, err.code, err.message);
      throw err;
    }
  });
}
