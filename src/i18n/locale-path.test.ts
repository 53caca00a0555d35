import { localePath, stripLocale, switchLocalePath } from './locale-path';

describe('locale paths', () => {
  it('prefixes a path with the locale', () => {
    expect(localePath('zh_tw', '/')).toBe('/zh_tw');
    expect(localePath('id_id', '/rank/coin')).toBe('/id_id/rank/coin');
  });

  it('strips the locale', () => {
    expect(stripLocale('/zh_tw')).toBe('/');
    expect(stripLocale('/zh_tw/')).toBe('/');
    expect(stripLocale('/vi_vn/support/terms/term-of-service')).toBe('/support/terms/term-of-service');
    expect(stripLocale('/other')).toBe('/other');
  });

  it('switches the locale of the same page', () => {
    expect(switchLocalePath('/zh_tw/member/info', 'vi_vn')).toBe('/vi_vn/member/info');
    expect(switchLocalePath('/zh_tw', 'id_id')).toBe('/id_id');
  });
});
