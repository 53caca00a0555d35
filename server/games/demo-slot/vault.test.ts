/** The demo slot's vault rule (decision 327): which grids unlock it and what it holds. */
import { describe, expect, it } from 'vitest';
import { DEMO_SLOT_BETS, WinLevel } from '../../../src/protocol';
import { gridForMultiplier, outcomeOfGrid } from './outcome';
import { SlotSymbol, SYMBOL_COUNT, type SlotGrid } from './paytable';
import { unlocksVault, vaultGold, VaultRule } from './vault';

const C = SlotSymbol.Crown;

describe('demo slot vault', () => {
  it('unlocks on any paying line of crowns, rows and diagonals alike', () => {
    const middle: SlotGrid = [
      [0, 1, 2],
      [C, C, C],
      [2, 0, 1],
    ];
    const diagonal: SlotGrid = [
      [C, 0, 1],
      [2, C, 3],
      [4, 5, C],
    ];
    expect(unlocksVault(middle)).toBe(true);
    expect(unlocksVault(diagonal)).toBe(true);
    expect(unlocksVault(gridForMultiplier(750))).toBe(true); // the whole grid of crowns
  });

  it('stays shut for crowns off a line and for every other symbol, sevens included', () => {
    const scattered: SlotGrid = [
      [C, C, 0],
      [1, 2, C],
      [C, 3, 4],
    ];
    expect(unlocksVault(scattered)).toBe(false);
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      if (s === C) continue;
      expect(unlocksVault(Array.from({ length: 3 }, () => [s, s, s]))).toBe(false);
    }
    // What the other tests force for a holy-moly win (a line of sevens, 60×) opens nothing.
    expect(unlocksVault(gridForMultiplier(50))).toBe(false);
  });

  it('is a holy-moly round whenever it unlocks, so the big-win hooks see it', () => {
    const grid = gridForMultiplier(150);
    expect(unlocksVault(grid)).toBe(true);
    for (const bet of DEMO_SLOT_BETS) expect(outcomeOfGrid(grid, bet).level).toBe(WinLevel.HolyMoly);
  });

  it('holds 10 % of the win, whole gold, at most 100,000', () => {
    expect(vaultGold(15_000)).toBe(1_500);
    expect(vaultGold(15_005)).toBe(1_500);
    expect(vaultGold(750_000)).toBe(75_000);
    expect(vaultGold(7_500 * 5_000)).toBe(VaultRule.maxGold);
    // The least crown round: one line on the least bet.
    expect(vaultGold(outcomeOfGrid(gridForMultiplier(150), DEMO_SLOT_BETS[0]).win)).toBeGreaterThanOrEqual(1);
  });
});
