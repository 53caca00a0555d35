'use client';

import Link from '@/ui/link';
import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button, buttonClass } from '@/ui/button';

/** The guide's first step: the sign-in modal for a visitor, the member centre once signed in. */
export function GuideSignInAction({ signIn, signedIn }: { signIn: string; signedIn: string }) {
  const { status } = useSession();
  const locale = useLocale();
  if (status === 'authenticated') {
    return (
      <Link href={localePath(locale, '/member/info')} className={buttonClass('secondary')}>
        {signedIn}
      </Link>
    );
  }
  return (
    <Button onClick={() => openSignInModal()} disabled={status === 'loading'}>
      {signIn}
    </Button>
  );
}
