import { Suspense } from 'react';
import { fetchCatalogue } from '@/features/games/featured-games-server';
import { PlayScreenSlot } from './play-screen-slot';

/** /play: the game lobby; `?game=CODE` opens its window over it, and leaving then asks first (chat §2). */
export default async function PlayPage() {
  const games = await fetchCatalogue();
  return (
    <Suspense>
      <PlayScreenSlot page="/play" initialGames={games} />
    </Suspense>
  );
}
