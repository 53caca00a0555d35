import { Suspense } from 'react';
import { fetchCatalogue } from '@/features/games/featured-games-server';
import { PlayScreenSlot } from '../../play/play-screen-slot';
import { ActionMenuSlot } from './action-menu-slot';
import { ChatWindowSlot } from './chat-window-slot';

/**
 * The main play screen (phone): the game lobby, `?game=CODE` over the whole viewport, and for
 * signed-in players who are not guests the floating chat window and the action menu. The chat
 * comes after the game in the page, so its panel shows above a game window.
 */
export default async function PlayGameMobilePage() {
  const games = await fetchCatalogue();
  return (
    <>
      <Suspense>
        <PlayScreenSlot page="/play-game/m" initialGames={games} />
      </Suspense>
      <ChatWindowSlot />
      <ActionMenuSlot />
    </>
  );
}
