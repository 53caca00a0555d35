/**
 * The check of the phone modals' kept entry (./phone-sign-in-store), loaded with `import()` only
 * when sessionStorage holds one: zod stays out of every page's first load.
 */
import * as z from 'zod/mini';

const view = z.nullable(z.enum(['phone', 'choose']));

/** What survives a reload (account §9 phone-modal state): never the code, never the ticket. */
export const keptSchema = z.object({
  view,
  phone: z.string().check(z.maxLength(12)),
  requested: z.boolean(),
  resendAt: z.nullable(z.number()),
  callbackUrl: z.nullable(z.string()),
  failure: z.nullable(
    z.object({
      code: z.int(),
      context: z.enum(['phone', 'signIn']),
      params: z.optional(z.record(z.string(), z.number())),
      reopen: view,
    }),
  ),
});
export type KeptPhoneState = z.infer<typeof keptSchema>;

const entrySchema = z.object({ state: keptSchema, version: z.optional(z.number()) });

/** The entry as persist stores it (`{state, version}` as JSON) when it has the kept shape; else null. */
export function checkedEntry(raw: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const entry = entrySchema.safeParse(parsed);
  return entry.success ? JSON.stringify(entry.data) : null;
}
