/**
 * Redirect URI policy of the built-in identity provider: `{origin}/api/auth/callback/{provider}`
 * (next-auth's callback) where the origin matches one of the configured patterns. A pattern
 * is `scheme://host[:port]`, and `*.` before the host stands for one or more subdomain labels.
 */

interface OriginPattern {
  protocol: string;
  /** Lower-case host without the `*.`. */
  host: string;
  wildcard: boolean;
  port: string;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };
const LABELS = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+$/;

/** Parses `http://*.localhost:3000`; throws on anything else, so a typo in env fails at start. */
export function parseOriginPattern(pattern: string): OriginPattern {
  const m = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?\/?$/i.exec(pattern.trim());
  if (!m) throw new Error(`OIDC_REDIRECT_ORIGINS: "${pattern}" is not scheme://host[:port] (host may start with *.)`);
  const protocol = `${m[1]!.toLowerCase()}:`;
  const port = m[4] && m[4] !== DEFAULT_PORT[protocol] ? m[4] : '';
  return { protocol, host: m[3]!.toLowerCase(), wildcard: Boolean(m[2]), port };
}

/**
 * A predicate for one provider's redirect URIs.
 * @example redirectUriPolicy(['http://*.localhost:3000'], 'line')('http://crab.localhost:3000/api/auth/callback/line') // true
 */
export function redirectUriPolicy(origins: string[], provider: string): (uri: string) => boolean {
  const patterns = origins.map(parseOriginPattern);
  const path = `/api/auth/callback/${provider}`;
  return (uri) => {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return false;
    }
    if (url.username || url.password || url.search || url.hash || url.pathname !== path) return false;
    const host = url.hostname.toLowerCase();
    return patterns.some((p) => {
      if (p.protocol !== url.protocol || p.port !== url.port) return false;
      if (!p.wildcard) return host === p.host;
      if (!host.endsWith(`.${p.host}`)) return false;
      return LABELS.test(host.slice(0, host.length - p.host.length));
    });
  };
}

/** A concrete URI for the client's registered metadata (the policy above decides). */
export function exampleRedirectUri(origins: string[], provider: string): string {
  const p = parseOriginPattern(origins[0] ?? 'http://localhost:3000');
  const host = p.wildcard ? `www.${p.host}` : p.host;
  return `${p.protocol}//${host}${p.port ? `:${p.port}` : ''}/api/auth/callback/${provider}`;
}
