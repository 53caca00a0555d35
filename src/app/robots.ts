import type { MetadataRoute } from 'next';
import { LOCALES } from '@/i18n/locales';

/**
 * The sections a crawler has no business in: a signed-in player's own pages, the payment and
 * sign-in flows (and the page they come back to), and QA's test game page. Every brand shares
 * them; the rest of the site (home, games, live, rank, club, news, terms) is open. A rule is a
 * prefix, so `purchase` covers `purchaseAPK` too.
 */
export const PRIVATE_SECTIONS = ['member', 'purchase', 'response', 'sign-in', 'signIn', 'test-play-game'] as const;

/** /robots.txt (docs/decisions/305-robots-txt.md). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', ...LOCALES.flatMap((locale) => PRIVATE_SECTIONS.map((section) => `/${locale}/${section}`))],
    },
  };
}
