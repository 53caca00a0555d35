import { Suspense } from 'react';
import { playPageData } from '@/features/games/play-page-data';
import { PlayScreenSlot } from './play-screen-slot';

/** /play: the game lobby; `?game=CODE` opens its window over it, and leaving then asks first (chat §2). */
export default async function PlayPage({ params }: { params: Promise<{ locale: string }> }) {
  const data = await playPageData((await params).locale);
  return (
    <Suspense>
      <PlayScreenSlot page="/play" data={data} />
    </Suspense>
  );
}
