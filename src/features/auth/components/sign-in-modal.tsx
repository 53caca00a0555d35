'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import { AnalyticsEvent, track } from '@/lib/analytics';
import { BrandMark } from '@/ui/brand-mark';
import { useBrandName } from '@/brand/use-brand-name';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Icon, type IconName } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { openPhoneSignIn } from '../phone/open-phone-sign-in';
import type { OAuthProviderName } from '../providers/oauth-providers';
import { closeSignInModal, useSignInModalStore } from '../sign-in-modal-store';
import { ProviderButton } from './provider-button';
import { useAfterSignIn } from './use-after-sign-in';
import { useGuestSignIn } from './use-guest-sign-in';
import { useProviderPopup } from './use-provider-popup';
import { useSignInHistory } from './use-sign-in-history';

type Method = 'google' | 'apple' | 'facebook' | 'phone';

const METHODS: readonly { method: Method; icon: IconName; className: string }[] = [
  { method: 'google', icon: 'google', className: 'bg-white text-night-900 hover:bg-mist-300' },
  { method: 'apple', icon: 'apple', className: 'bg-black text-white ring-1 ring-white/25 hover:bg-night-950' },
  { method: 'facebook', icon: 'facebook', className: 'bg-[#1877F2] text-white hover:brightness-110' },
  { method: 'phone', icon: 'phone', className: 'bg-night-700 text-white ring-1 ring-white/15 hover:bg-night-600' },
];

/**
 * The sign-in modal (account §2): full-height panel, max width 500 px, a large LINE button,
 * then Google, Apple, Facebook, phone and guest. LINE, Google, Apple and Facebook sign in
 * in a popup; phone opens 手機登入; guest signs in at once. Mounted once by the app shell.
 */
export function SignInModal() {
  const { t } = useT(['common', 'auth']);
  const locale = useLocale();
  const { shortName } = useBrandName();
  const { open, callbackUrl, notice } = useSignInModalStore();
  const { signInAsGuest, pending: guestPending } = useGuestSignIn();
  const popup = useProviderPopup();
  const afterSignIn = useAfterSignIn();
  useSignInHistory(open, closeSignInModal);
  const pending = guestPending || popup.waiting !== null;

  const guest = async () => {
    track(AnalyticsEvent.LoginClick, { method: 'guest' });
    if (await signInAsGuest()) afterSignIn(callbackUrl);
  };
  const choose = (method: Method | 'line') => {
    track(AnalyticsEvent.LoginClick, { method });
    if (method === 'phone') {
      closeSignInModal();
      openPhoneSignIn({ callbackUrl });
      return;
    }
    popup.start(method satisfies OAuthProviderName, callbackUrl);
  };

  return (
    <Dialog
      open={open}
      onClose={closeSignInModal}
      title={t('signIn.title')}
      fullHeight
      maxWidth={500}
      bodyClassName="px-5 pb-6 pt-1 sm:px-8"
    >
      <div className="relative flex min-h-full flex-col" aria-busy={pending}>
        <div className="flex flex-col items-center gap-2 pb-5 pt-2 text-center">
          <div className="relative">
            <span aria-hidden="true" className="absolute inset-0 rounded-full bg-gold-400/30 blur-xl" />
            <BrandMark className="relative h-20 w-20" />
          </div>
          <p className="text-xl font-black text-white">{t('signIn.welcome', { brand: shortName })}</p>
          <p className="text-sm text-mist-400">{t('signIn.subtitle')}</p>
        </div>

        {notice ? (
          <p role="alert" className="mb-4 flex items-center gap-2 rounded-2xl bg-gold-400/10 px-4 py-3 text-sm text-gold-300 ring-1 ring-gold-400/40">
            <Icon name="alert" className="h-5 w-5 shrink-0" />
            {t(notice === 'sessionRequired' ? 'signIn.sessionRequired' : 'signIn.failed')}
          </p>
        ) : null}

        <ProviderButton
          icon={<Icon name="line" className="h-7 w-7" />}
          label={t('signIn.line')}
          onClick={() => choose('line')}
          disabled={pending}
          className="min-h-14 bg-[#06C755] text-lg text-white shadow-[0_8px_24px_rgb(6_199_85/0.35)] hover:brightness-110"
        />

        <div className="my-5 flex items-center gap-3 text-xs text-mist-500">
          <span className="h-px flex-1 bg-white/10" />
          {t('signIn.otherMethods')}
          <span className="h-px flex-1 bg-white/10" />
        </div>

        <div className="grid grid-cols-2 gap-3">
          {METHODS.map(({ method, icon, className }) => (
            <ProviderButton
              key={method}
              icon={<Icon name={icon} className="h-6 w-6" />}
              label={t(`signIn.${method}`)}
              onClick={() => choose(method)}
              disabled={pending}
              // half-width: a little tighter, so a long translation wraps to two lines, not three
              className={`${className} !gap-2 !px-2.5 !text-sm`}
            />
          ))}
          <ProviderButton
            icon={<Icon name="guest" className="h-6 w-6" />}
            label={t('signIn.guest')}
            onClick={guest}
            disabled={pending}
            className="col-span-2 bg-transparent text-gold-300 ring-1 ring-inset ring-gold-400/70 hover:bg-gold-400/10 hover:text-gold-300"
          />
        </div>

        <p className="mt-auto pt-8 text-center text-xs text-mist-500">
          {t('signIn.agreement')}{' '}
          <Link
            href={localePath(locale, '/support/terms/term-of-service')}
            onClick={closeSignInModal}
            className="inline-flex min-h-11 items-center text-gold-300 underline underline-offset-4"
          >
            {t('signIn.termsLink')}
          </Link>
        </p>

        {guestPending ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-night-900/80 backdrop-blur-sm">
            <LoadingText className="text-base" />
          </div>
        ) : null}
        {popup.waiting ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-2xl bg-night-900/90 px-6 text-center backdrop-blur-sm">
            <Icon name={popup.waiting} className="h-12 w-12" />
            <LoadingText className="text-base" />
            <p role="status" className="text-balance text-mist-300">
              {t('popup.waiting', { ns: 'auth', method: t(`signIn.${popup.waiting}`) })}
            </p>
            <Button variant="secondary" onClick={popup.cancel}>
              {t('popup.cancel', { ns: 'auth' })}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
