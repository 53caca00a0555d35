'use client';

import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { openBindPhone } from '../open-bind-phone';

/** Shows a bound number as 0912***678. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 4)}***${phone.slice(-3)}` : phone;
}

/**
 * The member center's phone row: 綁定手機號碼 while no phone is bound (the bind bonus waits),
 * else the bound number.
 */
export function BindPhoneButton() {
  const { t } = useT('auth');
  const { data: session } = useSession();
  if (!session) return null;
  if (session.phone) {
    return (
      <p className="flex min-h-14 items-center gap-3 rounded-2xl bg-night-800/80 px-4 font-bold text-mist-300 ring-1 ring-white/10">
        <Icon name="phone" className="h-6 w-6 text-jade-400" />
        <span className="flex-1">{t('bindPhone.bound')}</span>
        <span className="tabular-nums text-white">{maskPhone(session.phone)}</span>
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openBindPhone()}
      className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-gradient-to-r from-plum-700/80 to-night-800/80 px-4 text-left font-bold text-gold-300 ring-1 ring-gold-400/40 transition hover:ring-gold-300"
    >
      <Icon name="phone" className="h-6 w-6 text-gold-400" />
      <span className="flex-1">{t('bindPhone.entry')}</span>
      <span className="rounded-full bg-ruby-500 px-2 py-0.5 text-xs text-white">{t('bindPhone.bonusBadge')}</span>
      <Icon name="chevronRight" className="h-5 w-5 text-mist-400" />
    </button>
  );
}
