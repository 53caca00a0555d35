'use client';

import { LiveRoom } from '@/features/live/components/live-room';

/**
 * The live room, rendered on the server as its frame (header, stage, chat panel) so the page
 * shows at its first paint; it joins the room over the chat socket once in the browser. Its
 * code (store, the chat's rows and composer) loads with this page, never with others.
 */
export function LiveRoomSlot() {
  return <LiveRoom />;
}
