'use client';

import { GiftPanel } from '@/features/gifts';
import { useCurrentLiveRoom } from '../current-room';

/** The gift button of the live chat's input row: gifts go to the room's anchor while the room is open. */
export function LiveGiftPanel() {
  const room = useCurrentLiveRoom();
  return room ? <GiftPanel roomId={room.roomId} disabled={!room.open} /> : null;
}
