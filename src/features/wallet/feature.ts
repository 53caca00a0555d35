import { Op } from '@/protocol/ops';
import type { FeatureModule } from '@/features/feature-module';
import { registerWalletHandlers, resetWallet } from './handlers';
import type { Sockets } from '@/socket';

/**
 * The wallet as a feature: its reply fills the store, a ready lobby socket asks for it, and
 * a reset (sign-out) forgets it.
 */
export function createWalletFeature(): FeatureModule {
  let sockets: Sockets | null = null;
  return {
    register(s) {
      sockets = s;
      const off = registerWalletHandlers(s.lobby);
      return () => {
        off();
        if (sockets === s) sockets = null;
      };
    },
    onReady(kind) {
      if (kind === 'lobby') sockets?.lobby.send(Op.Wallet, {});
    },
    reset: resetWallet,
  };
}

/** The page's wallet feature (the session lists it). */
export const walletFeature: FeatureModule = createWalletFeature();
