'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useBindPhoneStore } from '../store';

const BindPhoneHost = dynamic(() => import('./bind-phone-host').then((m) => m.BindPhoneHost), { ssr: false });

/** The bind flow's modal and result dialogs, fetched when `openBindPhone()` first opens it. */
export function BindPhoneSlot() {
  const opened = useLatch(useBindPhoneStore((state) => state.view !== null));
  return opened ? <BindPhoneHost /> : null;
}
