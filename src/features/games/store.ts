import { createStore } from '@/lib/create-store';
import type { GameCatalogueEntry, GameProviderFilter } from '@/protocol/games';

/**
 * The game catalogue as this page knows it: `games` is null until the kept copy or the lobby's
 * answer arrives; `status` follows the refresh (a failed refresh keeps the kept copy on show).
 * Only ./actions.ts writes it.
 */
export interface GamesState {
  games: GameCatalogueEntry[] | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** §9 store brand filter of the grid. */
  filter: GameProviderFilter;
}

export const initialGamesState = (): GamesState => ({ games: null, status: 'idle', filter: 'all' });

export const useGamesStore = createStore<GamesState>('games', initialGamesState);
