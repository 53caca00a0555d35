'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { getAudioManager } from '../audio-manager';
import { musicBlockedOn } from '../music-route';

/**
 * Keeps the background music in step with the route: off on /play-game/live, otherwise on when
 * the player switched it on. Renders nothing; `BackgroundMusic` mounts it once music is on.
 */
export default function MusicRouteSync() {
  const pathname = usePathname();
  useEffect(() => {
    getAudioManager()?.setMusicBlocked(musicBlockedOn(pathname));
  }, [pathname]);
  return null;
}
