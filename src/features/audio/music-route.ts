/** Routes where background music stays off (issue 10: the live room has its own sound). */
export function musicBlockedOn(pathname: string | null): boolean {
  return pathname !== null && /\/play-game\/live(\/|$)/.test(pathname);
}
