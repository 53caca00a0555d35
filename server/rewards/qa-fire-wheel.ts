/**
 * `POST /__qa/fire-wheel`: the segment the next fire wheel spin lands on, for one player
 * (`PlayerID`) or whoever spins next (no PlayerID); taken by that spin. docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { parsePayload, QaPath } from '../../src/protocol';
import { int } from '../../src/protocol/schema';
import { badRequest, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { forceFireWheel } from './rewards-service';

const forceSchema = z.object({ PlayerID: z.optional(int(1)), Segment: int(0) });

export function registerQaFireWheelRoute(router: Router, services: Services): void {
  router.post(QaPath.FireWheel, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(forceSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { PlayerID, Segment } = parsed.value;
    if (!(await forceFireWheel(services, PlayerID ?? null, Segment))) return badRequest(`Segment: not on the wheel`);
    return { body: { ok: true, PlayerID: PlayerID ?? null, Segment } };
  });
}
