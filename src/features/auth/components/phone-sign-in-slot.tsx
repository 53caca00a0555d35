'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { useLatch } from '@/ui/use-latch';
import { forgetPhoneSignIn, restorePhoneSignIn } from '../phone/phone-modal-state';
import { usePhoneSignInStore } from '../phone/phone-sign-in-store';

const PhoneSignInModal = dynamic(() => import('./phone-sign-in-modal').then((m) => m.PhoneSignInModal), { ssr: false });
const ChooseAccountModal = dynamic(() => import('./choose-account-modal').then((m) => m.ChooseAccountModal), {
  ssr: false,
});

/**
 * The phone sign-in modals (手機登入, 選擇帳號), fetched when the phone flow first opens, or at
 * once when a reload finds one open in the kept state (../phone/phone-sign-in-store). The kept
 * state is a visitor's: once signed in (by phone or any other way) it is forgotten, never shown.
 */
export function PhoneSignInSlot() {
  const { status } = useSession();
  useEffect(() => {
    if (status === 'unauthenticated') void restorePhoneSignIn();
    else if (status === 'authenticated') forgetPhoneSignIn();
  }, [status]);
  const opened = useLatch(usePhoneSignInStore((state) => state.view !== null || state.failure !== null));
  return opened ? (
    <>
      <PhoneSignInModal />
      <ChooseAccountModal />
    </>
  ) : null;
}
