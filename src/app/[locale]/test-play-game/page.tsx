import { Suspense } from 'react';
import { TestPlaySlot } from './test-play-slot';

/** /test-play-game (QA): a game by `?game=CODE`, or a window page by `?url=`. */
export default function TestPlayGamePage() {
  return (
    <Suspense>
      <TestPlaySlot />
    </Suspense>
  );
}
