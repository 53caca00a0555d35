import { Suspense } from 'react';
import { ReplaySlot } from './replay-slot';

/** The replay page (chat §2), opened by tapping a record-win chat message; open to visitors (acct §2). */
export default function PlayGameReplayPage() {
  return (
    <Suspense>
      <ReplaySlot />
    </Suspense>
  );
}
