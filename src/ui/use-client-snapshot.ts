'use client';

import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * `useSyncExternalStore` for a value only the browser knows (a width, a stored setting, the
 * device). While hydrating, the server's value, as React needs. After hydration, the browser's
 * value comes in a transition, and only when it differs from what the server rendered (a right
 * guess re-renders nothing). Every later change comes as the store reports it, like
 * `useSyncExternalStore` itself. Rendered without hydration (a client-side navigation, a dialog
 * opened later, a test), the browser's value from the first render.
 *
 * Why: when the browser's value differs, plain `useSyncExternalStore` forces a synchronous
 * re-render inside the task that runs the effects after hydration. On a phone that was one long
 * task, the largest part of the signed-in pages' blocking time.
 */
export function useClientSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  // React asks for the server's value only while hydrating: that is how this component knows
  const live = useRef(true);
  const read = useCallback(() => (live.current ? getSnapshot() : getServerSnapshot()), [getSnapshot, getServerSnapshot]);
  const readServer = useCallback(() => {
    live.current = false;
    return getServerSnapshot();
  }, [getServerSnapshot]);
  const value = useSyncExternalStore(subscribe, read, readServer);
  const [, rerender] = useState(0);
  // After useSyncExternalStore's own check of the subscription (effects run in order), so that
  // check still reads the server's value and forces no synchronous re-render.
  useEffect(() => {
    if (live.current) return;
    live.current = true;
    if (!Object.is(getSnapshot(), value)) startTransition(() => rerender((n) => n + 1));
  });
  return value;
}

const subscribeNever = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while hydrating (the HTML the server sent is matched as it is), true
 * after: the switch comes in a transition (`useClientSnapshot`). True from the first render
 * when not hydrating.
 */
export function useHydrated(): boolean {
  return useClientSnapshot(subscribeNever, inBrowser, onServer);
}
