import { signOut } from 'next-auth/react';
import { isProtectedPath } from '@/features/auth/protected-routes';
import { isLocale } from '@/i18n/locales';
import { getSockets } from '@/socket';
import { forgetSession } from './local-keys';

let signingOut = false;

/**
 * Signs the player out everywhere: stops both sockets, clears the session, EXPIRES and the
 * analytics user id. From a route that needs login it goes to the home page; elsewhere the
 * player stays on the page (account §2). Safe to call twice (double taps, two sockets).
 */
export async function signOutPlayer(location: Pick<Location, 'pathname' | 'search'> = window.location): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    const { lobby, chat } = getSockets();
    lobby.stop();
    chat.stop();
    forgetSession();
    const [, first = '', ...rest] = location.pathname.split('/');
    const locale = isLocale(first) ? first : 'zh_tw';
    const path = isLocale(first) ? `/${rest.join('/')}` : location.pathname;
    const callbackUrl = isProtectedPath(path) ? `/${locale}` : `${location.pathname}${location.search}`;
    await signOut({ callbackUrl });
  } finally {
    signingOut = false;
  }
}
