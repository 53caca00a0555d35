/** The modal that signals a sign-in elsewhere; nothing may cover it (chat spec §4). */
export const MULTIPLE_SIGNIN = 'MULTIPLE_SIGNIN';

/**
 * Whether a modal of kind `next` may replace the one showing (`current`, null when none).
 * A MULTIPLE_SIGNIN modal is never replaced: the player must see why they were signed out.
 * @example canReplaceModal('MULTIPLE_SIGNIN', 'alert') // false
 */
export function canReplaceModal(current: string | null | undefined, next: string): boolean {
  // `next` is part of the contract so the priority rule can grow without touching callers.
  void next;
  return current !== MULTIPLE_SIGNIN;
}
