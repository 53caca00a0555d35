'use client';

import type { PlayPage } from '@/features/games';
import { PlayScreen } from '@/features/games/components/play-screen';
import type { PlayPageData } from '@/features/games/play-page-data';

/**
 * A play page's lobby, rendered on the server with what the page read there (catalogue, texts,
 * the device's usual columns); the game window loads in the browser when a game is open (it
 * needs the session's relay). The lobby and its store load with the play pages, never with
 * other pages.
 */
export function PlayScreenSlot({ page, data }: { page: PlayPage; data: PlayPageData }) {
  return <PlayScreen page={page} initialGames={data.games} texts={data.texts} columns={data.columns} />;
}
