'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useT } from 'next-i18next/client';
import { useSocketState } from '@/socket/use-socket-state';
import { loadRooms, openRoom } from '../actions';
import { isLiveRegistered, subscribeLiveRegistration } from '../registration';
import { setStageDock } from '../stage-store';
import { LiveSidePanel } from './live-side-panel';
import { LiveStageDock } from './live-stage-dock';
import { RoomHeader } from './room-header';
import { RoomList } from './room-list';
import { LiveGiftPanel } from './live-gift-panel';

/** `?live=` as a room id, or null (then the default room opens). */
export function roomParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The live room page (chat spec §2, §3 Live, §4 Live chat): the room `?live=` names (else the
 * default room), its stream, live chat and viewers; the room list to switch. Leaving the page
 * keeps the player in the room: the stream moves into the mini window until it is closed.
 * Phone: video on top, chat below; desktop: video and rooms left, chat and viewers right.
 */
export function LiveRoom({ chatActions = <LiveGiftPanel /> }: { chatActions?: ReactNode }) {
  const { t } = useT('live');
  const roomId = roomParam(useSearchParams().get('live'));
  const router = useRouter();
  const pathname = usePathname();
  const bound = useSyncExternalStore(subscribeLiveRegistration, isLiveRegistered, () => false);
  const ready = useSocketState('chat') === 'ready';

  useEffect(() => {
    if (!bound || !ready) return;
    void loadRooms();
    void openRoom(roomId);
  }, [bound, ready, roomId]);

  // The page's box goes with the page: the stream moves on into the mini window.
  useEffect(() => () => setStageDock(null), []);

  const pickRoom = (id: number) => router.replace(`${pathname}?live=${id}`, { scroll: false });

  return (
    <div className="-mx-4 -mt-4 sm:mx-0 sm:mt-0 lg:grid lg:h-[calc(100dvh-10rem)] lg:min-h-[560px] lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-5">
      <div className="flex min-h-0 flex-col lg:overflow-y-auto lg:pr-1">
        <RoomHeader />
        <LiveStageDock />
        <section className="mt-4 hidden lg:block" aria-label={t('rooms.title')}>
          <h2 className="mb-2 text-sm font-black text-gold-300">{t('rooms.title')}</h2>
          <RoomList onPick={pickRoom} />
        </section>
      </div>
      <div className="h-[max(22rem,calc(100dvh-13.5rem-56.25vw-env(safe-area-inset-bottom)))] lg:h-full">
        <LiveSidePanel chatActions={chatActions} onPickRoom={pickRoom} />
      </div>
    </div>
  );
}
