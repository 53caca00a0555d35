'use client';

import dynamic from 'next/dynamic';
import { useShareStore } from '../store';

const ShareDialog = dynamic(() => import('./share-dialog').then((m) => m.ShareDialog), { ssr: false });

/** The 發送名單 dialog, fetched when `openShareDialog()` first opens it; a new opening starts over. */
export function ShareSlot() {
  const share = useShareStore((s) => s.share);
  const open = useShareStore((s) => s.open);
  const opening = useShareStore((s) => s.opening);
  return share ? <ShareDialog key={opening} share={share} open={open} /> : null;
}
