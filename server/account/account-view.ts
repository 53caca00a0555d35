/**
 * POST /api/v1/player/account: the signed-in player as an account (how they sign in), built
 * from the player row and the linked identities. Provider subjects are never sent: the page
 * only needs which providers are linked.
 */
import { LINKABLE_TP_TYPES, type AccountView } from '../../src/protocol';
import { toTaipeiIso } from '../clock';
import { isGuest } from '../players/player-brand';
import type { Services } from '../services';

/** The account view of `playerId`, or null when the account is gone. */
export async function accountView(services: Pick<Services, 'repos'>, playerId: number): Promise<AccountView | null> {
  const { repos } = services;
  const player = await repos.players.find(playerId);
  if (!player) return null;
  const identities = await repos.accountLinks.identitiesOf(playerId, LINKABLE_TP_TYPES);
  const linked = LINKABLE_TP_TYPES.flatMap((tpType) => {
    const found = identities.find((i) => i.tpType === tpType);
    return found ? [{ TPType: tpType, LinkedAt: found.linkedAt }] : [];
  });
  return {
    PlayerID: player.id,
    Name: player.name,
    Provider: player.provider,
    IsGuest: isGuest(player),
    Phone: player.phone ?? '',
    Linked: linked,
    Status: player.status,
    RegistTime: toTaipeiIso(Number(player.regist_time)),
    LastLoginTime: toTaipeiIso(Number(player.last_login_time)),
  };
}
