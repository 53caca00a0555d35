'use client';

import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { openSignInModal } from '@/features/auth';
import { BindPhoneButton } from '@/features/bind-phone';
import { HonorListButton } from '@/features/honor';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';

/** /member/info: the signed-in player's name, player ID, VIP and level from the session. */
export function MemberSummary() {
  const { t } = useT('common');
  const locale = useLocale();
  const { data: session, status } = useSession();

  if (status === 'loading') return <LoadingText className="py-16" />;
  if (!session) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-mist-300">{t('member.signInPrompt')}</p>
        <Button size="lg" onClick={() => openSignInModal()}>
          {t('common.signIn')}
        </Button>
      </section>
    );
  }

  const { name, playerID, vipLevel, level } = session.user;
  const rows = [
    { label: t('member.playerId'), value: String(playerID) },
    { label: t('member.vip'), value: t('common.vip', { level: vipLevel }) },
    { label: t('member.level'), value: t('common.level', { level }) },
    { label: t('member.provider'), value: t(`member.providers.${session.provider}`) },
  ];

  return (
    <section className="mx-auto max-w-xl">
      <h1 className="mb-4 text-xl font-black text-white sm:text-2xl">{t('member.title')}</h1>
      <div className="overflow-hidden rounded-3xl bg-gradient-to-b from-plum-800/90 to-night-900/90 shadow-2xl ring-1 ring-gold-500/25">
        <div className="flex items-center gap-4 p-5">
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-plum-700 to-night-700 text-2xl font-black text-gold-300 ring-2 ring-gold-400/70">
            {Array.from(name || '?')[0]}
          </span>
          <div className="min-w-0">
            <p className="truncate text-xl font-black text-white">{name}</p>
            <p className="mt-1 inline-block rounded bg-gradient-to-r from-gold-400 to-gold-600 px-1.5 text-xs font-bold text-night-950">
              {t('common.vip', { level: vipLevel })}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-px bg-white/5">
          {rows.map((row) => (
            <div key={row.label} className="bg-night-900/80 px-5 py-3">
              <dt className="text-xs text-mist-400">{row.label}</dt>
              <dd className="mt-0.5 font-bold text-white">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-4">
        <BindPhoneButton />
      </div>
      <div className="mt-3"><HonorListButton /></div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {[
          { href: '/member/passbook', label: t('member.passbook'), icon: 'book' as const },
          { href: '/member/present', label: t('member.gifts'), icon: 'gift' as const },
        ].map((link) => (
          <Link
            key={link.href}
            href={localePath(locale, link.href)}
            className="flex min-h-14 items-center gap-3 rounded-2xl bg-night-800/80 px-4 font-bold text-mist-300 ring-1 ring-white/10 transition hover:text-gold-300 hover:ring-gold-400/40"
          >
            <Icon name={link.icon} className="h-6 w-6 text-gold-400" />
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
