'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useSignInModalStore } from '../sign-in-modal-store';

const SignInModal = dynamic(() => import('./sign-in-modal').then((m) => m.SignInModal), { ssr: false });

/**
 * Where the app shell keeps the sign-in modal: its code (and the phone flow it leads to) is
 * fetched the first time it opens, not with every page; the open state lives in the small
 * always-loaded store, so `openSignInModal()` works from anywhere at once.
 */
export function SignInModalSlot() {
  const opened = useLatch(useSignInModalStore((state) => state.open));
  return opened ? <SignInModal /> : null;
}
