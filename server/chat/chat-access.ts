/**
 * Who may use the chat (chat §1 "Guests (provider guest) do not get chat", §6): every player
 * but a guest (../players/player-brand `isGuest`: signed up as guest, no phone bound). A guest is
 * refused with 200024 不符合參加要求 (the spec names no code of its own for it: decision 320) on
 * every send (public, private, club, alliance, live), on history and resume pages, and on the
 * private rooms list. What a guest may read of a live room (its chat history, as a viewer) and
 * the unread counts (all zero) stay open: the page shows a guest the room and no chat window.
 */
import { Code } from '../../src/protocol';
import type { PlayerRow } from '../db/repositories/players';
import { ReplyError } from '../errors';
import { isGuest } from '../players/player-brand';
import type { Services } from '../services';

export const GUEST_CHAT_REFUSAL = 'guests have no chat';

/** Refuses a guest (200024); answers the player row otherwise. */
export function requireChatPlayer(player: PlayerRow | undefined): PlayerRow {
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  if (isGuest(player)) throw new ReplyError(Code.NotEligible, GUEST_CHAT_REFUSAL);
  return player;
}

/** The same check by id, for reads that do not load the player otherwise. */
export async function requireChatPlayerId(services: Services, playerId: number): Promise<PlayerRow> {
  return requireChatPlayer(await services.repos.players.find(playerId));
}
