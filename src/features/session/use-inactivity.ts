'use client';

import { useEffect, useRef } from 'react';
import { openModal } from '@/features/modals';
import { EXPIRES_KEY, LAST_CLICK_KEY, readTime, rememberClick, rememberSignIn } from './local-keys';
import { SessionTiming, sessionVerdict } from './session-timing';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Idle and age limits of a signed-in page (chat spec §4 "Inactivity"):
 * - on arrival, a last click more than an hour ago or an EXPIRES entry older than 24 hours
 *   signs out (the TIMEOUT modal says why);
 * - an hour without activity here or a click in another tab shows the TIMEOUT modal, which
 *   signs out when closed; EXPIRES passing 24 hours signs out at once.
 * In LIFF and APK sessions (`embedded`) no TIMEOUT modal shows and idleness does not sign
 * out; only the 24-hour limit does.
 */
export function useInactivity({
  sessionTag,
  embedded,
  signOut,
}: {
  /** The session's tag (null: signed out): a new one starts the 24-hour age afresh. */
  sessionTag: string | null;
  embedded: boolean;
  signOut: () => Promise<void>;
}): void {
  const lastActivity = useRef(0);

  useEffect(() => {
    if (!sessionTag) return;
    rememberSignIn(Date.now(), sessionTag);
    lastActivity.current = Date.now();
    let warned = false;
    let ended = false;
    let lastWrite = 0;

    const end = (modal: boolean) => {
      ended = true;
      if (modal && !embedded) openModal({ kind: 'TIMEOUT' });
      void signOut();
    };
    const check = (arrival: boolean) => {
      if (ended) return;
      const now = Date.now();
      const lastClick = readTime(LAST_CLICK_KEY);
      const verdict = sessionVerdict({
        now,
        expires: readTime(EXPIRES_KEY),
        lastActivity: embedded ? null : arrival ? lastClick : Math.max(lastActivity.current, lastClick ?? 0),
      });
      if (verdict === 'ok') return;
      if (verdict === 'expired' || arrival) return end(true);
      if (warned) return;
      warned = true;
      ended = openModal({ kind: 'TIMEOUT', onClose: () => void signOut() });
    };
    const onActivity = (event: Event) => {
      const now = Date.now();
      lastActivity.current = now;
      if (event.type === 'pointerdown' && now - lastWrite >= SessionTiming.ClickWriteMs) {
        lastWrite = now;
        rememberClick(now);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check(false);
    };

    check(true);
    const timer = setInterval(() => check(false), SessionTiming.CheckMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sessionTag, embedded, signOut]);
}
