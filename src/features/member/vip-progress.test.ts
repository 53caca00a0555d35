import { getBrand } from '@/brand/get-brand';
import { vipLevelsOf, vipThreshold } from '@/protocol/vip';
import { formatVipCell, vipNumber, vipPointsProgress, vipProgress } from './vip-progress';

const owl = getBrand('owl').vip;
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${String(o.n)}` : key);
const fmt = (n: number) => n.toLocaleString('en-US');

describe('VIP progress by tier (the tier reached and what the next adds)', () => {
  it('level 3 (金) → 白金: the owl sample values change, features gained are listed, none lost', () => {
    const p = vipProgress(owl, 3);
    expect([p.current?.tier, p.next?.tier, p.reached, p.total]).toEqual(['gold', 'platinum', 3, 8]);
    const byColumn = Object.fromEntries(p.gains.map((g) => [g.column, [g.from, g.to]]));
    expect(byColumn.giftDailyAmount).toEqual([80_000, 500_000]);
    expect(byColumn.friendLimit).toEqual([100, 200]);
    expect(byColumn.createClub).toEqual([false, true]);
    expect(byColumn.rebateRate).toEqual([null, 0.002]);
    // unchanged columns (10次 gifts per day) are not listed
    expect(byColumn.giftDailyCount).toBeUndefined();
    expect(byColumn.publicChat).toBeUndefined();
  });

  it('below level 1 the next tier is 銅 and nothing is reached; at 黑曜石 there is no next tier', () => {
    const none = vipProgress(owl, 0);
    expect([none.current, none.next?.tier, none.reached]).toEqual([null, 'bronze', 0]);
    expect(none.gains.map((g) => g.column)).toEqual(['levelUpReward']);
    const top = vipProgress(owl, 8);
    expect([top.current?.tier, top.next, top.gains, top.reached]).toEqual(['obsidian', null, [], 8]);
  });

  it('formats cells by unit', () => {
    expect(formatVipCell(80_000, 'gold', t, fmt)).toBe('80,000');
    expect(formatVipCell('unlimited', 'count', t, fmt)).toBe('vip.unlimited');
    expect(formatVipCell(0.005, 'rate', t, fmt)).toBe('0.5%');
    expect(formatVipCell(0.002, 'rate', t, fmt)).toBe('0.2%');
    expect(formatVipCell(10, 'times', t, fmt)).toBe('vip.times:10');
    expect(formatVipCell(true, 'flag', t, fmt)).toBe('vip.yes');
    expect(formatVipCell(null, 'gold', t, fmt)).toBe('—');
  });
});

describe('vipNumber', () => {
  it('writes 10,000 and more compactly per language (8萬 as the spec), smaller amounts with separators', () => {
    const zh = vipNumber('zh-Hant-TW');
    expect([80_000, 500_000, 2_000_000, 3_000, 100].map(zh)).toEqual(['8萬', '50萬', '200萬', '3,000', '100']);
    expect(vipNumber('id-ID')(80_000)).toMatch(/^80\s?rb$/u);
  });
});

describe('vipPointsProgress (the bar: points over the next threshold)', () => {
  it('fills by points of the next threshold and says what is missing', () => {
    const p = vipPointsProgress(vipLevelsOf(2, 250_000));
    expect(p).toEqual({ points: 250_000, next: vipThreshold(3), missing: vipThreshold(3) - 250_000, fraction: 250_000 / vipThreshold(3) });
    expect(vipPointsProgress(vipLevelsOf(1, 0))).toMatchObject({ missing: vipThreshold(2), fraction: 0 });
  });

  it('is full at the top tier, and never over full or below nothing missing', () => {
    expect(vipPointsProgress(vipLevelsOf(8, 600_000_000))).toEqual({ points: 600_000_000, next: null, missing: 0, fraction: 1 });
    // points past the next threshold before the tier moved (a racing read): full, nothing missing
    expect(vipPointsProgress({ VIPLevel: 1, VipPoints: 150_000, CurrentThreshold: 0, NextThreshold: 100_000 })).toMatchObject({ missing: 0, fraction: 1 });
  });
});
