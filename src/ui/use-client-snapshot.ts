'use client';

import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** True once a component of this page has finished hydrating: later mounts render the browser's values at once. */
let pageHydrated = false;

/**
 * False while the page hydrates (the HTML the server sent is matched as it is), true after.
 * The switch to true is rendered in a transition: React renders it in slices between frames,
 * where a `useSyncExternalStore` whose browser value differs from its server value forces a
 * synchronous re-render inside the task that runs the effects after hydration (one long task
 * on a phone, the largest part of the signed-in pages' blocking time). A component mounted
 * after hydration (a client-side navigation, an opened dialog) is true from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `useSyncExternalStore` for a value only the browser knows (a width, a stored setting, the
 * device): `getServerSnapshot` while server-rendering and hydrating; after hydration the
 * browser's value, rendered in a transition and only when it differs from what the server
 * rendered (a right guess re-renders nothing); every later change as the store reports it, like
 * `useSyncExternalStore` itself. Mounted after hydration, the browser's value from the first render.
 */
export function useClientSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  // read by the snapshot function React holds: the server's value until this component hydrated
  const live = useRef(pageHydrated);
  const read = useCallback(() => (live.current ? getSnapshot() : getServerSnapshot()), [getSnapshot, getServerSnapshot]);
  const value = useSyncExternalStore(subscribe, read, getServerSnapshot);
  const [, rerender] = useState(0);
  // After useSyncExternalStore's own check of the subscription (effects run in order), so that
  // check still reads the server's value and forces no synchronous re-render.
  useEffect(() => {
    pageHydrated = true;
    if (live.current) return;
    live.current = true;
    if (!Object.is(getSnapshot(), value)) startTransition(() => rerender((n) => n + 1));
  });
  return value;
}
