'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useRedeemStore } from '../store';

const RedeemDialog = dynamic(() => import('./redeem-dialog').then((m) => m.RedeemDialog), { ssr: false });

/** The redeem code dialog, fetched when `openRedeemCode()` first opens it. */
export function RedeemSlot() {
  const opened = useLatch(useRedeemStore((s) => s.open));
  return opened ? <RedeemDialog /> : null;
}
