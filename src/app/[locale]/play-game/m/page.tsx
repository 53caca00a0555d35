import { PlayScreen } from '@/features/games';
import { playPageData } from '@/features/games/server';
import { ActionMenuSlot } from './action-menu-slot';
import { ChatWindowSlot } from './chat-window-slot';

/**
 * The main play screen (phone): the game lobby, `?game=CODE` over the whole viewport, and for
 * signed-in players who are not guests the floating chat window and the action menu. The chat
 * comes after the game in the page, so its panel shows above a game window.
 */
export default async function PlayGameMobilePage({ params }: { params: Promise<{ locale: string }> }) {
  const data = await playPageData((await params).locale);
  return (
    <>
      <PlayScreen page="/play-game/m" data={data} />
      <ChatWindowSlot />
      <ActionMenuSlot />
    </>
  );
}
