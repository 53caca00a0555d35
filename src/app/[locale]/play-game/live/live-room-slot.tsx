'use client';

import dynamic from 'next/dynamic';
import { LoadingText } from '@/ui/loading-text';

// The room (its store, the chat's rows and composer) loads with this page, never with others.
const LiveRoom = dynamic(() => import('@/features/live/components/live-room').then((m) => m.LiveRoom), {
  ssr: false,
  loading: () => <LoadingText className="py-24" />,
});

/** Mounts the live room in the browser (it talks over the chat socket only a browser has). */
export function LiveRoomSlot() {
  return <LiveRoom />;
}
