import { createStore } from '@/lib/create-store';

/** Whether the redeem code dialog is open, and a count of its openings and resets (each starts an empty form). */
interface RedeemState {
  open: boolean;
  generation: number;
}

export const useRedeemStore = createStore<RedeemState>('redeem', () => ({ open: false, generation: 0 }));

/**
 * Opens the redeem code dialog (兌換碼) over any page; its code loads on the first opening.
 * @example <button onClick={() => openRedeemCode()}>兌換碼</button>
 */
export function openRedeemCode(): void {
  useRedeemStore.setState((s) => (s.open ? s : { open: true, generation: s.generation + 1 }));
}

export function closeRedeemCode(): void {
  useRedeemStore.setState({ open: false });
}

/** Closes the dialog and forgets what it showed (the session ended or changed hands). */
export function resetRedeem(): void {
  useRedeemStore.setState((s) => ({ open: false, generation: s.generation + 1 }));
}
