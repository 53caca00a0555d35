/**
 * Forgets every server read cached in this tab: a sign-out (another player may sign in next).
 * Tiny on purpose: the sign-out path runs on every page and must not load the query library;
 * the query cache registers itself here when it is made (./lobby-queries.tsx).
 */
let forget: (() => void) | null = null;

export function onForgetReads(fn: () => void): void {
  forget = fn;
}

export function forgetReads(): void {
  forget?.();
}
