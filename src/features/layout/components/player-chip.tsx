'use client';

import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { openSignInModal } from '@/features/auth';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { AccountMenu } from './account-menu';

/** The signed-in player's chip (name, VIP, level) opening the account menu, or the 登入 button. */
export function PlayerChip() {
  const { t } = useT('common');
  const { data: session, status } = useSession();

  if (status === 'loading') {
    return <span aria-hidden="true" className="block h-11 w-24 animate-pulse-late rounded-full bg-white/10 sm:w-36" />;
  }

  if (!session) {
    return (
      <Button onClick={() => openSignInModal()} className="shrink-0 whitespace-nowrap !px-4 sm:!px-6">
        <Icon name="user" className="hidden h-5 w-5 min-[400px]:block" />
        {t('common.signIn')}
      </Button>
    );
  }

  const { name, vipLevel, level } = session.user;
  return (
    <AccountMenu
      label={t('nav.accountMenu', { name })}
      chip={
        <>
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-plum-700 to-night-700 text-base font-bold text-gold-300 ring-1 ring-gold-400/60"
          >
            {Array.from(name || '?')[0]}
          </span>
          <span className="flex min-w-0 flex-col text-left leading-tight">
            <span className="max-w-[5.5rem] truncate text-sm font-bold text-white sm:max-w-[10rem]">{name}</span>
            <span className="flex items-center gap-1.5 whitespace-nowrap text-[11px] font-bold">
              <span className="inline-flex items-center gap-0.5 text-gold-300">
                {vipLevel >= 1 && vipLevel <= 8 ? (
                  // the tier's badge file (scripts/make-brand-art.ts from VipBadgeArt): no badge code on a first visit
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={`/brands/vip/${vipLevel}.svg`} alt="" width={16} height={16} className="h-4 w-4 shrink-0" />
                ) : null}
                {t('common.vip', { level: vipLevel })}
              </span>
              <span className="text-mist-300">{t('common.level', { level })}</span>
            </span>
          </span>
        </>
      }
    />
  );
}
