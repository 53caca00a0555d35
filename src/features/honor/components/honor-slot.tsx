'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useHonorStore } from '../store';

const HonorDialog = dynamic(() => import('./honor-dialog').then((m) => m.HonorDialog), { ssr: false });

/** The honor list panel, fetched when `openHonorList()` first opens it. */
export function HonorSlot() {
  const opened = useLatch(useHonorStore((state) => state.open));
  return opened ? <HonorDialog /> : null;
}
