'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const MARK = 'signInModal';

/**
 * On the main play screen (paths containing /play-game/m) the open sign-in modal gets its
 * own history entry, so the phone's back gesture closes it instead of leaving the game.
 */
export function useSignInHistory(open: boolean, close: () => void): void {
  const pathname = usePathname();
  const enabled = open && pathname.includes('/play-game/m');

  useEffect(() => {
    if (!enabled) return;
    // Keep Next's own history state so the router still recognises the entry.
    window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
    const onPopState = () => close();
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Closed by a button rather than by back: drop the entry we added.
      if ((window.history.state as Record<string, unknown> | null)?.[MARK]) window.history.back();
    };
  }, [enabled, close]);
}
