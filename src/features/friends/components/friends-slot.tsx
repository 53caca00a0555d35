'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useFriendsDialogStore } from '../store';

const FriendsDialog = dynamic(() => import('./friends-dialog').then((m) => m.FriendsDialog), { ssr: false });

/** The friends dialog, fetched when `openFriends()` first opens it. */
export function FriendsSlot() {
  const opened = useLatch(useFriendsDialogStore((state) => state.open));
  return opened ? <FriendsDialog /> : null;
}
