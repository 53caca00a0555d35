/**
 * The chat parts of the QA API as a service (server/chat/chat-qa-routes.ts parses, this
 * changes storage): mutes, club chat and alliances, relationships. Refusals are ReplyErrors
 * whose message the QA route answers with 400.
 */
import { Code } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Services } from '../services';

const MINUTE = 60_000;

async function requirePlayer(services: Services, playerId: number, field = 'PlayerID'): Promise<void> {
  if (!(await services.repos.players.find(playerId))) throw new ReplyError(Code.InvalidInput, `${field}: no player ${playerId}`);
}

/** Mutes a player for `minutes` (0 lifts the mute); the time it ends, 0 when lifted. */
export async function muteForQa(services: Services, playerId: number, minutes: number): Promise<number> {
  await requirePlayer(services, playerId);
  const until = services.clock.now() + minutes * MINUTE;
  await services.repos.mutes.set(playerId, until, 'qa');
  return minutes === 0 ? 0 : until;
}

export interface ClubChatChange {
  clubId: number;
  chatEnabled?: boolean;
  /** A name joins (creating if needed) that alliance; "" leaves any alliance. */
  allianceName?: string;
}

/** Switches a club's chat and alliance; the club's state after the change. */
export async function setClubChat(services: Services, change: ClubChatChange): Promise<{ chatEnabled: boolean; allianceId: number | null }> {
  const { clubs, alliances } = services.repos;
  const club = await clubs.find(change.clubId);
  if (!club) throw new ReplyError(Code.InvalidInput, `ClubID: no club ${change.clubId}`);
  if (change.chatEnabled !== undefined) await clubs.setChatEnabled(club.id, change.chatEnabled);
  let allianceId = club.alliance_id ?? null;
  if (change.allianceName !== undefined) {
    allianceId = change.allianceName === '' ? null : (await alliances.ensure(change.allianceName)).id;
    await alliances.setClubAlliance(club.id, allianceId);
  }
  const after = await clubs.find(club.id);
  return { chatEnabled: after?.chat_enabled === 1, allianceId };
}

/** 1 friend, 2 blocked, 0 removes the relationship of `playerId` towards `targetId`. */
export async function setRelationship(services: Services, playerId: number, targetId: number, type: 0 | 1 | 2): Promise<void> {
  if (playerId === targetId) throw new ReplyError(Code.InvalidInput, 'TargetID: must differ from PlayerID');
  await requirePlayer(services, playerId);
  await requirePlayer(services, targetId, 'TargetID');
  if (type === 0) await services.repos.relationships.remove(playerId, targetId);
  else await services.repos.relationships.set(playerId, targetId, type);
}
