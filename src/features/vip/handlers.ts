import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import type { Result } from '@/protocol';
import type { VipLevelsResult } from '@/protocol/vip';
import type { SocketClient } from '@/socket';
import { useVipStore } from './store';

/** A 10101's answer (schema-checked by the socket) becomes the player's VIP state; false for a failure. */
export function applyVipLevels(answer: Result<VipLevelsResult>): boolean {
  if (!answer.ok) return false;
  useVipStore.setState({ levels: answer.result.Levels });
  return true;
}

/** The server pushes 10101 when the tier rises (server/vip): the store follows without a refetch. */
export function registerVipHandlers(lobby: SocketClient): () => void {
  return lobby.on(Op.LevelsReply, (reply) => {
    if (reply.Code === Code.Ok) applyVipLevels({ ok: true, result: reply.Result });
  });
}

/** Forgets the VIP state (sign-out, another player). */
export function resetVip(): void {
  useVipStore.setState({ levels: null });
}
