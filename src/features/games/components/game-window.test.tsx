/**
 * A game window: the launch through the relay frames the GameURL; 200381 and a code the
 * catalogue lacks say 未知的遊戲 with the way back; the window is remembered for /play/now.
 */
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Code } from '@/protocol/codes';
import { resetGames } from '../actions';
import { useGamesStore } from '../store';
import { SAVED_WINDOW_URL_KEY } from '../window-path';
import { CATALOGUE, launchHandler, renderGames } from '../test-utils';
import { GameWindow } from './game-window';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { sessionTag: 's1', provider: 'line' } }) }));

const server = setupServer();
const launched: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  launched.length = 0;
  server.resetHandlers(
    launchHandler((code) => {
      launched.push(code);
      if (code === '10001') return { Code: Code.HttpOk, Result: { GameURL: 'http://lobby.test/games/window/10001?ticket=abc', Playable: true } };
      if (code === '10002') return { Code: Code.HttpOk, Result: { GameURL: 'http://lobby.test/games/window/10002?ticket=def', Playable: false } };
      return { Code: Code.GameUnknown, Result: null };
    }),
  );
  resetGames();
  localStorage.clear();
});

describe('GameWindow', () => {
  it('frames the window URL the launch answers and remembers the window', async () => {
    useGamesStore.setState({ games: CATALOGUE, status: 'ready' });
    renderGames(<GameWindow code="10001" variant="full" closeHref="/zh_tw/play-game/m" savePath="/play-game/m?game=10001" />);
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', 'http://lobby.test/games/window/10001?ticket=abc');
    expect(frame).toHaveAttribute('title', '財神到');
    expect(screen.getByTestId('game-window')).toHaveAttribute('data-variant', 'full');
    expect(screen.getByRole('link', { name: '關閉遊戲' })).toHaveAttribute('href', '/zh_tw/play-game/m');
    expect(localStorage.getItem(SAVED_WINDOW_URL_KEY)).toBe('/play-game/m?game=10001');
    expect(launched).toEqual(['10001']);
  });

  it('notes a window without a playable demo', async () => {
    useGamesStore.setState({ games: CATALOGUE, status: 'ready' });
    renderGames(<GameWindow code="10002" variant="framed" closeHref="/zh_tw/play" />);
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', 'http://lobby.test/games/window/10002?ticket=def');
    expect(screen.getByText('此遊戲目前僅供展示')).toBeInTheDocument();
  });

  it('says unknown game on 200381, with the way back to the lobby', async () => {
    renderGames(<GameWindow code="99999" variant="framed" closeHref="/zh_tw/play" savePath="/play?game=99999" />);
    const message = await screen.findByTestId('unknown-game');
    expect(message).toHaveTextContent('未知的遊戲');
    expect(screen.getByRole('link', { name: '回到遊戲大廳' })).toHaveAttribute('href', '/zh_tw/play');
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(localStorage.getItem(SAVED_WINDOW_URL_KEY)).toBeNull();
  });

  it('says unknown game for a code the catalogue lacks, and for a code that cannot be one without asking', async () => {
    useGamesStore.setState({ games: CATALOGUE, status: 'ready' });
    const { unmount } = renderGames(<GameWindow code="77777" variant="full" closeHref="/zh_tw/play-game/m" />);
    expect(screen.getByTestId('unknown-game')).toHaveTextContent('未知的遊戲');
    unmount();
    // A launch calls fetch from the window's effect, which has run once render() returns.
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderGames(<GameWindow code="../../x" variant="full" closeHref="/zh_tw/play-game/m" />);
    expect(screen.getByTestId('unknown-game')).toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
    expect(launched).not.toContain('../../x');
  });
});
