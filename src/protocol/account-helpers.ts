/**
 * The account helpers of chat §7 built in issue 11 item 12 (account §3, §6, §8): the
 * signed-in player's account view, linking a LINE / Google / Apple / Facebook identity to the
 * account, the bag log (the ledger as the passbook reads it) and the operator's suspend.
 * Every call is a POST with a JSON body answering `{Code, Message, Result}` (Code 0 on
 * success). Paths: `AccountHelperPath` (./http-paths). Full table: docs/protocol-account-helpers.md.
 */
import * as z from 'zod/mini';
import { Provider } from './ids';
import { bankBookRequestSchema, bankBookResultSchema } from './passbook';
import { int, str } from './schema';

/** Providers an account may link (TPType 7 / 3 / 4 / 2), in the order the page lists them. */
export const LINKABLE_TP_TYPES = [Provider.line, Provider.google, Provider.apple, Provider.facebook] as const;

/** Header that carries the operator key of `/api/v1/player/suspend` outside QA mode (env OPERATOR_KEY). */
export const OPERATOR_KEY_HEADER = 'operator-key';

/** Player status (account view `Status`): 1 active, 2 suspended (sign-in and sockets answer 100014). */
export const AccountStatus = { Active: 1, Suspended: 2 } as const;

/** Body of POST /api/v1/player/account (header api-token): nothing. */
export const accountViewRequestSchema = z.object({});

/** One provider identity linked to the account (the subject itself stays on the server). */
export const linkedIdentitySchema = z.object({
  TPType: int(),
  /** When it was linked (epoch ms, server clock); the sign-up provider's is the registration. */
  LinkedAt: int(0),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/**
 * Result of POST /api/v1/player/account: who the player is as an account (how they sign in),
 * not their profile (that is /api/v1/player/info).
 */
export const accountViewSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  /** The provider the account counts as (TPType): the sign-up one, or the first one a guest linked. */
  Provider: int(),
  /** A guest that has linked nothing (no provider, no phone): gifts and the registered-only features are closed. */
  IsGuest: z.boolean(),
  /** The bound phone (09xxxxxxxx), '' when none. */
  Phone: z.string(),
  /** The LINE / Google / Apple / Facebook identities linked, in LINKABLE_TP_TYPES order. */
  Linked: z.array(linkedIdentitySchema),
  Status: int(1, 2),
  /** ISO 8601 with the Taipei offset, like the profile's. */
  RegistTime: z.string(),
  LastLoginTime: z.string(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

/**
 * Body of POST /api/v1/player/third_part/bind (header api-token): the provider's ACCESS token,
 * exactly what sign-in takes (`POST /api/v1/player` TPType 7 / 3 / 4 / 2).
 */
export const thirdPartyBindRequestSchema = z.object({ TPType: int(), TPToken: str(1, 8192) });
export type ThirdPartyBindRequest = z.infer<typeof thirdPartyBindRequestSchema>;
/** Result: the account view after the link (a guest's Provider is now the linked one). */
export const thirdPartyBindResultSchema = accountViewSchema;
export type ThirdPartyBindResult = AccountView;

/**
 * Body of POST /api/v1/bag/log (header api-token): the passbook fetch of account §7 (ItemID,
 * StartTime, EndTime, Page, PerPage, Tab), the same fields and window as socket 11680.
 */
export const bagLogRequestSchema = bankBookRequestSchema;
export const bagLogResultSchema = bankBookResultSchema;

/**
 * Body of POST /api/v1/player/suspend (operator: QA mode, or header `operator-key` = env
 * OPERATOR_KEY). Suspend false lifts a suspension.
 */
export const suspendRequestSchema = z.object({
  PlayerID: int(1),
  Suspend: z.optional(z.boolean()),
  /** Free text for the log and the ban record (who asked, why; never shown to players). */
  Reason: z.optional(str(0, 200)),
  /** The ban list's reason category (BanCategory, ./rank; default Other). Ignored when lifting. */
  Category: z.optional(int(1, 6)),
});
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;
export const suspendResultSchema = z.object({
  PlayerID: int(1),
  Status: int(1, 2),
  /** Sessions whose sockets were told 100014 and closed (on every process). */
  Sessions: int(0),
});
export type SuspendResult = z.infer<typeof suspendResultSchema>;
