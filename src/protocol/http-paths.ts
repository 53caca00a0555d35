/**
 * HTTP paths of the lobby server besides the account helpers (`AccountPath`): the health
 * check and the QA control API (`/__qa/*`, QA mode only; docs/qa-api.md). The server's
 * routes and the QA clients (e2e/support/qa-client.ts, server tests) read them from here.
 */

/** Liveness check: `{ ok: true }` while the process runs (a load balancer restarts it when this fails). */
export const HealthPath = '/healthz';

/**
 * Readiness check: 200 `{ ok: true, checks }` when the database answers `select 1` and Redis
 * (when configured) answers a ping; 503 `{ ok: false, checks, reasons }` otherwise, and while
 * the process shuts down, so a load balancer sends it no new clients.
 */
export const ReadyPath = '/readyz';

export const QaPath = {
  /** Drop all data, migrate, re-seed; close every socket. */
  Reset: '/__qa/reset',
  /** Create a player (balances through the wallet) and sign them in. */
  Players: '/__qa/players',
  /** Set a player's item balances through the wallet (pushed to their lobby sockets). */
  Balance: '/__qa/balance',
  /** Move an item between two players through the wallet under a caller's reference. */
  Transfer: '/__qa/transfer',
  /** GET ?phone=…&purpose=…: the last SMS code sent to a phone. */
  Sms: '/__qa/sms',
  /** Send any frame to a player's sockets of one kind. */
  Push: '/__qa/push',
  /** Force the next replies of an OP to carry a code. */
  Fail: '/__qa/fail',
  /** Move the server clock forward. */
  Clock: '/__qa/clock',
  /** Cut a player's sockets like a network drop. */
  Disconnect: '/__qa/disconnect',
  /** Lower the abuse limits, or limit loopback too (it is exempt under QA mode). */
  Limits: '/__qa/limits',
  /** Mute a player in chat. */
  Mute: '/__qa/mute',
  /** Post a system or customer-service chat message. */
  ChatMessage: '/__qa/chat/message',
  /** Publish an announcement. */
  Announcement: '/__qa/announcement',
  /** Switch a club's chat and alliance. */
  ChatClub: '/__qa/chat/club',
  /** Befriend, block or clear a relationship. */
  Relationship: '/__qa/relationship',
  /** Mint a provider access token on the built-in identity provider. */
  OidcToken: '/__qa/oidc/token',
  /** Creates, changes, opens or closes a live room (issue 10); closing pushes 200221 to its members. */
  LiveRooms: '/__qa/live-rooms',
  /** Sets a player's gift password and clears today's wrong entries (gifts, issue 10). */
  GiftPassword: '/__qa/gift-password',
  /** Sends a mail (with items) to a player, from the system or a player (issue 11). */
  Mail: '/__qa/mail',
  /** Adds an honor record (a big win) for a player; docs/qa-api.md. */
  Honor: '/__qa/honor',
  /** Fires a big win (10081 to open subscribers, record-win chat message); docs/qa-api.md. */
  BigWin: '/__qa/big-win',
  /** Publishes a news article (texts per language) or sets a language's news ticker lines (issue 12). */
  News: '/__qa/news',
  /** Forces a player's next demo-slot outcomes (grids or target multipliers); docs/qa-api.md. */
  SlotNext: '/__qa/slot/next',
  /** Mints a redeem code (items, total uses, optional brand and expiry); docs/qa-api.md. */
  RedeemCodes: '/__qa/redeem-codes',
  /** Sets the segment the next fire wheel spin lands on (one player or anyone); docs/qa-api.md. */
  FireWheel: '/__qa/fire-wheel',
} as const;

/** Account helpers of issue 11 item 12 (src/protocol/account-helpers.ts). */
export const AccountHelperPath = {
  Account: '/api/v1/player/account',
  ThirdPartyBind: '/api/v1/player/third_part/bind',
  BagLog: '/api/v1/bag/log',
  Suspend: '/api/v1/player/suspend',
} as const;

type ValuesOf<T> = T[keyof T];

/** Every path of the QA control API, wherever its group is declared. */
export type QaRoutePath =
  | ValuesOf<typeof QaPath>
  | ValuesOf<typeof import('./invoice').InvoiceQaPath>
  | ValuesOf<typeof import('./store').QaStorePath>
  | typeof import('./club').QaClubPath;

/** Every path the lobby's JSON router serves: the HTTP contract's, the health checks and the QA API. */
export type RoutePath = import('./http-contract').HttpPath | typeof HealthPath | typeof ReadyPath | QaRoutePath;
