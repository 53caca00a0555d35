/**
 * /support/ban-list over msw: the brand's bans as table rows and phone cards (Taipei times,
 * 永久 while in force, the category's text), search by player ID, paging, empty and failed lists.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BanCategory, Code, RankPath, type BanRecord, type BanRecordsRequest } from '@/protocol';
import rankText from '@locales/zh_tw/rank.json';
import { BanListPage } from './components/ban-list-page';
import { LOBBY, renderRankPage } from './test-kit';

const ban = (BanID: number, PlayerID: number, Name: string, Category: number, StartTime: number, EndTime: number | null): BanRecord => ({
  BanID,
  PlayerID,
  Name,
  Category,
  StartTime,
  EndTime,
});

const T = Date.UTC(2025, 0, 15, 16, 30); // 2025.01.16 00:30 in Taipei
const ALL = Array.from({ length: 45 }, (_, i) => ban(100 - i, 500 + i, `王*${i}`, i === 0 ? BanCategory.Cheating : BanCategory.Spam, T - i * 60_000, i === 1 ? T + 3_600_000 : null));

const bodies: BanRecordsRequest[] = [];
const server = setupServer(
  http.post(`${LOBBY}${RankPath.BanRecords}`, async ({ request }) => {
    const body = (await request.json()) as BanRecordsRequest;
    bodies.push(body);
    if (body.PlayerID === 404) return HttpResponse.json({ Code: Code.Silent, Message: 'error', Result: null });
    const found = body.PlayerID === undefined ? ALL : ALL.filter((b) => b.PlayerID === body.PlayerID);
    const perPage = body.PerPage ?? 20;
    const List = found.slice((body.Page - 1) * perPage, body.Page * perPage);
    return HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Total: found.length, Page: body.Page, PerPage: perPage, List } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

describe('ban list page', () => {
  it('shows the newest bans as table rows and cards with Taipei times, 永久 and the category text', async () => {
    renderRankPage(<BanListPage />);
    const table = await screen.findByTestId('ban-table');
    const rows = within(table).getAllByTestId('ban-row');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['王*0', '500', rankText.ban.category.cheating, '2025.01.16 00:30', rankText.ban.permanent]);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['王*1', '501', rankText.ban.category.spam, '2025.01.16 00:29', '2025.01.16 01:30']);
    const cards = within(screen.getByTestId('ban-cards')).getAllByTestId('ban-card');
    expect(cards).toHaveLength(20);
    expect(cards[0]).toHaveTextContent(rankText.ban.category.cheating);
    expect(cards[0]).toHaveTextContent(rankText.ban.permanent);
    expect(screen.getByText('共 45 筆')).toBeInTheDocument();
    expect(screen.getByText('第 1 / 3 頁')).toBeInTheDocument();
    expect(bodies).toEqual([{ SiteID: 'crab', Page: 1, PerPage: 20 }]);
  });

  it('pages forward and back', async () => {
    renderRankPage(<BanListPage />);
    await screen.findByText('第 1 / 3 頁');
    expect(screen.getByRole('button', { name: rankText.ban.pager.prev })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.pager.next }));
    fireEvent.click(await screen.findByRole('button', { name: rankText.ban.pager.next }));
    await screen.findByText('第 3 / 3 頁');
    expect(within(screen.getByTestId('ban-table')).getAllByTestId('ban-row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: rankText.ban.pager.next })).toBeDisabled();
    expect(bodies.map((b) => b.Page)).toEqual([1, 2, 3]);
  });

  it('searches by player ID, refuses a non-number, resets to all', async () => {
    renderRankPage(<BanListPage />);
    await screen.findByText('第 1 / 3 頁');
    const input = screen.getByLabelText(rankText.ban.search.label);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.search.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(rankText.ban.search.invalid);
    expect(bodies).toHaveLength(1);

    fireEvent.change(input, { target: { value: ' 507 ' } });
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.search.submit }));
    await waitFor(() => expect(within(screen.getByTestId('ban-table')).getAllByTestId('ban-row')).toHaveLength(1));
    expect(bodies.at(-1)).toEqual({ SiteID: 'crab', Page: 1, PerPage: 20, PlayerID: 507 });

    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.search.submit }));
    expect(await screen.findByText(rankText.ban.empty)).toBeInTheDocument();

    const asked = bodies.length;
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.search.reset }));
    await screen.findByText('第 1 / 3 頁');
    expect(input).toHaveValue('');
    // the list of all bans read a moment ago shows from the cache, without asking again
    expect(bodies).toHaveLength(asked);
    expect(bodies[0]).toEqual({ SiteID: 'crab', Page: 1, PerPage: 20 });
  });

  it('a failed list says so; retry asks again', async () => {
    renderRankPage(<BanListPage />);
    await screen.findByText('第 1 / 3 頁');
    fireEvent.change(screen.getByLabelText(rankText.ban.search.label), { target: { value: '404' } });
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.search.submit }));
    expect(await screen.findByText(rankText.ban.error)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: rankText.ban.retry }));
    await waitFor(() => expect(bodies).toHaveLength(3));
  });
});
