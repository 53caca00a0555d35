/**
 * Columns of the game grid for a viewport width (chat spec §9 "Grid columns by width": over
 * 1024 px 4, over 768 3, over 600 2, over 374 1, else 0). 0 is not an empty grid: below 375 px
 * a tile would be too narrow to read, so the lobby shows a single compact list (a small icon
 * and the name per row) instead (docs/decisions/151-game-catalogue-grid-art.md).
 * @example gridColumns(1280) === 4; gridColumns(375) === 1; gridColumns(374) === 0
 */
export type GridColumns = 0 | 1 | 2 | 3 | 4;

export function gridColumns(width: number): GridColumns {
  if (width > 1024) return 4;
  if (width > 768) return 3;
  if (width > 600) return 2;
  if (width > 374) return 1;
  return 0;
}
