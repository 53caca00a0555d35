/**
 * Test-only: a minimal browser over fetch — keeps cookies (name + path, one host), never
 * follows redirects by itself, and can follow them until they leave the identity provider,
 * as a popup would before landing on the web app's callback.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';

interface Cookie {
  name: string;
  value: string;
  path: string;
}

export class TestBrowser {
  private cookies: Cookie[] = [];

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = this.cookies
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  /** Follows redirects while they stay on `origin`; returns the last response and the URL that leaves. */
  async follow(url: string, origin: string, init: { form?: Record<string, string> } = {}) {
    let res = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops++) {
      const next = new URL(res.headers.get('location') ?? '', current).href;
      if (!next.startsWith(origin)) return { res, left: new URL(next) };
      current = next;
      res = await this.request(current);
    }
    return { res, url: current, left: undefined };
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attr('path') ?? '/';
    const expires = attr('expires');
    const expired = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    if (!expired) this.cookies.push({ name, value, path });
  }
}

/** PKCE verifier and its S256 challenge. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Verifies an RS256 JWT against a JWKS and returns its payload; throws when the signature is bad. */
export function verifyJwt(jwt: string, jwks: { keys: (Record<string, unknown> & { kid?: string })[] }): Record<string, unknown> {
  const [head = '', payload = '', signature = ''] = jwt.split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; kid: string };
  if (header.alg !== 'RS256') throw new Error(`unexpected alg ${header.alg}`);
  const jwk = jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk) throw new Error('no key for kid');
  const key = createPublicKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' });
  if (!verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), key, Buffer.from(signature, 'base64url'))) {
    throw new Error('bad signature');
  }
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}
