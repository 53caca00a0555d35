'use client';

import Link from '@/ui/link';
import { usePathname } from 'next/navigation';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { track } from '@/lib/analytics';
import { localePath, stripLocale } from '@/i18n/locale-path';
import { BOTTOM_BAR, activeItem } from '../menu';
import { useLocale } from '@/i18n/use-locale';

/** The phone bottom bar within thumb reach (below lg), above the home indicator. */
export function BottomBar() {
  const { t } = useT('common');
  const locale = useLocale();
  const current = activeItem(BOTTOM_BAR, stripLocale(usePathname()));

  return (
    <nav
      aria-label={t('nav.mainMenu')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand/40 bg-night-900 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_30px_rgb(0_0_0/0.45)] lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4">
        {BOTTOM_BAR.map((item) => {
          const active = item === current;
          return (
            <li key={item.label}>
              <Link
                href={localePath(locale, item.href)}
                onClick={item.event ? () => track(item.event!, { from: 'bottomBar' }) : undefined}
                aria-current={active ? 'page' : undefined}
                className={`relative flex min-h-[3.75rem] flex-col items-center justify-center gap-0.5 px-1 text-xs font-bold transition ${
                  active ? 'text-white' : 'text-mist-300 hover:text-white'
                }`}
              >
                {active ? <span aria-hidden="true" className="absolute inset-x-5 top-0 h-[3px] rounded-b-full bg-brand" /> : null}
                <span
                  className={`flex h-8 w-12 items-center justify-center rounded-full transition ${
                    active ? 'bg-brand/25 text-brand shadow-glow' : ''
                  }`}
                >
                  {item.icon ? <Icon name={item.icon} className="h-6 w-6" /> : null}
                </span>
                <span className="max-w-full truncate">{t(`nav.${item.label}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
