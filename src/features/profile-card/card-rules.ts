/**
 * Which buttons the profile card offers (account §2, §4, §6), as a pure function so each rule
 * is tested on its own.
 */
import { Relationship, type PlayerProfile } from '@/protocol';

export type CardAction = 'chat' | 'gift' | 'delete' | 'addFriend' | 'block' | 'unblock' | 'kick' | 'envelope';

/**
 * The card's buttons for `profile` seen by `selfId` (檢舉 is the link beside the name, for every
 * other player: ./profile-summary):
 * - oneself: 發紅包 only, when the brand offers it and the server allows it;
 * - a blocked player: 解除封鎖 only (acct §2 "A blocked player shows only unblock": not even
 *   踢出俱樂部; unblocking first brings the other buttons back);
 * - otherwise 聊天, 贈禮, 刪除 (friends) or 加好友 (others), 封鎖 unless HasBlock, 踢出俱樂部 when KickoutBtn.
 */
export function cardActions(profile: PlayerProfile, selfId: number | null, canSendEnvelopes: boolean): CardAction[] {
  if (profile.PlayerID === selfId) return canSendEnvelopes ? ['envelope'] : [];
  const kick: CardAction[] = profile.Club?.KickoutBtn ? ['kick'] : [];
  const relation = profile.Relationship ?? Relationship.None;
  if (relation === Relationship.Blocked) return ['unblock'];
  return [
    'chat',
    'gift',
    relation === Relationship.Friend ? 'delete' : 'addFriend',
    ...(profile.HasBlock ? [] : (['block'] as CardAction[])),
    ...kick,
  ];
}

/** The shown picture setting: 1 with an empty PicURL becomes 2 (account §3). */
export function pictureSettingOf(profile: Pick<PlayerProfile, 'PictureSetting' | 'PicURL'>): 1 | 2 {
  return profile.PictureSetting === 1 && profile.PicURL.trim() !== '' ? 1 : 2;
}

/** A bag amount, 0 when the item is missing (account §3 "Amount (default 0)"). */
export function bagAmount(profile: Pick<PlayerProfile, 'Bag'>, itemId: number): number {
  return profile.Bag.Items[String(itemId)]?.Amount ?? 0;
}
