'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useT } from 'next-i18next/client';
import { localePath } from '@/features/layout/locale-path';
import { useLocale } from '@/features/layout/use-locale';
import type { ProviderName } from '@/protocol';
import { Button, buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { hardNavigate } from './hard-navigate';
import { safeCallbackUrl } from './safe-callback-url';
import { useGuestSignIn } from './use-guest-sign-in';

/**
 * /signIn/{provider} (opened in a popup for line, google, apple and facebook): guest signs in
 * and closes the popup or goes to `signInRedirectURL`; the other providers are not
 * available yet and say so.
 */
export function ProviderSignIn({ provider, redirectUrl }: { provider: ProviderName; redirectUrl?: string }) {
  const { t } = useT('common');
  const locale = useLocale();
  const { signInAsGuest, pending } = useGuestSignIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const method = t(`signIn.${provider}`);

  const run = async () => {
    setFailed(false);
    if (!(await signInAsGuest())) {
      setFailed(true);
      return;
    }
    // A popup hands over to its opener (next-auth tells other tabs about the new session).
    if (window.opener && window.opener !== window) {
      window.close();
      return;
    }
    hardNavigate(safeCallbackUrl(redirectUrl, window.location.origin) ?? localePath(locale, '/'), { replace: true });
  };

  useEffect(() => {
    if (provider !== 'guest' || started.current) return;
    started.current = true;
    void run();
    // Runs once per page: a popup signs in on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 py-12 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-night-800 text-gold-300 ring-1 ring-gold-500/40">
        <Icon name={provider === 'guest' ? 'guest' : provider === 'phone' ? 'phone' : provider} className="h-9 w-9" />
      </span>
      <h1 className="text-2xl font-black text-gold-300">{method}</h1>
      {provider !== 'guest' ? (
        <p className="text-balance leading-relaxed text-mist-300">{t('signIn.notAvailable', { method })}</p>
      ) : pending || !failed ? (
        <LoadingText />
      ) : (
        <Button size="lg" onClick={run}>
          {method}
        </Button>
      )}
      {provider !== 'guest' ? (
        <Link href={localePath(locale, '/')} className={buttonClass('secondary')}>
          {t('common.backHome')}
        </Link>
      ) : null}
    </section>
  );
}
