'use client';

import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { useFeature } from '@/brand';
import { useWallet } from '@/features/wallet';
import { formatNumber } from '@/ui/format';
import { Icon, type IconName } from '@/ui/icon';

function Amount({ icon, amount, label }: { icon: IconName; amount: number; label: string }) {
  return (
    <span className="flex items-center gap-1 whitespace-nowrap rounded-full bg-night-950/70 py-1 pl-1 pr-2.5 text-sm font-bold tabular-nums text-gold-300 ring-1 ring-gold-500/40">
      <Icon name={icon} className="h-5 w-5 shrink-0 text-gold-400" />
      <span aria-hidden="true">{formatNumber(amount)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The signed-in player's balance as gold pills: gold with thousands separators, and gems for
 * brands that have them. While the wallet loads it keeps its place (no layout shift).
 */
export function BalancePill({ className = '' }: { className?: string }) {
  const { t } = useT('common');
  const { data: session } = useSession();
  const wallet = useWallet();
  const gems = useFeature('gems');
  if (!session) return null;
  if (!wallet.loaded) {
    return <span aria-hidden="true" className={`h-7 w-24 animate-pulse-late rounded-full bg-white/10 ${className}`} />;
  }
  return (
    <div role="group" aria-label={t('common.balance')} className={`items-center gap-1.5 ${className}`}>
      <Amount icon="coins" amount={wallet.gold} label={t('common.goldAmount', { amount: formatNumber(wallet.gold) })} />
      {gems ? <Amount icon="gem" amount={wallet.gems} label={t('common.gemAmount', { amount: formatNumber(wallet.gems) })} /> : null}
    </div>
  );
}
