'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useMailStore } from '../store';

const MailDialog = dynamic(() => import('./mail-dialog').then((m) => m.MailDialog), { ssr: false });

/** The mail dialog, fetched when `openMail()` first opens it. */
export function MailSlot() {
  const opened = useLatch(useMailStore((state) => state.open));
  return opened ? <MailDialog /> : null;
}
