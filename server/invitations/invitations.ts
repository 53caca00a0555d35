/**
 * Friend invitations (account §3 "Invitation data", §5, §7 12350 / 12360 / 12640, §8): the
 * player's code and progress, binding someone's code once, and the inviter's rewards — one per
 * invited friend and tier (the friend bound a phone; the friend reached VIP 3), paid through the
 * wallet under the reference `invite-reward:<friend>-<tier>:<inviter>:0`, so concurrent or
 * repeated claims pay once. Tier amounts: INVITE_REWARDS (src/protocol/invite.ts).
 */
import {
  Code,
  INVITE_REWARDS,
  INVITE_TIERS,
  INVITE_VIP_TARGET,
  InviteLimits,
  InviteTier,
  normaliseFriendCode,
  type InviteCodeBindResult,
  type InviteInfoResult,
  type InviteReward,
  type InviteRewardClaimResult,
  type InviteTierValue,
  type InvitedFriend,
} from '../../src/protocol';
import type { InvitedRow } from '../db/repositories/invitations';
import { hasFeature } from '../../src/brand/get-brand';
import { ReplyError } from '../errors';
import { brandOfPlayer } from '../players/player-brand';
import type { Services } from '../services';
import { ensureFriendCode } from './friend-code';

export const INVITE_LEDGER_SOURCE = 'invite';

/** True when the friend did what `tier` asks. */
export function tierReached(friend: Pick<InvitedRow, 'phoneBound' | 'vipLevel'>, tier: InviteTierValue): boolean {
  return tier === InviteTier.PhoneBound ? friend.phoneBound : friend.vipLevel >= INVITE_VIP_TARGET;
}

function friendView(friend: InvitedRow, claimed: ReadonlySet<string>): InvitedFriend {
  const rewards: InviteReward[] = INVITE_TIERS.map((tier) => ({
    Tier: tier,
    ...INVITE_REWARDS[tier],
    Reached: tierReached(friend, tier),
    Claimed: claimed.has(`${friend.playerId}:${tier}`),
  }));
  return { PlayerID: friend.playerId, Name: friend.name, VIPLevel: friend.vipLevel, PhoneBound: friend.phoneBound, BindTime: friend.bindTime, Rewards: rewards };
}

async function inviterView(services: Services, playerId: number): Promise<InviteInfoResult['Inviter']> {
  const inviterId = await services.repos.invitations.inviterOf(playerId);
  if (inviterId === undefined) return null;
  const inviter = await services.repos.players.find(inviterId);
  return { PlayerID: inviterId, Name: inviter?.name ?? '' };
}

/** 12350: the code (made on first ask), the inviter, the invited friends and their rewards. */
export async function inviteInfo(services: Services, playerId: number): Promise<InviteInfoResult> {
  const { repos } = services;
  const player = await repos.players.find(playerId);
  const [code, inviter, friends, total, claimed] = await Promise.all([
    ensureFriendCode(repos, playerId),
    inviterView(services, playerId),
    repos.invitations.invited(playerId, InviteLimits.MaxFriendsListed),
    repos.invitations.invitedCount(playerId),
    repos.invitations.claimedKeys(playerId),
  ]);
  const views = friends.map((f) => friendView(f, claimed));
  const claimable = views.reduce((n, f) => n + f.Rewards.filter((r) => r.Reached && !r.Claimed).length, 0);
  return { FriendCode: code, Inviter: inviter, RegistTime: Number(player?.regist_time ?? 0), Friends: views, Total: total, Claimable: claimable };
}

/**
 * 12360: binds another player's code. 100001 for the player's own code, 100009 for a code
 * nobody holds, 200024 when the player bound a code before or the code's owner was invited by
 * this player (no invitation loops).
 */
export async function bindInviteCode(services: Services, playerId: number, rawCode: string): Promise<InviteCodeBindResult> {
  const { repos } = services;
  const code = normaliseFriendCode(rawCode);
  const ownerId = code === '' ? undefined : await repos.invitations.ownerOf(code);
  if (ownerId === undefined) throw new ReplyError(Code.NotFound, '查無此邀請碼');
  if (ownerId === playerId) throw new ReplyError(Code.InvalidInput, '不能綁定自己的邀請碼');
  if ((await repos.invitations.inviterOf(ownerId)) === playerId) throw new ReplyError(Code.NotEligible, 'this player was invited by you');
  if (!(await repos.invitations.bind(playerId, ownerId))) throw new ReplyError(Code.NotEligible, 'an invitation code is bound already');
  const owner = await repos.players.find(ownerId);
  return { Inviter: { PlayerID: ownerId, Name: owner?.name ?? '' } };
}

/**
 * 12640: pays the reward of one invited friend and tier once. 200024 when the friend is not
 * this player's or has not reached the tier. A repeat (another socket won, a retry) answers
 * Ok with nothing credited.
 */
export const NO_INVITE_PROGRESS = 'this brand offers no invitation rewards';

/**
 * Invitation rewards only where the brand offers friend-invitation progress (acct §1: every
 * brand but owl); elsewhere a claim is refused with 200024 不符合參加要求 (decision 320).
 */
async function requireInviteProgress(services: Services, playerId: number): Promise<void> {
  const player = await services.repos.players.find(playerId);
  if (!player || !hasFeature(brandOfPlayer(player), 'friendInvitationProgress')) throw new ReplyError(Code.NotEligible, NO_INVITE_PROGRESS);
}

export async function claimInviteReward(services: Services, playerId: number, friendId: number, tier: InviteTierValue): Promise<InviteRewardClaimResult> {
  const { repos } = services;
  await requireInviteProgress(services, playerId);
  const friend = await repos.invitations.invitedOne(playerId, friendId);
  if (!friend) throw new ReplyError(Code.NotEligible, 'not a friend this player invited');
  if (!tierReached(friend, tier)) throw new ReplyError(Code.NotEligible, 'the friend has not reached this reward yet');
  const reward = INVITE_REWARDS[tier];
  const claimed = await repos.invitations.claimedKeys(playerId);
  let credited: Record<string, number> = {};
  if (!claimed.has(`${friendId}:${tier}`)) {
    const applied = await services.wallet.apply([{ playerId, itemId: reward.ItemID, delta: reward.Amount }], {
      // itemId 0: the reference names the reward, whatever it pays in.
      ref: { kind: 'invite-reward', id: `${friendId}-${tier}`, playerId, itemId: 0 },
      source: INVITE_LEDGER_SOURCE,
      reason: `invitation reward: ${friend.name}`,
      // Only this reference writes the claim row; a second row would roll the credit back.
      alsoInTransaction: (tx) => tx.invitations.markClaimed(playerId, friendId, tier),
    });
    if (!applied.replayed) credited = { [String(reward.ItemID)]: reward.Amount };
  }
  return { Bag: { Items: await services.wallet.bag(playerId) }, Credited: credited };
}
