import { createStore } from '@/lib/create-store';
import type { VipLevels } from '@/protocol/vip';

/** The signed-in player's VIP tier and points (10101: the 10100 answer, or the push of a tier rise). */
export interface VipState {
  /** null until the lobby answered. */
  levels: VipLevels | null;
}

export const useVipStore = createStore<VipState>('vip', () => ({ levels: null }));
