/**
 * The two cookies of account linking (docs/protocol-account-helpers.md "Linking in the
 * browser"). Neither is a secret:
 * - `account-link` (set by the page, Path /api/auth, 10 minutes): "the next OAuth callback of
 *   this provider links it to my session instead of signing in";
 * - `account-link-result` (set by the web server on that callback, Path /, 2 minutes): the
 *   outcome code (0 linked, else the lobby's refusal), read once by the page.
 */
import { isOAuthProvider, type OAuthProviderName } from '@/features/auth';

export const LINK_INTENT_COOKIE = 'account-link';
export const LINK_RESULT_COOKIE = 'account-link-result';
export const LINK_INTENT_MAX_AGE_S = 600;
export const LINK_RESULT_MAX_AGE_S = 120;

/** One cookie's value from a `document.cookie` style string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function secure(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

/** Marks the next OAuth round trip of `provider` as a link (the page, before the popup opens). */
export function startLinkIntent(provider: OAuthProviderName, returnPath?: string): void {
  const value = returnPath ? `${provider}~${encodeURIComponent(returnPath)}` : provider;
  document.cookie = `${LINK_INTENT_COOKIE}=${value}; Max-Age=${LINK_INTENT_MAX_AGE_S}; Path=/api/auth; SameSite=Lax${secure()}`;
}

export function clearLinkIntent(): void {
  document.cookie = `${LINK_INTENT_COOKIE}=; Max-Age=0; Path=/api/auth; SameSite=Lax${secure()}`;
}

/** The outcome the web server left (0 linked, else a code), removed as it is read; null when none. */
export function takeLinkResult(): number | null {
  const value = cookieValue(document.cookie, LINK_RESULT_COOKIE);
  if (value === undefined) return null;
  document.cookie = `${LINK_RESULT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** The provider of a link intent cookie value, or null. */
export function intentProvider(value: string | undefined): OAuthProviderName | null {
  const provider = value?.split('~')[0];
  return isOAuthProvider(provider) ? provider : null;
}

/**
 * The site path a refused link's popup returns to (the provider page that reports to the
 * opener), from the intent cookie; null when absent or not a plain same-site path.
 */
export function intentReturnPath(value: string | undefined): string | null {
  const raw = value?.split('~')[1];
  if (!raw) return null;
  try {
    const path = decodeURIComponent(raw);
    return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
  } catch {
    return null;
  }
}
