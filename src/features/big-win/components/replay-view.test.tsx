/**
 * The replay page (chat §2, §7 /api/v1/game/replay_url) against an msw lobby: the body it sends
 * (SiteID, GameCode, PlayerID, RoundID), the framed ReplayURL, 200384 as a clear message, other
 * refusals with a retry, a query that names no round, and a ReplayURL that is no web page.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, getBrand } from '@/brand';
import { Code, GamePath } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import bigWin from '@locales/zh_tw/big-win.json';
import { ReplayView } from './replay-view';

/** This site's relay (the page's own origin). */
// the lobby's public URL: a replay is asked of it directly (open to visitors, acct §2)
const LOBBY = 'http://lobby.test';
let query = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  usePathname: () => '/zh_tw/play-game/now',
  useSearchParams: () => query,
  useRouter: () => ({ back: vi.fn(), push: vi.fn() }),
}));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { sessionTag: 's1' } }) }));

const bodies: unknown[] = [];
const framed = () => ({ Code: Code.HttpOk, Message: '', Result: { ReplayURL: 'http://lobby.test/games/replay/abc' } });
let answer: () => object = framed;
const server = setupServer(
  http.post(`${LOBBY}${GamePath.ReplayUrl}`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(answer());
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  bodies.length = 0;
  answer = framed;
  query = new URLSearchParams('gameCode=10001&playerId=42&roundId=r-9');
});

function renderReplay() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'big-win', bigWin);
  return render(
    <RuntimeConfigProvider value={{ lobbyUrl: LOBBY, locale: 'zh_tw' }}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={getBrand('crab')}>
          <ReplayView />
        </BrandProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  );
}

describe('replay page', () => {
  it('asks for the round with the brand’s SiteID and frames the ReplayURL', async () => {
    renderReplay();
    const frame = await screen.findByTestId('replay-frame');
    expect(frame).toHaveAttribute('src', 'http://lobby.test/games/replay/abc');
    expect(frame).toHaveAttribute('title', '10001 重播');
    expect(bodies).toEqual([{ SiteID: getBrand('crab').siteId, GameCode: '10001', PlayerID: 42, RoundID: 'r-9' }]);
  });

  it('sends the SiteID and AchID the query names', async () => {
    query = new URLSearchParams('gameCode=10002&playerId=7&siteId=owl&achId=15');
    renderReplay();
    await screen.findByTestId('replay-frame');
    expect(bodies).toEqual([{ SiteID: 'owl', GameCode: '10002', PlayerID: 7, AchID: 15 }]);
  });

  it('says so clearly when the round is unknown (200384)', async () => {
    answer = () => ({ Code: Code.GameRoundNotFound, Message: 'no round', Result: null });
    renderReplay();
    expect(await screen.findByTestId('replay-error')).toHaveTextContent('查無此局紀錄，可能已過期或尚未結束');
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
  });

  it('shows another refusal with its text and tries again on 重試', async () => {
    answer = () => ({ Code: Code.GameUnknown, Message: '', Result: null });
    renderReplay();
    expect(await screen.findByTestId('replay-error')).toHaveTextContent('無法載入重播：未知的遊戲');
    answer = () => ({ Code: Code.HttpOk, Message: '', Result: { ReplayURL: '/games/replay/xyz' } });
    screen.getByRole('button', { name: '重試' }).click();
    expect(await screen.findByTestId('replay-frame')).toHaveAttribute('src', '/games/replay/xyz');
    expect(bodies).toHaveLength(2);
  });

  it('never frames an address that is not a web page', async () => {
    answer = () => ({ Code: Code.HttpOk, Message: '', Result: { ReplayURL: 'javascript:alert(1)' } });
    renderReplay();
    expect(await screen.findByTestId('replay-error')).toBeInTheDocument();
    expect(screen.queryByTestId('replay-frame')).toBeNull();
  });

  it('asks nothing when the query names no game or player', async () => {
    query = new URLSearchParams('gameCode=10001');
    renderReplay();
    expect(await screen.findByTestId('replay-error')).toHaveTextContent('找不到這場紀錄的資訊');
    await waitFor(() => expect(bodies).toEqual([]));
  });
});
