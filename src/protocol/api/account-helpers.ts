/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { accountViewRequestSchema, accountViewSchema, bagLogRequestSchema, bagLogResultSchema, suspendRequestSchema, suspendResultSchema, thirdPartyBindRequestSchema, thirdPartyBindResultSchema } from '../account-helpers';
import { AccountHelperPath } from '../http-paths';
import { headshotResultSchema } from '../profile';
import { HEADSHOT_MAX_BYTES, HeadshotPath } from '../profile-rules';
import { empty } from '../schema';
import type { HttpEndpoint } from '../http-endpoint';

/** The account helpers (docs/protocol-account-helpers.md) and the headshot upload. */
export const accountHelperApi = {
  Account: { path: AccountHelperPath.Account, request: accountViewRequestSchema, result: accountViewSchema, access: 'player', browser: 'relay' },
  ThirdPartyBind: { path: AccountHelperPath.ThirdPartyBind, request: thirdPartyBindRequestSchema, result: thirdPartyBindResultSchema, access: 'player', browser: 'relay' },
  BagLog: { path: AccountHelperPath.BagLog, request: bagLogRequestSchema, result: bagLogResultSchema, access: 'player', browser: 'none' },
  Suspend: { path: AccountHelperPath.Suspend, request: suspendRequestSchema, result: suspendResultSchema, access: 'operator', browser: 'none' },
  HeadshotUpload: {
    path: HeadshotPath.Upload,
    request: empty,
    result: headshotResultSchema,
    access: 'player',
    browser: 'relay',
    binaryMaxBytes: HEADSHOT_MAX_BYTES,
  },
} as const satisfies Record<string, HttpEndpoint>;
