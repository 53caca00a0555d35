/**
 * The member centre's entries (account §2 "Member center items"), by brand flag. A brand that
 * does not offer an item does not get it at all (hidden, never disabled).
 */
import type { FeatureFlags } from '@/brand/features';
import type { IconName } from '@/ui/icon';

export type HubItemId = 'mail' | 'friends' | 'invite' | 'present' | 'mission';

export interface HubItem {
  id: HubItemId;
  icon: IconName;
  /** A page (without locale) or a dialog (mail, friends). */
  target: { href: string } | { action: 'mail' | 'friends' };
  /** Key of the line under the label in the `member` texts, if any. */
  hintKey?: string;
}

/**
 * The entries `features` allows, in display order. Every brand has mail, friends, gift records
 * and tasks; invitations too (account §2), with their progress line only where the brand shows
 * invitation progress (every brand but owl: `friendInvitationProgress`).
 */
export function hubItems(features: FeatureFlags): HubItem[] {
  return [
    { id: 'mail', icon: 'mail', target: { action: 'mail' } },
    { id: 'friends', icon: 'users', target: { action: 'friends' } },
    {
      id: 'invite',
      icon: 'send',
      target: { href: '/member/invite' },
      ...(features.friendInvitationProgress ? { hintKey: 'items.inviteProgress' } : {}),
    },
    { id: 'present', icon: 'gift', target: { href: '/member/present' } },
    { id: 'mission', icon: 'target', target: { href: '/other/mission' } },
  ];
}

/** Which wallet amounts the brand shows: gold and points always, gems with the gems flag. */
export function walletRows(features: FeatureFlags): ('gold' | 'gem' | 'points')[] {
  return features.gems ? ['gold', 'gem', 'points'] : ['gold', 'points'];
}
