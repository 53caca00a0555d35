/**
 * The required referral binding (account §1: crab, bj188 = crab, lion), held by the lobby
 * (decision 330): a player of such a brand who registered more than ReferralRules.GraceDays
 * ago and has bound no code opens no game — the launch answers 200024 with
 * REFERRAL_REQUIRED_MESSAGE — so a client that never shows the modal cannot skip it. Guests
 * (a throwaway account per guest sign-in) are not asked, as the page does not ask them.
 */
import { Code, REFERRAL_GRACE_MS, REFERRAL_REQUIRED_MESSAGE } from '../../src/protocol';
import { hasFeature } from '../../src/brand/get-brand';
import { ReplyError } from '../errors';
import { brandOfPlayer, isGuest } from '../players/player-brand';
import type { Services } from '../services';

/** Throws 200024 when `playerId` must bind a referral code before playing. */
export async function assertReferralBound(services: Services, playerId: number): Promise<void> {
  const { players, invitations } = services.repos;
  const player = await players.find(playerId);
  if (!player || isGuest(player) || !hasFeature(brandOfPlayer(player), 'referralCodeRequired')) return;
  if (services.clock.now() - Number(player.regist_time) < REFERRAL_GRACE_MS) return;
  if ((await invitations.inviterOf(playerId)) !== undefined) return;
  throw new ReplyError(Code.NotEligible, REFERRAL_REQUIRED_MESSAGE);
}
