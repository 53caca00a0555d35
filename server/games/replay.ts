/**
 * Finding the round of a replay (chat §7 `/api/v1/game/replay_url`): by RoundID (the digits of
 * a round id), or when RoundID is empty by AchID (the honor record written for the round). The
 * round must belong to PlayerID and be of GameCode. Who may ask: docs/protocol-games.md.
 */
import type { ReplayUrlRequest } from '../../src/protocol';
import type { GameRoundRow } from '../db/repositories/game-rounds';
import type { Services } from '../services';

export async function replayRound(services: Services, p: ReplayUrlRequest): Promise<GameRoundRow | undefined> {
  const roundId = p.RoundID?.trim() ?? '';
  let round: GameRoundRow | undefined;
  if (/^\d{1,15}$/.test(roundId)) round = await services.repos.gameRounds.byId(Number(roundId));
  else if (roundId === '' && p.AchID) round = await services.repos.gameRounds.byHonor(p.AchID);
  return round && round.playerId === p.PlayerID && round.gameCode === p.GameCode ? round : undefined;
}
