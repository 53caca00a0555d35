// The play pages load their components on demand (next/dynamic) from their own modules; the
// home page imports only the tile pieces. Nothing here pulls the schema library in.
export { gridColumns, type GridColumns } from './grid-columns';
export { visibleGames, gameName, toListEntries, findGame } from './catalogue';
export { gameWindowPage, withGame, isGameCode, PC_MIN_WIDTH, SAVED_WINDOW_URL_KEY } from './window-path';
export type { ActionMenuProps } from './components/action-menu';
export type { PlayPage } from './components/play-screen';
export { PlayScreen } from './components/play-screen';
export { GameTile } from './components/game-tile';
export { useViewportValue } from './use-viewport-value';
