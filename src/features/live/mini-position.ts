/**
 * Where the mini window may sit: fully inside the viewport with a margin, above the phone's
 * bottom bar. Pure, so the rules are tested without a browser.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Space kept free along the viewport's edges (px). */
export const MINI_MARGIN = 8;

/**
 * `position` moved inside `viewport` so the whole window of `size` shows; `insetBottom` keeps
 * the strip a bottom bar covers free.
 * @example clampToViewport({ x: 500, y: -20 }, { width: 200, height: 150 }, { width: 390, height: 844 }) // { x: 182, y: 8 }
 */
export function clampToViewport(position: Point, size: Size, viewport: Size, insetBottom = 0): Point {
  const maxX = Math.max(MINI_MARGIN, viewport.width - size.width - MINI_MARGIN);
  const maxY = Math.max(MINI_MARGIN, viewport.height - insetBottom - size.height - MINI_MARGIN);
  return {
    x: Math.min(Math.max(position.x, MINI_MARGIN), maxX),
    y: Math.min(Math.max(position.y, MINI_MARGIN), maxY),
  };
}

/**
 * The window's first place: bottom left, above the bottom bar (the chat launcher and the
 * back-to-top button hold the bottom right).
 */
export function defaultMiniPosition(size: Size, viewport: Size, insetBottom = 0): Point {
  return clampToViewport({ x: 0, y: viewport.height }, size, viewport, insetBottom);
}

/** The mini window's size for a viewport: a 16:9 picture plus its title bar. */
export function miniSize(viewport: Size): Size {
  const width = viewport.width < 640 ? 200 : 320;
  return { width, height: Math.round((width * 9) / 16) + MINI_BAR_HEIGHT };
}

/** The title bar's height (the close button's 44 px target). */
export const MINI_BAR_HEIGHT = 44;

/** A press that moved less than this is a tap (opens the room), not a drag. */
export const TAP_SLOP_PX = 6;
