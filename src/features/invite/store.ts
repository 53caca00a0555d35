import { createStore } from '@/lib/create-store';
import type { InviteInfoResult } from '@/protocol/invite';

/**
 * The signed-in player's invitation data (12351), asked for each time the lobby socket is
 * ready (account §4 "user socket open fetches invite info"), and whether the required
 * referral modal was skipped on this page.
 */
export interface InviteState {
  info: InviteInfoResult | null;
  /** The player pressed 稍後再說 on the required referral modal (until the next sign-in). */
  skipped: boolean;
  /** Rewards with a claim in flight, as `${friend}:${tier}`. */
  claiming: readonly string[];
}

export const initialInvite: InviteState = { info: null, skipped: false, claiming: [] };

export const useInviteStore = createStore<InviteState>('invite', () => initialInvite);

export function resetInvite(): void {
  useInviteStore.setState(initialInvite);
}
