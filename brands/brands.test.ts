import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allBrands, getBrand } from '@/brand/get-brand';
import { LIVE_SITES } from '@/brand/types';
import { PAYMENT_GROUP_IDS } from '@/brand/payments';
import { VIP_COLUMNS, VIP_TIER_IDS } from '@/brand/vip';

const brands = allBrands();

describe.each(brands.map((b) => [b.id, b] as const))('brand %s', (_id, brand) => {
  it('keeps links in step with its flags', () => {
    expect(brand.links.line !== null).toBe(brand.features.lineSupport);
    expect(brand.links.customerService).toMatch(/^https:\/\//);
    expect(brand.links.report).toMatch(/^https:\/\//);
    if (brand.links.line) expect(brand.links.line).toMatch(/^https:\/\/line\.me\//);
  });

  it('lists live sites only when it has live rooms', () => {
    expect(brand.liveSites.length > 0).toBe(brand.features.live);
  });

  it('offers zh_tw first and metadata for every offered locale', () => {
    expect(brand.locales[0]).toBe('zh_tw');
    for (const locale of brand.locales) {
      const meta = brand.metadata[locale];
      expect(meta, locale).toBeDefined();
      for (const value of [meta!.shortName, meta!.name, meta!.title, meta!.description]) {
        expect(value.trim()).not.toBe('');
      }
      expect(meta!.keywords.length).toBeGreaterThan(0);
      expect(meta!.ogImage).toMatch(/^\/brands\/.+\.(png|jpg|webp)$/);
    }
    expect(Object.keys(brand.metadata).sort()).toEqual([...brand.locales].sort());
  });

  it('has a hex accent colour, a site id and a default avatar', () => {
    expect(brand.theme.accent).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(brand.siteId).toBe(brand.id);
    expect(brand.defaultAvatar).toMatch(new RegExp(`^/brands/${brand.id}/`));
  });

  it('has payment groups from the spec, each once, MyCard with sub-methods', () => {
    const ids = brand.payments.groups.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(PAYMENT_GROUP_IDS).toContain(id);
    for (const required of ['featured', 'bankTransfer', 'creditCard', 'mycard'] as const) {
      expect(ids).toContain(required);
    }
    for (const g of brand.payments.groups) {
      if (g.id === 'mycard') expect(new Set(g.methods).size).toBe(g.methods.length);
    }
  });

  it('has 8 VIP tiers 銅…黑曜石 with cells of the right kind', () => {
    expect(brand.vip.map((t) => t.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(brand.vip.map((t) => t.tier)).toEqual([...VIP_TIER_IDS]);
    for (const tier of brand.vip) {
      expect(Object.keys(tier.privileges)).toHaveLength(12);
      for (const { id, unit } of VIP_COLUMNS) {
        const cell = tier.privileges[id];
        if (unit === 'flag') expect(typeof cell, `${tier.level}.${id}`).toBe('boolean');
        else if (unit === 'rate')
          expect(cell === null || (typeof cell === 'number' && cell < 1)).toBe(true);
        else
          expect(
            cell === null || cell === 'unlimited' || (typeof cell === 'number' && cell > 0),
          ).toBe(true);
      }
    }
    // Chat speaking needs the gold tier (level 3, error 200024).
    expect(brand.vip.map((t) => t.privileges.publicChat)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('across brands', () => {
  it('assigns each live site to exactly one brand', () => {
    const assigned = brands.flatMap((b) => b.liveSites);
    expect([...assigned].sort()).toEqual([...LIVE_SITES].sort());
  });
  it('has unique hosts and site ids', () => {
    const hosts = brands.flatMap((b) => b.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(new Set(brands.map((b) => b.siteId)).size).toBe(brands.length);
  });
  it('has some brands without 大戶禮包 (chat §9)', () => {
    const without = brands.filter((b) => !b.payments.groups.some((g) => g.id === 'bigSpenderPack'));
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(brands.length);
  });
});

describe('owl VIP sample values (chat §9)', () => {
  const owl = getBrand('owl').vip;
  const col = (level: number) => owl[level - 1]!.privileges;
  it('level 3 shows 8萬, 100, 10次, 10次', () => {
    expect([
      col(3).giftDailyAmount,
      col(3).friendLimit,
      col(3).giftDailyCount,
      col(3).claimDailyCount,
    ]).toEqual([80_000, 100, 10, 10]);
  });
  it('level 4 shows 50萬 and 200; level 5 shows 200萬 and 500', () => {
    expect([col(4).giftDailyAmount, col(4).friendLimit]).toEqual([500_000, 200]);
    expect([col(5).giftDailyAmount, col(5).friendLimit]).toEqual([2_000_000, 500]);
  });
  it('level 6 and above are unlimited', () => {
    for (const level of [6, 7, 8]) {
      const p = col(level);
      expect([p.giftDailyAmount, p.friendLimit, p.giftDailyCount, p.claimDailyCount]).toEqual([
        'unlimited',
        'unlimited',
        'unlimited',
        'unlimited',
      ]);
    }
  });
  it('extra columns: 100 to 3,000; fee 2%, 1% or 0.5%; rebate 0.2% to 0.6% from level 4', () => {
    expect(owl.map((t) => t.privileges.levelUpReward)).toEqual([
      100, 300, 500, 1_000, 1_500, 2_000, 2_500, 3_000,
    ]);
    const fees = new Set(owl.map((t) => t.privileges.giftFeeRate).filter((r) => r !== null));
    expect([...fees].sort()).toEqual([0.005, 0.01, 0.02]);
    expect(owl.map((t) => t.privileges.rebateRate)).toEqual([
      null,
      null,
      null,
      0.002,
      0.003,
      0.004,
      0.005,
      0.006,
    ]);
  });
});

describe('brand assets', () => {
  it.each(allBrands().map((b) => [b.id, b] as const))('%s: every local image it names exists in public/', (_id, brand) => {
    const locals = [brand.defaultAvatar, ...Object.values(brand.metadata).map((m) => m?.ogImage)].filter(
      (p): p is string => typeof p === 'string' && p.startsWith('/'),
    );
    expect(locals.length).toBeGreaterThan(0);
    for (const p of locals) expect(fs.existsSync(path.join(__dirname, '..', 'public', p)), p).toBe(true);
  });
});
