'use client';

import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';

// Like the chat window: fetched only for a player who may open it.
const ActionMenu = dynamic(() => import('@/features/games/components/action-menu').then((m) => m.ActionMenu), { ssr: false });

const openRedeem = () => void import('@/features/redeem').then((m) => m.openRedeemCode());

/** Mounts the action menu (chat, redeem code, live) once the session shows a signed-in player who is not a guest. */
export function ActionMenuSlot() {
  const { data: session, status } = useSession();
  if (status !== 'authenticated' || !session || session.provider === 'guest') return null;
  // The redeem dialog's code is fetched on the first tap, not with the play screen.
  return <ActionMenu onRedeem={openRedeem} />;
}
