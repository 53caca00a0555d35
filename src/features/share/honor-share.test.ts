// @vitest-environment jsdom
/**
 * Sharing a record from the honor list (issue 40 item 3): the share names the game by its name
 * from the catalogue this browser keeps (chat §3 `gameList`), the game id only without one.
 */
import type { Sockets } from '@/socket';
import { honorShareHandler } from '@/features/honor/share';
import { GAME_LIST_KEY } from '@/features/big-win/game-names';
import { shareFeature } from './feature';
import { resetShare, useShareStore } from './store';

const record = (GameID: string) => ({ ID: 77, Win: 5000, Bet: 100, CreateTime: '2025-01-15T12:00:00+08:00', Pinned: 2 as const, PlayerID: 7, SiteID: 'crab', GameInfo: { Provider: 'be', GameID } });

describe('sharing an honor record', () => {
  afterEach(() => resetShare());

  it('names the game from the kept catalogue; the id stands in for a game it does not hold', () => {
    localStorage.setItem(GAME_LIST_KEY, JSON.stringify([{ GameCode: '10001', GameNames: '財神到', Provider: 'be' }]));
    const off = shareFeature.register({} as Sockets);
    honorShareHandler()!(record('10001'));
    expect(useShareStore.getState().share).toEqual({ gameCode: '10001', gameName: '財神到', id: '77' });
    honorShareHandler()!(record('10099'));
    expect(useShareStore.getState().share).toMatchObject({ gameCode: '10099', gameName: '10099' });
    off();
    expect(honorShareHandler()).toBeNull();
  });
});
