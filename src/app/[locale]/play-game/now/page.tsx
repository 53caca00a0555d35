import { Suspense } from 'react';
import { ReplaySlot } from './replay-slot';

/** The replay page (chat §2), opened by tapping a record-win chat message; sign-in required. */
export default function PlayGameReplayPage() {
  return (
    <Suspense>
      <ReplaySlot />
    </Suspense>
  );
}
