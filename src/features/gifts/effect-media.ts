/**
 * Where a gift's effect files are (public/gifts/, made by scripts/make-gift-effects.ts) and
 * which video an iPhone or iPad gets: Safari on iOS plays no VP9 webm, so it gets the mp4.
 */

/** Enough of `navigator` to tell iOS (iPadOS 13+ reports a Mac with touch). */
export interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

export function isIOS(nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  if (/iPad|iPhone|iPod/.test(nav.userAgent) || /^(iPhone|iPad|iPod)/.test(nav.platform ?? '')) return true;
  return nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1;
}

/** The effect video of a gift item: mp4 on iOS, webm elsewhere. */
export function effectVideoUrl(itemId: number, ios: boolean): string {
  return `/gifts/${itemId}.${ios ? 'mp4' : 'webm'}`;
}

/** The effect's chime. */
export function effectSoundUrl(itemId: number): string {
  return `/gifts/${itemId}.mp3`;
}

/** Longest an effect may take before it is finished anyway (a stalled or blocked video). */
export const EFFECT_MAX_MS = 10_000;
/** An effect clears this long after its video and sound both ended (account §9). */
export const EFFECT_CLEAR_MS = 500;
/** With reduced motion no video plays; the caption alone shows this long. */
export const REDUCED_MOTION_CAPTION_MS = 2_500;
