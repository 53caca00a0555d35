'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { openPassbook } from '@/features/passbook';
import { useWallet } from '@/features/wallet';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { buttonClass } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { Icon, type IconName } from '@/ui/icon';
import { walletRows } from '../hub-items';

const ICONS: Record<'gold' | 'gem' | 'points', IconName> = { gold: 'coins', gem: 'gem', points: 'star' };

/** 我的錢包: gold, gem (brands with gems), points; to the passbook and the store. */
export function WalletCard() {
  const { t } = useT('member');
  const locale = useLocale();
  const brand = useBrand();
  const wallet = useWallet();
  const amounts = { gold: wallet.gold, gem: wallet.gems, points: wallet.points };
  const rows = walletRows(brand.features);
  return (
    <section aria-labelledby="member-wallet" className="rounded-3xl bg-night-900/80 p-5 ring-1 ring-gold-500/20">
      <h2 id="member-wallet" className="mb-3 font-black text-white">{t('wallet.title')}</h2>
      <dl className={`grid gap-2 ${rows.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {rows.map((row) => (
          <div key={row} className="rounded-2xl bg-night-800/80 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-mist-400">
              <Icon name={ICONS[row]} className="h-4 w-4 text-gold-400" />
              {t(`wallet.${row}`)}
            </dt>
            <dd className="mt-0.5 truncate font-bold tabular-nums text-white" data-testid={`wallet-${row}`}>
              {wallet.loaded ? formatNumber(amounts[row]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => openPassbook()}>
          <Icon name="book" className="h-5 w-5" />
          {t('wallet.passbook')}
        </button>
        <Link href={localePath(locale, '/purchase')} className={buttonClass('primary')}>
          <Icon name="shop" className="h-5 w-5" />
          {t('wallet.store')}
        </Link>
      </div>
    </section>
  );
}
