import { describe, expect, it } from 'vitest';
import { allBrands } from '@/brand/get-brand';
import { kindOs, mobileOs, offeredKinds, osLink } from './links';

const dl = { appStore: 'https://a.example/ios', googlePlay: 'https://g.example/android', apk: 'https://f.example/app.apk' };

describe('download links', () => {
  it('tells the phone OS from the user agent (iPadOS as a touch Mac)', () => {
    expect(mobileOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobileOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mobileOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(mobileOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBeNull();
    expect(mobileOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBeNull();
  });

  it('picks the App Store for iOS, Google Play (else the APK) for Android', () => {
    expect(osLink(dl, 'ios')).toBe(dl.appStore);
    expect(osLink(dl, 'android')).toBe(dl.googlePlay);
    expect(osLink({ ...dl, googlePlay: null }, 'android')).toBe(dl.apk);
    expect(osLink({ ...dl, appStore: null }, 'ios')).toBeNull();
    expect(kindOs('appStore')).toBe('ios');
    expect(kindOs('apk')).toBe('android');
  });

  it('offers only the stores a brand has, in button order', () => {
    expect(offeredKinds(dl)).toEqual(['appStore', 'googlePlay', 'apk']);
    expect(offeredKinds({ appStore: null, googlePlay: null, apk: dl.apk })).toEqual(['apk']);
  });

  it.each(allBrands().map((b) => [b.id, b] as const))('brand %s has https download links of its own', (id, brand) => {
    const links = Object.values(brand.download).filter((l): l is string => l !== null);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\//);
    const others = allBrands().filter((b) => b.id !== id);
    for (const other of others) expect(other.download.apk).not.toBe(brand.download.apk);
  });
});
