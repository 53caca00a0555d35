/**
 * The demo slot's rules: 3 reels × 3 rows, 7 symbols, 5 lines (the three rows and the two
 * diagonals). A line of three equal symbols pays `PAY_TENTHS[symbol] / 10` × the bet (every
 * bet of DEMO_SLOT_BETS is a multiple of 10, so a win is a whole number of gold). Each cell is
 * drawn on its own with the weights below: the return to player is 5 × Σ p³ × pay ≈ 95.3 %
 * (computed in paytable.test.ts), and a line of sevens or crowns is a big win or better.
 */

/** Symbol indexes, lowest pay first (the window draws them in this order). */
export const SlotSymbol = { Cherry: 0, Lemon: 1, Bell: 2, Bar: 3, Star: 4, Seven: 5, Crown: 6 } as const;
export const SYMBOL_COUNT = 7;

/** Draw weights per cell, by symbol (sum 100). */
export const SYMBOL_WEIGHTS: readonly number[] = [30, 24, 17, 12, 9, 5, 3];

/** A line's pay in tenths of the bet, by symbol: cherry 1.5×, … crown 150×. */
export const PAY_TENTHS: readonly number[] = [15, 40, 80, 150, 250, 600, 1500];

export const ROWS = 3;
export const REELS = 3;

/** The 5 lines as [row of reel 0, row of reel 1, row of reel 2]: top, middle, bottom, two diagonals. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Rows of symbol indexes, top row first: grid[row][reel]. */
export type SlotGrid = number[][];

/** True for a ROWS × REELS grid of known symbols. */
export function isValidGrid(grid: unknown): grid is SlotGrid {
  return (
    Array.isArray(grid) &&
    grid.length === ROWS &&
    grid.every((row) => Array.isArray(row) && row.length === REELS && row.every((s) => Number.isInteger(s) && s >= 0 && s < SYMBOL_COUNT))
  );
}

/** The paying lines of a grid and their total pay in tenths of the bet. */
export function evaluateGrid(grid: SlotGrid): { lines: number[]; payTenths: number } {
  const lines: number[] = [];
  let payTenths = 0;
  LINES.forEach((line, i) => {
    const [a, b, c] = line.map((row, reel) => grid[row]![reel]!);
    if (a === b && b === c) {
      lines.push(i);
      payTenths += PAY_TENTHS[a!]!;
    }
  });
  return { lines, payTenths };
}

/** The win of a grid on a bet (whole gold, rounded down). */
export function winOf(grid: SlotGrid, bet: number): number {
  return Math.floor((bet * evaluateGrid(grid).payTenths) / 10);
}
