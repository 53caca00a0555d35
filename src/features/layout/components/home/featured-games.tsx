'use client';

import Link from 'next/link';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { SvgImage } from '@/ui/svg-image';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { SectionHeading } from './section-heading';

/** Placeholder tiles until the game catalogue arrives; names come from locales. */
const GAMES: readonly { id: string; badge?: 'hot' | 'new' }[] = [
  { id: 'dragon', badge: 'hot' },
  { id: 'treasure' },
  { id: 'lucky7', badge: 'hot' },
  { id: 'diamond', badge: 'new' },
  { id: 'fortune' },
  { id: 'fruit', badge: 'new' },
];

/** Featured game tiles linking to the play page. */
export function FeaturedGames() {
  const { t } = useT('common');
  const locale = useLocale();
  return (
    <section aria-labelledby="home-games">
      <SectionHeading id="home-games" moreHref={localePath(locale, '/play')} moreLabel={t('home.gamesMore')}>
        {t('home.gamesTitle')}
      </SectionHeading>
      <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
        {GAMES.map((game) => (
          <li key={game.id}>
            <Link
              href={localePath(locale, '/play')}
              className="group relative block overflow-hidden rounded-2xl shadow-xl ring-1 ring-gold-500/30 transition hover:-translate-y-1 hover:shadow-glow"
            >
              <SvgImage src={`/images/games/${game.id}.svg`} alt="" width={300} height={400} className="h-auto w-full transition duration-300 group-hover:scale-105" />
              {game.badge ? (
                <span
                  className={`absolute left-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-black text-white shadow ${
                    game.badge === 'hot' ? 'bg-ruby-500' : 'bg-jade-500'
                  }`}
                >
                  {t(`home.${game.badge}`)}
                </span>
              ) : null}
              <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 px-2.5 pb-2.5 pt-6">
                <span className="truncate text-sm font-black text-white drop-shadow sm:text-base">{t(`home.games.${game.id}`)}</span>
                <span aria-hidden="true" className="hidden h-7 w-7 shrink-0 items-center justify-center rounded-full bg-gold-400 text-night-950 sm:flex">
                  <Icon name="play" className="h-4 w-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
