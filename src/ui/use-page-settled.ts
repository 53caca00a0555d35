'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * How long after the page opened something that only invites (a promotional tab sliding in)
 * waits: the page's own start (hydration, the session's sockets, the first data) gets the
 * screen and the processor first (docs/decisions/244-download-tab-after-page-settles.md).
 */
export const PAGE_SETTLE_MS = 2000;

/**
 * False on the server, while hydrating and until the page has settled: its `load` event has
 * fired, PAGE_SETTLE_MS have passed since the navigation started, and the browser is idle (at
 * most 2 s more). A component mounted later than that (after a client-side navigation) is
 * settled after one idle task.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    let timer: number | undefined;
    const wait = () => {
      timer = window.setTimeout(() => {
        cancelIdle = whenIdle(() => setSettled(true));
      }, Math.max(0, PAGE_SETTLE_MS - performance.now()));
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
  return settled;
}
