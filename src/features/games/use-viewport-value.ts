'use client';

import { useClientSnapshot } from '@/ui/use-client-snapshot';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A value the viewport's width decides (a column count, a page), following resizes and
 * rotations; `serverValue` while server-rendering and hydrating. The value, not the width, is
 * what React compares: when the server's guess was right, hydration re-renders nothing (the
 * width itself always differed from the server's null, and the game grid rendered all its
 * tiles a second time, synchronously, right after hydration). A wrong guess is corrected in the
 * transition after hydration (`useClientSnapshot`).
 * @example const columns = useViewportValue(gridColumns, 1)
 */
export function useViewportValue<T extends string | number | boolean>(select: (width: number) => T, serverValue: T): T {
  return useClientSnapshot(
    subscribe,
    () => select(window.innerWidth),
    () => serverValue,
  );
}
