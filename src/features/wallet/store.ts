import { createStore } from '@/lib/create-store';

/** The signed-in player's wallet (item 1 gold, the brand's gem item, item 39 game points). */
export interface WalletState {
  /** null until the lobby answered. */
  items: Readonly<Record<string, number>> | null;
}

export const useWalletStore = createStore<WalletState>('wallet', () => ({ items: null }));
