'use client';

import { useSession } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import { useT } from 'next-i18next/client';
import { BrandMark } from '@/ui/brand-mark';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { isSignInPopup, reportToOpener } from '../popup/popup-messages';
import { openSignInModal } from '../sign-in-modal-store';
import { hardNavigate } from './hard-navigate';
import { safeCallbackUrl } from './safe-callback-url';
import { showSignInError } from './show-sign-in-error';

/**
 * The /sign-in page (next-auth's sign-in and error page): opens the sign-in modal at once,
 * shows why the player is here (`?error=`: a lobby code's text, 100009 此用戶不存在), and after
 * sign-in goes to `callbackUrl` when it stays on this site, else home. In the sign-in popup an
 * error goes back to the page that opened it, which shows it, and the popup closes.
 */
export function SignInPage({ error, callbackUrl }: { error?: string; callbackUrl?: string }) {
  const { t } = useT('common');
  const locale = useLocale();
  const { status } = useSession();
  const opened = useRef(false);

  const target = () => safeCallbackUrl(callbackUrl, window.location.origin) ?? localePath(locale, '/');

  const open = () => {
    openSignInModal({ callbackUrl: target() });
    if (error) showSignInError(error, target());
  };

  useEffect(() => {
    if (status === 'authenticated') {
      // Arrived signed in: move on. Signed in through the modal here: the modal navigates.
      if (!opened.current) hardNavigate(target(), { replace: true });
      return;
    }
    if (status !== 'unauthenticated' || opened.current) return;
    opened.current = true;
    if (error && isSignInPopup()) {
      reportToOpener({ type: 'sign-in-error', error });
      return;
    }
    open();
    // Runs when the session status settles; `open`/`target` read the same props each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <BrandMark className="h-20 w-20" />
      <h1 className="text-2xl font-black text-gold-300">{t('signIn.pageTitle')}</h1>
      {status === 'authenticated' ? (
        <LoadingText />
      ) : (
        <>
          <p className="text-mist-300">{t('signIn.pageBody')}</p>
          <Button size="lg" onClick={open}>
            {t('signIn.openModal')}
          </Button>
        </>
      )}
    </section>
  );
}
