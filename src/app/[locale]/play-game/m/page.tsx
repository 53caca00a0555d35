import { ComingSoon } from '@/features/layout';
import { ChatWindowSlot } from './chat-window-slot';

/** The main play screen: the lobby (its games come later) with the floating chat window. */
export default function PlayGameMobilePage() {
  return (
    <>
      <ComingSoon page="playGameMobile" />
      <ChatWindowSlot />
    </>
  );
}
