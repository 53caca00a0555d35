/**
 * The club's UI state that no read answers: the per-club re-apply countdowns that 100017
 * refusals carry. What the server says of the club is read through the query layer
 * (./club-reads.ts). Only ./actions writes it.
 */
import { createStore } from '@/lib/create-store';

export interface ClubState {
  /** Per club: epoch ms a 100017 said that club's countdown ends. */
  clubCooldowns: Record<number, number>;
}

export const initialClubState = (): ClubState => ({ clubCooldowns: {} });

export const useClubStore = createStore<ClubState>('club', initialClubState);
