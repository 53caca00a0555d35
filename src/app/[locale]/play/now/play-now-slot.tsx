'use client';

import dynamic from 'next/dynamic';
import { LoadingText } from '@/ui/loading-text';

const PlayNow = dynamic(() => import('@/features/games/components/play-now').then((m) => m.PlayNow), {
  ssr: false,
  loading: () => <LoadingText className="py-24" />,
});

/** Mounts /play/now in the browser (it reads the last window from local storage). */
export function PlayNowSlot() {
  return <PlayNow />;
}
