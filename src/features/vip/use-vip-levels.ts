'use client';

import { Op } from '@/protocol';
import type { VipLevels } from '@/protocol/vip';
import { unwrap } from '@/http/lobby-queries';
import { useSocketQuery } from '@/http/socket-queries';
import { getSockets } from '@/socket';
import { applyVipLevels } from './handlers';
import { useVipStore } from './store';

export interface VipLevelsView {
  /** null until the lobby answered. */
  levels: VipLevels | null;
  /** The last ask was refused or lost. */
  failed: boolean;
}

/**
 * The player's VIP tier and points: the member centre asks 10100 in the query layer (once the
 * lobby socket is ready, again after a reconnect); the answer and the 10101 pushes fill the
 * store (./handlers), which the tier shown here reads.
 */
export function useVipLevels(): VipLevelsView {
  const levels = useVipStore((s) => s.levels);
  const query = useSocketQuery(Op.Levels, {}, {
    read: async () => {
      const out = await getSockets().lobby.request(Op.Levels, {});
      applyVipLevels(out);
      return unwrap(out);
    },
  });
  return { levels, failed: query.isError && !query.isFetching };
}
