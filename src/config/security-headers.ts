/**
 * The security headers of a page (issue 8 item 5): a nonce-based Content-Security-Policy and
 * Strict-Transport-Security over https. Pure functions; src/proxy.ts applies them per request.
 * The headers every response gets whatever it is (nosniff, Referrer-Policy) live in
 * next.config.ts.
 */
import { toWsBase } from '@/socket/socket-url';

export interface CspOptions {
  /** This request's nonce (base64), from `newNonce()`. */
  nonce: string;
  /** `next dev`: React's dev tools and HMR need eval. Never in production. */
  dev: boolean;
  /** Served over https: insecure subresource URLs are upgraded. */
  https: boolean;
  /** The lobby base URL the browser talks to (its http API and its sockets). */
  lobbyUrl: string;
  /** A LIFF id is configured: the LINE SDK talks to LINE's servers. */
  liff: boolean;
}

// What the LIFF SDK fetches (api.line.me, access.line.me, liffsdk.line-scdn.net, its analytics
// at uts-front.line-apps.com). Its own scripts load through 'strict-dynamic'.
const LINE_CONNECT = ['https://*.line.me', 'https://*.line-scdn.net', 'https://*.line-apps.com'];

const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** A fresh, unguessable nonce for one request (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a page.
 * @example contentSecurityPolicy({ nonce, dev: false, https: true, lobbyUrl: 'https://lobby.example', liff: false })
 */
export function contentSecurityPolicy(o: CspOptions): string {
  // The nonce goes into a header: anything but base64 would let a caller inject directives.
  if (!NONCE.test(o.nonce)) throw new Error('CSP nonce must be base64 of at least 12 bytes');
  const lobby = new URL(o.lobbyUrl).origin;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'strict-dynamic': Next's nonced scripts may load their chunks (and the LIFF SDK its
    // extensions); hosts in the list are then ignored, so no allow-list to keep up to date.
    ['script-src', "'self'", `'nonce-${o.nonce}'`, "'strict-dynamic'", ...(o.dev ? ["'unsafe-eval'"] : [])],
    // React renders style="" attributes (brand colours, club tags) in the server HTML: they
    // need 'unsafe-inline' for styles. A style cannot run script; a nonce here would disable it.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Avatars are the players' own pictures from their sign-in provider: any https host.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', lobby],
    ['media-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", lobby, toWsBase(lobby), ...(o.liff ? LINE_CONNECT : [])],
    // Sign-in with LINE/Google/Apple/Facebook opens popups, never frames. Game windows are
    // pages of the lobby server (GamePath.Launch answers their URL): its origin may be framed.
    ['frame-src', "'self'", lobby, ...(o.liff ? ['https://*.line.me'] : [])],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // LINE's in-app browser and LIFF load the site as the top document, so no framing by
    // other sites is needed; the site may frame itself.
    ['frame-ancestors', "'self'"],
  ];
  const policy = directives.map((d) => d.join(' '));
  if (o.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** One year; no includeSubDomains: a brand's other hosts may not all be on https. */
export const HSTS = 'max-age=31536000';

/** Whether a request reached the site over https (directly, or through a TLS-ending proxy). */
export function isHttps(url: string, forwardedProto: string | null): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto ? proto === 'https' : new URL(url).protocol === 'https:';
}

/** The response headers of a page: its CSP, and HSTS when served over https. */
export function pageSecurityHeaders(o: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    ...(o.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
