import { NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { createProxy } from 'next-i18next/proxy';
import i18nConfig from '../next-i18next.config';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  type Locale,
} from './i18n/locales';
import { isProtectedPath } from './features/auth/protected-routes';
import { liffId, lobbyPublicUrl, resolveLobbyPublicUrl } from './config/runtime';
import { isHttps, newNonce, pageSecurityHeaders } from './config/security-headers';
import { acceptedBrandLocale, pickBrandLocale } from './brand/brand-locale';
import { getBrand } from './brand/get-brand';
import { resolveBrand } from './brand/resolve-brand';

const i18nProxy = createProxy(i18nConfig);

/**
 * Every page gets a fresh nonce and its Content-Security-Policy (src/config/security-headers.ts).
 * The policy goes on the request too: Next reads the nonce from it and puts it on its own
 * scripts while rendering (the pages render per request anyway: the layout reads the session).
 */
export async function proxy(request: NextRequest) {
  const https = isHttps(request.url, request.headers.get('x-forwarded-proto'));
  // the lobby the browser will talk to, found the way the page finds it (runtime.ts)
  const lobbyUrl = resolveLobbyPublicUrl(lobbyPublicUrl(), { protocol: https ? 'https:' : 'http:', hostname: pageHostname(request) });
  const headers = pageSecurityHeaders({
    nonce: newNonce(),
    dev: process.env.NODE_ENV === 'development',
    https,
    lobbyUrl,
    liff: liffId() !== null,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy']!);
  const response = await route(new NextRequest(request, { headers: requestHeaders }));
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** The host name the browser sees (behind a proxy: X-Forwarded-Host), or the URL's if unreadable. */
function pageHostname(request: NextRequest): string {
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host'))?.split(',')[0]?.trim();
  try {
    if (host) return new URL(`http://${host}`).hostname;
  } catch {
    // a malformed Host header: fall back to the URL Next parsed
  }
  return request.nextUrl.hostname;
}

/**
 * 1. A path without a locale goes to the visitor's language: cookie, then Accept-Language
 *    (mapped here: next-i18next does not turn `id-ID` into `id_id`), then the brand's default,
 *    among the locales the brand offers; a locale the brand does not offer (vi_vn on crab)
 *    goes to the same page in one it does, chosen the same way.
 * 2. Routes that need login send a visitor without a session to the sign-in page.
 * 3. Everything else goes through next-i18next's proxy (language header + cookie).
 */
async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const brand = getBrand(resolveBrand({ env: process.env.BRAND, host: request.headers.get('host') ?? undefined }));
  const offered = isLocale(first) && (brand.locales as readonly string[]).includes(first);

  if (!offered) {
    const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
    const locale: Locale = pickBrandLocale(brand, [
      cookie,
      acceptedBrandLocale(brand, request.headers.get('accept-language')),
      DEFAULT_LOCALE,
    ]);
    const rest = isLocale(first) ? pathname.slice(first.length + 1) : pathname;
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${rest === '/' ? '' : rest}`;
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
