'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { signOutPlayer } from './sign-out';

/** `signOutPlayer` bound to the router: client-side navigation, server components refreshed. */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(() => signOutPlayer({ navigate: router.replace, refresh: router.refresh }), [router]);
}
