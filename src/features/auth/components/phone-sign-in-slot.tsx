'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { usePhoneSignInStore } from '../phone/phone-sign-in-store';

const PhoneSignInModal = dynamic(() => import('./phone-sign-in-modal').then((m) => m.PhoneSignInModal), { ssr: false });
const ChooseAccountModal = dynamic(() => import('./choose-account-modal').then((m) => m.ChooseAccountModal), {
  ssr: false,
});

/** The phone sign-in modals (手機登入, 選擇帳號), fetched when the phone flow first opens. */
export function PhoneSignInSlot() {
  const opened = useLatch(usePhoneSignInStore((state) => state.view !== null));
  return opened ? (
    <>
      <PhoneSignInModal />
      <ChooseAccountModal />
    </>
  ) : null;
}
