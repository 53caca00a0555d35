/**
 * The XSS corpus in the store's pay page links (issue 38 item 2): an order's PayUrl is text the
 * server passes on from the payment provider, and the page opens it — in the blank window the
 * buy tap opened (same origin as the site until it navigates), or in a new one from 前往付款 in
 * the order history. Every payload goes in as a PayUrl (each buy answered at once; the history
 * with all 65 pending orders at once, over msw): none may open as a script URL
 * (`javascript:`, `vbscript:`, `data:text/html`), and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useSession } from 'next-auth/react';
import { StorePath, type Goods, type StoreOrder } from '@/protocol';
import { expectInert, setupXssTrap, XSS_PAYLOADS, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { answer, ok, order, renderStorePage, storeText, type Call } from '../test-kit';
import { useStoreT } from '../texts';
import { useOrderFlow } from '../use-order-flow';
import { OrderHistory } from './order-history';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
// the new order is answered at once (the history's list goes over msw)
const created = vi.hoisted(() => ({ reply: null as unknown }));
vi.mock('../requests', async (original) => ({ ...(await original<typeof import('../requests')>()), createOrder: async () => created.reply }));

setupXssTrap();



const server = setupServer();
const calls: Call[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 7 } } as never }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});

/** Every address the page sent a window to: window.open's, and the tap window's location. */
function watchWindows() {
  const opened: string[] = [];
  const tapWindows: { location: { href: string }; closed: boolean; opener: unknown; close: () => void }[] = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url ?? ''));
    const win = { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn(() => (win.closed = true)) };
    tapWindows.push(win);
    return win as unknown as Window;
  });
  const isScriptUrl = (url: string) => /^(javascript:|vbscript:|data:text\/html)/.test(url.replace(/[\s\u0000-\u001f]/g, '').toLowerCase());
  return { scriptUrls: () => [...opened, ...tapWindows.map((w) => w.location.href)].filter(isScriptUrl), opened };
}

/** An order id of the pattern, one per payload. */
const orderId = (p: XssPayload) => `SO2025011512000000${String(p.id).padStart(4, '0')}`;
const pending = (p: XssPayload): StoreOrder => order({ OrderID: orderId(p), PayUrl: p.text });

const GOODS: Goods = { GoodsID: 'gold-150', Kind: 'gold', Name: '150000 日金', PriceTWD: 150, PriceGold: null, Items: { '1': 150_000 }, Points: 150_000, Groups: ['bankTransfer'], GameBrand: null };

/** The buy button as the purchase page wires it (its polling far off: nothing closes here). */
function Buy() {
  const { buy } = useOrderFlow({ first: 600_000, max: 600_000 });
  return (
    <button type="button" onClick={() => void buy(GOODS, 'bankTransfer')}>
      buy
    </button>
  );
}

function History() {
  const { ts, ready } = useStoreT();
  return ready ? <OrderHistory ts={ts} /> : null;
}

describe('the XSS corpus in the store\'s pay page links', () => {
  it.each(XSS_RUNS)('a new order: its PayUrl in the window the buy tap opened (payloads %i–%i)', async (_first, _last, run) => {
    const windows = watchWindows();
    const { container, unmount } = renderStorePage(<Buy />);
    for (const [i, p] of run.entries()) {
      created.reply = { ok: true, result: { Order: pending(p), PayUrl: p.text, Analytics: null } };
      fireEvent.click(container.querySelector('button')!);
      await act(async () => {});
      expect(windows.opened, `tap window of payload ${p.id}`).toHaveLength(i + 1);
      expect(windows.scriptUrls(), `PayUrl of payload ${p.id}`).toEqual([]);
    }
    expectInert();
    unmount();
  });

  it('the order history: 前往付款 with each pending order\'s PayUrl', async () => {
    const windows = watchWindows();
    answer(server, calls, StorePath.OrderList, () => ok({ List: XSS_PAYLOADS.map((p) => ({ ...pending(p), Analytics: null })), Total: XSS_PAYLOADS.length }));
    const { container } = renderStorePage(<History />);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(XSS_PAYLOADS.length));
    const rows = container.querySelectorAll('[data-testid="order-row"]');
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const pay = [...rows[i]!.querySelectorAll('button')].find((b) => b.textContent === storeText.order.openPay);
      if (pay) fireEvent.click(pay);
      expect(windows.scriptUrls(), `PayUrl of payload ${p.id}`).toEqual([]);
    }
    expectInert();
  });
});
