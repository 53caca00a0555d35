import { getBrand } from '@/brand/get-brand';
import { resolveBrand } from '@/brand/resolve-brand';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '@/i18n/locales';

/** What a sign-in sends to the lobby besides the provider's token: the site and the language. */
export interface SignInContext {
  siteId: string;
  lang: Locale;
  /**
   * The visitor's address chain as this server received it (`X-Forwarded-For`; `next start`
   * fills it with the socket's address when no proxy did), passed on to the lobby so its
   * per-address limits count the visitor, not this server (the lobby reads it only from a
   * proxy it trusts: TRUST_PROXY).
   */
  forwardedFor?: string;
}

type Headers = Record<string, unknown> | undefined;

function header(headers: Headers, name: string): string | undefined {
  const value = headers?.[name];
  return typeof value === 'string' ? value : undefined;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The brand (by host, as the pages resolve it) and the language of a sign-in request: the
 * `lang` the page sent, else the locale cookie, else zh_tw.
 * @example signInContext({ host: 'owl.localhost:3000' }, 'id_id') // { siteId: 'owl', lang: 'id_id' }
 */
export function signInContext(headers: Headers, lang?: unknown): SignInContext {
  const brand = getBrand(resolveBrand({ env: process.env.BRAND, host: header(headers, 'host') }));
  const cookie = cookieValue(header(headers, 'cookie'), LOCALE_COOKIE);
  const locale = isLocale(lang) ? lang : isLocale(cookie) ? cookie : DEFAULT_LOCALE;
  const forwardedFor = header(headers, 'x-forwarded-for')?.trim();
  return { siteId: brand.siteId, lang: locale, ...(forwardedFor ? { forwardedFor } : {}) };
}
