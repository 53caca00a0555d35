'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '@/ui/use-latch';
import { useAudioSettings } from '../use-audio-settings';

const MusicRouteSync = dynamic(() => import('./music-route-sync'), { ssr: false });

/**
 * The background music's place in the layout. Music is off by default, so a first visit loads
 * only the saved switch; the audio manager comes once the player has music on (then it stays
 * mounted, following the route: off on the live page).
 */
export function BackgroundMusic() {
  const on = useLatch(useAudioSettings().music);
  return on ? <MusicRouteSync /> : null;
}
