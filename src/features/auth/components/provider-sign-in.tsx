'use client';

import Link from '@/ui/link';
import { getSession, signIn, useSession } from 'next-auth/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import type { ProviderName } from '@/protocol';
import { Button, buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { openPhoneSignIn } from '../phone/open-phone-sign-in';
import { isSignInPopup, markAsSignInPopup, reportToOpener } from '../popup/popup-messages';
import { isOAuthProvider } from '../providers/oauth-providers';
import { hardNavigate } from './hard-navigate';
import { safeCallbackUrl } from './safe-callback-url';
import { useGuestSignIn } from './use-guest-sign-in';
import { providerSignInPath, RETURNED_STEP } from './use-provider-popup';

/** Query value of the identity provider's return trip to this page. */
const RETURNED = RETURNED_STEP;

/**
 * `/signIn/{provider}?signInRedirectURL=…` (account §2): opened in a popup for LINE, Google,
 * Apple and Facebook by the sign-in modal, or as a page of its own. An OAuth provider goes
 * to its identity provider and comes back here (`?step=done`); then a popup reports to its
 * opener and closes, and a page goes to `signInRedirectURL`. Guest signs in on arrival; phone
 * opens 手機登入.
 */
export function ProviderSignIn({
  provider,
  redirectUrl,
  popup = false,
  step,
}: {
  provider: ProviderName;
  redirectUrl?: string;
  /** Opened by the sign-in modal. */
  popup?: boolean;
  step?: string;
}) {
  const { t } = useT(['common', 'auth']);
  const locale = useLocale();
  const { status } = useSession();
  const { signInAsGuest, pending } = useGuestSignIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const method = t(`signIn.${provider}`);
  const returnedEmpty = isOAuthProvider(provider) && step === RETURNED && status === 'unauthenticated';
  const target = () => safeCallbackUrl(redirectUrl, window.location.origin) ?? localePath(locale, '/');

  const finish = () => {
    if (isSignInPopup()) {
      void getSession(); // tells every other tab, the opener included
      reportToOpener({ type: 'signed-in' });
      return;
    }
    hardNavigate(target(), { replace: true });
  };

  const runGuest = async () => {
    if (await signInAsGuest()) finish();
    else setFailed(true);
  };

  const goToProvider = () => {
    void signIn(provider, { callbackUrl: providerSignInPath(locale, provider, redirectUrl ?? null, { step: RETURNED }) });
  };

  useEffect(() => {
    if (popup) markAsSignInPopup();
  }, [popup]);

  useEffect(() => {
    if (started.current || status === 'loading') return;
    if (provider === 'phone') {
      started.current = true;
      openPhoneSignIn({ callbackUrl: target() });
      return;
    }
    if (provider === 'guest') {
      started.current = true;
      // A popup signs in on arrival; the failure state is set after the request answers.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      void runGuest();
      return;
    }
    if (!isOAuthProvider(provider)) return;
    started.current = true;
    // Back from the identity provider without a session: the retry button shows (below).
    if (step !== RETURNED) goToProvider();
    else if (status === 'authenticated') finish();
    // Runs once per page, when the session status is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, status, step]);

  const icon = provider === 'guest' ? 'guest' : provider === 'phone' ? 'phone' : provider;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 py-12 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-night-800 text-gold-300 ring-1 ring-gold-500/40">
        <Icon name={icon} className="h-9 w-9" />
      </span>
      <h1 className="text-2xl font-black text-gold-300">{method}</h1>
      {provider === 'phone' ? (
        <Button size="lg" onClick={() => openPhoneSignIn({ callbackUrl: target() })}>
          {method}
        </Button>
      ) : (failed || returnedEmpty) && !pending ? (
        <Button
          size="lg"
          onClick={() => {
            setFailed(false);
            if (provider === 'guest') void runGuest();
            else goToProvider();
          }}
        >
          {method}
        </Button>
      ) : (
        <>
          <LoadingText />
          {isOAuthProvider(provider) ? <p className="text-sm text-mist-400">{t('popup.redirecting', { ns: 'auth', method })}</p> : null}
        </>
      )}
      <Link href={localePath(locale, '/')} className={buttonClass('ghost')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
