'use client';

import type { GameCatalogueEntry } from '@/protocol/games';
import { gameName } from '../catalogue';
import { gridColumns, type GridColumns } from '../grid-columns';
import { useViewportValue } from '../use-viewport-value';
import { useLocale } from '@/i18n/use-locale';
import { GameTile } from './game-tile';

export interface GameGridProps {
  games: readonly GameCatalogueEntry[];
  /** The link of a game's tile. */
  hrefOf: (code: string) => string;
  /** Accessible name of a tile's link, from its game's name. */
  labelOf: (name: string) => string;
  /** Columns while the width is unknown (server render); the width decides after. */
  fallbackColumns?: GridColumns;
}

/** Tiles whose banners load at once (the first rows a phone shows); the rest load as they near the view. */
export const EAGER_TILES = 4;

/**
 * The games as a grid whose column count follows the viewport width (chat §9, ./grid-columns.ts):
 * 4, 3, 2 or 1 columns of 16:9 tiles, and under 375 px a compact list.
 */
export function GameGrid({ games, hrefOf, labelOf, fallbackColumns = 2 }: GameGridProps) {
  const locale = useLocale();
  const columns = useViewportValue(gridColumns, fallbackColumns);
  const layout = columns === 0 ? 'row' : 'card';
  return (
    <ul
      data-testid="game-grid"
      data-columns={columns}
      className={`grid ${columns === 0 ? 'gap-2' : 'gap-3 sm:gap-4'}`}
      style={{ gridTemplateColumns: `repeat(${Math.max(columns, 1)}, minmax(0, 1fr))` }}
    >
      {games.map((game, index) => {
        const name = gameName(game, locale);
        return (
          <li key={game.gameCode}>
            <GameTile game={game} name={name} href={hrefOf(game.gameCode)} label={labelOf(name)} layout={layout} keepScroll eager={index < EAGER_TILES} />
          </li>
        );
      })}
    </ul>
  );
}
