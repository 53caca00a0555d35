'use client';

import type { NewsTickerRow } from '@/protocol';
import { useNewsTicker } from '../use-news-ticker';
import { NewsTicker } from './news-ticker';

/**
 * The ticker of a signed-in player: the lines of 12740 and its 12741 pushes, the pinned titles
 * until the lobby socket answers. Its own module: the socket code loads only for a player.
 */
export function PlayerNewsTicker({ fallback, label }: { fallback: readonly NewsTickerRow[]; label: string }) {
  const rows = useNewsTicker();
  return <NewsTicker rows={rows ?? fallback} label={label} />;
}
