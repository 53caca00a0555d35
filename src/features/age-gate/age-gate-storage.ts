/**
 * Where the 18+ confirmation is kept. Ticking "do not show again" stores it in localStorage
 * under the spec's key `ageMadol`. Without the tick it lasts for this tab only
 * (sessionStorage): the player did not ask us to remember them, but asking again on every
 * page of the same visit would be noise. A new visit asks again.
 */
export const AGE_GATE_KEY = 'ageMadol';

const listeners = new Set<() => void>();

function read(storage: () => Storage): boolean {
  try {
    return storage().getItem(AGE_GATE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** True once the player confirmed being 18 or older (this tab or for good). */
export function isAgeConfirmed(): boolean {
  return read(() => window.localStorage) || read(() => window.sessionStorage);
}

/** Records the confirmation; `remember` keeps it beyond this visit. */
export function confirmAge(remember: boolean): void {
  try {
    (remember ? window.localStorage : window.sessionStorage).setItem(AGE_GATE_KEY, 'true');
  } catch {
    // Storage can be blocked (private mode); the gate still closes for this page view.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: changes by this tab and (for localStorage) by other tabs. */
export function subscribeAgeGate(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AGE_GATE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
