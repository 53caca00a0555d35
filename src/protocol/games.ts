/**
 * Games (issue 12; chat §3 "Game catalogue", "Game list entry", §7 `/api/v1/game/replay_url`,
 * §8 "unknown game", §9 catalogue and store brand filter): the catalogue the lobby serves, the
 * launch of a game window and the replay of a recorded round. Every call is a POST with a JSON
 * body answering `{Code, Message, Result}` (Code 0 on success), like the account helpers.
 *
 * The game windows themselves are pages of the lobby server (the reference server ships one
 * playable demo slot; every other catalogue entry opens a "demo unavailable" window): the site
 * frames the `GameURL` a launch answers. Choices where the spec is silent: docs/protocol-games.md.
 */
import * as z from 'zod/mini';
import { int, str } from './schema';

export * from './games-rules';

/** §3 game catalogue entry: codes 10001–10038 as strings of digits, plus string codes. */
export const gameCatalogueEntrySchema = z.object({
  gameCode: str(1, 40),
  gameName: z.object({ en_us: str(1, 80), zh_tw: str(1, 80) }),
  /** Banner image path on the site (or the file host). */
  banner: str(0, 300),
  /** §9: shown in the grid (true for 10001, 10002, 10006, 10008, 10010–10012, 10014, 10016, 10021–10023). */
  isShow: z.boolean(),
  /** One of GAME_PROVIDER_FILTERS but 'all'. */
  provider: str(1, 20),
});
export type GameCatalogueEntry = z.infer<typeof gameCatalogueEntrySchema>;
/** The whole catalogue as kept in local storage (`gameCatalogue`). */
export const gameCatalogueSchema = z.array(gameCatalogueEntrySchema);

/** Body of POST /api/v1/game/list: nothing. */
export const gameListRequestSchema = z.object({});
export const gameListResultSchema = z.object({ Games: z.array(gameCatalogueEntrySchema) });
export type GameListResult = z.infer<typeof gameListResultSchema>;

/**
 * §3 "Game list entry kept locally" (local storage key `gameList`): what the chat, the honor
 * list and the banner need to name a game without the whole catalogue.
 */
export const gameListEntrySchema = z.object({ GameCode: z.string(), GameNames: z.string(), Provider: z.string() });
export type GameListEntry = z.infer<typeof gameListEntrySchema>;

/** Body of POST /api/v1/game/launch. Lang is the site locale (zh_tw, id_id, vi_vn). */
export const gameLaunchRequestSchema = z.object({ GameCode: str(1, 40), Lang: str(2, 10) });
export type GameLaunchRequest = z.infer<typeof gameLaunchRequestSchema>;
export const gameLaunchResultSchema = z.object({
  /** An absolute URL of a lobby-server page holding a one-time ticket for this player. */
  GameURL: z.string(),
  /** False for the "demo unavailable" window of a catalogue entry without a playable demo. */
  Playable: z.boolean(),
});
export type GameLaunchResult = z.infer<typeof gameLaunchResultSchema>;

/** Body of POST /api/v1/game/replay_url (chat §7). AchID is the honor record, RoundID the round. */
export const replayUrlRequestSchema = z.object({
  SiteID: str(0, 40),
  GameCode: str(1, 40),
  PlayerID: int(1),
  AchID: z.optional(int(0)),
  RoundID: z.optional(str(0, 80)),
  /** The site locale the replay window shows (zh_tw by default). */
  Lang: z.optional(str(2, 10)),
});
export type ReplayUrlRequest = z.infer<typeof replayUrlRequestSchema>;
export const replayUrlResultSchema = z.object({ ReplayURL: z.string() });
export type ReplayUrlResult = z.infer<typeof replayUrlResultSchema>;

/** The demo slot's bets (gold): a spin's Bet must be one of them (else 200382). */
export const DEMO_SLOT_BETS = [100, 200, 500, 1_000, 5_000] as const;

/**
 * Body of POST /api/v1/game/session: the window's ticket (from its GameURL) for a new game
 * session, or (a reload) the session it holds, answered again with the current balance.
 */
export const gameSessionRequestSchema = z.object({ Ticket: z.optional(str(1, 128)), Session: z.optional(str(1, 128)) });
export type GameSessionRequest = z.infer<typeof gameSessionRequestSchema>;
export const gameSessionResultSchema = z.object({
  /** The game session the window sends with each spin (kept in its sessionStorage). */
  Session: z.string(),
  ExpiresIn: int(1),
  GameCode: z.string(),
  /** The player's gold. */
  Balance: int(0),
  Bets: z.array(int(1)),
});
export type GameSessionResult = z.infer<typeof gameSessionResultSchema>;

/** Body of POST /api/v1/game/spin. SpinID is the window's own id of this spin: a retry sends the same. */
export const slotSpinRequestSchema = z.object({
  Session: str(1, 128),
  SpinID: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  Bet: int(1),
});
export type SlotSpinRequest = z.infer<typeof slotSpinRequestSchema>;
export const slotSpinResultSchema = z.object({
  RoundID: z.string(),
  /** Rows of symbol indexes (3 rows × 3 reels), top row first. */
  Reels: z.array(z.array(int(0))),
  /** The paying lines (indexes into the window's line list). */
  Lines: z.array(int(0)),
  Bet: int(1),
  Win: int(0),
  /** Win / Bet, two decimals. */
  Multiplier: z.string(),
  /** WinLevel (src/protocol/honor.ts). */
  Level: int(0),
  Balance: int(0),
});
export type SlotSpinResult = z.infer<typeof slotSpinResultSchema>;
