import { Suspense } from 'react';
import { fetchCatalogue } from '@/features/games/featured-games-server';
import { PlayScreenSlot } from '../../play/play-screen-slot';

/** The desktop play screen: the lobby, and `?game=CODE` in a framed window over it. */
export default async function PlayGamePcPage() {
  const games = await fetchCatalogue();
  return (
    <Suspense>
      <PlayScreenSlot page="/play-game/pc" initialGames={games} />
    </Suspense>
  );
}
