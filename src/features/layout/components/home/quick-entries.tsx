'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { Icon, type IconName } from '@/ui/icon';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { SectionHeading } from './section-heading';

/** Shortcuts to the lobby's daily destinations; each leads to a page that exists (no 'coming soon'). */
const ENTRIES: readonly { label: string; href: string; icon: IconName; tone: string }[] = [
  { label: 'play', href: '/play', icon: 'gamepad', tone: 'from-gold-400 to-gold-600' },
  { label: 'mission', href: '/other/mission', icon: 'target', tone: 'from-ruby-500 to-plum-700' },
  { label: 'sevenDaySignIn', href: '/other/sevendaySignIn', icon: 'calendar', tone: 'from-jade-400 to-jade-600' },
  { label: 'coinRank', href: '/rank/coin', icon: 'trophy', tone: 'from-gold-300 to-ruby-500' },
  { label: 'announcement', href: '/announcement', icon: 'megaphone', tone: 'from-night-600 to-plum-700' },
  { label: 'myGifts', href: '/member/present', icon: 'gift', tone: 'from-plum-700 to-ruby-600' },
];

/** Round shortcut icons to the daily activities, like a mobile game lobby. */
export function QuickEntries() {
  const { t } = useT('common');
  const locale = useLocale();
  return (
    <section aria-labelledby="home-quick">
      <SectionHeading id="home-quick">{t('home.quickTitle')}</SectionHeading>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {ENTRIES.map((entry) => (
          <li key={entry.href}>
            <Link
              href={localePath(locale, entry.href)}
              className="group flex flex-col items-center gap-2 rounded-2xl bg-night-800/60 px-2 py-3 ring-1 ring-white/10 transition hover:ring-gold-400/50"
            >
              <span className={`relative flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br ${entry.tone} text-white shadow-lg ring-2 ring-white/20 transition group-hover:scale-105`}>
                <Icon name={entry.icon} className="h-8 w-8" />
              </span>
              <span className="text-center text-xs font-bold text-mist-300 sm:text-sm">{t(`nav.${entry.label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
