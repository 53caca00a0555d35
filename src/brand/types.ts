/**
 * The shape of a brand data file (`brands/<brand>.ts`): every per-brand difference of the
 * spec in one typed object. Brand ids, aliases and the live sites are listed here.
 */
import type { ItemId } from '@/protocol/ids';
import type { FeatureFlags } from './features';
import type { PaymentGroup, GemPaymentGroupId } from './payments';
import type { VipTier } from './vip';

/** The eight brands (account §1, chat §1). */
export const BRAND_IDS = [
  'owl',
  'crab',
  'dragon',
  'lion',
  'win',
  'horse',
  'monkey',
  'tha',
] as const;
/** A brand's canonical id. */
export type BrandId = (typeof BRAND_IDS)[number];

/** Other names of a brand: bj188 → crab, betrnk → owl. */
export const BRAND_ALIASES = { bj188: 'crab', betrnk: 'owl' } as const satisfies Record<
  string,
  BrandId
>;
/** An alias name. */
export type BrandAlias = keyof typeof BRAND_ALIASES;

/** The brand of a deployment that sets no BRAND. */
export const DEFAULT_BRAND: BrandId = 'crab';

/** Locales the site can show (zh_tw is the reference). */
export type BrandLocale = 'zh_tw' | 'id_id' | 'vi_vn';

/** Sites that carry live rooms (chat §9). */
export const LIVE_SITES = ['dbj', 'qbj', 'bj188', 'qjwl', 'jwl77'] as const;
/** One live site. */
export type LiveSite = (typeof LIVE_SITES)[number];

/** A `#rrggbb` colour. */
export type HexColor = `#${string}`;

/** Page metadata for one locale (chat §3 "Brand metadata"). */
export interface BrandMetadata {
  shortName: string;
  name: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path under public/ (or an absolute URL) of the Open Graph image. */
  ogImage: string;
}

/** Brand-specific outbound links. */
export interface BrandLinks {
  /** Customer-service page opened from the menu and bottom bar. */
  customerService: string;
  /** Where the profile card's 檢舉 (report) button goes (account §2). */
  report: string;
  /** LINE support link; `null` for brands without one (monkey, tha). */
  line: string | null;
}

/**
 * Where the brand's app is downloaded (account §2 "Download info"); null for a store the
 * brand's app is not in (its button is then hidden). The spec keeps the real links out.
 */
export interface BrandDownload {
  /** App Store page of the iOS app. */
  appStore: string | null;
  /** Google Play page of the Android app. */
  googlePlay: string | null;
  /** The Android package served from the file host. */
  apk: string | null;
}

/** Everything that differs per brand. */
export interface BrandConfig {
  id: BrandId;
  /** Other names that resolve to this brand (hosts and BRAND values). */
  aliases: readonly BrandAlias[];
  /** Sent as SiteID to the HTTP helpers (sign-in SMS, guest sign-in, replay URL). */
  siteId: string;
  /** Host names that select this brand, dev first; `productionHost` is one of them. */
  hosts: readonly string[];
  /** Canonical host for absolute URLs (metadataBase, share links). */
  productionHost: string;
  /** Locales offered, the default first. */
  locales: readonly [BrandLocale, ...BrandLocale[]];
  features: FeatureFlags;
  /** Bag item shown as the "gem" amount: 2 (gem) or 39 (game points). */
  gemItemId: typeof ItemId.Gem | typeof ItemId.GamePoints;
  links: BrandLinks;
  /** App download links (download page, floating 立即下載 tab, QR modal). */
  download: BrandDownload;
  /** Live sites whose rooms this brand shows; empty when `features.live` is off. */
  liveSites: readonly LiveSite[];
  payments: {
    /** Store payment groups in display order. */
    groups: readonly PaymentGroup[];
    /** Groups offered for gem purchase; empty without gems. */
    gem: readonly GemPaymentGroupId[];
  };
  /** VIP tiers 1 to 8. */
  vip: readonly VipTier[];
  /** Metadata per offered locale; zh_tw always present. */
  metadata: { readonly zh_tw: BrandMetadata } & Readonly<
    Partial<Record<BrandLocale, BrandMetadata>>
  >;
  theme: {
    /** Accent colour layered over the shared dark navy/purple and gold palette. */
    accent: HexColor;
  };
  /** Avatar when PicURL is empty or PictureSetting is 2. */
  defaultAvatar: string;
}
