'use client';

import { useEffect, useState } from 'react';

type Phase = 'closed' | 'entering' | 'open' | 'exiting';

export const FADE_MS = 300;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Mount/visibility for a fade: `mounted` stays true for `duration` ms after `open` turns
 * false so the fade-out can play; `visible` drives the opacity class. Reduced motion: no wait.
 * @example const { mounted, visible } = usePresence(open)
 */
export function usePresence(open: boolean, duration = FADE_MS): { mounted: boolean; visible: boolean } {
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  const [prevOpen, setPrevOpen] = useState(open);
  if (open !== prevOpen) {
    setPrevOpen(open);
    setPhase(open ? 'entering' : phase === 'closed' ? 'closed' : 'exiting');
  }

  useEffect(() => {
    if (phase === 'entering') {
      // Two frames: the first paints opacity 0, the second starts the transition.
      let inner = 0;
      const outer = requestAnimationFrame(() => {
        inner = requestAnimationFrame(() => setPhase('open'));
      });
      return () => {
        cancelAnimationFrame(outer);
        cancelAnimationFrame(inner);
      };
    }
    if (phase === 'exiting') {
      const timer = setTimeout(() => setPhase('closed'), prefersReducedMotion() ? 0 : duration);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, duration]);

  return { mounted: phase !== 'closed', visible: phase === 'open' };
}
