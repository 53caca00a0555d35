/**
 * Test-only: renders a store page with the zh_tw texts (common, errors, store) for a brand, and
 * builds the lobby's answers (goods_setting from the brand's payment groups, orders) the way
 * docs/protocol-store.md describes them.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import type { PaymentGroupId } from '@/brand/payments';
import { Code, PASS_TICKET_ITEM, type Goods, type GoodsSettingResult, type PurchaseEvent, type StoreFilter, type StoreOrder } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import storeText from '@locales/zh_tw/store.json';

export { storeText };

export function renderStorePage(ui: ReactElement, brandId: BrandId = 'owl') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'store', storeText);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

const GOLD: [string, number, number][] = [
  ['gold-150', 150, 150_000],
  ['gold-1000', 1_000, 1_050_000],
  ['gold-5000', 5_000, 5_600_000],
];

/** goods_setting of `brandId` as the server builds it (a few packs of each kind). */
export function settingFor(brandId: BrandId): GoodsSettingResult {
  const brand = getBrand(brandId);
  const groups = brand.payments.groups.map((g) => g.id);
  const sellable = groups.filter((g) => g !== 'bigSpenderPack');
  const goods: Goods[] = GOLD.map(([GoodsID, twd, amount]) => ({
    GoodsID,
    Kind: 'gold',
    Name: `${amount} 日金`,
    PriceTWD: twd,
    PriceGold: null,
    Items: { '1': amount },
    Points: twd * 1_000,
    Groups: sellable.filter((g) => g !== 'telecom' || twd <= 1_000),
    GameBrand: null,
  }));
  if (brand.features.gems)
    goods.push({ GoodsID: 'gem-100', Kind: 'gem', Name: '100 寶石', PriceTWD: 100, PriceGold: null, Items: { [String(brand.gemItemId)]: 100 }, Points: 100_000, Groups: [...brand.payments.gem], GameBrand: null });
  if (groups.includes('bigSpenderPack'))
    goods.push({ GoodsID: 'big-10000', Kind: 'bigSpenderPack', Name: '大戶禮包', PriceTWD: 10_000, PriceGold: null, Items: { '1': 11_500_000 }, Points: 10_000_000, Groups: ['bigSpenderPack'], GameBrand: null });
  const tickets: Goods[] = brand.features.passTicketStore ? passTickets('all') : [];
  return {
    Currency: 'TWD',
    Filter: 'all',
    Groups: brand.payments.groups.map((g) => ({ ID: g.id, Methods: g.id === 'mycard' ? [...g.methods] : [], Provider: providerOf(g.id) })),
    GemGroups: [...brand.payments.gem],
    Goods: goods,
    PassTickets: tickets,
    Exchange: { Offered: brand.features.gems, GemItemID: brand.gemItemId, GoldPerGem: 1_000 },
  };
}

function providerOf(group: PaymentGroupId): StoreOrder['Provider'] {
  if (group === 'mycard') return 'mycard';
  if (group === 'creditCard') return 'card';
  if (group === 'bankTransfer' || group === 'bigSpenderPack') return 'bank';
  return 'omg';
}

export const ORDER_ID = 'SO20250115120000K3QZ7A';

export function order(over: Partial<StoreOrder> = {}): StoreOrder {
  return {
    OrderID: ORDER_ID,
    GoodsID: 'gold-150',
    Name: '150,000 日金',
    Group: 'bankTransfer',
    Method: null,
    Provider: 'bank',
    AmountTWD: 150,
    Items: { '1': 150_000 },
    Points: 150_000,
    Status: 'pending',
    CreatedAt: Date.UTC(2025, 0, 15, 4, 0),
    ClosedAt: null,
    Expired: false,
    PayUrl: 'http://lobby.test/payment/sim?order=SO20250115120000K3QZ7A&key=k',
    ...over,
  };
}

export function purchaseEvent(o: StoreOrder, Method: string, Result: PurchaseEvent['Result']): PurchaseEvent {
  return { Event: 'purchase', OrderID: o.OrderID, Method, Result, Currency: 'TWD', Value: o.AmountTWD, Item: o.GoodsID };
}

export const ok = (Result: unknown) => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result });
export const refused = (code: number) => HttpResponse.json({ Code: code, Message: 'server detail', Result: null });

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** Answers relay `path` (`/api/lobby<path>`) with `reply(body)`, recording each call in `calls`. */
export function answer(server: SetupServer, calls: Call[], path: string, reply: (body: Record<string, unknown>) => Response | Promise<Response>) {
  server.use(
    http.post(`*/api/lobby${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return reply(body);
    }),
  );
}

/** Pass tickets of the filter: packs of 1 and 5 per game brand. */
export function passTickets(filter: StoreFilter): Goods[] {
  const brands = (['be', 'bng', 'rsg', 'atg'] as const).filter((b) => filter === 'all' || b === filter);
  return brands.flatMap((b) =>
    ([[1, 50_000], [5, 225_000]] as const).map(([count, gold]) => ({
      GoodsID: `pass-${b}-${count}`,
      Kind: 'passTicket' as const,
      Name: `${b.toUpperCase()} 通行券 × ${count}`,
      PriceTWD: null,
      PriceGold: gold,
      Items: { [String(PASS_TICKET_ITEM[b])]: count },
      Points: 0,
      Groups: [],
      GameBrand: b,
    })),
  );
}
