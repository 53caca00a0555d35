'use client';

import dynamic from 'next/dynamic';
import { LoadingText } from '@/ui/loading-text';

const TestPlay = dynamic(() => import('@/features/games/components/test-play').then((m) => m.TestPlay), {
  ssr: false,
  loading: () => <LoadingText className="py-24" />,
});

/** Mounts the QA game page in the browser. */
export function TestPlaySlot() {
  return <TestPlay />;
}
