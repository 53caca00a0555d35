/**
 * Friend invitations (account §1 "friend-invitation progress", "required referral code
 * binding", §3 "Invitation data", §5, §7 12350 / 12360 / 12640, §8 100001 / 100009). Every
 * player has a FriendCode; a player binds someone else's code once (who invited them); the
 * inviter sees each invited friend's progress and claims one reward per friend and tier, once.
 * Tiers and amounts are the reference server's choice (docs/decisions/133-invitation-rewards-and-page.md).
 */
import * as z from 'zod/mini';
import { ItemId } from './ids';
import { bagSchema } from './player';
import { empty, int, str } from './schema';

export const InviteLimits = {
  /** FriendCode: 8 characters of FRIEND_CODE_ALPHABET (no 0/O, 1/I/L). */
  CodeLength: 8,
  /** The most invited friends 12351 lists (newest first); Total counts them all. */
  MaxFriendsListed: 200,
} as const;

export const FRIEND_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Normalises what a player typed: trimmed, upper case (codes are shown upper case). */
export const normaliseFriendCode = (code: string): string => code.trim().toUpperCase();

/** The reward tiers of one invited friend: they bound a phone, they reached VIP 3 (金). */
export const InviteTier = { PhoneBound: 1, Vip3: 2 } as const;
export type InviteTierValue = (typeof InviteTier)[keyof typeof InviteTier];
export const INVITE_TIERS: readonly InviteTierValue[] = [InviteTier.PhoneBound, InviteTier.Vip3];

/** The VIP level a friend reaches for the Vip3 tier. */
export const INVITE_VIP_TARGET = 3;

/** What each tier pays the inviter (gold), per invited friend. */
export const INVITE_REWARDS: Readonly<Record<InviteTierValue, { ItemID: number; Amount: number }>> = {
  [InviteTier.PhoneBound]: { ItemID: ItemId.Gold, Amount: 20_000 },
  [InviteTier.Vip3]: { ItemID: ItemId.Gold, Amount: 50_000 },
};

const tierSchema = z.literal([InviteTier.PhoneBound, InviteTier.Vip3]);

/** One reward of one friend (account §3 "reward objects"). */
export const inviteRewardSchema = z.object({
  Tier: tierSchema,
  ItemID: int(1),
  Amount: int(1),
  /** The friend did what the tier asks. */
  Reached: z.boolean(),
  /** The inviter claimed it (it paid). */
  Claimed: z.boolean(),
});
export type InviteReward = z.infer<typeof inviteRewardSchema>;

/** One invited friend and their progress. */
export const invitedFriendSchema = z.object({
  PlayerID: int(1),
  Name: z.string(),
  VIPLevel: int(0),
  PhoneBound: z.boolean(),
  /** When they bound the code (epoch ms). */
  BindTime: int(0),
  Rewards: z.array(inviteRewardSchema),
});
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

/** 12350: no fields. */
export const inviteInfoRequestSchema = empty;

/** 12351: the player's code, who invited them, their invited friends and what is claimable. */
export const inviteInfoResultSchema = z.object({
  FriendCode: z.string(),
  /** The player whose code this player bound; null while none is bound. */
  Inviter: z.nullable(z.object({ PlayerID: int(1), Name: z.string() })),
  /** Registration time (epoch ms): the client's required-binding window starts there. */
  RegistTime: int(0),
  Friends: z.array(invitedFriendSchema),
  /** Every invited friend (Friends lists the newest InviteLimits.MaxFriendsListed). */
  Total: int(0),
  /** Rewards reached and not claimed yet, over the friends listed. */
  Claimable: int(0),
});
export type InviteInfoResult = z.infer<typeof inviteInfoResultSchema>;

/** 12360: bind another player's code (100001 own code, 100009 unknown, 200024 already bound). */
export const inviteCodeBindSchema = z.object({ FriendCode: str(1, 32) });
export type InviteCodeBindRequest = z.infer<typeof inviteCodeBindSchema>;

/** 12361: who invited the player. */
export const inviteCodeBindResultSchema = z.object({ Inviter: z.object({ PlayerID: int(1), Name: z.string() }) });
export type InviteCodeBindResult = z.infer<typeof inviteCodeBindResultSchema>;

/** 12640: claim the reward of one invited friend and tier (200024 when not reached or not yours). */
export const inviteRewardClaimSchema = z.object({ FriendRequest: z.object({ PlayerID: int(1), Tier: tierSchema }) });
export type InviteRewardClaimRequest = z.infer<typeof inviteRewardClaimSchema>;

/** 12641: the bag after the claim and what this claim credited ({} for a repeat: it paid before). */
export const inviteRewardClaimResultSchema = z.object({
  Bag: bagSchema,
  Credited: z.record(z.string(), int(1)),
});
export type InviteRewardClaimResult = z.infer<typeof inviteRewardClaimResultSchema>;
