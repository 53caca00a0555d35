/**
 * Exchanges inside the wallet (POST /api/v1/store/exchange_gem_to_gold, /exchange_gold;
 * docs/protocol-store.md). Each is one wallet operation: the debit and the credit commit
 * together or not at all, a debit never goes below zero, and the client's RequestID is the
 * reference (`store-exchange:<RequestID>:<player>:0`), so a retry answers the first result.
 * Gem ↔ gold has no spread (StoreLimits.GoldPerGem both ways): value is neither made nor lost.
 * A gem ↔ gold exchange of a club member is also a club exchange record (club 兌換紀錄, signed
 * Gold / Gems), written in the same transaction as the money, once per RequestID.
 */
import { hasFeature } from '../../src/brand/get-brand';
import { ClubExchangeKind, Code, ItemId, StoreLimits, type ExchangeGemRequest, type ExchangeGoldRequest, type ExchangeResult } from '../../src/protocol';
import { clubMenuRepository } from '../db/repositories/club-menu';
import type { Repositories } from '../db/repositories';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { InsufficientBalanceError, type BalanceChange, type WalletApplied } from '../wallet';
import { lookUpGoods, playerBrand } from './goods';

/** Ledger source of exchanges (passbook: 兌換 / 兌換支出 · 兌換獲得). */
export const EXCHANGE_LEDGER_SOURCE = 'store-exchange';

function insufficient(itemId: number): ReplyError {
  return itemId === ItemId.Gold
    ? new ReplyError(Code.GoldInsufficient, '日金不足')
    : new ReplyError(Code.GiftGemInsufficient, `not enough of item ${itemId}`);
}

const asItems = (changes: readonly BalanceChange[], sign: 1 | -1): Record<string, number> =>
  Object.fromEntries(changes.filter((c) => Math.sign(c.delta) === sign).map((c) => [String(c.itemId), Math.abs(c.delta)]));

type ClubExchangeKindValue = (typeof ClubExchangeKind)[keyof typeof ClubExchangeKind];

/** Records a gem ↔ gold exchange for the player's club, when they are in one. */
async function recordForClub(tx: Repositories, playerId: number, kind: ClubExchangeKindValue, changes: readonly BalanceChange[], gemItemId: number): Promise<void> {
  const club = await tx.clubs.membershipOf(playerId);
  if (!club) return;
  const sum = (itemId: number) => changes.filter((c) => c.itemId === itemId).reduce((n, c) => n + c.delta, 0);
  await clubMenuRepository(tx.db, tx.now).addExchanges([{ clubId: club.clubId, playerId, kind, gold: sum(ItemId.Gold), gems: sum(gemItemId) }]);
}

/** Applies one exchange's changes under the player's RequestID (and its club record, if any). */
async function exchange(
  services: Services,
  playerId: number,
  requestId: string,
  changes: BalanceChange[],
  reason: string,
  club?: { kind: ClubExchangeKindValue; gemItemId: number },
): Promise<ExchangeResult> {
  let applied: WalletApplied;
  try {
    applied = await services.wallet.apply(changes, {
      ref: { kind: 'store-exchange', id: requestId, playerId, itemId: 0 },
      source: EXCHANGE_LEDGER_SOURCE,
      reason,
      ...(club ? { alsoInTransaction: (tx: Repositories) => recordForClub(tx, playerId, club.kind, changes, club.gemItemId) } : {}),
    });
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw insufficient(err.itemId);
    throw err;
  }
  const key = (list: readonly { itemId: number; delta: number }[]) => list.map((c) => `${c.itemId}:${c.delta}`).sort().join(',');
  if (applied.replayed && key(applied.entries) !== key(changes)) {
    throw new ReplyError(Code.StoreRequestReused, `RequestID ${requestId} was used for another exchange`);
  }
  return { Paid: asItems(changes, -1), Credited: asItems(changes, 1), Bag: { Items: await services.wallet.bag(playerId) } };
}

export async function exchangeGem(services: Services, playerId: number, req: ExchangeGemRequest): Promise<ExchangeResult> {
  const brand = await playerBrand(services, playerId);
  if (!hasFeature(brand, 'gems')) throw new ReplyError(Code.StoreExchangeNotOffered, `${brand.id} has no gems`);
  const gem = brand.gemItemId;
  const rate = StoreLimits.GoldPerGem;
  if (req.Direction === 'gemToGold') {
    const changes = [
      { playerId, itemId: gem, delta: -req.Amount, reason: 'exchange gem to gold' },
      { playerId, itemId: ItemId.Gold, delta: req.Amount * rate, reason: 'exchange gem to gold' },
    ];
    return exchange(services, playerId, req.RequestID, changes, 'exchange gem to gold', { kind: ClubExchangeKind.GemsToGold, gemItemId: gem });
  }
  if (req.Amount % rate !== 0) throw new ReplyError(Code.StoreExchangeAmountInvalid, `gold must be a multiple of ${rate}`);
  const changes = [
    { playerId, itemId: ItemId.Gold, delta: -req.Amount, reason: 'exchange gold to gem' },
    { playerId, itemId: gem, delta: req.Amount / rate, reason: 'exchange gold to gem' },
  ];
  return exchange(services, playerId, req.RequestID, changes, 'exchange gold to gem', { kind: ClubExchangeKind.GoldToGems, gemItemId: gem });
}

/** Gold → goods priced in gold (pass tickets), Quantity packs at once. */
export async function exchangeGold(services: Services, playerId: number, req: ExchangeGoldRequest): Promise<ExchangeResult> {
  const brand = await playerBrand(services, playerId);
  const looked = lookUpGoods(brand, req.GoodsID);
  if ('missing' in looked) {
    if (looked.missing === 'unknown') throw new ReplyError(Code.StoreGoodsUnknown, `no goods ${req.GoodsID}`);
    throw new ReplyError(Code.StoreGoodsNotOffered, `${brand.id} does not sell ${req.GoodsID}`);
  }
  const goods = looked.found;
  if (goods.PriceGold === null) throw new ReplyError(Code.StorePaymentNotOffered, `${goods.GoodsID} is bought in TWD (store/order)`);
  const quantity = req.Quantity ?? 1;
  const reason = `exchange gold for ${goods.GoodsID} ×${quantity}`;
  const changes: BalanceChange[] = [
    { playerId, itemId: ItemId.Gold, delta: -goods.PriceGold * quantity, reason },
    ...Object.entries(goods.Items).map(([item, amount]) => ({ playerId, itemId: Number(item), delta: amount * quantity, reason })),
  ];
  return exchange(services, playerId, req.RequestID, changes, reason);
}
