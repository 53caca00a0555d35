/**
 * Goods per brand, exchanges and bad input over HTTP, on both engines: each brand's store lists
 * its own payment groups and goods (gems and their groups on owl only, 大戶禮包 where offered,
 * pass tickets for the pass-ticket brands, narrowed by the store filter); exchanges never make
 * or lose value, even racing with too little; bad bodies and other brands' goods get clear codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  ItemId,
  PASS_TICKET_ITEM,
  StoreLimits,
  StorePath,
  type ExchangeResult,
  type GoodsSettingResult,
} from '../../src/protocol';
import { ledgerLabel } from '../passbook/labels';
import { ledger } from '../mail/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { bal, call, requestId, storePlayer, type StorePlayer } from './test-kit';

const RATE = StoreLimits.GoldPerGem;

describe('store goods, exchanges and input', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  async function setting(p: StorePlayer, body: unknown = {}): Promise<GoodsSettingResult> {
    const r = await call(s, p, StorePath.GoodsSetting, body);
    expect(r.json.Code).toBe(0);
    return r.json.Result as GoodsSettingResult;
  }
  const gemSwap = (p: StorePlayer, Direction: string, Amount: unknown, RequestID = requestId()) =>
    call(s, p, StorePath.ExchangeGemToGold, { Direction, Amount, RequestID });

  it('lists each brand its own groups and goods', async () => {
    const owl = await setting(await storePlayer(s, 'owl'));
    expect(owl.Currency).toBe('TWD');
    expect(owl.Groups.map((g) => g.ID)).toEqual(['featured', 'telecom', 'mobile', 'bankTransfer', 'creditCard', 'mycard', 'bigSpenderPack']);
    expect(owl.Groups.find((g) => g.ID === 'mycard')).toEqual({ ID: 'mycard', Methods: ['serial', 'online', 'freeDeduct'], Provider: 'mycard' });
    expect(owl.GemGroups).toEqual(['bankTransfer', 'creditCard']);
    const gems = owl.Goods.filter((g) => g.Kind === 'gem');
    expect(gems.length).toBeGreaterThan(0);
    for (const g of gems) {
      expect(g.Groups).toEqual(['bankTransfer', 'creditCard']);
      expect(Object.keys(g.Items)).toEqual([String(ItemId.Gem)]);
    }
    expect(owl.Goods.some((g) => g.Kind === 'bigSpenderPack' && g.Groups.join() === 'bigSpenderPack')).toBe(true);
    expect(owl.Exchange).toEqual({ Offered: true, GemItemID: ItemId.Gem, GoldPerGem: RATE });
    expect(owl.PassTickets.length).toBeGreaterThan(0);

    const crab = await setting(await storePlayer(s, 'bj188'));
    expect(crab.Goods.some((g) => g.Kind === 'gem')).toBe(false);
    expect(crab.GemGroups).toEqual([]);
    expect(crab.Exchange.Offered).toBe(false);
    // Telecom billing carries small amounts only.
    expect(crab.Goods.find((g) => g.GoodsID === 'gold-150')!.Groups).toContain('telecom');
    expect(crab.Goods.find((g) => g.GoodsID === 'gold-5000')!.Groups).not.toContain('telecom');

    const monkey = await setting(await storePlayer(s, 'monkey'));
    expect(monkey.Groups.map((g) => g.ID)).not.toContain('bigSpenderPack');
    expect(monkey.Goods.some((g) => g.Kind === 'bigSpenderPack')).toBe(false);
    expect(monkey.PassTickets).toEqual([]);
    expect(monkey.Groups.find((g) => g.ID === 'mycard')!.Methods).toEqual(['serial']);
    for (const g of monkey.Goods) expect(g.Groups.every((id) => monkey.Groups.some((x) => x.ID === id))).toBe(true);
  });

  it('the store filter narrows the pass tickets to one game brand', async () => {
    const p = await storePlayer(s, 'crab');
    const all = await setting(p, { Filter: 'all' });
    expect(new Set(all.PassTickets.map((g) => g.GameBrand))).toEqual(new Set(['be', 'bng', 'rsg', 'atg']));
    const bng = await setting(p, { Filter: 'bng' });
    expect(bng.Filter).toBe('bng');
    expect(bng.PassTickets.length).toBeGreaterThan(0);
    expect(bng.PassTickets.every((g) => g.GameBrand === 'bng' && g.PriceGold !== null && g.PriceTWD === null)).toBe(true);
    expect(bng.Goods).toEqual(all.Goods);
    expect((await call(s, p, StorePath.GoodsSetting, { Filter: 'xyz' })).json.Code).toBe(Code.InvalidInput);
  });

  it("refuses unknown goods, another brand's goods and groups the goods or brand do not offer", async () => {
    const crab = await storePlayer(s, 'crab');
    const order = (p: StorePlayer, GoodsID: string, Group: string, extra = {}) => call(s, p, StorePath.Order, { GoodsID, Group, RequestID: requestId(), ...extra });
    expect((await order(crab, 'gold-999', 'creditCard')).json.Code).toBe(Code.StoreGoodsUnknown);
    expect((await order(crab, 'gem-100', 'creditCard')).json.Code).toBe(Code.StoreGoodsNotOffered); // owl's gems
    expect((await order(crab, 'gold-5000', 'telecom')).json.Code).toBe(Code.StorePaymentNotOffered);
    expect((await order(crab, 'big-10000', 'creditCard')).json.Code).toBe(Code.StorePaymentNotOffered);
    expect((await order(crab, 'pass-be-1', 'creditCard')).json.Code).toBe(Code.StorePaymentNotOffered); // bought with gold
    const monkey = await storePlayer(s, 'monkey');
    expect((await order(monkey, 'big-10000', 'bigSpenderPack')).json.Code).toBe(Code.StoreGoodsNotOffered);
    expect((await order(monkey, 'gold-150', 'telecom')).json.Code).toBe(Code.StorePaymentNotOffered);
    expect((await order(monkey, 'gold-150', 'mycard', { Method: 'online' })).json.Code).toBe(Code.StorePaymentNotOffered);
    const owl = await storePlayer(s, 'owl');
    expect((await order(owl, 'gem-100', 'mobile')).json.Code).toBe(Code.StorePaymentNotOffered);
    expect((await order(owl, 'gem-100', 'bankTransfer')).json.Code).toBe(0);
    const tha = await storePlayer(s, 'tha', { Gold: 1_000_000 });
    const pass = await call(s, tha, StorePath.ExchangeGold, { GoodsID: 'pass-bng-1', RequestID: requestId() });
    expect(pass.json.Code).toBe(Code.StoreGoodsNotOffered);
    expect(await bal(s, tha.id)).toBe(1_000_000);
  });

  it('answers bad input with a clear code: wrong types 400 / 100001, huge bodies 413, no session 100005', async () => {
    const p = await storePlayer(s, 'owl', { Gems: 10 });
    const bad = [
      [StorePath.Order, { GoodsID: 150, Group: 'creditCard', RequestID: requestId() }],
      [StorePath.Order, { GoodsID: 'gold-150', Group: 'paypal', RequestID: requestId() }],
      [StorePath.Order, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: 'short' }],
      [StorePath.Order, { GoodsID: 'x'.repeat(41), Group: 'creditCard', RequestID: requestId() }],
      [StorePath.Order, 'not an object'],
      [StorePath.ExchangeGemToGold, { Direction: 'gemToGold', Amount: '5', RequestID: requestId() }],
      [StorePath.ExchangeGemToGold, { Direction: 'gemToGold', Amount: 1.5, RequestID: requestId() }],
      [StorePath.ExchangeGemToGold, { Direction: 'gemToGold', Amount: -1, RequestID: requestId() }],
      [StorePath.ExchangeGemToGold, { Direction: 'gemToGold', Amount: StoreLimits.MaxExchangeAmount + 1, RequestID: requestId() }],
      [StorePath.ExchangeGemToGold, { Direction: 'sideways', Amount: 1, RequestID: requestId() }],
      [StorePath.ExchangeGold, { GoodsID: 'pass-be-1', Quantity: 0, RequestID: requestId() }],
      [StorePath.OrderList, { Page: 0, PerPage: 10 }],
      [StorePath.OrderList, { Page: 1, PerPage: 1_000 }],
    ] as const;
    for (const [path, body] of bad) {
      const r = await call(s, p, path, body);
      expect({ path, body, status: r.status, code: r.json.Code }).toEqual({ path, body, status: 400, code: Code.InvalidInput });
    }
    const huge = await call(s, p, StorePath.Order, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId(), Pad: 'x'.repeat(70_000) });
    expect([huge.status, huge.json.Code]).toEqual([413, Code.FrameTooLarge]);
    expect((await s.post(StorePath.GoodsSetting, {})).json.Code).toBe(Code.SessionExpired);
    expect((await s.post(StorePath.Order, {}, { 'api-token': 'nope' })).json.Code).toBe(Code.SessionExpired);
    expect(await bal(s, p.id, ItemId.Gem)).toBe(10);
  });

  it('gem ↔ gold moves value without making or losing any; a retry changes nothing', async () => {
    const p = await storePlayer(s, 'owl', { Gold: 5_000, Gems: 10 });
    const value = async () => (await bal(s, p.id)) + (await bal(s, p.id, ItemId.Gem)) * RATE;
    const before = await value();
    const RequestID = requestId();
    const a = await gemSwap(p, 'gemToGold', 3, RequestID);
    expect(a.json.Result as ExchangeResult).toMatchObject({ Paid: { [ItemId.Gem]: 3 }, Credited: { [ItemId.Gold]: 3 * RATE } });
    expect((await gemSwap(p, 'gemToGold', 3, RequestID)).json.Result).toEqual(a.json.Result);
    expect((await gemSwap(p, 'gemToGold', 4, RequestID)).json.Code).toBe(Code.StoreRequestReused);
    expect([await bal(s, p.id), await bal(s, p.id, ItemId.Gem)]).toEqual([5_000 + 3 * RATE, 7]);
    expect((await gemSwap(p, 'goldToGem', 2 * RATE)).json.Code).toBe(0);
    expect((await gemSwap(p, 'goldToGem', RATE + 1)).json.Code).toBe(Code.StoreExchangeAmountInvalid);
    expect((await gemSwap(p, 'gemToGold', 100)).json.Code).toBe(Code.GiftGemInsufficient);
    expect((await gemSwap(p, 'goldToGem', 100 * RATE)).json.Code).toBe(Code.GoldInsufficient);
    expect(await value()).toBe(before);
    expect([await bal(s, p.id), await bal(s, p.id, ItemId.Gem)]).toEqual([5_000 + RATE, 9]);
    // The passbook names both sides.
    const rows = [...(await ledger(s, p.id, ItemId.Gold)), ...(await ledger(s, p.id, ItemId.Gem))].filter((r) => r.source === 'store-exchange');
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(ledgerLabel({ source: r.source, reason: r.reason, delta: Number(r.delta) })).toEqual({ source: 'exchange', reason: Number(r.delta) < 0 ? 'exchangeOut' : 'exchangeIn' });
    const crab = await storePlayer(s, 'crab', { Gold: 5_000, Points: 5 });
    expect((await gemSwap(crab, 'gemToGold', 1)).json.Code).toBe(Code.StoreExchangeNotOffered);
  });

  it('20 concurrent exchanges with funds for 5: exactly 5 go through, nothing goes negative, value is kept', async () => {
    const p = await storePlayer(s, 'owl', { Gems: 5 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => gemSwap(p, 'gemToGold', 1)));
    expect(replies.filter((r) => r.json.Code === 0)).toHaveLength(5);
    expect(replies.filter((r) => r.json.Code === Code.GiftGemInsufficient)).toHaveLength(15);
    expect([await bal(s, p.id, ItemId.Gem), await bal(s, p.id)]).toEqual([0, 5 * RATE]);
    // Back the other way, racing both directions at once.
    const mixed = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? gemSwap(p, 'goldToGem', RATE) : gemSwap(p, 'gemToGold', 1))));
    expect(mixed.every((r) => [0, Code.GiftGemInsufficient, Code.GoldInsufficient].includes(r.json.Code as number))).toBe(true);
    const gold = await bal(s, p.id);
    const gems = await bal(s, p.id, ItemId.Gem);
    expect(gold).toBeGreaterThanOrEqual(0);
    expect(gems).toBeGreaterThanOrEqual(0);
    expect(gold + gems * RATE).toBe(5 * RATE);
  });

  it('exchange_gold buys pass tickets with gold, once per RequestID, never past the balance', async () => {
    const setting0 = await setting(await storePlayer(s, 'crab'), { Filter: 'bng' });
    const single = setting0.PassTickets.find((g) => g.GoodsID === 'pass-bng-1')!;
    const price = single.PriceGold!;
    const p = await storePlayer(s, 'crab', { Gold: price * 3 });
    const RequestID = requestId();
    const r = await call(s, p, StorePath.ExchangeGold, { GoodsID: 'pass-bng-1', Quantity: 2, RequestID });
    expect(r.json.Result as ExchangeResult).toMatchObject({ Paid: { [ItemId.Gold]: price * 2 }, Credited: { [PASS_TICKET_ITEM.bng]: 2 } });
    expect((await call(s, p, StorePath.ExchangeGold, { GoodsID: 'pass-bng-1', Quantity: 2, RequestID })).json.Code).toBe(0);
    const racing = await Promise.all(Array.from({ length: 5 }, () => call(s, p, StorePath.ExchangeGold, { GoodsID: 'pass-bng-1', RequestID: requestId() })));
    expect(racing.filter((x) => x.json.Code === 0)).toHaveLength(1);
    expect(racing.filter((x) => x.json.Code === Code.GoldInsufficient)).toHaveLength(4);
    expect([await bal(s, p.id), await bal(s, p.id, PASS_TICKET_ITEM.bng)]).toEqual([0, 3]);
    expect((await call(s, p, StorePath.ExchangeGold, { GoodsID: 'gold-150', RequestID: requestId() })).json.Code).toBe(Code.StorePaymentNotOffered);
    expect((await call(s, p, StorePath.ExchangeGold, { GoodsID: 'pass-zzz-1', RequestID: requestId() })).json.Code).toBe(Code.StoreGoodsUnknown);
  });
});
