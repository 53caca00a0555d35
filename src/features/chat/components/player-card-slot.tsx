'use client';

import dynamic from 'next/dynamic';
import { useChatStore } from '../store';
import { EnvelopeHost } from '@/features/red-envelope';
import { useLatch } from '@/ui/use-latch';

const PlayerCardDialog = dynamic(() => import('./player-card-dialog').then((m) => m.PlayerCardDialog), {
  ssr: false,
});

/**
 * The one player card of the page (chat, friends, live room, the member hub's own card) and the
 * red envelope dialogs it and the chat open, mounted once for a signed-in player. The card's code
 * loads the first time a card opens.
 */
export function PlayerCardSlot() {
  const opened = useLatch(useChatStore((s) => s.playerCard !== null));
  return (
    <>
      {opened ? <PlayerCardDialog /> : null}
      <EnvelopeHost />
    </>
  );
}
