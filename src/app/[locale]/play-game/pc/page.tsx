import { Suspense } from 'react';
import { playPageData } from '@/features/games/play-page-data';
import { PlayScreenSlot } from '../../play/play-screen-slot';

/** The desktop play screen: the lobby, and `?game=CODE` in a framed window over it. */
export default async function PlayGamePcPage({ params }: { params: Promise<{ locale: string }> }) {
  const data = await playPageData((await params).locale);
  return (
    <Suspense>
      <PlayScreenSlot page="/play-game/pc" data={data} />
    </Suspense>
  );
}
