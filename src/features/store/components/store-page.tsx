'use client';

import Link from '@/ui/link';
import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { useBrand } from '@/brand';
import { openSignInModal } from '@/features/auth';
import { AnalyticsEvent, track } from '@/lib/analytics';
import { useWallet } from '@/features/wallet';
import type { StoreFilter } from '@/protocol';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button, buttonClass } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { useStoreT } from '../texts';
import { useGoodsSetting } from '../use-goods-setting';
import { storeOffered } from '../store-offered';
import { ExchangePanel } from './exchange-panel';
import { PassTicketSection } from './pass-ticket-section';
import { StoreHeading } from './store-heading';

/**
 * /store (商城): the wallet, the way to 點數兌換 (a deposit_view tap), pass tickets for gold
 * with the store brand filter, and the gem ↔ gold exchange — each only where the brand offers it.
 */
export function StorePage() {
  const { ts, tc, errorText, ready } = useStoreT();
  const brand = useBrand();
  const locale = useLocale();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const offered = storeOffered(brand.features);
  const [filter, setFilter] = useState<StoreFilter>('all');
  const { state, retry } = useGoodsSetting(signedIn && offered, filter);
  const wallet = useWallet();
  if (!ready || status === 'loading') return <LoadingText className="py-16 text-center" />;

  const deposit = (
    <Link
      href={localePath(locale, '/purchase/point')}
      onClick={() => track(AnalyticsEvent.DepositView, { from: 'store' })}
      className="flex items-center justify-between gap-3 rounded-3xl bg-gradient-to-r from-gold-500/25 via-plum-800/80 to-night-900/80 p-4 ring-1 ring-gold-400/40 transition hover:brightness-110"
    >
      <span className="flex min-w-0 flex-col">
        <span className="text-lg font-black text-white">{ts('deposit.title')}</span>
        <span className="text-xs text-mist-300">{ts('deposit.body')}</span>
      </span>
      <span className={`${buttonClass('primary')} shrink-0`}>{ts('deposit.go')}</span>
    </Link>
  );

  let body;
  if (!offered) body = <p className="rounded-3xl bg-night-800/70 p-6 text-center text-mist-300 ring-1 ring-white/10">{ts('notOffered')}</p>;
  else if (!signedIn)
    body = (
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-night-800/70 py-10 text-center ring-1 ring-white/10">
        <p className="text-mist-300">{ts('signIn')}</p>
        <Button onClick={() => openSignInModal()}>{tc('common.signIn')}</Button>
      </div>
    );
  else if (state.phase === 'loading') body = <LoadingText className="py-12 text-center" />;
  else if (state.phase === 'error')
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{ts('loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {ts('retry')}
        </Button>
      </div>
    );
  else
    body = (
      <>
        {brand.features.passTicketStore ? (
          <PassTicketSection tickets={state.setting.PassTickets} filter={filter} onFilter={setFilter} ts={ts} errorText={errorText} />
        ) : null}
        {state.setting.Exchange.Offered ? <ExchangePanel exchange={state.setting.Exchange} ts={ts} errorText={errorText} /> : null}
      </>
    );

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4">
      <StoreHeading>{ts('storeTitle')}</StoreHeading>
      {signedIn && wallet.loaded ? (
        <p data-testid="store-balance" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-mist-300">
          <span>
            {tc('common.balance')}：
            <span className="font-black text-gold-300">{tc('common.goldAmount', { amount: formatNumber(wallet.gold) })}</span>
          </span>
          {brand.features.gems ? <span className="font-black text-violet-200">{tc('common.gemAmount', { amount: formatNumber(wallet.gems) })}</span> : null}
        </p>
      ) : null}
      {deposit}
      {body}
    </section>
  );
}
