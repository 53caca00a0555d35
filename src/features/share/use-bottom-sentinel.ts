'use client';

import { useEffect, useRef, useState } from 'react';
import { SENTINEL_DEBOUNCE_MS, SENTINEL_THRESHOLD } from './share-list';

/**
 * Calls `onReached` when the element put in the returned ref is at least half in view
 * (threshold 0.5), debounced by 300 ms (account §9): a quick fling past the bottom, or several
 * observer callbacks in a row, ask for one page. `root` is the scrolling list.
 */
export function useBottomSentinel(onReached: () => void, root: HTMLElement | null) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        clearTimeout(timer);
        timer = setTimeout(() => latest.current(), SENTINEL_DEBOUNCE_MS);
      },
      { root, threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, root]);

  return setElement;
}
