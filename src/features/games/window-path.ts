/**
 * Where a game window opens and how the last one is remembered (chat spec §2, §3
 * SAVED_WINDOW_URL). Paths are written without the locale.
 */

/** Widths above this get the framed desktop window (/play-game/pc); below, the phone one (/play-game/m). */
export const PC_MIN_WIDTH = 1024;

/** §3 local storage key: the site path of the last game window, for /play/now. */
export const SAVED_WINDOW_URL_KEY = 'SAVED_WINDOW_URL';

const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const WINDOW_PATH = /^\/(?:play|play-game\/m|play-game\/pc)\?game=([A-Za-z0-9_-]{1,40})$/;

/** True for a game code a window path may carry (the catalogue's digits or string codes). */
export function isGameCode(value: string | null | undefined): value is string {
  return typeof value === 'string' && GAME_CODE.test(value);
}

/**
 * The play page whose window a viewport `width` gets: /play-game/pc above PC_MIN_WIDTH, else
 * /play-game/m; `withGame(page, code)` opens a game there.
 * @example withGame(gameWindowPage(390), '10001') === '/play-game/m?game=10001'
 */
export function gameWindowPage(width: number): '/play-game/pc' | '/play-game/m' {
  return width > PC_MIN_WIDTH ? '/play-game/pc' : '/play-game/m';
}

/** The path `page` shows with the window of `code` open (`page` is /play, /play-game/m or /play-game/pc). */
export function withGame(page: string, code: string): string {
  return `${page}?game=${encodeURIComponent(code)}`;
}

/** Remembers the window just opened (a full or disabled storage is not an error). */
export function saveWindowPath(storage: Storage | null, path: string): void {
  if (!WINDOW_PATH.test(path)) return;
  try {
    storage?.setItem(SAVED_WINDOW_URL_KEY, path);
  } catch {
    // nothing to remember then: /play/now opens the lobby
  }
}

/** The last window's path if it is one of ours (anything else in the key is ignored), else null. */
export function savedWindowPath(storage: Storage | null): string | null {
  let value: string | null = null;
  try {
    value = storage?.getItem(SAVED_WINDOW_URL_KEY) ?? null;
  } catch {
    return null;
  }
  return value && WINDOW_PATH.test(value) ? value : null;
}
