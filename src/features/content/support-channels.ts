/**
 * How a brand's players reach customer service (chat §9: some brands have LINE support,
 * monkey and tha none). The brand files carry the online-service and LINE links; the support
 * mailbox is `service@` the brand's production host, so every brand has one without a new
 * brand field (docs/decisions/154-support-channels-faq-forms.md).
 */
import type { BrandConfig } from '@/brand/types';

export type ChannelKind = 'online' | 'line' | 'email';

export interface SupportChannel {
  kind: ChannelKind;
  href: string;
  /** Opens outside the site (a new tab). */
  external: boolean;
}

/** The support mailbox of a brand. @example supportEmail(owl) === 'service@owl.social-casino.example' */
export function supportEmail(brand: BrandConfig): string {
  return `service@${brand.productionHost}`;
}

/** The channels a brand offers, in the order a player should try them. */
export function supportChannels(brand: BrandConfig): SupportChannel[] {
  const channels: SupportChannel[] = [{ kind: 'online', href: brand.links.customerService, external: true }];
  if (brand.features.lineSupport && brand.links.line) channels.push({ kind: 'line', href: brand.links.line, external: true });
  channels.push({ kind: 'email', href: `mailto:${supportEmail(brand)}`, external: false });
  return channels;
}
