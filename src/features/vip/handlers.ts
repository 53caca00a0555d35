import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import type { Reply } from '@/protocol';
import type { VipLevelsResult } from '@/protocol/vip';
import type { SocketClient } from '@/socket';
import { useVipStore } from './store';

/** A 10101 (schema-checked by the socket) becomes the player's VIP state. */
export function applyVipLevels(reply: Pick<Reply<VipLevelsResult>, 'Code' | 'Result'>): boolean {
  if (reply.Code !== Code.Ok) return false;
  useVipStore.setState({ levels: reply.Result.Levels });
  return true;
}

/** The server pushes 10101 when the tier rises (server/vip): the store follows without a refetch. */
export function registerVipHandlers(lobby: SocketClient): () => void {
  return lobby.on(Op.LevelsReply, applyVipLevels);
}

/** Forgets the VIP state (sign-out, another player). */
export function resetVip(): void {
  useVipStore.setState({ levels: null });
}
