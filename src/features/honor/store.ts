import { createStore } from '@/lib/create-store';
import type { Achievement } from '@/protocol/honor';

/** The honor list panel: whose list, the rows loaded, the pinned count kept locally. */
export interface HonorState {
  open: boolean;
  /** Whose list the panel shows (only the signed-in player's own hearts can change). */
  playerId: number | null;
  rows: Achievement[];
  /** Initialised from the loaded list and adjusted locally on each pin / unpin (§4). */
  pinnedCount: number;
  loading: boolean;
  loaded: boolean;
  /** Records with a pin request in flight. */
  busy: readonly number[];
  /** The error modal's text (mapped message followed by the server Message), or null. */
  error: string | null;
}

export const initialHonor: HonorState = { open: false, playerId: null, rows: [], pinnedCount: 0, loading: false, loaded: false, busy: [], error: null };

export const useHonorStore = createStore<HonorState>('honor', () => initialHonor);

/** Opens the honor list panel of `playerId` from anywhere (its code loads on the first opening). */
export function openHonorList(playerId: number): void {
  useHonorStore.setState({ ...initialHonor, open: true, playerId });
}

export function closeHonorList(): void {
  useHonorStore.setState({ open: false });
}

export function resetHonor(): void {
  useHonorStore.setState(initialHonor);
}
