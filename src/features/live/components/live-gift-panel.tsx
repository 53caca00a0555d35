'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useT } from 'next-i18next/client';
import { GiftPanel } from '@/features/gifts';
import { Icon } from '@/ui/icon';
import { useCurrentLiveRoom } from '../current-room';

/**
 * The gift button of the live chat's input row: it opens the gift panel above the row (gifts
 * go to the room's anchor while the room is open). Escape or a tap outside closes it; it stays
 * open after a send so a player can send again.
 */
export function LiveGiftPanel() {
  const { t } = useT('gifts');
  const room = useCurrentLiveRoom();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!room) return null;
  return (
    <div ref={root}>
      <button
        type="button"
        aria-label={t('panel.title')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition ${
          open ? 'bg-gold-400 text-night-950' : 'bg-gradient-to-b from-ruby-500 to-plum-700 text-gold-300 hover:brightness-110'
        }`}
      >
        <Icon name="gift" className="h-5 w-5" />
      </button>
      {open ? (
        <div id={panelId} className="absolute inset-x-2 bottom-full z-30 mb-2">
          <GiftPanel roomId={room.roomId} disabled={!room.open} />
        </div>
      ) : null}
    </div>
  );
}
