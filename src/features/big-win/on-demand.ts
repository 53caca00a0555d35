/**
 * Big-win promotion as a feature module (chat §4 "Big-win promotion", §7): each time the lobby
 * socket is ready (first connection and every reconnect) it asks 12130 and sends the answer
 * back with 12120 (Status 1 opens, 2 closes); a refusal (non-200) is kept for the banner host,
 * which shows its message with the code. 10081 pushes go to the banner queue, a vault code
 * (WinType 3) to its notice.
 */
import { BigWinStatus, BigWinType, Code, Op, type ReceivedBigWinAlert, type Reply } from '@/protocol';
import type { FeatureModule } from '@/features/feature-module';
import type { Sockets } from '@/socket';
import { queueBanner, resetBigWin, setBigWinError, setPromotionStatus, showVaultCode, useBigWinStore } from './store';

/** 10081: a vault code for this player, or a banner (dropped while the promotion is closed). */
export function onBigWinPush(reply: Reply<ReceivedBigWinAlert>): void {
  if (reply.Code !== Code.Ok) {
    setBigWinError(reply.Code, reply.Message);
    return;
  }
  const alert = reply.Result;
  if (alert.WinType === BigWinType.VaultCode) {
    if (alert.VaultCode) showVaultCode(alert);
    return;
  }
  if (useBigWinStore.getState().status === BigWinStatus.Closed) return;
  queueBanner(alert);
}

export function createBigWinModule(): FeatureModule {
  let sockets: Sockets | null = null;
  // A reset (sign-out) while a sync is on its way: its answers no longer belong to anyone.
  let generation = 0;

  async function sync(lobby: Sockets['lobby']): Promise<void> {
    const mine = generation;
    const current = () => mine === generation;
    // No answer (the socket dropped): its next ready asks again.
    const got = await lobby.request(Op.BigWinPromotionStatus, {});
    if (!current() || (!got.ok && got.lost)) return;
    if (!got.ok) return setBigWinError(got.code, got.message);
    const set = await lobby.request(Op.BigWinPromotionSet, { Status: got.result.Status });
    if (!current() || (!set.ok && set.lost)) return;
    if (!set.ok) return setBigWinError(set.code, set.message);
    setPromotionStatus(set.result.Status);
  }

  return {
    register(s) {
      sockets = s;
      const off = s.lobby.on(Op.BigWinAlertPush, onBigWinPush);
      return () => {
        off();
        if (sockets === s) sockets = null;
      };
    },
    onReady(kind) {
      if (kind === 'lobby' && sockets) void sync(sockets.lobby);
    },
    reset() {
      generation += 1;
      resetBigWin();
    },
  };
}

/** The page's big-win module (loaded by ./feature.ts once a lobby socket starts). */
export const bigWinModule: FeatureModule = createBigWinModule();
