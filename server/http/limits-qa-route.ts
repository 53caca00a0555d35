/**
 * POST /__qa/limits (QA mode only; docs/qa-api.md): lets a test lower the abuse limits and
 * apply them to loopback, which QA mode otherwise exempts. /__qa/reset undoes it.
 */
import * as z from 'zod/mini';
import { QaPath, parsePayload } from '../../src/protocol';
import { int } from '../../src/protocol/schema';
import type { Services } from '../services';
import type { AbuseLimitValues } from './abuse-limits';
import { badRequest } from './reply';
import type { Router } from './router';

const limitsSchema = z.object({
  /** Limit requests from loopback too (default true: a test that sets limits wants them). */
  Enforce: z.optional(z.boolean()),
  CodesPerAddressPerHour: z.optional(int(1)),
  CodesPerMinute: z.optional(int(1)),
  GuestsPerAddressPerHour: z.optional(int(1)),
  GuestsPerMinute: z.optional(int(1)),
  EmailRequestsPerAddressPerHour: z.optional(int(1)),
});

/**
 * Registers POST /__qa/limits; answers the limits now in force here, once `share` has applied
 * them on every other process (several processes: the bus), so a test may use any process next.
 */
export function registerLimitsQaRoute(
  router: Router,
  services: Services,
  share: (values: Partial<AbuseLimitValues>, enforce: boolean) => Promise<void> = async () => undefined,
): void {
  router.post(QaPath.Limits, async (ctx) => {
    const parsed = parsePayload(limitsSchema, ctx.body ?? {});
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    const values: Partial<AbuseLimitValues> = {};
    if (p.CodesPerAddressPerHour !== undefined) values.codesPerAddressPerHour = p.CodesPerAddressPerHour;
    if (p.CodesPerMinute !== undefined) values.codesPerMinute = p.CodesPerMinute;
    if (p.GuestsPerAddressPerHour !== undefined) values.guestsPerAddressPerHour = p.GuestsPerAddressPerHour;
    if (p.GuestsPerMinute !== undefined) values.guestsPerMinute = p.GuestsPerMinute;
    if (p.EmailRequestsPerAddressPerHour !== undefined) values.emailRequestsPerAddressPerHour = p.EmailRequestsPerAddressPerHour;
    const now = services.abuseLimits.set(values, p.Enforce ?? true);
    await share(values, p.Enforce ?? true);
    return {
      body: {
        Enforce: p.Enforce ?? true,
        CodesPerAddressPerHour: now.codesPerAddressPerHour,
        CodesPerMinute: now.codesPerMinute,
        GuestsPerAddressPerHour: now.guestsPerAddressPerHour,
        GuestsPerMinute: now.guestsPerMinute,
        EmailRequestsPerAddressPerHour: now.emailRequestsPerAddressPerHour,
      },
    };
  });
}
