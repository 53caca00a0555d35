/**
 * The demo slot's outcome, a pure function of the bet and a random source (or a forced grid):
 * no clock, no database. `spinOutcome(bet, rng)` draws each cell by SYMBOL_WEIGHTS; a forced
 * outcome (QA, server/games/qa-slot-route.ts) is either a grid or a target multiplier, which
 * `gridForMultiplier` turns into the lowest-paying grid of a fixed list that reaches it.
 */
import { honorMultiplier, winLevel, type WinLevelValue } from '../../../src/protocol/honor';
import { evaluateGrid, LINES, PAY_TENTHS, REELS, ROWS, SYMBOL_COUNT, SYMBOL_WEIGHTS, winOf, type SlotGrid } from './paytable';

/** A number in [0, 1); tests pass a seeded one (`seededRandom`). */
export type Rng = () => number;

export interface SlotOutcome {
  grid: SlotGrid;
  lines: number[];
  bet: number;
  win: number;
  /** Win / Bet with two decimals ("52.35"). */
  multiplier: string;
  level: WinLevelValue;
}

/** What QA may force for a player's next spin. */
export type ForcedOutcome = { grid: SlotGrid } | { multiplier: number };

const TOTAL_WEIGHT = SYMBOL_WEIGHTS.reduce((a, b) => a + b, 0);

function drawSymbol(rng: Rng): number {
  let r = Math.floor(rng() * TOTAL_WEIGHT);
  for (let s = 0; s < SYMBOL_COUNT; s++) {
    r -= SYMBOL_WEIGHTS[s]!;
    if (r < 0) return s;
  }
  return SYMBOL_COUNT - 1;
}

export function outcomeOfGrid(grid: SlotGrid, bet: number): SlotOutcome {
  const { lines } = evaluateGrid(grid);
  const win = winOf(grid, bet);
  return { grid: grid.map((row) => [...row]), lines, bet, win, multiplier: honorMultiplier(win, bet), level: winLevel(win, bet) };
}

/** A random spin. */
export function spinOutcome(bet: number, rng: Rng): SlotOutcome {
  const grid: SlotGrid = Array.from({ length: ROWS }, () => Array.from({ length: REELS }, () => drawSymbol(rng)));
  return outcomeOfGrid(grid, bet);
}

/** A losing grid: no line of three (each row and diagonal mixes symbols). */
const LOSING_GRID: SlotGrid = [
  [0, 1, 2],
  [3, 4, 0],
  [1, 2, 3],
];

/** One line of `symbol` on the middle row, nothing else paying. */
function middleLine(symbol: number): SlotGrid {
  const other = (symbol + 1) % SYMBOL_COUNT;
  const third = (symbol + 2) % SYMBOL_COUNT;
  return [
    [other, third, other],
    [symbol, symbol, symbol],
    [third, other, third],
  ];
}

/** Every line of `symbol` (the whole grid). */
function fullGrid(symbol: number): SlotGrid {
  return Array.from({ length: ROWS }, () => Array.from({ length: REELS }, () => symbol));
}

/** The fixed grids a target multiplier picks from, by increasing pay. */
const LADDER: readonly { grid: SlotGrid; tenths: number }[] = [
  { grid: LOSING_GRID, tenths: 0 },
  ...PAY_TENTHS.map((pay, s) => ({ grid: middleLine(s), tenths: pay })),
  ...PAY_TENTHS.map((pay, s) => ({ grid: fullGrid(s), tenths: pay * LINES.length })),
].sort((a, b) => a.tenths - b.tenths);

/** The lowest-paying grid of the ladder whose Win / Bet is at least `multiplier` (the top one past it). */
export function gridForMultiplier(multiplier: number): SlotGrid {
  const hit = LADDER.find((g) => g.tenths >= multiplier * 10) ?? LADDER[LADDER.length - 1]!;
  return hit.grid.map((row) => [...row]);
}

/** The outcome of a forced spin. */
export function forcedOutcome(forced: ForcedOutcome, bet: number): SlotOutcome {
  return outcomeOfGrid('grid' in forced ? forced.grid : gridForMultiplier(forced.multiplier), bet);
}

/** A small seeded generator (mulberry32) for tests and benches. */
export function seededRandom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
