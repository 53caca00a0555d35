'use client';

import dynamic from 'next/dynamic';
import { LoadingText } from '@/ui/loading-text';

// The replay view loads with this page only (it reads the query and the session in the browser).
const ReplayView = dynamic(() => import('@/features/big-win/components/replay-view').then((m) => m.ReplayView), {
  ssr: false,
  loading: () => <LoadingText className="py-24" />,
});

export function ReplaySlot() {
  return <ReplayView />;
}
