import { browserStorage, createPersistedStore } from '@/lib/create-persisted-store';

/**
 * Where the 18+ confirmation is kept. Ticking "do not show again" stores it in localStorage
 * under the spec's key `ageMadol`. Without the tick it lasts for this tab only
 * (sessionStorage): the player did not ask us to remember them, but asking again on every
 * page of the same visit would be noise. A new visit asks again.
 */
export const AGE_GATE_KEY = 'ageMadol';

interface AgeGateState {
  confirmed: boolean;
  /** Kept beyond this visit (localStorage) rather than for this tab (sessionStorage). */
  remembered: boolean;
}

/**
 * The confirmation, following other tabs. Before the browser has read storage (the server, and
 * hydration) it says "confirmed", so the gate does not flash on a page a returning player opens.
 */
export const useAgeGate = createPersistedStore<AgeGateState>(
  'age-gate',
  { confirmed: true, remembered: false },
  {
    keys: [AGE_GATE_KEY],
    read() {
      const remembered = browserStorage('localStorage')?.getItem(AGE_GATE_KEY) === 'true';
      const thisVisit = browserStorage('sessionStorage')?.getItem(AGE_GATE_KEY) === 'true';
      return { confirmed: remembered || thisVisit, remembered };
    },
    write({ confirmed, remembered }) {
      if (confirmed) browserStorage(remembered ? 'localStorage' : 'sessionStorage')?.setItem(AGE_GATE_KEY, 'true');
    },
  },
);

/** Records the confirmation; `remember` keeps it beyond this visit. */
export function confirmAge(remember: boolean): void {
  useAgeGate.setState({ confirmed: true, remembered: remember });
}
