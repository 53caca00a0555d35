/**
 * The game lobby: the grid's column count at the §9 width boundaries (and the compact list under
 * 375 px), the provider filter tabs, only shown entries, and the names in the locale.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Code } from '@/protocol/codes';
import { GamePath } from '@/protocol/games';
import { resetGames } from '../actions';
import { CATALOGUE, LOBBY, game, listHandler, renderGames, setViewportWidth } from '../test-utils';
import { GameLobby } from './game-lobby';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(listHandler());
  resetGames();
  localStorage.clear();
});

const hrefOf = (code: string) => `/zh_tw/play?game=${code}`;

async function renderLobby() {
  renderGames(<GameLobby hrefOf={hrefOf} />);
  return screen.findByTestId('game-grid');
}

describe('GameLobby', () => {
  it.each([
    [1025, '4'],
    [1024, '3'],
    [769, '3'],
    [768, '2'],
    [601, '2'],
    [600, '1'],
    [375, '1'],
    [374, '0'],
  ])('at %i px the grid has %s columns', async (width, columns) => {
    setViewportWidth(width);
    const grid = await renderLobby();
    expect(grid).toHaveAttribute('data-columns', columns);
    expect(grid.style.gridTemplateColumns).toBe(`repeat(${Math.max(Number(columns), 1)}, minmax(0, 1fr))`);
  });

  it('follows a resize', async () => {
    setViewportWidth(1280);
    const grid = await renderLobby();
    expect(grid).toHaveAttribute('data-columns', '4');
    act(() => setViewportWidth(700));
    expect(grid).toHaveAttribute('data-columns', '2');
  });

  it('shows the shown games only, linking to their windows, and filters by provider', async () => {
    setViewportWidth(1280);
    const grid = await renderLobby();
    const links = () => within(grid).getAllByRole('link');
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/zh_tw/play?game=10001', '/zh_tw/play?game=10002', '/zh_tw/play?game=10006', '/zh_tw/play?game=fish01']);
    expect(within(grid).queryByText('隱藏版')).toBeNull();
    expect(screen.getByRole('link', { name: '開始遊戲 財神到' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'BNG' }));
    expect(screen.getByRole('tab', { name: 'BNG' })).toHaveAttribute('aria-selected', 'true');
    expect(links().map((l) => l.getAttribute('aria-label'))).toEqual(['開始遊戲 龍王傳說']);
    fireEvent.click(screen.getByRole('tab', { name: 'ATG' }));
    expect(links().map((l) => l.getAttribute('aria-label'))).toEqual(['開始遊戲 捕魚達人']);
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(links()).toHaveLength(4);
  }, 20_000);

  it('says so when a provider has no shown games', async () => {
    server.resetHandlers(listHandler([]));
    setViewportWidth(1280);
    renderGames(<GameLobby hrefOf={hrefOf} />);
    expect(await screen.findByText('暫無遊戲')).toBeInTheDocument();
  });

  it('offers a retry when the catalogue cannot be read and nothing is kept', async () => {
    server.use(http.post(`${LOBBY}${GamePath.List}`, () => HttpResponse.error()));
    renderGames(<GameLobby hrefOf={hrefOf} />);
    expect(await screen.findByText('遊戲列表載入失敗')).toBeInTheDocument();
    server.resetHandlers(listHandler());
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(await screen.findByTestId('game-grid')).toBeInTheDocument();
  });

  it('shows the catalogue the page was rendered with, without asking the lobby for it again', async () => {
    setViewportWidth(1280);
    let asked = 0;
    server.use(
      http.post(`${LOBBY}${GamePath.List}`, () => {
        asked += 1;
        return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Games: [...CATALOGUE, game('20001', '新遊戲', 'New', 'rsg')] } });
      }),
    );
    // A refresh would call fetch from the lobby's effect, which has run once render() returns.
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderGames(<GameLobby hrefOf={hrefOf} initialGames={CATALOGUE} />);
    const grid = await screen.findByTestId('game-grid');
    expect(within(grid).getAllByRole('link')).toHaveLength(4);
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
    expect(asked).toBe(0);
    expect(within(grid).queryByRole('link', { name: /新遊戲/ })).toBeNull();
  });

  it('loads the first tiles\' banners at once and the others lazily', async () => {
    setViewportWidth(1280);
    server.use(http.post(`${LOBBY}${GamePath.List}`, () => new Promise<never>(() => undefined)));
    const withBanners = Array.from({ length: 6 }, (_, i) => game(`b${i}`, `遊戲${i}`, `Game ${i}`, 'rsg', true, `/games/banners/b${i}.svg`));
    renderGames(<GameLobby hrefOf={hrefOf} initialGames={withBanners} />);
    const grid = await screen.findByTestId('game-grid');
    const images = Array.from(grid.querySelectorAll('img'));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
