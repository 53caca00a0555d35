import { describe, expect, it } from 'vitest';
import { getBrand } from '../../src/brand/get-brand';
import { friendLimit, friendLimitOf } from './friend-limit';

describe('friendLimit (VIP table column friendLimit)', () => {
  const owl = getBrand('owl');
  it('reads the tier number', () => {
    expect(friendLimitOf(owl, 3)).toBe(100);
    expect(friendLimitOf(owl, 4)).toBe(200);
    expect(friendLimitOf(owl, 5)).toBe(500);
  });
  it('is unlimited (null) for unlimited tiers', () => {
    expect(friendLimitOf(owl, 6)).toBeNull();
    expect(friendLimitOf(owl, 8)).toBeNull();
  });
  it('gives "—" tiers (and level 0) the smallest listed limit', () => {
    expect(friendLimitOf(owl, 1)).toBe(100);
    expect(friendLimitOf(owl, 0)).toBe(100);
  });
  it('reads the player brand from site_id', () => {
    expect(friendLimit({ site_id: 'owl', vip_level: 4 })).toBe(200);
  });
});
