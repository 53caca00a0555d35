/**
 * Where the 18+ confirmation is kept. Ticking "do not show again" stores it in localStorage
 * under the spec's key `ageMadol`. Without the tick it lasts for this tab only
 * (sessionStorage): the player did not ask us to remember them, but asking again on every
 * page of the same visit would be noise. A new visit asks again. Both are zustand stores kept by
 * persist (src/lib/persisted-switches.ts); a storage that refuses the write still closes the gate
 * for this page view.
 */
import { createSwitches, localStore, sessionStore } from '@/lib/persisted-switches';

export const AGE_GATE_KEY = 'ageMadol';

const remembered = createSwitches<{ confirmed: boolean }>({ confirmed: AGE_GATE_KEY }, { confirmed: false }, localStore);
const thisVisit = createSwitches<{ confirmed: boolean }>({ confirmed: AGE_GATE_KEY }, { confirmed: false }, sessionStore);

/** True once the player confirmed being 18 or older (this tab or for good). */
export function isAgeConfirmed(): boolean {
  return remembered.getState().confirmed || thisVisit.getState().confirmed;
}

/** Records the confirmation; `remember` keeps it beyond this visit. */
export function confirmAge(remember: boolean): void {
  (remember ? remembered : thisVisit).setState({ confirmed: true });
}

/** For useSyncExternalStore: changes by this tab and (for localStorage) by other tabs. */
export function subscribeAgeGate(listener: () => void): () => void {
  const stops = [remembered.subscribe(listener), thisVisit.subscribe(listener)];
  return () => stops.forEach((stop) => stop());
}
