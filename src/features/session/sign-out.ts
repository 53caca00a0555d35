import { signOut } from 'next-auth/react';
import { isProtectedPath } from '@/features/auth';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { forgetReads } from '@/http/forget-reads';
import { stopSockets } from '@/socket/stop-sockets';
import { forgetSession } from './local-keys';
import { endCurrentSession } from './session-generation';

export interface SignOutOptions {
  /** Client-side navigation (the router's `replace`); a full reload would drop an open modal. */
  navigate?: (url: string) => void;
  /** Re-render server components for the signed-out state (the router's `refresh`). */
  refresh?: () => void;
  location?: Pick<Location, 'pathname' | 'search'>;
}

let signingOut = false;

/** Where the player goes after signing out: home from a route that needs login, else nowhere. */
export function afterSignOutPath(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const path = isLocale(first) ? `/${rest.join('/')}` : pathname;
  return isProtectedPath(path) ? `/${locale}` : null;
}

/**
 * Signs the player out everywhere: stops both sockets, clears the session (other tabs follow
 * through next-auth's broadcast), EXPIRES, the analytics user id and the cached server reads, and revokes the lobby
 * token. From a route that needs login it goes home; elsewhere the player stays on the page
 * (account §2). No page reload, so a modal that explains why (expiry, duplicate sign-in)
 * stays on screen. Safe to call twice (double taps, two sockets).
 */
export async function signOutPlayer(options: SignOutOptions = {}): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    // Codes that the revocation below provokes belong to the ended session: ignore them.
    endCurrentSession();
    stopSockets();
    forgetSession();
    forgetReads();
    await signOut({ redirect: false });
    const target = afterSignOutPath((options.location ?? window.location).pathname);
    if (target) {
      if (options.navigate) options.navigate(target);
      else window.location.assign(target);
    } else {
      options.refresh?.();
    }
  } finally {
    signingOut = false;
  }
}
