/**
 * 30230 → 30231: the gift catalogue (chat §3: items 42–49 and their zh_tw names, each with a
 * full-screen effect), the asking player's bag and what a player gift costs them now.
 */
import { GiftItemId, type GiftCatalogueItem, type GiftListResult, type GiftTransferRules, GiftLimits } from '../../src/protocol';
import { taipeiDayStart } from '../clock';
import { ReplyError } from '../errors';
import { Code } from '../../src/protocol';
import type { Services } from '../services';
import { passwordState } from './password';
import { giftRules } from './rules';

const NAMES: Record<number, string> = {
  [GiftItemId.Rose]: '玫瑰花',
  [GiftItemId.Fireworks]: '浪漫煙火',
  [GiftItemId.Corgi]: '柯基犬',
  [GiftItemId.MeteorShower]: '流星雨',
  [GiftItemId.SportsCar]: '極速跑車',
  [GiftItemId.Yacht]: '豪華遊艇',
  [GiftItemId.SkyCastle]: '空中城堡',
  [GiftItemId.Rocket]: '星際火箭',
};

export const GIFT_CATALOGUE: readonly GiftCatalogueItem[] = Object.values(GiftItemId).map((id) => ({ ItemID: id, Name: NAMES[id] ?? '', Effect: true }));

/** The gift's zh_tw name, or 禮物#{id}. */
export function giftName(itemId: number): string {
  return NAMES[itemId] ?? `禮物#${itemId}`;
}

export async function transferRules(services: Services, playerId: number): Promise<GiftTransferRules> {
  const player = await services.repos.players.find(playerId);
  if (!player) throw new ReplyError(Code.PlayerNotFound, '指定玩家不存在');
  const rules = giftRules(player);
  const day = await services.repos.gifts.daily(playerId, taipeiDayStart(services.clock.now()));
  const left = (limit: number | null, used: number) => (!rules.canGift ? 0 : limit === null ? -1 : Math.max(0, limit - used));
  const password = await passwordState(services, playerId);
  return {
    MinAmount: GiftLimits.MinTransferAmount,
    FeePerMille: rules.feePerMille,
    DailyAmountLeft: left(rules.dailyAmount, day.sent_amount),
    DailyCountLeft: left(rules.dailyCount, day.sent_count),
    CanGift: rules.canGift,
    PasswordSet: password.set,
    PasswordTriesLeft: password.triesLeft,
  };
}

export async function giftList(services: Services, playerId: number): Promise<GiftListResult> {
  const [Transfer, items] = await Promise.all([transferRules(services, playerId), services.wallet.bag(playerId)]);
  return { List: [...GIFT_CATALOGUE], Bag: { Items: items }, Transfer };
}
