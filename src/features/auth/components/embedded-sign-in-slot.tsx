'use client';

import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@/config/runtime-context';
import { useLatch } from '@/ui/use-latch';
import { isEmbeddedVisit } from '../liff/embedded-visit';

const EmbeddedSignIn = dynamic(() => import('./embedded-sign-in').then((m) => m.EmbeddedSignIn), { ssr: false });

const subscribeNever = () => () => {};

/**
 * The sign-in of a visit inside the Android app or LINE, fetched only on such a visit by
 * someone not signed in. Latched: the sign-in clears the APK's fragment and signs the player
 * in while its overlay shows, so neither may unmount it.
 */
export function EmbeddedSignInSlot() {
  const { status } = useSession();
  const { liffId = null, qaFakes = false } = useRuntimeConfig();
  // read in the browser only (the URL fragment and user agent); the server renders nothing
  const embedded = useSyncExternalStore(subscribeNever, () => isEmbeddedVisit({ liffId, qaFakes }), () => false);
  return useLatch(embedded && status === 'unauthenticated') ? <EmbeddedSignIn /> : null;
}
