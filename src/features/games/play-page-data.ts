/**
 * What a play page (/play, /play-game/m, /play-game/pc) reads on the web server so its lobby
 * renders there, grid and words, and shows with the first paint rather than after the page's
 * scripts, the lobby's chunk and a catalogue request.
 */
import { headers } from 'next/headers';
import { userAgent } from 'next/server';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import type { GameCatalogueEntry } from '@/protocol/games';
import { fetchCatalogue } from './featured-games-server';
import type { GridColumns } from './grid-columns';
import { GAMES_TEXT_LOADERS } from './text-loaders';

export interface PlayPageData {
  /** The lobby's catalogue, or null when it did not answer in time (the browser then asks). */
  games: GameCatalogueEntry[] | null;
  /** The games texts of the page's language. */
  texts: object;
  /**
   * The grid's columns until the browser knows its width: what the device's usual width calls
   * for (chat §9: a phone 375–600 px 1, a tablet 601–768 px 2, else 4), so the grid rarely
   * changes when the width is known.
   */
  columns: GridColumns;
}

/** Columns for a device type as `userAgent()` tells it. */
export function columnsForDevice(type: string | undefined): GridColumns {
  if (type === 'mobile') return 1;
  if (type === 'tablet') return 2;
  return 4;
}

export async function playPageData(locale: string): Promise<PlayPageData> {
  const loader = GAMES_TEXT_LOADERS[locale] ?? GAMES_TEXT_LOADERS[DEFAULT_LOCALE]!;
  const [games, texts, requestHeaders] = await Promise.all([fetchCatalogue(), loader(), headers()]);
  return { games, texts: texts.default, columns: columnsForDevice(userAgent({ headers: requestHeaders }).device.type) };
}
