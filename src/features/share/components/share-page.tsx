'use client';

import Link from '@/ui/link';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button, buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { shareFromQuery } from '../share-query';
import { openShareDialog } from '../store';
import { useShareT } from '../texts';

/**
 * /share (分享好友): with a game in the query it opens 發送名單 for it at once (signed in) and
 * keeps a 分享 button to open it again; without one it says where games are shared from.
 */
export function SharePage() {
  const { ts, ready } = useShareT();
  const locale = useLocale();
  const { status } = useSession();
  const params = useSearchParams();
  const query = params.toString();
  const share = useMemo(() => shareFromQuery(new URLSearchParams(query)), [query]);
  const signedIn = status === 'authenticated';

  useEffect(() => {
    if (share && signedIn) openShareDialog(share);
  }, [share, signedIn]);

  return (
    <section className="mx-auto max-w-xl py-4 sm:py-8">
      <h1 className="mb-6 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {ready ? ts('page.title') : null}
      </h1>
      {!ready || status === 'loading' ? (
        <LoadingText className="py-8" />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 px-6 py-8 text-center shadow-2xl ring-1 ring-gold-500/25">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-b from-gold-300 to-gold-600 text-night-950">
            <Icon name={share ? 'gamepad' : 'users'} className="h-8 w-8" />
          </span>
          {share ? <p className="text-lg font-black text-gold-300">{share.gameName}</p> : null}
          <p className="max-w-sm text-balance leading-relaxed text-mist-300">{signedIn ? ts('page.lead') : ts('page.signIn')}</p>
          {!signedIn ? (
            <Button size="lg" onClick={() => openSignInModal()}>
              {ts('page.signInButton')}
            </Button>
          ) : share ? (
            <Button size="lg" onClick={() => openShareDialog(share)}>
              {ts('page.share')}
            </Button>
          ) : (
            <Link href={localePath(locale, '/play')} className={buttonClass('primary', 'lg')}>
              {ts('page.pickGame')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
