'use client';

import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { useLatch } from '@/ui/use-latch';

// Through the session's runtime: one chunk group with the socket side (session-runtime.ts).
const SessionOverlaySlots = dynamic(() => import('@/features/session-runtime').then((m) => m.SessionOverlaySlots), { ssr: false });

/**
 * Mounts the signed-in player's overlays (live mini window, passbook, mail, friends,
 * invitations, share, honor list, player card) once a session exists on the page: a visitor downloads none
 * of their slots or stores, and they stay mounted after a sign-out for the features' clean-up.
 */
export function SessionOverlays() {
  const signedIn = useLatch(useSession().status === 'authenticated');
  return signedIn ? <SessionOverlaySlots /> : null;
}
