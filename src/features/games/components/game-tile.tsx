'use client';

import Link from '@/ui/link';
import type { GameCatalogueEntry } from '@/protocol/games';
import { Icon } from '@/ui/icon';
import { GameArt } from './game-art';

export interface GameTileProps {
  game: GameCatalogueEntry;
  /** The name in the page's locale. */
  name: string;
  /** Where the tile opens the game (a play page with `?game=`). */
  href: string;
  /** Accessible name of the link ("play X"). */
  label: string;
  /** 'card': a 16:9 tile (the banners' shape); 'row': the compact list under 375 px. */
  layout?: 'card' | 'row';
  /** Keep the page's scroll (a window opening over the lobby), rather than starting a new page at its top. */
  keepScroll?: boolean;
  /** Load the banner at once (a tile in the first rows), not when it nears the view. */
  eager?: boolean;
}

/**
 * One game of a grid or list: its artwork and name, linking to its window. Not prefetched: a
 * grid is many links to one play page, and Next would fetch that page once per tile in view.
 */
export function GameTile({ game, name, href, label, layout = 'card', keepScroll = false, eager = false }: GameTileProps) {
  if (layout === 'row') {
    return (
      <Link
        href={href}
        scroll={!keepScroll}
        prefetch={false}
        aria-label={label}
        data-game={game.gameCode}
        className="group flex min-h-14 items-center gap-3 rounded-2xl bg-night-800/70 px-3 py-2 ring-1 ring-white/10 transition hover:ring-gold-400/50"
      >
        <span className="relative h-10 w-10 shrink-0 overflow-hidden rounded-xl">
          <GameArt code={game.gameCode} name={name} banner={game.banner} provider={game.provider} compact />
        </span>
        <span className="min-w-0 flex-1 truncate font-bold text-white">{name}</span>
        <Icon name="chevronRight" className="h-5 w-5 text-gold-400" />
      </Link>
    );
  }
  return (
    <Link
      href={href}
      scroll={!keepScroll}
      prefetch={false}
      aria-label={label}
      data-game={game.gameCode}
      className="group relative block aspect-video overflow-hidden rounded-2xl shadow-xl ring-1 ring-gold-500/30 transition hover:-translate-y-1 hover:shadow-glow focus-visible:-translate-y-1"
    >
      <GameArt code={game.gameCode} name={name} banner={game.banner} provider={game.provider} eager={eager} />
      <span aria-hidden="true" className="absolute bottom-2 right-2 flex h-7 w-7 items-center justify-center rounded-full bg-gold-400 text-night-950 shadow-glow transition group-hover:scale-110">
        <Icon name="play" className="h-4 w-4" />
      </span>
    </Link>
  );
}
