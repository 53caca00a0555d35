'use client';

import { ItemId } from '@/protocol/ids';
import { useBrand } from '@/brand';
import { useWalletStore } from './store';

export interface WalletView {
  loaded: boolean;
  gold: number;
  gems: number;
  points: number;
}

/** The wallet as the UI shows it; gem item id comes from the brand (2 or 39). */
export function useWallet(): WalletView {
  const items = useWalletStore((state) => state.items);
  const brand = useBrand();
  return {
    loaded: items !== null,
    gold: items?.[String(ItemId.Gold)] ?? 0,
    gems: items?.[String(brand.gemItemId)] ?? 0,
    points: items?.[String(ItemId.GamePoints)] ?? 0,
  };
}

/** Every bag item's amount by item id (null until the wallet loaded): gift counts, gem items. */
export function useWalletItems(): Readonly<Record<string, number>> | null {
  return useWalletStore((state) => state.items);
}
