// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Code } from '@/protocol/codes';
import { GamePath } from '@/protocol/games';
import { launchGame, loadCatalogue, onLobbyOrigin, resetGames, sameCatalogue } from './actions';
import { GAME_LIST_KEY } from './catalogue-storage';
import { useGamesStore } from './store';
import { CATALOGUE, game, LOBBY, launchHandler, listHandler } from './test-utils';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers();
  resetGames();
  localStorage.clear();
});


describe('loadCatalogue', () => {
  it('fetches the catalogue and keeps it as gameList entries for the next visit', async () => {
    server.use(listHandler());
    await loadCatalogue(LOBBY, localStorage);
    expect(useGamesStore.getState()).toMatchObject({ status: 'ready', games: CATALOGUE });
    expect(JSON.parse(localStorage.getItem(GAME_LIST_KEY)!)).toEqual([
      { GameCode: '10001', GameNames: '財神到', Provider: 'be' },
      { GameCode: '10002', GameNames: '龍王傳說', Provider: 'bng' },
      { GameCode: '10003', GameNames: '隱藏版', Provider: 'be' },
      { GameCode: '10006', GameNames: '黃金寶藏', Provider: 'rsg' },
      { GameCode: 'fish01', GameNames: '捕魚達人', Provider: 'atg' },
    ]);
  });

  it('shows the kept copy at once on the next visit, then the refreshed catalogue', async () => {
    server.use(listHandler());
    await loadCatalogue(LOBBY, localStorage);
    resetGames(); // a new visit: the page's memory is empty, local storage is not
    const fresh = [game('10001', '財神到二', 'God of Wealth II', 'be')];
    let answer!: () => void;
    server.use(
      http.post(`${LOBBY}${GamePath.List}`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Games: fresh } });
      }),
    );
    const loading = loadCatalogue(LOBBY, localStorage);
    expect(useGamesStore.getState().status).toBe('loading');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await vi.waitFor(() => expect(useGamesStore.getState()).toMatchObject({ status: 'loading', games: CATALOGUE })); // before the lobby answers
    answer();
    await loading;
    expect(useGamesStore.getState()).toMatchObject({ status: 'ready', games: fresh });
  });

  it('keeps the kept copy on show when the refresh fails, and fails without one', async () => {
    server.use(http.post(`${LOBBY}${GamePath.List}`, () => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Games: [{ gameCode: 10001 }] } })));
    await loadCatalogue(LOBBY, localStorage);
    expect(useGamesStore.getState()).toMatchObject({ status: 'failed', games: null });

    server.use(listHandler());
    await loadCatalogue(LOBBY, localStorage);
    resetGames();
    server.use(http.post(`${LOBBY}${GamePath.List}`, () => HttpResponse.error()));
    await loadCatalogue(LOBBY, localStorage);
    expect(useGamesStore.getState()).toMatchObject({ status: 'failed', games: CATALOGUE });
  });
});

describe('loadCatalogue with the list the page was rendered with', () => {
  it('shows that list (the same array) at once, asks the lobby nothing (the web server just read it), and keeps it for the next visit once idle', async () => {
    // onUnhandledRequest 'error': a request to the lobby fails this test
    const rendered = structuredClone(CATALOGUE);
    await loadCatalogue(LOBBY, localStorage, rendered);
    expect(useGamesStore.getState()).toMatchObject({ status: 'ready' });
    expect(useGamesStore.getState().games).toBe(rendered);
    expect(localStorage.getItem(GAME_LIST_KEY)).toBeNull(); // not in the task that asked
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(GAME_LIST_KEY) ?? '[]')).toHaveLength(rendered.length));
  });

  it('keeps an equal list already shown (nothing for the grid to render again), and replaces a different one', async () => {
    const shown = structuredClone(CATALOGUE);
    await loadCatalogue(LOBBY, localStorage, shown);
    await loadCatalogue(LOBBY, localStorage, structuredClone(CATALOGUE));
    expect(useGamesStore.getState().games).toBe(shown);
    const fresh = [game('10001', '財神到二', 'God of Wealth II', 'be')];
    await loadCatalogue(LOBBY, localStorage, fresh);
    expect(useGamesStore.getState().games).toBe(fresh);
  });

  it('a page without a list of its own still refreshes from the lobby', async () => {
    let asked = 0;
    server.use(http.post(`${LOBBY}${GamePath.List}`, () => {
      asked += 1;
      return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Games: CATALOGUE } });
    }));
    await loadCatalogue(LOBBY, localStorage, null);
    expect(asked).toBe(1);
    expect(useGamesStore.getState()).toMatchObject({ status: 'ready', games: CATALOGUE });
  });
});

describe('sameCatalogue', () => {
  it('is true only for the same games with the same fields in the same order', () => {
    const a = [game('10001', '財神到', 'God of Wealth', 'be'), game('10002', '龍王傳說', 'Dragon', 'bng')];
    expect(sameCatalogue(a, structuredClone(a))).toBe(true);
    expect(sameCatalogue(null, a)).toBe(false);
    expect(sameCatalogue(a, [...a].reverse())).toBe(false);
    expect(sameCatalogue(a, a.slice(0, 1))).toBe(false);
    expect(sameCatalogue(a, [a[0]!, { ...a[1]!, provider: 'rsg' }])).toBe(false);
  });
});

describe('launchGame', () => {
  it('answers the window URL of a known game', async () => {
    server.use(launchHandler((code) => ({ Code: Code.HttpOk, Result: { GameURL: `http://lobby.test/games/window/${code}?ticket=t1`, Playable: code === '10001' } })));
    await expect(launchGame({ GameCode: '10001', Lang: 'zh_tw' }, LOBBY)).resolves.toEqual({
      kind: 'ready',
      url: 'http://lobby.test/games/window/10001?ticket=t1',
      playable: true,
    });
  });

  it('reads 200381 as an unknown game and other codes as a refusal', async () => {
    server.use(launchHandler((code) => (code === 'nope' ? { Code: Code.GameUnknown, Result: null } : { Code: Code.SessionExpired, Result: null })));
    await expect(launchGame({ GameCode: 'nope', Lang: 'zh_tw' }, LOBBY)).resolves.toEqual({ kind: 'unknown' });
    await expect(launchGame({ GameCode: '10001', Lang: 'zh_tw' }, LOBBY)).resolves.toEqual({ kind: 'failed', code: Code.SessionExpired });
  });

  it('puts the window page on the lobby origin this browser uses (the relay asked the lobby at its inside address)', async () => {
    server.use(launchHandler(() => ({ Code: Code.HttpOk, Result: { GameURL: 'http://127.0.0.1:4000/games/window/10001?ticket=t2&lang=zh_tw', Playable: true } })));
    await expect(launchGame({ GameCode: '10001', Lang: 'zh_tw' }, LOBBY)).resolves.toMatchObject({
      url: 'http://lobby.test/games/window/10001?ticket=t2&lang=zh_tw',
    });
    expect(onLobbyOrigin('https://lobby.example.com/w/1?t=1', 'https://lobby.example.com/base/')).toBe('https://lobby.example.com/w/1?t=1');
    expect(onLobbyOrigin('data:text/html,x', LOBBY)).toBeNull();
  });

  it('refuses a window URL that is not a web page', async () => {
    server.use(launchHandler(() => ({ Code: Code.HttpOk, Result: { GameURL: 'javascript:alert(1)', Playable: true } })));
    await expect(launchGame({ GameCode: '10001', Lang: 'zh_tw' }, LOBBY)).resolves.toEqual({ kind: 'failed', code: Code.Silent });
  });
});
