import { describe, expect, it } from 'vitest';
import { checkResult, requestSchema } from './contract';
import { Op } from './ops';
import { VIP_MAX_LEVEL, VIP_THRESHOLDS, vipLevelForPoints, vipLevelsOf, vipThreshold } from './vip';

describe('VIP thresholds', () => {
  it('eight tiers, VIP 1 from 0, each step dearer than the one before', () => {
    expect(VIP_MAX_LEVEL).toBe(8);
    expect(VIP_THRESHOLDS[0]).toBe(0);
    const steps = VIP_THRESHOLDS.slice(1).map((t, i) => t - VIP_THRESHOLDS[i]!);
    steps.slice(1).forEach((step, i) => expect(step).toBeGreaterThan(steps[i]!));
    expect(VIP_THRESHOLDS.every(Number.isSafeInteger)).toBe(true);
  });

  it('a tier starts exactly at its threshold', () => {
    expect(vipLevelForPoints(0)).toBe(1);
    expect(vipLevelForPoints(99_999)).toBe(1);
    expect(vipLevelForPoints(100_000)).toBe(2);
    expect(vipLevelForPoints(vipThreshold(5) - 1)).toBe(4);
    expect(vipLevelForPoints(vipThreshold(5))).toBe(5);
    expect(vipLevelForPoints(vipThreshold(8))).toBe(8);
    expect(vipLevelForPoints(Number.MAX_SAFE_INTEGER)).toBe(8);
  });

  it('10101 Levels: the stored tier with the thresholds around it; none above the top', () => {
    expect(vipLevelsOf(3, 1_234)).toEqual({ VIPLevel: 3, VipPoints: 1_234, CurrentThreshold: vipThreshold(3), NextThreshold: vipThreshold(4) });
    expect(vipLevelsOf(8, vipThreshold(8) + 5)).toMatchObject({ CurrentThreshold: vipThreshold(8), NextThreshold: null });
    expect(vipLevelsOf(0, 0)).toMatchObject({ CurrentThreshold: 0, NextThreshold: 0 });
  });
});

describe('OP 10100 / 10101 schemas', () => {
  it('10100 takes no fields (unknown ones such as OP are ignored)', () => {
    expect(requestSchema(Op.Levels)?.safeParse({ OP: Op.Levels }).success).toBe(true);
  });

  it('10101 checks Levels, compiled and interpreted alike', () => {
    expect(checkResult(Op.LevelsReply, { Levels: vipLevelsOf(2, 150_000) })?.ok).toBe(true);
    expect(checkResult(Op.LevelsReply, { Levels: vipLevelsOf(8, 600_000_000) })?.ok).toBe(true);
    for (const bad of [
      {},
      { Levels: { ...vipLevelsOf(2, 1), VipPoints: -1 } },
      { Levels: { ...vipLevelsOf(2, 1), VIPLevel: 9 } },
      { Levels: { ...vipLevelsOf(2, 1), VipPoints: 1.5 } },
      { Levels: { ...vipLevelsOf(2, 1), NextThreshold: undefined } },
      { VIPLevel: 2, VipPoints: 0, CurrentThreshold: 0, NextThreshold: 1 },
    ]) {
      expect(checkResult(Op.LevelsReply, bad)?.ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
