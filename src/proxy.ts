import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { createProxy } from 'next-i18next/proxy';
import i18nConfig from '../next-i18next.config';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  localeFromAcceptLanguage,
  type Locale,
} from './i18n/locales';
import { isProtectedPath } from './features/auth/protected-routes';

const i18nProxy = createProxy(i18nConfig);

/**
 * 1. A path without a locale goes to the visitor's language: cookie, then Accept-Language
 *    (mapped here: next-i18next does not turn `id-ID` into `id_id`), then zh_tw.
 * 2. Routes that need login send a visitor without a session to the sign-in page.
 * 3. Everything else goes through next-i18next's proxy (language header + cookie).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';

  if (!isLocale(first)) {
    const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
    const locale: Locale = isLocale(cookie)
      ? cookie
      : (localeFromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE);
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
    url.search = search;
    const response = NextResponse.redirect(url);
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: 31536000, sameSite: 'lax' });
    return response;
  }

  const rest = pathname.slice(first.length + 1) || '/';
  if (isProtectedPath(rest)) {
    const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET });
    if (!token) {
      const url = request.nextUrl.clone();
      url.pathname = `/${first}/sign-in`;
      url.search = '';
      url.searchParams.set('error', 'SessionRequired');
      url.searchParams.set('callbackUrl', pathname + search);
      return NextResponse.redirect(url);
    }
  }

  return i18nProxy(request);
}

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|fonts|images|videos|sounds|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|svg|webp|webm|mp4|mp3|woff2?)$).*)'],
};
