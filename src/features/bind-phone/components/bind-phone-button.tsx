'use client';

import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { useSocketQuery } from '@/http/socket-queries';
import { Op } from '@/protocol/ops';
import { formatNumber } from '@/ui/format';
import { Icon } from '@/ui/icon';
import { openBindPhone, openBonusClaim } from '../open-bind-phone';

/** Shows a bound number as 0912***678. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 4)}***${phone.slice(-3)}` : phone;
}

/**
 * The member center's phone row. The lobby says whether a phone is bound and whether its bonus
 * is still unclaimed (10640): 綁定手機號碼 while none is bound; the bound number (12390, with the
 * accounts it carries) and, while the bonus waits (a claim lost after the bind), 領取 until it
 * is claimed. Before the lobby answers, the session's phone decides.
 */
export function BindPhoneButton() {
  const { t } = useT('auth');
  const { data: session } = useSession();
  const icon = useSocketQuery(Op.PhoneBindIcon, {}, { enabled: Boolean(session) });
  const bound = icon.data?.IsBound ?? Boolean(session?.phone);
  const numbers = useSocketQuery(Op.PhoneBindAccount, {}, { enabled: Boolean(session) && bound });
  if (!session) return null;
  if (bound) {
    const phone = numbers.data?.PhoneNumber || session.phone || '';
    const accounts = numbers.data?.Accounts.length ?? 0;
    const unclaimed = icon.data?.Show === true;
    return (
      <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-night-800/80 px-4 py-2 font-bold text-mist-300 ring-1 ring-white/10">
        <Icon name="phone" className="h-6 w-6 text-jade-400" />
        <span className="flex-1">{t('bindPhone.bound')}</span>
        <span className="text-right">
          <span className="block tabular-nums text-white">{maskPhone(phone)}</span>
          {accounts > 1 ? <span className="block text-xs font-normal text-mist-400">{t('bindPhone.accountsOnNumber', { n: accounts })}</span> : null}
        </span>
        {unclaimed ? (
          <button
            type="button"
            onClick={() => openBonusClaim()}
            className="min-h-10 rounded-full bg-gradient-to-b from-gold-300 to-gold-500 px-4 text-sm text-night-950 ring-1 ring-gold-200/60 transition hover:brightness-110"
          >
            {t('bindPhone.claimBonus', { amount: t('bindReward.amount', { amount: formatNumber(icon.data?.Bonus ?? 0) }) })}
          </button>
        ) : null}
      </div>
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
