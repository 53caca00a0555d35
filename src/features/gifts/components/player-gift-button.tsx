'use client';

import { useT } from 'next-i18next/client';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '@/ui/button';
import { closePlayerGift, openPlayerGift, useGiftsStore, type PlayerGiftTarget } from '../store';

// The dialog (its checks, password flow and the gift schemas) loads on the first tap.
const PlayerGiftDialog = lazy(() => import('./player-gift-dialog').then((m) => ({ default: m.PlayerGiftDialog })));

/**
 * The profile card's 贈禮 button and, once tapped, the gift dialog over the card (the card
 * stays beneath, so closing the gift returns to it).
 */
export function PlayerGiftButton({ target }: { target: PlayerGiftTarget }) {
  const { t } = useT('gifts');
  const open = useGiftsStore((s) => s.playerGiftTarget?.PlayerID === target.PlayerID);
  // The card went away (closed, another player): its gift dialog does not come back with it.
  useEffect(
    () => () => {
      if (useGiftsStore.getState().playerGiftTarget?.PlayerID === target.PlayerID) closePlayerGift();
    },
    [target.PlayerID],
  );
  return (
    <>
      <Button variant="primary" onClick={() => openPlayerGift(target)}>
        {t('player.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PlayerGiftDialog target={target} />
        </Suspense>
      )}
    </>
  );
}
