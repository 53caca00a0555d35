/**
 * The XSS corpus in the game lobby (issue 38 item 2): every payload as what the lobby's
 * catalogue names a game by — its name, provider tag and code (the tile's link carries the code
 * encoded) — all 65 tiles in one grid, as cards and as the compact list under 375 px — and
 * in a game window, as the name the frame is titled by and as the GameURL the launch answers
 * (never framed unless it is a web page). Names
 * show as written (on a generated tile and in the link's name) and the page holds no live
 * markup (tests/xss/component.ts). The banner's address is left out: GameArt puts any catalogue
 * string in <img src>, so `javascript:` shows as live markup there (no browser runs it from an
 * img; the avatars allow only http(s) and the lobby's headshots).
 */
import { fakeLobbyHttp } from '../../../../tests/support/fake-lobby-http';
import { act, screen, waitFor } from '@testing-library/react';
import { localePath } from '@/i18n/locale-path';
import type { GameCatalogueEntry } from '@/protocol/games';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { Code } from '@/protocol/codes';
import { resetGames } from '../actions';
import { useGamesStore } from '../store';
import { useGamesT } from '../texts';
import { renderGames, setViewportWidth } from '../test-utils';
import { withGame } from '../window-path';
import { GameGrid } from './game-grid';
import { GameWindow } from './game-window';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { sessionTag: 's1', provider: 'line' } }) }));
// the launch answers at once: `launch.reply` is what the relay says
const launch = { reply: (): unknown => null };
fakeLobbyHttp(() => launch.reply());

setupXssTrap();


afterEach(() =>
  act(() => {
    setViewportWidth(1024);
    resetGames();
  }),
);

const entry = (p: XssPayload): GameCatalogueEntry => ({ gameCode: p.text, gameName: { zh_tw: p.text, en_us: p.text }, banner: '', isShow: true, provider: p.text });
const hrefOf = (code: string) => localePath('zh_tw', withGame('/play-game/m', code));

/** The grid as the lobby renders it, with the link names in the games texts. */
function Grid({ games }: { games: GameCatalogueEntry[] }) {
  const { tg, ready } = useGamesT();
  return ready ? <GameGrid games={games} hrefOf={hrefOf} labelOf={(name) => tg('open', { name })} /> : null;
}

async function renderGrid(games: GameCatalogueEntry[]) {
  const view = renderGames(<Grid games={games} />);
  await act(async () => {});
  const links = view.container.querySelectorAll('[data-testid="game-grid"] a');
  expect(links).toHaveLength(games.length);
  return links;
}

describe('the XSS corpus in the game lobby', () => {
  it.each([
    ['cards', 1025, 2],
    ['the compact list', 360, 1],
  ] as const)('%s: names, provider tags and codes', async (_layout, width, times) => {
    act(() => setViewportWidth(width));
    const links = await renderGrid(XSS_PAYLOADS.map((p) => entry(p)));
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const link = links[i]!;
      // cards: the name and the provider tag; the list: the name
      expectShownAsText(link, [p], `tile of payload ${p.id}`, () => times);
      expect(link.getAttribute('aria-label'), `tile of payload ${p.id}`).toBe(`開始遊戲 ${p.text}`);
      expect(link.getAttribute('href'), `tile of payload ${p.id}`).toBe(`/zh_tw/play-game/m?game=${encodeURIComponent(p.text)}`);
    }
    expectInert();
  });

  it.each(XSS_RUNS)('a game window: the catalogue\'s name as the frame\'s title, and a GameURL that is no web page (payloads %i–%i)', async (_first, _last, run) => {
    const games = XSS_PAYLOADS.flatMap((p) => [{ ...entry(p), gameCode: `g${p.id}` }, { ...entry(p), gameCode: `h${p.id}` }]);
    act(() => useGamesStore.setState({ games, status: 'ready' }));
    // one window, its code changed (the launch runs again for each)
    const window_ = (p: XssPayload) => <GameWindow code={`g${p.id}`} variant="full" closeHref="/zh_tw/play-game/m" />;
    launch.reply = () => ({ Code: Code.HttpOk, Message: '', Result: { GameURL: 'http://lobby.test/games/window/g?ticket=t', Playable: true } });
    const { container, rerender } = renderGames(window_(run[0]!));
    const frame = () => container.querySelector('iframe');
    for (const p of run) {
      rerender(window_(p));
      await waitFor(() => expect(frame()?.getAttribute('title'), `window of payload ${p.id}`).toBe(p.text));
      expectInert();
    }

    let current = run[0]!;
    launch.reply = () => ({ Code: Code.HttpOk, Message: '', Result: { GameURL: current.text, Playable: true } });
    for (const p of run) {
      current = p;
      // a new window of another code than the first loop's: its launch ends in the refusal's retry
      rerender(<GameWindow key={`h${p.id}`} code={`h${p.id}`} variant="full" closeHref="/zh_tw/play-game/m" />);
      await screen.findByRole('button', { name: '重新載入' });
      expect(frame(), `window answered with payload ${p.id}`).toBeNull();
      expectInert();
    }
  });
});
