'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { usePassbookStore } from '../store';

const PassbookModal = dynamic(() => import('./passbook-modal').then((m) => m.PassbookModal), { ssr: false });

/** The 存摺 modal, fetched when `openPassbook()` first opens it. */
export function PassbookSlot() {
  const opened = useLatch(usePassbookStore((state) => state.open));
  return opened ? <PassbookModal /> : null;
}
