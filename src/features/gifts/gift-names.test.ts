import { createTestI18n } from '@/ui/testing';
import gifts from '@locales/zh_tw/gifts.json';
import idGifts from '@locales/id_id/gifts.json';
import viGifts from '@locales/vi_vn/gifts.json';
import { giftCaption, giftName } from './gift-names';

function giftsT() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'gifts', gifts);
  return i18n.getFixedT('zh_tw', 'gifts');
}

describe('gift names and the effect caption', () => {
  it('names the eight gifts as the spec does, and an unknown one 禮物#{id}', () => {
    const t = giftsT();
    expect([42, 43, 44, 45, 46, 47, 48, 49].map((id) => giftName(t, id))).toEqual(['玫瑰花', '浪漫煙火', '柯基犬', '流星雨', '極速跑車', '豪華遊艇', '空中城堡', '星際火箭']);
    expect(giftName(t, 77)).toBe('禮物#77');
  });

  it('"{sender} 送出 {gift} 給 {receiver}", 用戶 and 主播 when the names are empty', () => {
    const t = giftsT();
    expect(giftCaption(t, { FromName: '小明', ToName: '小美', ItemID: 44 })).toBe('小明 送出 柯基犬 給 小美');
    expect(giftCaption(t, { FromName: ' ', ToName: '', ItemID: 42 })).toBe('用戶 送出 玫瑰花 給 主播');
    expect(giftCaption(t, { FromName: 'A', ToName: 'B', ItemID: 90 })).toBe('A 送出 禮物#90 給 B');
  });

  it('every locale has the same keys and names all eight gifts', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(idGifts).sort()).toEqual(keys(gifts).sort());
    expect(keys(viGifts).sort()).toEqual(keys(gifts).sort());
    expect(Object.keys(idGifts.names)).toHaveLength(8);
  });
});
