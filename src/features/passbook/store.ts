import { createStore } from '@/lib/create-store';

/**
 * Whether the passbook modal (存摺) is open, and a generation that grows on every reset (a
 * sign-out or another player): an open viewer then forgets what it showed. Kept apart from the
 * viewer so the app shell's slot carries nothing else.
 */
interface PassbookState {
  open: boolean;
  generation: number;
}

export const usePassbookStore = createStore<PassbookState>('passbook', () => ({ open: false, generation: 0 }));

/**
 * Opens the passbook as the bank modal (存摺) over any page; its code loads on first opening.
 * @example <button onClick={() => openPassbook()}>存摺</button>
 */
export function openPassbook(): void {
  usePassbookStore.setState({ open: true });
}

export function closePassbook(): void {
  usePassbookStore.setState({ open: false });
}

/** Closes the modal and makes every open viewer start over (the session ended or changed hands). */
export function resetPassbook(): void {
  usePassbookStore.setState((state) => ({ open: false, generation: state.generation + 1 }));
}
