'use client';

import { TextsPending } from '@/i18n/texts-pending';
import Link from '@/ui/link';
import type { ReactNode } from 'react';
import { useSession } from 'next-auth/react';
import { openSignInModal } from '@/features/auth';
import { OwnHonorListButton } from '@/features/honor';
import { localePath, useLocale } from '@/features/layout';
import { Button, buttonClass } from '@/ui/button';
import { Icon, type IconName } from '@/ui/icon';
import { useRankT } from '../texts';
import { PageHeading } from './page-heading';

function Card({ icon, title, desc, children }: { icon: IconName; title: string; desc: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-5">
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-b from-gold-300 to-gold-600 text-night-950" aria-hidden="true">
          <Icon name={icon} className="h-7 w-7" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-black text-white">{title}</h2>
          <p className="text-sm text-mist-300">{desc}</p>
        </div>
      </div>
      <div className="mt-auto">{children}</div>
    </li>
  );
}

/** /rank: the rankings and the pages next to them — coin rank, missions, the honor list, the ban list. */
export function RankOverviewPage() {
  const { t, tr, ready, failed, retry } = useRankT();
  const locale = useLocale();
  const { status } = useSession();
  if (!ready) return <TextsPending failed={failed} retry={retry} className="py-16" />;
  const go = (href: string, label: string) => (
    <Link href={localePath(locale, href)} className={buttonClass('primary', 'md', true)} aria-label={`${tr('overview.open')} ${label}`}>
      {tr('overview.open')}
    </Link>
  );
  return (
    <section className="mx-auto flex max-w-4xl flex-col">
      <PageHeading>{tr('overview.title')}</PageHeading>
      <p className="mb-4 text-sm text-mist-300">{tr('overview.intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <Card icon="trophy" title={tr('overview.coin.title')} desc={tr('overview.coin.desc')}>
          {go('/rank/coin', tr('overview.coin.title'))}
        </Card>
        <Card icon="target" title={tr('overview.mission.title')} desc={tr('overview.mission.desc')}>
          {go('/other/mission', tr('overview.mission.title'))}
        </Card>
        <Card icon="gift" title={tr('overview.honor.title')} desc={tr('overview.honor.desc')}>
          {status === 'authenticated' ? (
            <OwnHonorListButton />
          ) : (
            <Button block onClick={() => openSignInModal()}>
              {String(t('common.signIn', { ns: 'common' }))}
            </Button>
          )}
        </Card>
        <Card icon="shield" title={tr('overview.banList.title')} desc={tr('overview.banList.desc')}>
          {go('/support/ban-list', tr('overview.banList.title'))}
        </Card>
      </ul>
    </section>
  );
}
