import { Suspense } from 'react';
import { PlayScreenSlot } from '../../play/play-screen-slot';

/** The desktop play screen: the lobby, and `?game=CODE` in a framed window over it. */
export default function PlayGamePcPage() {
  return (
    <Suspense>
      <PlayScreenSlot page="/play-game/pc" />
    </Suspense>
  );
}
