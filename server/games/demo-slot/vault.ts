/**
 * The demo slot's vault (金庫, docs/decisions/327-vault-unlock.md): a round whose grid pays a line
 * of crowns — the top symbol, 150× the bet a line — unlocks it. Drawn, that is about one spin in
 * 7,400 (5 lines × 0.03³); a crown line is always a holy-moly win, so the unlock rides on the
 * big-win hooks. The vault holds 10 % of the round's win, whole gold rounded down, at most
 * 100,000: a share of what the round paid keeps it proportional to the stake, and the cap bounds
 * the gold one code can carry.
 */
import { evaluateGrid, LINES, SlotSymbol, type SlotGrid } from './paytable';

export const VaultRule = {
  /** The symbol whose line unlocks the vault. */
  symbol: SlotSymbol.Crown,
  /** The vault's share of the round's win, in percent. */
  sharePercent: 10,
  /** Most gold one vault holds. */
  maxGold: 100_000,
} as const;

/** True when the grid pays at least one line of the vault's symbol. */
export function unlocksVault(grid: SlotGrid): boolean {
  // A paying line holds one symbol three times: its first cell (reel 0) names it.
  return evaluateGrid(grid).lines.some((i) => grid[LINES[i]![0]]![0] === VaultRule.symbol);
}

/** Gold in the vault a round of `win` unlocks (≥ 1 for any crown line on a valid bet). */
export function vaultGold(win: number): number {
  return Math.min(VaultRule.maxGold, Math.floor((win * VaultRule.sharePercent) / 100));
}
