import { ChatWindow } from '@/features/chat';
import { ComingSoon } from '@/features/layout';

/** The main play screen: the lobby (its games come later) with the floating chat window. */
export default function PlayGameMobilePage() {
  return (
    <>
      <ComingSoon page="playGameMobile" />
      <ChatWindow />
    </>
  );
}
