/**
 * Builds the PlayerProfile the protocol describes (account spec §3) from storage.
 */
import type { PlayerProfile } from '../../src/protocol';
import { toTaipeiIso } from '../clock';
import type { Repositories } from '../db/repositories';
import { ClubRole } from '../db/repositories/clubs';
import type { Services } from '../services';
import { bagItems } from '../wallet';
import { renameDetail } from '../profile/rename-detail';

/** The signed-in player's own profile (player/info), or null when the account is gone. */
export function ownProfile(services: Services, playerId: number): Promise<PlayerProfile | null> {
  return loadProfile(services.repos, playerId);
}

/** Another player's profile as `viewerId` sees it (11520), or null when unknown. */
export function profileFor(services: Services, playerId: number, viewerId: number): Promise<PlayerProfile | null> {
  return loadProfile(services.repos, playerId, { viewerId });
}

export interface ProfileOptions {
  /** Who is looking: decides Club.KickoutBtn (leaders and sub leaders of the same club). */
  viewerId?: number;
  /** 1 when this very sign-in created the account. */
  registSituation?: number;
}

export async function loadProfile(
  repos: Repositories,
  playerId: number,
  options: ProfileOptions = {},
): Promise<PlayerProfile | null> {
  const player = await repos.players.find(playerId);
  if (!player) return null;
  const [items, membership, tpids] = await Promise.all([
    bagItems(repos, playerId),
    repos.clubs.membershipOf(playerId),
    repos.players.identities(playerId),
  ]);

  const own = options.viewerId === undefined || options.viewerId === playerId;
  let kickout = false;
  if (membership && options.viewerId !== undefined && options.viewerId !== playerId) {
    const viewer = await repos.clubs.membershipOf(options.viewerId);
    kickout =
      viewer?.clubId === membership.clubId &&
      viewer.role < membership.role && // leaders outrank sub leaders outrank members
      viewer.role !== ClubRole.Member;
  }

  return {
    PlayerID: player.id,
    Name: player.name,
    VIPLevel: player.vip_level,
    Level: player.level,
    PicURL: player.pic_url,
    // Spec: setting 1 with an empty PicURL means the default avatar (2).
    PictureSetting: player.picture_setting === 1 && player.pic_url !== '' ? 1 : 2,
    Information: player.information,
    Bag: { Items: items },
    Club: membership ? { ClubID: membership.clubId, ClubName: membership.clubName, KickoutBtn: kickout } : null,
    RegistTime: toTaipeiIso(Number(player.regist_time)),
    LastLoginTime: toTaipeiIso(Number(player.last_login_time)),
    // Linked identities (phone numbers, provider subjects) are private: only the player sees them.
    TPIDs: own ? tpids : {},
    RegistSituation: options.registSituation ?? 0,
    // The rename limit is the player's own business (10160 needs it before a rename).
    ...(own ? { Detail: renameDetail(player.last_rename_at === null ? null : Number(player.last_rename_at), repos.now()) } : {}),
  };
}
