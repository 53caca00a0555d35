import { BRAND_IDS, getBrand } from '@/brand';
import { offersLive } from './get-brand';

describe('offersLive (chat spec §9: live brands bj188 = crab and lion)', () => {
  it('is true for crab and lion only', () => {
    expect(BRAND_IDS.filter((id) => offersLive(getBrand(id)))).toEqual(['crab', 'lion']);
  });

  it('needs the flag and a live site both', () => {
    const crab = getBrand('crab');
    expect(offersLive({ features: { ...crab.features, live: false }, liveSites: crab.liveSites })).toBe(false);
    expect(offersLive({ features: crab.features, liveSites: [] })).toBe(false);
  });
});
