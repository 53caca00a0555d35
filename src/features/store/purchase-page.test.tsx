/**
 * /purchase over msw (the site's relay): goods and payment groups per brand, one order under a
 * double tap (and the same RequestID on a retry after a lost reply), the pay page opened in the
 * tap's window, pending → paid by polling with the new balance, failed, polling stopped on
 * unmount, the order history with status chips, and the purchase events in dataLayer.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSession } from 'next-auth/react';
import { PaymentPath, REQUEST_ID_PATTERN, StorePath } from '@/protocol';
import { useWalletStore } from '@/features/wallet/store';
import { useToastStore } from '@/ui/toast-store';
import { PurchasePage } from './components/purchase-page';
import { resetReportedPurchases } from './purchase-analytics';
import { answer, ok, order, purchaseEvent, refused, renderStorePage, settingFor, storeText, ORDER_ID, type Call } from './test-kit';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));

const server = setupServer();
const calls: Call[] = [];
const FAST = { first: 15, max: 40 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never });
  window.dataLayer = [];
  window.localStorage.clear();
  resetReportedPurchases();
  useWalletStore.setState({ items: { '1': 20_000, '2': 5 } });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  calls.length = 0;
});

/** window.open stand-in: the tap's blank window, whose location the page then sets. */
function fakeWindow() {
  const win = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  return { win, open };
}

const chip = (name: string) => screen.getByRole('button', { name });
const buyButton = (label: string) => screen.getByRole('button', { name: `${storeText.goods.buy} ${label}` });
const purchases = () => (window.dataLayer ?? []).filter((e) => e.event === 'purchase');

// the first render loads the page's code and texts: slow on a busy 2-core machine
describe('purchase page', { timeout: 20_000 }, () => {
  it("shows owl's payment groups in its order, gold, gems under bank transfer and card, 大戶禮包 under its group", async () => {
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    renderStorePage(<PurchasePage />, 'owl');
    const groups = await screen.findByRole('group', { name: storeText.groupsLabel });
    expect(within(groups).getAllByRole('button').map((b) => b.textContent)).toEqual(['精選渠道', '電信帳單', '行動支付', '銀行轉帳', '信用卡', 'MyCard', '大戶禮包']);
    expect(screen.getAllByTestId('goods-card').map((c) => c.dataset.goods)).toEqual(['gold-150', 'gold-1000', 'gold-5000']);
    expect(screen.getByText(storeText.goods.gemOnly)).toBeInTheDocument();
    expect(within(screen.getAllByTestId('goods-card')[1]!).getByText('NT$ 1,000')).toBeInTheDocument();
    expect(screen.getByText('1,050,000 日金')).toBeInTheDocument();

    fireEvent.click(chip('電信帳單'));
    expect(screen.getAllByTestId('goods-card').map((c) => c.dataset.goods)).toEqual(['gold-150', 'gold-1000']);
    fireEvent.click(chip('銀行轉帳'));
    expect(screen.getAllByTestId('goods-card').map((c) => c.dataset.goods)).toEqual(['gold-150', 'gold-1000', 'gold-5000', 'gem-100']);
    expect(screen.getByText('100 寶石')).toBeInTheDocument();
    fireEvent.click(chip('MyCard'));
    const methods = screen.getByRole('group', { name: storeText.methodsLabel });
    expect(within(methods).getAllByRole('button').map((b) => b.textContent)).toEqual(['序號儲值', '線上扣點', '免費抵扣']);
    fireEvent.click(chip('大戶禮包'));
    expect(screen.getAllByTestId('goods-card').map((c) => c.dataset.goods)).toEqual(['big-10000']);
    expect(calls).toEqual([{ path: StorePath.GoodsSetting, body: { Filter: 'all' } }]);
  });

  it('shows only the groups tha offers: no 電信帳單, no 大戶禮包, no gems, MyCard without 免費抵扣', async () => {
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('tha')));
    renderStorePage(<PurchasePage />, 'tha');
    const groups = await screen.findByRole('group', { name: storeText.groupsLabel });
    expect(within(groups).getAllByRole('button').map((b) => b.textContent)).toEqual(['精選渠道', '銀行轉帳', '信用卡', 'MyCard']);
    expect(screen.queryByText(storeText.goods.gemOnly)).toBeNull();
    fireEvent.click(chip('MyCard'));
    expect(within(screen.getByRole('group', { name: storeText.methodsLabel })).getAllByRole('button').map((b) => b.textContent)).toEqual(['序號儲值', '線上扣點']);
    expect(screen.queryByText('100 寶石')).toBeNull();
  });

  it('a double tap makes one order; the pay page opens in the tap window; MyCard orders through /payment/mycard_payment and reports request_sent at once', async () => {
    const { win, open } = fakeWindow();
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    let release: () => void = () => {};
    const created = order({ Group: 'mycard', Method: 'online', Provider: 'mycard' });
    answer(server, calls, PaymentPath.MyCardPayment, async () => {
      await new Promise<void>((r) => (release = r));
      return ok({ Order: created, PayUrl: created.PayUrl, Analytics: purchaseEvent(created, 'mycard-online', 'request_sent') });
    });
    answer(server, calls, StorePath.OrderList, () => ok({ List: [{ ...created, Analytics: null }], Total: 1 }));
    renderStorePage(<PurchasePage pollDelays={{ first: 60_000, max: 60_000 }} />, 'owl');
    await screen.findByRole('group', { name: storeText.groupsLabel });
    fireEvent.click(chip('MyCard'));
    fireEvent.click(chip('線上扣點'));
    fireEvent.click(buyButton('150,000 日金'));
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(`150,000 日金$`) })[0]!);
    await waitFor(() => expect(calls.filter((c) => c.path === PaymentPath.MyCardPayment)).toHaveLength(1));
    expect(screen.getAllByTestId('goods-card').every((c) => within(c).getByRole('button').hasAttribute('disabled'))).toBe(true);
    await act(async () => release());

    const panel = await screen.findByTestId('active-order');
    expect(panel.dataset.status).toBe('pending');
    expect(within(panel).getByText(storeText.order.pendingTitle)).toBeInTheDocument();
    const [orderCall] = calls.filter((c) => c.path === PaymentPath.MyCardPayment);
    expect(orderCall!.body).toEqual({ GoodsID: 'gold-150', Method: 'online', RequestID: expect.any(String) });
    expect(calls.some((c) => c.path === StorePath.Order)).toBe(false);
    expect(String(orderCall!.body.RequestID)).toMatch(REQUEST_ID_PATTERN);
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.location.href).toBe(created.PayUrl);
    expect(win.opener).toBeNull();
    expect(purchases()).toEqual([
      { event: 'purchase', method: 'mycard-online', result: 'request_sent', currency: 'TWD', value: 150, item: 'gold-150', order_id: ORDER_ID },
    ]);
  });

  it('omg groups order through /payment/omg with their group; bank transfer through /store/order', async () => {
    fakeWindow();
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    const viaOmg = order({ Group: 'telecom', Method: null, Provider: 'omg' });
    answer(server, calls, PaymentPath.Omg, () => ok({ Order: viaOmg, PayUrl: viaOmg.PayUrl, Analytics: purchaseEvent(viaOmg, 'omg-telecom', 'request_sent') }));
    answer(server, calls, StorePath.OrderList, () => ok({ List: [], Total: 0 }));
    renderStorePage(<PurchasePage pollDelays={{ first: 60_000, max: 60_000 }} />, 'owl');
    await screen.findByRole('group', { name: storeText.groupsLabel });
    fireEvent.click(chip('電信帳單'));
    fireEvent.click(buyButton('150,000 日金'));
    await waitFor(() => expect(calls.filter((c) => c.path === PaymentPath.Omg)).toHaveLength(1));
    expect(calls.find((c) => c.path === PaymentPath.Omg)!.body).toEqual({ GoodsID: 'gold-150', Group: 'telecom', RequestID: expect.any(String) });
    expect(calls.some((c) => c.path === StorePath.Order || c.path === PaymentPath.MyCardPayment)).toBe(false);
  });

  it('a retry after a lost reply sends the same RequestID; a refusal shows its text and closes the blank window', async () => {
    const { win } = fakeWindow();
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    let reply: () => Response = () => HttpResponse.error();
    answer(server, calls, StorePath.Order, () => reply());
    renderStorePage(<PurchasePage />, 'owl');
    await screen.findByRole('group', { name: storeText.groupsLabel });
    fireEvent.click(chip('銀行轉帳'));
    fireEvent.click(buyButton('150,000 日金'));
    await waitFor(() => expect(win.close).toHaveBeenCalledTimes(1));
    reply = () => refused(200455);
    fireEvent.click(buyButton('150,000 日金'));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(storeText.errors['200455']));
    const ids = calls.filter((c) => c.path === StorePath.Order).map((c) => c.body.RequestID);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    // the refusal ended that request: the next tap is a new purchase
    fireEvent.click(buyButton('150,000 日金'));
    await waitFor(() => expect(calls.filter((c) => c.path === StorePath.Order)).toHaveLength(3));
    expect(calls.filter((c) => c.path === StorePath.Order)[2]!.body.RequestID).not.toBe(ids[0]);
    expect(screen.queryByTestId('active-order')).toBeNull();
  });

  it('pending → paid by polling: the new balance shows and the bank purchase reports success once', async () => {
    fakeWindow();
    const created = order();
    const paid = { ...created, Status: 'paid' as const, ClosedAt: created.CreatedAt + 60_000, PayUrl: null };
    let reads = 0;
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    answer(server, calls, StorePath.Order, () => ok({ Order: created, PayUrl: created.PayUrl, Analytics: null }));
    answer(server, calls, StorePath.OrderList, () =>
      ok({ List: [++reads < 3 ? { ...created, Analytics: null } : { ...paid, Analytics: purchaseEvent(paid, 'bankTransfer', 'success') }], Total: 1 }),
    );
    answer(server, calls, PaymentPath.MyCardVerify, () =>
      ok({ Order: { ...paid, Analytics: purchaseEvent(paid, 'bankTransfer', 'success') }, Bag: { Items: { '1': { Amount: 170_000 }, '2': { Amount: 5 } } } }),
    );
    renderStorePage(<PurchasePage pollDelays={FAST} />, 'owl');
    await screen.findByRole('group', { name: storeText.groupsLabel });
    fireEvent.click(chip('銀行轉帳'));
    fireEvent.click(buyButton('150,000 日金'));
    expect((await screen.findByTestId('active-order')).dataset.status).toBe('pending');
    expect(purchases()).toEqual([]);

    await waitFor(() => expect(screen.getByTestId('active-order').dataset.status).toBe('paid'));
    expect(screen.getByText(storeText.order.paidTitle)).toBeInTheDocument();
    expect(screen.getByTestId('order-balance')).toHaveTextContent('170,000 金幣');
    expect(calls.filter((c) => c.path === StorePath.OrderList).map((c) => c.body)).toEqual([
      { Page: 1, PerPage: 1, OrderID: ORDER_ID },
      { Page: 1, PerPage: 1, OrderID: ORDER_ID },
      { Page: 1, PerPage: 1, OrderID: ORDER_ID },
    ]);
    expect(purchases()).toEqual([
      { event: 'purchase', method: 'bankTransfer', result: 'success', currency: 'TWD', value: 150, item: 'gold-150', order_id: ORDER_ID },
    ]);

    // the history lists the same paid order again: still one event
    answer(server, calls, StorePath.OrderList, () => ok({ List: [{ ...paid, Analytics: purchaseEvent(paid, 'bankTransfer', 'success') }], Total: 1 }));
    fireEvent.click(screen.getByRole('tab', { name: storeText.tabs.orders }));
    expect(window.location.pathname).toBe('/zh_tw/purchase/orders');
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('status-chip')).toHaveTextContent(storeText.status.paid);
    expect(purchases()).toHaveLength(1);
  });

  it('pending → failed shows the failed state, reports nothing, and polling stops on unmount', async () => {
    fakeWindow();
    const created = order({ Group: 'creditCard', Provider: 'card' });
    let status: 'pending' | 'failed' = 'pending';
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    answer(server, calls, StorePath.Order, () => ok({ Order: created, PayUrl: created.PayUrl, Analytics: null }));
    answer(server, calls, StorePath.OrderList, () => ok({ List: [{ ...created, Status: status, PayUrl: status === 'failed' ? null : created.PayUrl, Analytics: null }], Total: 1 }));
    const view = renderStorePage(<PurchasePage pollDelays={FAST} />, 'owl');
    await screen.findByRole('group', { name: storeText.groupsLabel });
    fireEvent.click(chip('信用卡'));
    fireEvent.click(buyButton('150,000 日金'));
    await screen.findByTestId('active-order');
    await waitFor(() => expect(calls.filter((c) => c.path === StorePath.OrderList).length).toBeGreaterThanOrEqual(2));
    status = 'failed';
    await waitFor(() => expect(screen.getByTestId('active-order').dataset.status).toBe('failed'));
    expect(screen.getByText(storeText.order.failedBody)).toBeInTheDocument();
    expect(calls.some((c) => c.path === PaymentPath.MyCardVerify)).toBe(false);
    expect(purchases()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: storeText.order.again }));
    expect(screen.queryByTestId('active-order')).toBeNull();

    // A new pending order, then the page goes away: no more reads. From here the poll's timers
    // are fake: vi.waitFor moves them on while it waits, and after the unmount the test runs
    // whatever is left. Reads are counted as the page calls fetch (the poll does so synchronously).
    const fetched = vi.spyOn(globalThis, 'fetch');
    const reads = () => fetched.mock.calls.filter(([url]) => String(url).endsWith(StorePath.OrderList)).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    status = 'pending';
    fireEvent.click(buyButton('150,000 日金'));
    // While it waits React renders on its own, as in testing-library's waits (no act() expected).
    // (vi.waitFor's own default is 1 s: this is the web project's wait, tests/setup.ts.)
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await vi.waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2), { interval: FAST.max, timeout: 5_000 });
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    view.unmount();
    const after = reads();
    await vi.runAllTimersAsync();
    expect(vi.getTimerCount()).toBe(0);
    expect(reads()).toBe(after);
    fetched.mockRestore();
  });

  it('an order nobody paid in time shows as expired, in the panel and in the history', async () => {
    fakeWindow();
    const created = order({ Group: 'creditCard', Provider: 'card' });
    const expired = { ...created, Status: 'failed' as const, Expired: true, ClosedAt: created.CreatedAt + 1_800_000, PayUrl: null, Analytics: null };
    let reads = 0;
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    answer(server, calls, StorePath.Order, () => ok({ Order: created, PayUrl: created.PayUrl, Analytics: null }));
    answer(server, calls, StorePath.OrderList, () => ok({ List: [++reads < 2 ? { ...created, Analytics: null } : expired], Total: 1 }));
    renderStorePage(<PurchasePage pollDelays={FAST} />, 'owl');
    await screen.findByRole('group', { name: storeText.groupsLabel });
    fireEvent.click(chip('信用卡'));
    fireEvent.click(buyButton('150,000 日金'));
    await waitFor(() => expect(screen.getByTestId('active-order').dataset.status).toBe('expired'));
    expect(screen.getByText(storeText.order.expiredTitle)).toBeInTheDocument();
    expect(screen.getByText(storeText.order.expiredBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: storeText.order.openPay })).toBeNull();
    expect(purchases()).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: storeText.tabs.orders }));
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByTestId('status-chip')).toHaveTextContent(storeText.status.expired);
    expect(within(row).queryByRole('button', { name: storeText.order.openPay })).toBeNull();
  });

  it('the orders tab lists orders with status chips and loads more', async () => {
    const rows = [
      { ...order({ OrderID: 'SO20250115120000AAAAAA' }), Analytics: null },
      { ...order({ OrderID: 'SO20250115110000BBBBBB', Status: 'paid', PayUrl: null, Group: 'mycard', Method: 'serial', Provider: 'mycard' }), Analytics: null },
      { ...order({ OrderID: 'SO20250115100000CCCCCC', Status: 'failed', PayUrl: null }), Analytics: null },
    ];
    answer(server, calls, StorePath.GoodsSetting, () => ok(settingFor('owl')));
    answer(server, calls, StorePath.OrderList, (body) => ok({ List: body.Page === 1 ? rows.slice(0, 2) : rows.slice(2), Total: 12 }));
    renderStorePage(<PurchasePage initialTab="orders" />, 'owl');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getAllByTestId('status-chip').map((c) => c.textContent)).toEqual([storeText.status.pending, storeText.status.paid]);
    expect(screen.getByText('MyCard · 序號儲值')).toBeInTheDocument();
    expect(screen.getAllByText('2025.01.15 12:00')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: storeText.history.more }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(screen.getAllByTestId('status-chip')[2]).toHaveTextContent(storeText.status.failed);
    expect(calls.filter((c) => c.path === StorePath.OrderList).map((c) => c.body)).toEqual([
      { Page: 1, PerPage: 10 },
      { Page: 2, PerPage: 10 },
    ]);
  });
});
