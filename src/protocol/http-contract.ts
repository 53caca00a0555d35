/**
 * The contract of every `/api/v1/...` path of the lobby, declared once (see ./http-endpoint):
 * - the server registers a path's route from its entry here (server/http/serve.ts parses the
 *   body with `request`, checks `access`, and types the handler's Result by `result`); a route
 *   whose path is not here does not compile (server/http/router.ts);
 * - the site's relay (src/http/lobby-relay.ts) passes on exactly the `relay` / `either` paths,
 *   each body checked by `request`;
 * - the browser calls a path with `lobbyCall(endpoint, body)` (src/http/lobby-call.ts), typed by
 *   the entry and its reply checked by `result`.
 * Each group is its own module (./api/<group>.ts): a page imports only the group it calls, so
 * its bundle holds only those schemas; this list is for the server, the relay and tests.
 * The health checks, the QA API (./http-paths) and the headshot files (GET, a path parameter)
 * are not RPC paths and are not here.
 */
import { accountApi } from './api/account';
import { accountHelperApi } from './api/account-helpers';
import { announcementApi } from './api/announcements';
import { clubApi } from './api/club';
import { gameApi } from './api/games';
import { invoiceApi } from './api/invoice';
import { liveApi } from './api/live';
import { rankApi } from './api/rank';
import { redEnvelopeApi } from './api/red-envelope';
import { redeemApi } from './api/redeem';
import { storeApi } from './api/store';
import type { HttpEndpoint } from './http-endpoint';

export { accountApi, accountHelperApi, announcementApi, clubApi, gameApi, invoiceApi, liveApi, rankApi, redEnvelopeApi, redeemApi, storeApi };

type EndpointsOf<G extends readonly Record<string, HttpEndpoint>[]> = { [K in keyof G]: G[K][keyof G[K]] }[number];

function everyEndpoint<G extends readonly Record<string, HttpEndpoint>[]>(...groups: G): EndpointsOf<G>[] {
  return groups.flatMap((group) => Object.values(group)) as EndpointsOf<G>[];
}

/** Every path of the contract: the server must route each, and routes no other /api/v1 path. */
export const httpContract = everyEndpoint(
  accountApi,
  accountHelperApi,
  announcementApi,
  clubApi,
  gameApi,
  invoiceApi,
  liveApi,
  rankApi,
  redEnvelopeApi,
  redeemApi,
  storeApi,
);

/** Any endpoint of the contract. */
export type ContractEndpoint = (typeof httpContract)[number];
/** A path of the contract. */
export type HttpPath = ContractEndpoint['path'];
/** Endpoints a page may call, with how it reaches them. */
export type BrowserEndpoint = Exclude<ContractEndpoint, { browser: 'none' }>;
