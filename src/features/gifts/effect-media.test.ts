import { effectSoundUrl, effectVideoUrl, isIOS } from './effect-media';

describe('effect files', () => {
  it('tells iOS by user agent or platform (iPadOS reports a touch Mac)', () => {
    expect(isIOS({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIOS({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', platform: 'Linux armv8l' })).toBe(false);
    expect(isIOS(undefined)).toBe(false);
  });

  it('webm, mp4 on iOS, and a chime, each shipped under public/gifts', async () => {
    const fs = await import('node:fs');
    expect(effectVideoUrl(42, false)).toBe('/gifts/42.webm');
    expect(effectVideoUrl(42, true)).toBe('/gifts/42.mp4');
    for (let id = 42; id <= 49; id++) {
      for (const url of [effectVideoUrl(id, false), effectVideoUrl(id, true), effectSoundUrl(id)]) {
        const size = fs.statSync(`public${url}`).size;
        expect(size).toBeGreaterThan(1000);
        expect(size).toBeLessThanOrEqual(150 * 1024);
      }
    }
  });
});
