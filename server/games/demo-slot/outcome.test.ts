/** The demo slot's pure rules: paytable, weighted draws, forced grids, the seeded generator. */
import { describe, expect, it } from 'vitest';
import { DEMO_SLOT_BETS, WinLevel } from '../../../src/protocol';
import { forcedOutcome, gridForMultiplier, outcomeOfGrid, seededRandom, spinOutcome } from './outcome';
import { evaluateGrid, isValidGrid, LINES, PAY_TENTHS, SYMBOL_WEIGHTS } from './paytable';

describe('demo slot outcome', () => {
  it('pays each line of three by the paytable, diagonals included', () => {
    const crowns = [
      [6, 0, 6],
      [1, 6, 2],
      [6, 3, 6],
    ];
    expect(evaluateGrid(crowns)).toEqual({ lines: [3, 4], payTenths: 3_000 });
    expect(outcomeOfGrid(crowns, 100)).toMatchObject({ win: 30_000, multiplier: '300.00', level: WinLevel.HolyMoly });
    const cherries = [
      [0, 0, 0],
      [1, 2, 3],
      [2, 3, 4],
    ];
    expect(outcomeOfGrid(cherries, 100)).toMatchObject({ lines: [0], win: 150, multiplier: '1.50', level: WinLevel.None });
  });

  it('every bet on the list turns every pay into whole gold', () => {
    for (const bet of DEMO_SLOT_BETS) for (const pay of PAY_TENTHS) expect(Number.isInteger((bet * pay) / 10)).toBe(true);
  });

  it('returns about 95 % to the player (exact: 5 lines × Σ p³ × pay)', () => {
    const total = SYMBOL_WEIGHTS.reduce((a, b) => a + b, 0);
    const rtp = LINES.length * SYMBOL_WEIGHTS.reduce((sum, w, s) => sum + (w / total) ** 3 * (PAY_TENTHS[s]! / 10), 0);
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.97);
    // The draw follows the weights: 40 000 seeded spins land near the exact figure.
    const rng = seededRandom(7);
    let paid = 0;
    const spins = 40_000;
    for (let i = 0; i < spins; i++) paid += spinOutcome(100, rng).win;
    expect(paid / (spins * 100)).toBeCloseTo(rtp, 1);
  }, 30_000);

  it('the same seed draws the same spins; different seeds differ', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const draw = (rng: () => number) => Array.from({ length: 20 }, () => spinOutcome(100, rng).grid);
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
    expect(first.every(isValidGrid)).toBe(true);
  });

  it('a target multiplier picks the lowest fixed grid that reaches it', () => {
    expect(evaluateGrid(gridForMultiplier(0)).lines).toEqual([]);
    expect(outcomeOfGrid(gridForMultiplier(10), 100).win / 100).toBe(15);
    expect(outcomeOfGrid(gridForMultiplier(50), 100)).toMatchObject({ win: 6_000, level: WinLevel.HolyMoly });
    expect(outcomeOfGrid(gridForMultiplier(1e6), 100).win).toBe(75_000);
    for (const m of [0, 1, 2, 5, 10, 25, 50, 100, 300]) expect(outcomeOfGrid(gridForMultiplier(m), 100).win / 100).toBeGreaterThanOrEqual(m);
    expect(forcedOutcome({ grid: [[0, 0, 0], [1, 1, 1], [2, 2, 2]] }, 200)).toMatchObject({ lines: [0, 1, 2], win: 200 * (1.5 + 4 + 8) });
  });

  it('knows a valid grid', () => {
    expect(isValidGrid([[0, 1, 2], [3, 4, 5], [6, 0, 1]])).toBe(true);
    expect(isValidGrid([[0, 1, 7], [3, 4, 5], [6, 0, 1]])).toBe(false);
    expect(isValidGrid([[0, 1], [3, 4, 5], [6, 0, 1]])).toBe(false);
    expect(isValidGrid('x')).toBe(false);
  });
});
