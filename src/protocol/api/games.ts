/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { gameLaunchRequestSchema, gameLaunchResultSchema, gameListRequestSchema, gameListResultSchema, gameSessionRequestSchema, gameSessionResultSchema, replayUrlRequestSchema, replayUrlResultSchema, slotSpinRequestSchema, slotSpinResultSchema } from '../games';
import { GamePath } from '../games-rules';
import type { HttpEndpoint } from '../http-endpoint';

/** The games (docs/protocol-games.md): the catalogue, a window, a replay, and the demo window's own calls. */
export const gameApi = {
  List: { path: GamePath.List, request: gameListRequestSchema, result: gameListResultSchema, access: 'visitor', browser: 'direct' },
  Launch: { path: GamePath.Launch, request: gameLaunchRequestSchema, result: gameLaunchResultSchema, access: 'player', browser: 'relay' },
  // acct §2: /play-game/now is open to visitors; a replay names a round shown in public chat
  ReplayUrl: { path: GamePath.ReplayUrl, request: replayUrlRequestSchema, result: replayUrlResultSchema, access: 'visitor', browser: 'direct' },
  Session: { path: GamePath.Session, request: gameSessionRequestSchema, result: gameSessionResultSchema, access: 'game-window', browser: 'none' },
  Spin: { path: GamePath.Spin, request: slotSpinRequestSchema, result: slotSpinResultSchema, access: 'game-window', browser: 'none' },
} as const satisfies Record<string, HttpEndpoint>;
