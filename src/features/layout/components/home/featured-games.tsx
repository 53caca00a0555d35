'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import type { GameCatalogueEntry } from '@/protocol/games';
import { gameName } from '@/features/games';
import { GameTile } from '@/features/games';
import { useViewportValue } from '@/features/games';
import { gameWindowPage, withGame } from '@/features/games';
import { buttonClass } from '@/ui/button';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { SectionHeading } from './section-heading';

/**
 * The catalogue's shown games (read by the home page on the server), each tile opening its game
 * window: the phone screen, or the desktop one on wide viewports. Without an answer from the
 * lobby the section offers the way to the game lobby instead.
 */
export function FeaturedGames({ games }: { games: readonly GameCatalogueEntry[] | null }) {
  const { t } = useT('common');
  const locale = useLocale();
  // the phone window until the width is known (server render), then the one the width calls for
  const windowPage = useViewportValue(gameWindowPage, '/play-game/m');
  const lobby = localePath(locale, '/play');
  return (
    <section aria-labelledby="home-games">
      <SectionHeading id="home-games" moreHref={lobby} moreLabel={t('home.gamesMore')}>
        {t('home.gamesTitle')}
      </SectionHeading>
      {games && games.length > 0 ? (
        <ul data-testid="featured-games" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {games.map((game) => {
            const name = gameName(game, locale);
            return (
              <li key={game.gameCode}>
                <GameTile game={game} name={name} label={name} href={localePath(locale, withGame(windowPage, game.gameCode))} />
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex justify-center rounded-2xl bg-night-800/60 py-10 ring-1 ring-white/10">
          <Link href={lobby} className={buttonClass('primary', 'lg')}>
            {t('home.playNow')}
          </Link>
        </div>
      )}
    </section>
  );
}
