import { useState } from 'react';

/**
 * False until `value` is true once, then true for the component's life. Mounts what loads on
 * demand (an overlay's code on its first opening, the sockets with the first session) and keeps
 * it mounted afterwards, for a closing animation, the next opening, or a sign-out's clean-up.
 * @example const opened = useLatch(open); return opened ? <LazyModal /> : null;
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  // Set during render (React's pattern for state derived from props): no extra commit.
  if (value && !latched) setLatched(true);
  return latched || value;
}
