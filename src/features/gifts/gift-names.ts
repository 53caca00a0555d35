import type { GiftPush } from '@/protocol/gift';

/** A `t` of the gifts namespace (`useT('gifts')`), typed loosely so i18next's TFunction fits. */
type GiftsT = (key: string, options: Record<string, unknown>) => unknown;

const text = (t: GiftsT, key: string, options: Record<string, unknown> = {}) => String(t(key, options));

/** A gift's name in the page's language; an item without one shows 禮物#{id}. */
export function giftName(t: GiftsT, itemId: number): string {
  return text(t, `names.${itemId}`, { defaultValue: text(t, 'unknownGift', { id: itemId }) });
}

/** "{sender} 送出 {gift} 給 {receiver}", with 用戶 / 主播 for names the push leaves empty. */
export function giftCaption(t: GiftsT, push: Pick<GiftPush, 'FromName' | 'ToName' | 'ItemID'>): string {
  return text(t, 'effect.caption', {
    sender: push.FromName.trim() || text(t, 'effect.defaultSender'),
    gift: giftName(t, push.ItemID),
    receiver: push.ToName.trim() || text(t, 'effect.defaultReceiver'),
  });
}
