import { Suspense } from 'react';
import { PlayScreenSlot } from './play-screen-slot';

/** /play: the game lobby; `?game=CODE` opens its window over it, and leaving then asks first (chat §2). */
export default function PlayPage() {
  return (
    <Suspense>
      <PlayScreenSlot page="/play" />
    </Suspense>
  );
}
