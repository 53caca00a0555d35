/**
 * The game routes, provider filters and the demo slot's code, apart from the game schemas
 * (./games) so that the browser reads them without zod (as ./passbook-rules does).
 */

export const GamePath = {
  /** The catalogue (no token needed: home shows it to visitors). */
  List: '/api/v1/game/list',
  /** Header api-token: a one-time window URL for one game (or 200381 for an unknown game). */
  Launch: '/api/v1/game/launch',
  /** Header api-token; chat §7: body SiteID, GameCode, PlayerID, AchID, RoundID; result ReplayURL. */
  ReplayUrl: '/api/v1/game/replay_url',
  /** The demo slot window's own call (same origin as the window): its ticket for a game session. */
  Session: '/api/v1/game/session',
  /** The demo slot window's own call: one spin under its game session. */
  Spin: '/api/v1/game/spin',
} as const;

/** §9 store brand filter: the providers a player may filter the grid by ('all' shows every one). */
export const GAME_PROVIDER_FILTERS = ['all', 'be', 'bng', 'rsg', 'atg'] as const;
export type GameProviderFilter = (typeof GAME_PROVIDER_FILTERS)[number];

/** The game code of the reference server's playable demo slot. */
export const DEMO_SLOT_GAME_CODE = '10001';
