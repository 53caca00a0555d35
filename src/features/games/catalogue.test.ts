// @vitest-environment jsdom
import { findGame, gameName, toListEntries, visibleGames } from './catalogue';
import { readCachedCatalogue } from './catalogue-calls';
import { GAME_CATALOGUE_KEY, GAME_LIST_KEY, writeCatalogue } from './catalogue-storage';
import { CATALOGUE } from './test-utils';

const codes = (games: { gameCode: string }[]) => games.map((g) => g.gameCode);

describe('catalogue rules', () => {
  it('shows isShow entries only, all providers or one (§9 store brand filter)', () => {
    expect(codes(visibleGames(CATALOGUE, 'all'))).toEqual(['10001', '10002', '10006', 'fish01']);
    expect(codes(visibleGames(CATALOGUE, 'be'))).toEqual(['10001']); // 10003 is be but not shown
    expect(codes(visibleGames(CATALOGUE, 'bng'))).toEqual(['10002']);
    expect(codes(visibleGames(CATALOGUE, 'rsg'))).toEqual(['10006']);
    expect(codes(visibleGames(CATALOGUE, 'atg'))).toEqual(['fish01']);
  });

  it('names a game in zh_tw for zh_tw and in English for id_id and vi_vn', () => {
    expect(gameName(CATALOGUE[0]!, 'zh_tw')).toBe('財神到');
    expect(gameName(CATALOGUE[0]!, 'id_id')).toBe('God of Wealth');
    expect(gameName(CATALOGUE[0]!, 'vi_vn')).toBe('God of Wealth');
  });

  it('makes the spec game list entries of every entry, shown or not', () => {
    expect(toListEntries(CATALOGUE).slice(1, 3)).toEqual([
      { GameCode: '10002', GameNames: '龍王傳說', Provider: 'bng' },
      { GameCode: '10003', GameNames: '隱藏版', Provider: 'be' },
    ]);
    expect(findGame(CATALOGUE, 'fish01')?.provider).toBe('atg');
    expect(findGame(null, '10001')).toBeUndefined();
  });
});

describe('catalogue storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps gameList (spec entries) and the full copy, and reads the copy back', () => {
    writeCatalogue(localStorage, CATALOGUE);
    expect(JSON.parse(localStorage.getItem(GAME_LIST_KEY)!)).toEqual(toListEntries(CATALOGUE));
    expect(readCachedCatalogue(localStorage)).toEqual(CATALOGUE);
  });

  it('ignores a missing, broken or foreign copy', () => {
    expect(readCachedCatalogue(localStorage)).toBeNull();
    localStorage.setItem(GAME_CATALOGUE_KEY, '{not json');
    expect(readCachedCatalogue(localStorage)).toBeNull();
    localStorage.setItem(GAME_CATALOGUE_KEY, JSON.stringify([{ gameCode: 1 }]));
    expect(readCachedCatalogue(localStorage)).toBeNull();
    expect(readCachedCatalogue(null)).toBeNull();
  });
});
