/**
 * /store over msw: owl's pass tickets narrowed by the store brand filter, one exchange per tap,
 * the gem ↔ gold panel, the 點數兌換 link's deposit_view event; a brand with neither pass
 * tickets nor gems has no /store menu entry and the page says so without asking the lobby.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useSession } from 'next-auth/react';
import { getBrand } from '@/brand';
import { TOP_MENU, menuFor, type MenuItem } from '@/features/layout/menu';
import { REQUEST_ID_PATTERN, StorePath } from '@/protocol';
import { useWalletStore } from '@/features/wallet/store';
import { useToastStore } from '@/ui/toast-store';
import { StorePage } from './components/store-page';
import { answer, ok, passTickets, renderStorePage, settingFor, storeText, type Call } from './test-kit';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));

const server = setupServer();
const calls: Call[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
  window.dataLayer = [];
  useWalletStore.setState({ items: { '1': 300_000, '2': 5 } });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});

const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
const bag = (gold: number, gems: number) => ({ Items: { '1': { Amount: gold }, '2': { Amount: gems } } });

// the first render loads the page's code and texts: slow on a busy 2-core machine
describe('store page', { timeout: 20_000 }, () => {
  it('owl: pass tickets by game brand filter, bought once under a double tap', async () => {
    answer(server, calls, StorePath.GoodsSetting, (body) => ok({ ...settingFor('owl'), Filter: body.Filter, PassTickets: passTickets(body.Filter as 'all') }));
    let release: () => void = () => {};
    answer(server, calls, StorePath.ExchangeGold, async () => {
      await new Promise<void>((r) => (release = r));
      return ok({ Paid: { '1': 50_000 }, Credited: { '52': 1 }, Bag: bag(250_000, 5) });
    });
    renderStorePage(<StorePage />, 'owl');
    const filters = await screen.findByRole('group', { name: storeText.filter.label });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', 'BE', 'BNG', 'RSG', 'ATG']);
    expect(screen.getAllByTestId('goods-card')).toHaveLength(8);
    fireEvent.click(within(filters).getByRole('button', { name: 'BNG' }));
    await waitFor(() => expect(screen.getAllByTestId('goods-card').map((c) => c.dataset.goods)).toEqual(['pass-bng-1', 'pass-bng-5']));
    expect(screen.getByText('225,000 日金')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === StorePath.GoodsSetting).map((c) => c.body)).toEqual([{ Filter: 'all' }, { Filter: 'bng' }]);

    const buy = screen.getByRole('button', { name: `${storeText.passTickets.exchange} BNG 通行券 × 1` });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(calls.filter((c) => c.path === StorePath.ExchangeGold)).toHaveLength(1));
    release();
    await waitFor(() => expect(useWalletStore.getState().items).toMatchObject({ '1': 250_000 }));
    const [call] = calls.filter((c) => c.path === StorePath.ExchangeGold);
    expect(call!.body).toMatchObject({ GoodsID: 'pass-bng-1', Quantity: 1 });
    expect(String(call!.body.RequestID)).toMatch(REQUEST_ID_PATTERN);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('已兌換 BNG 通行券 × 1');
  });

  it('owl: gem ↔ gold at 1,000 a gem, gold → gem in whole gems only', async () => {
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    answer(server, calls, StorePath.ExchangeGemToGold, () => ok({ Paid: { '2': 3 }, Credited: { '1': 3_000 }, Bag: bag(303_000, 2) }));
    renderStorePage(<StorePage />, 'owl');
    const panel = (await screen.findByRole('heading', { name: storeText.exchange.title })).closest('section')!;
    const field = within(panel).getByLabelText(new RegExp(storeText.exchange.amountGem));
    fireEvent.change(field, { target: { value: '3' } });
    expect(within(panel).getByTestId('exchange-gives')).toHaveTextContent('3,000 日金');
    fireEvent.click(within(panel).getByRole('button', { name: storeText.exchange.submit }));
    await waitFor(() => expect(useWalletStore.getState().items).toMatchObject({ '1': 303_000, '2': 2 }));
    expect(calls.find((c) => c.path === StorePath.ExchangeGemToGold)!.body).toMatchObject({ Direction: 'gemToGold', Amount: 3 });

    fireEvent.click(within(panel).getByRole('tab', { name: storeText.exchange.goldToGem }));
    const goldField = within(panel).getByLabelText(new RegExp(storeText.exchange.amountGold));
    fireEvent.change(goldField, { target: { value: '1500' } });
    expect(within(panel).getByRole('alert')).toHaveTextContent('日金需為 1,000 的倍數');
    expect(within(panel).getByRole('button', { name: storeText.exchange.submit })).toBeDisabled();
    fireEvent.change(goldField, { target: { value: '2000' } });
    expect(within(panel).getByTestId('exchange-gives')).toHaveTextContent('2 寶石');
  });

  it('the 點數兌換 link reports deposit_view from the store', async () => {
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    renderStorePage(<StorePage />, 'owl');
    fireEvent.click(await screen.findByRole('link', { name: new RegExp(storeText.deposit.go) }));
    expect(window.dataLayer).toEqual([{ event: 'deposit_view', from: 'store' }]);
  });

  it('crab sells pass tickets but has no gem exchange', async () => {
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('crab')));
    renderStorePage(<StorePage />, 'crab');
    await screen.findByRole('group', { name: storeText.filter.label });
    expect(screen.queryByRole('heading', { name: storeText.exchange.title })).toBeNull();
  });

  it('monkey, win and tha (no pass tickets, no gems): no /store menu entry, the page says so', async () => {
    for (const id of ['monkey', 'win', 'tha'] as const) {
      expect(flatten(menuFor(TOP_MENU, getBrand(id).features)).some((i) => i.href === '/store'), id).toBe(false);
    }
    for (const id of ['owl', 'crab', 'dragon', 'lion', 'horse'] as const) {
      expect(flatten(menuFor(TOP_MENU, getBrand(id).features)).some((i) => i.href === '/store'), id).toBe(true);
    }
    renderStorePage(<StorePage />, 'monkey');
    expect(await screen.findByText(storeText.notOffered)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
