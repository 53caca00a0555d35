/**
 * What the store sells (the spec shows no prices:
 * docs/decisions/178-store-goods-prices-exchanges.md). Every brand sells
 * the gold packs; brands with gems (owl) also gem packs, paid by bank transfer or card only
 * (chat §9); brands offering 大戶禮包 the big-spender packs; brands with `passTicketStore`
 * (crab, owl, dragon, lion, horse) pass tickets for gold, one kind per game brand.
 */
import type { GameBrand } from '../../src/protocol';

export interface TwdPack {
  id: string;
  /** Price in TWD. */
  twd: number;
  /** Units credited (gold, or the brand's gem item). */
  amount: number;
}

/** Gold packs: 1,000 gold per TWD, with a bonus from NT$500 up. */
export const GOLD_PACKS: readonly TwdPack[] = [
  { id: 'gold-150', twd: 150, amount: 150_000 },
  { id: 'gold-300', twd: 300, amount: 300_000 },
  { id: 'gold-500', twd: 500, amount: 510_000 },
  { id: 'gold-1000', twd: 1_000, amount: 1_050_000 },
  { id: 'gold-3000', twd: 3_000, amount: 3_300_000 },
  { id: 'gold-5000', twd: 5_000, amount: 5_600_000 },
];

/** Gem packs (gem brands): one gem per TWD, with a bonus from NT$500 up. */
export const GEM_PACKS: readonly TwdPack[] = [
  { id: 'gem-100', twd: 100, amount: 100 },
  { id: 'gem-500', twd: 500, amount: 520 },
  { id: 'gem-1000', twd: 1_000, amount: 1_080 },
];

/** 大戶禮包: large gold packs, sold only under that group (brands that offer it). */
export const BIG_SPENDER_PACKS: readonly TwdPack[] = [
  { id: 'big-10000', twd: 10_000, amount: 11_500_000 },
  { id: 'big-30000', twd: 30_000, amount: 36_000_000 },
];

/** Telecom billing (電信帳單) carries small amounts only: packs above this are not offered there. */
export const TELECOM_MAX_TWD = 1_000;

export interface PassTicketPack {
  /** Tickets in the pack. */
  count: number;
  /** Price in gold. */
  gold: number;
}

/** Pass-ticket packs of every game brand (a 10% saving on the five-pack). */
export const PASS_TICKET_PACKS: readonly PassTicketPack[] = [
  { count: 1, gold: 50_000 },
  { count: 5, gold: 225_000 },
];

/** Game brands of the store filter (chat §9) and how their names show. */
export const GAME_BRAND_NAMES: Readonly<Record<GameBrand, string>> = { be: 'BE', bng: 'BNG', rsg: 'RSG', atg: 'ATG' };
