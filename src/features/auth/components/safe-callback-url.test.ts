import { safeCallbackUrl } from './safe-callback-url';

describe('safeCallbackUrl', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeCallbackUrl('/zh_tw/member/info')).toBe('/zh_tw/member/info');
    expect(safeCallbackUrl('/zh_tw/play-game/m?chatroom=public')).toBe('/zh_tw/play-game/m?chatroom=public');
  });

  it('refuses other hosts and tricks', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'zh_tw/x',
      '/\t/evil.example',
      '',
    ]) {
      expect(safeCallbackUrl(value, 'http://localhost:3100')).toBeNull();
    }
    expect(safeCallbackUrl(null)).toBeNull();
  });

  it('turns an absolute URL of this origin into its path', () => {
    expect(safeCallbackUrl('http://localhost:3100/zh_tw/rank/coin?x=1', 'http://localhost:3100')).toBe(
      '/zh_tw/rank/coin?x=1',
    );
    expect(safeCallbackUrl('http://localhost:3100/zh_tw')).toBeNull();
  });
});
