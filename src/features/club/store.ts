/**
 * The player's club as the club page shows it: /club/info, the member list and (for officers)
 * the application list. Only ./actions writes it; a refresh after every action replaces it.
 */
import { createStore } from '@/lib/create-store';
import type { ClubInfoResult, ClubMember } from '@/protocol';
import type { ClubApplication } from './requests';

export interface ClubState {
  phase: 'idle' | 'loading' | 'error' | 'ready';
  /** The refusal code of the last failed load (phase 'error'). */
  errorCode: number | null;
  info: ClubInfoResult | null;
  members: ClubMember[];
  applications: ClubApplication[];
  /** Epoch ms (this device's clock) the any-club re-apply countdown ends; 0: none. */
  reapplyUntil: number;
  /** Per club: epoch ms a 100017 said that club's countdown ends. */
  clubCooldowns: Record<number, number>;
}

export const initialClubState = (): ClubState => ({
  phase: 'idle',
  errorCode: null,
  info: null,
  members: [],
  applications: [],
  reapplyUntil: 0,
  clubCooldowns: {},
});

export const useClubStore = createStore<ClubState>('club', initialClubState);
