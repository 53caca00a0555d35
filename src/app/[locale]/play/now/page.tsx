import { Suspense } from 'react';
import { PlayNowSlot } from './play-now-slot';

/** /play/now: `?gameCode=` opens that game over the lobby; otherwise the last game window (SAVED_WINDOW_URL), or the lobby. */
export default function PlayNowPage() {
  return (
    <Suspense>
      <PlayNowSlot />
    </Suspense>
  );
}
