/**
 * Sharing a game (account §2 / §4 "Share dialog", chat §3 special messages), OP 30070: the
 * player's share dialog asks once per addressee (and once more for the public channel). The
 * game code must name a game of the server's catalogue (the `games` table), so no card points
 * at a game that does not exist; the card's Params are built here from the catalogue row — a
 * client cannot put any other op or field in a message. The message then goes through the
 * ordinary chat send (server/chat/send-message.ts): VIP 3 to speak, mutes, sensitive words,
 * blocks, the 10-a-minute rate limit (200069) and the ClientID resend rule all apply, and the
 * message is pushed as 30001 / 30011 like any other.
 */
import { ChannelType, ChatSpecialOp, Code, type ChatShareRequest } from '../../src/protocol';
import { sendChatMessage, type SentMessage } from '../chat/send-message';
import { ReplyError } from '../errors';
import type { Services } from '../services';

/** The Params of a share card: op share, the game, the sharer and what was shared. */
export function shareParams(gameCode: string, gameName: string, sharerId: number, id: string): Record<string, string | number> {
  return { op: ChatSpecialOp.Share, gamecode: gameCode, gameName, player_id: sharerId, ...(id ? { id } : {}) };
}

/** Checks the game and posts the share card; throws ReplyError with the chat send's codes. */
export async function shareGame(services: Services, sharerId: number, p: ChatShareRequest): Promise<SentMessage> {
  const gameCode = p.GameCode.trim();
  const game = gameCode ? await services.repos.games.find(gameCode) : undefined;
  if (!game) throw new ReplyError(Code.NotFound, `no game ${JSON.stringify(p.GameCode)}`);
  if (p.ChannelType === ChannelType.Private && !p.PlayerID) {
    throw new ReplyError(Code.MalformedFrame, 'PlayerID: a private share needs an addressee');
  }
  return sendChatMessage(services, sharerId, {
    target: p.ChannelType === ChannelType.Private ? { to: 'private', playerId: p.PlayerID! } : { to: 'public' },
    message: p.Message,
    clientId: p.ClientID,
    params: shareParams(game.game_code, game.name_zh_tw, sharerId, p.ID?.trim() ?? ''),
  });
}

