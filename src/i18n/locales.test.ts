import { isLocale, localeFromAcceptLanguage } from './locales';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['id-ID,id;q=0.9,en;q=0.8', 'id_id'],
    ['id', 'id_id'],
    ['in-ID', 'id_id'],
    ['vi-VN,vi;q=0.9', 'vi_vn'],
    ['zh-TW,zh;q=0.9', 'zh_tw'],
    ['zh-CN', 'zh_tw'],
    ['en-US,en;q=0.9,vi;q=0.5', 'vi_vn'],
    ['en-US;q=0.9,id;q=0.95', 'id_id'],
  ] as const)('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it.each([null, undefined, '', 'en-US', 'fr;q=1, de', 'id;q=0', ';;;,,'])('%s → null', (header) => {
    expect(localeFromAcceptLanguage(header)).toBeNull();
  });
});

describe('isLocale', () => {
  it('knows the three site locales only', () => {
    expect(['zh_tw', 'id_id', 'vi_vn'].every(isLocale)).toBe(true);
    expect(isLocale('zh-TW')).toBe(false);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
