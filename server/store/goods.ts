/**
 * The goods and payment groups a brand's store shows (POST /api/v1/store/goods_setting), from
 * the data in goods-data.ts and the brand files (brands/*: payment groups, gem groups, the gem
 * item, `gems` and `passTicketStore`). Which provider each group pays through is decided here.
 */
import { hasFeature } from '../../src/brand/get-brand';
import type { PaymentGroupId } from '../../src/brand/payments';
import type { BrandConfig } from '../../src/brand/types';
import {
  Code,
  ItemId,
  PASS_TICKET_ITEM,
  STORE_CURRENCY,
  StoreLimits,
  type GameBrand,
  type Goods,
  type GoodsSettingResult,
  type PaymentGroupView,
  type PaymentProvider,
  type StoreFilter,
} from '../../src/protocol';
import { ReplyError } from '../errors';
import { brandOfPlayer } from '../players/player-brand';
import type { Services } from '../services';
import { BIG_SPENDER_PACKS, GAME_BRAND_NAMES, GEM_PACKS, GOLD_PACKS, PASS_TICKET_PACKS, TELECOM_MAX_TWD, type TwdPack } from './goods-data';

/** The simulated provider behind each group: an aggregator (omg) for featured, telecom and mobile. */
export const GROUP_PROVIDER: Readonly<Record<PaymentGroupId, PaymentProvider>> = {
  featured: 'omg',
  telecom: 'omg',
  mobile: 'omg',
  bankTransfer: 'bank',
  creditCard: 'card',
  mycard: 'mycard',
  bigSpenderPack: 'bank',
};

/** The method name of the purchase event: `mycard-serial`, `omg-telecom`, `bankTransfer`, … */
export function purchaseMethodName(group: PaymentGroupId, method: string | null): string {
  const provider = GROUP_PROVIDER[group];
  if (provider === 'mycard') return `mycard-${method ?? 'serial'}`;
  if (provider === 'omg') return `omg-${group}`;
  return group;
}

const fmt = (n: number) => n.toLocaleString('en-US');
const passTicketId = (brand: GameBrand, count: number) => `pass-${brand}-${count}`;

function twdGoods(kind: Goods['Kind'], pack: TwdPack, name: string, itemId: number, groups: PaymentGroupId[]): Goods {
  return {
    GoodsID: pack.id,
    Kind: kind,
    Name: name,
    PriceTWD: pack.twd,
    PriceGold: null,
    Items: { [String(itemId)]: pack.amount },
    Points: pack.twd * StoreLimits.VipPointsPerTwd,
    Groups: groups,
    GameBrand: null,
  };
}

/** Every goods of one brand, TWD packs first (gold, gems, big spender), then pass tickets. */
export function brandGoods(brand: BrandConfig): Goods[] {
  const groups = brand.payments.groups.map((g) => g.id);
  const goldGroups = groups.filter((g) => g !== 'bigSpenderPack');
  const goods: Goods[] = GOLD_PACKS.map((p) =>
    twdGoods('gold', p, `${fmt(p.amount)} 日金`, ItemId.Gold, goldGroups.filter((g) => g !== 'telecom' || p.twd <= TELECOM_MAX_TWD)),
  );
  if (hasFeature(brand, 'gems')) {
    goods.push(...GEM_PACKS.map((p) => twdGoods('gem', p, `${fmt(p.amount)} 寶石`, brand.gemItemId, [...brand.payments.gem])));
  }
  if (groups.includes('bigSpenderPack')) {
    goods.push(...BIG_SPENDER_PACKS.map((p) => twdGoods('bigSpenderPack', p, `大戶禮包 ${fmt(p.amount)} 日金`, ItemId.Gold, ['bigSpenderPack'])));
  }
  if (hasFeature(brand, 'passTicketStore')) {
    for (const gameBrand of Object.keys(PASS_TICKET_ITEM) as GameBrand[]) {
      for (const pack of PASS_TICKET_PACKS) {
        goods.push({
          GoodsID: passTicketId(gameBrand, pack.count),
          Kind: 'passTicket',
          Name: `${GAME_BRAND_NAMES[gameBrand]} 通行券 ×${pack.count}`,
          PriceTWD: null,
          PriceGold: pack.gold,
          Items: { [String(PASS_TICKET_ITEM[gameBrand])]: pack.count },
          Points: 0,
          Groups: [],
          GameBrand: gameBrand,
        });
      }
    }
  }
  return goods;
}

/** Every GoodsID any brand sells: tells "unknown" from "not on your brand". */
const ANY_BRAND_IDS = new Set([
  ...GOLD_PACKS.map((p) => p.id),
  ...GEM_PACKS.map((p) => p.id),
  ...BIG_SPENDER_PACKS.map((p) => p.id),
  ...(Object.keys(PASS_TICKET_ITEM) as GameBrand[]).flatMap((b) => PASS_TICKET_PACKS.map((p) => passTicketId(b, p.count))),
]);

export type GoodsLookup = { found: Goods } | { missing: 'unknown' | 'notOffered' };

export function lookUpGoods(brand: BrandConfig, goodsId: string): GoodsLookup {
  const found = brandGoods(brand).find((g) => g.GoodsID === goodsId);
  if (found) return { found };
  return { missing: ANY_BRAND_IDS.has(goodsId) ? 'notOffered' : 'unknown' };
}

export function paymentGroups(brand: BrandConfig): PaymentGroupView[] {
  return brand.payments.groups.map((g) => ({ ID: g.id, Methods: g.id === 'mycard' ? [...g.methods] : [], Provider: GROUP_PROVIDER[g.id] }));
}

/** The goods_setting reply of a brand; `filter` narrows the pass tickets to one game brand. */
export function goodsSetting(brand: BrandConfig, filter: StoreFilter): GoodsSettingResult {
  const goods = brandGoods(brand);
  const gems = hasFeature(brand, 'gems');
  return {
    Currency: STORE_CURRENCY,
    Filter: filter,
    Groups: paymentGroups(brand),
    GemGroups: [...brand.payments.gem],
    Goods: goods.filter((g) => g.Kind !== 'passTicket'),
    PassTickets: goods.filter((g) => g.Kind === 'passTicket' && (filter === 'all' || g.GameBrand === filter)),
    Exchange: { Offered: gems, GemItemID: brand.gemItemId, GoldPerGem: StoreLimits.GoldPerGem },
  };
}

/** The brand of a player's store (their site, else the deployment's brand). */
export async function playerBrand(services: Services, playerId: number): Promise<BrandConfig> {
  const player = await services.repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, `player ${playerId} not found`);
  return brandOfPlayer(player);
}

/** POST /api/v1/store/goods_setting for a player. */
export async function playerGoodsSetting(services: Services, playerId: number, filter: StoreFilter): Promise<GoodsSettingResult> {
  return goodsSetting(await playerBrand(services, playerId), filter);
}
