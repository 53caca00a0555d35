'use client';

import dynamic from 'next/dynamic';
import type { PlayPage } from '@/features/games';
import type { GameCatalogueEntry } from '@/protocol/games';
import { LoadingText } from '@/ui/loading-text';

// The lobby, its store and the window load with the play pages, never with other pages.
const PlayScreen = dynamic(() => import('@/features/games/components/play-screen').then((m) => m.PlayScreen), {
  ssr: false,
  loading: () => <LoadingText className="py-24" />,
});

/**
 * Mounts a play page's lobby and game window in the browser (the window needs the session's
 * relay). `initialGames`: the catalogue the web server read while rendering the page.
 */
export function PlayScreenSlot({ page, initialGames }: { page: PlayPage; initialGames: GameCatalogueEntry[] | null }) {
  return <PlayScreen page={page} initialGames={initialGames} />;
}
