/**
 * Which brand a request shows. The deployment's brand comes from the environment (BRAND,
 * default crab); a host that names a brand overrides it, so one dev/QA server can show
 * several brands (crab.localhost:3000, bj188.localhost:3000, lion.qa.example…).
 *
 * Order: 1. the host is listed in a brand's `hosts`; 2. the host's first label is a brand id
 * or alias; 3. BRAND (id or alias); 4. DEFAULT_BRAND. Names are case-insensitive; unknown
 * names never throw, they fall through to the next rule.
 */
import { allBrands, isBrandId } from './get-brand';
import { BRAND_ALIASES, DEFAULT_BRAND, type BrandId } from './types';

/** The environment variable naming the deployment's brand. */
export const BRAND_ENV_VAR = 'BRAND';

/**
 * A brand id or alias → the canonical id; anything else → `null`.
 * @example brandFromName('BJ188') // 'crab'
 */
export function brandFromName(name: string | null | undefined): BrandId | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  if (isBrandId(key)) return key;
  return Object.hasOwn(BRAND_ALIASES, key)
    ? BRAND_ALIASES[key as keyof typeof BRAND_ALIASES]
    : null;
}

/** Lower-cases a Host header value and drops the port and a trailing dot. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1); // IPv6 literal
  const colon = h.lastIndexOf(':');
  if (colon >= 0) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/**
 * The brand a host names, or `null`.
 * @example brandFromHost('bj188.localhost:3000') // 'crab'
 */
export function brandFromHost(host: string | null | undefined): BrandId | null {
  if (typeof host !== 'string' || host.trim() === '') return null;
  const h = normaliseHost(host);
  for (const brand of allBrands()) {
    if (brand.hosts.includes(h)) return brand.id;
  }
  const firstLabel = h.split('.')[0];
  // A bare name ("crab") is not a host naming a brand; require at least one more label.
  return h.includes('.') ? brandFromName(firstLabel) : null;
}

/** Inputs of `resolveBrand`. */
export interface ResolveBrandInput {
  /** The BRAND environment value of the deployment. */
  env?: string | null;
  /** The request's Host header (with or without port). */
  host?: string | null;
}

/**
 * The brand to show.
 * @example resolveBrand({ env: process.env.BRAND, host: headers().get('host') })
 */
export function resolveBrand({ env, host }: ResolveBrandInput = {}): BrandId {
  return brandFromHost(host) ?? brandFromName(env) ?? DEFAULT_BRAND;
}
