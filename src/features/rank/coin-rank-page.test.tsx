/**
 * /rank/coin over msw: the podium and rows from the lobby's rich list, names as text, the
 * player's own line pinned when signed in (through the site's relay), the sign-in prompt when
 * signed out, and a failure with its retry.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetReads } from '@/http/forget-reads';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSession } from 'next-auth/react';
import { Code, RankPath, type RichListEntry, type RichListResult } from '@/protocol';
import rankText from '@locales/zh_tw/rank.json';
import { CoinRankPage } from './components/coin-rank-page';
import { LOBBY, renderRankPage } from './test-kit';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));

const entry = (Rank: number, PlayerID: number, Name: string, Amount: number, VIPLevel = 1): RichListEntry => ({
  Rank,
  PlayerID,
  Name,
  PictureURL: '',
  PictureSetting: 2,
  VIPLevel,
  Amount,
});

const LIST = [
  entry(1, 11, '王大明', 8_800_000, 6),
  entry(2, 12, '金城武士', 3_600_000, 5),
  entry(2, 13, '林美玲', 3_600_000, 4),
  entry(4, 14, '<b>小龍女</b>', 420_000, 3),
  entry(5, 15, '阿福', 20_000),
];
const UPDATED = Date.UTC(2025, 0, 15, 4, 0); // 12:00 in Taipei

const ok = (Result: RichListResult) => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result });
const calls: { url: string; body: unknown }[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

function answer(path: string, reply: () => Response) {
  server.use(
    http.post(path, async ({ request }) => {
      calls.push({ url: request.url, body: await request.json() });
      return reply();
    }),
  );
}

function signedIn(yes: boolean) {
  vi.mocked(useSession).mockReturnValue(
    yes ? { status: 'authenticated', update: vi.fn(), data: { user: { playerID: 99 } } as never } : { status: 'unauthenticated', update: vi.fn(), data: null },
  );
}

describe('coin rank page', () => {
  it('signed out: podium for the top three, rows after, names as text, the sign-in prompt', async () => {
    signedIn(false);
    answer(`${LOBBY}${RankPath.RichList}`, () => ok({ List: LIST, Mine: null, UpdatedAt: UPDATED }));
    renderRankPage(<CoinRankPage />);

    const podium = await screen.findByRole('list', { name: rankText.coin.podium });
    const places = within(podium).getAllByTestId('podium-place');
    expect(places.map((p) => within(p).getByText(/王大明|金城武士|林美玲/).textContent)).toEqual(['王大明', '金城武士', '林美玲']);
    expect(within(places[0]!).getByText('8,800,000')).toBeInTheDocument();
    expect(within(places[0]!).getByText('VIP 6')).toBeInTheDocument();
    expect(within(places[0]!).getByText('紅寶石')).toBeInTheDocument();
    expect(within(places[2]!).getByLabelText('第 2 名')).toBeInTheDocument();

    const rows = screen.getAllByTestId('rank-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('<b>小龍女</b>')).toBeInTheDocument();
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(within(rows[0]!).getByLabelText('第 4 名')).toHaveTextContent('4');
    expect(within(rows[1]!).getByText('20,000')).toBeInTheDocument();

    expect(screen.getByText('更新時間 2025.01.15 12:00')).toBeInTheDocument();
    expect(screen.getByText(rankText.coin.signIn)).toBeInTheDocument();
    expect(screen.queryByTestId('rank-mine')).toBeNull();
    expect(calls).toEqual([{ url: `${LOBBY}${RankPath.RichList}`, body: { SiteID: 'crab' } }]);
  });

  it("signed in: asks through the site's relay and pins the player's own line; 未上榜 without gold", async () => {
    signedIn(true);
    answer(`*/api/lobby${RankPath.RichList}`, () => ok({ List: LIST, Mine: entry(51, 99, '我自己', 1_000, 2), UpdatedAt: UPDATED }));
    const { unmount } = renderRankPage(<CoinRankPage />);
    const mine = await screen.findByTestId('rank-mine');
    expect(within(mine).getByText(rankText.coin.mine)).toBeInTheDocument();
    expect(within(mine).getByText('我自己')).toBeInTheDocument();
    expect(within(mine).getByLabelText('第 51 名')).toBeInTheDocument();
    expect(screen.queryByText(rankText.coin.signIn)).toBeNull();
    expect(calls[0]!.url).toMatch(/\/api\/lobby\/api\/v1\/rank\/rich_list$/);
    unmount();

    // read again on a later visit (what the first one read is forgotten)
    forgetReads();
    answer(`*/api/lobby${RankPath.RichList}`, () => ok({ List: [], Mine: { ...entry(1, 99, '我自己', 0), Rank: 0 }, UpdatedAt: UPDATED }));
    renderRankPage(<CoinRankPage />);
    expect(await screen.findByText(rankText.coin.empty)).toBeInTheDocument();
    expect(within(screen.getByTestId('rank-mine')).getByText(rankText.coin.unranked)).toBeInTheDocument();
  });

  it('a failed or malformed reply shows the error; retry loads again', async () => {
    signedIn(false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: () => Response = () => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { List: [{ Rank: 'x' }] } });
    answer(`${LOBBY}${RankPath.RichList}`, () => reply());
    renderRankPage(<CoinRankPage />);
    expect(await screen.findByText(rankText.coin.error)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(`${RankPath.RichList}: malformed reply`, 'List.0.Rank: expected integer');

    reply = () => ok({ List: LIST.slice(0, 1), Mine: null, UpdatedAt: UPDATED });
    fireEvent.click(screen.getByRole('button', { name: rankText.coin.retry }));
    await waitFor(() => expect(screen.getAllByTestId('podium-place')).toHaveLength(1));
    expect(calls).toHaveLength(2);
  });
});
