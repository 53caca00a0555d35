import type { FeatureFlags, FeatureName } from '@/brand/features';
import type { IconName } from '@/ui/icon';
import { AnalyticsEvent } from '@/lib/analytics';

/** One menu entry; `label` is a key under `nav.` in common.json, `href` has no locale. */
export interface MenuItem {
  label: string;
  href: string;
  icon?: IconName;
  /** Reported to analytics when clicked. */
  event?: string;
  /** Submenu; entries may have one more level of children. */
  children?: readonly MenuItem[];
  /** Shown only to brands that offer this feature, or one of these (hidden, not dead, for the others). */
  feature?: FeatureName | readonly FeatureName[];
}

/**
 * The top navigation (chat §2 menu routes, account §2 top menu urls): the eight top urls
 * are the spec's; the submenus group the remaining menu routes where a player looks for them.
 */
export const TOP_MENU: readonly MenuItem[] = [
  {
    label: 'announcement',
    href: '/announcement',
    icon: 'news',
    children: [
      { label: 'newsList', href: '/announcement' },
      { label: 'systemNews', href: '/other/announcement' },
    ],
  },
  {
    label: 'newbie',
    href: '/newbie/gameGuidle',
    icon: 'book',
    children: [
      { label: 'gameGuide', href: '/newbie/gameGuidle' },
      { label: 'faq', href: '/support/qna' },
    ],
  },
  {
    label: 'play',
    href: '/play',
    icon: 'play',
    children: [
      { label: 'playNow', href: '/play' },
      { label: 'liveRoom', href: '/play-game/live', feature: 'live' },
      { label: 'club', href: '/club' },
    ],
  },
  {
    label: 'support',
    href: '/support/info',
    icon: 'support',
    children: [
      { label: 'serviceInfo', href: '/support/info' },
      { label: 'faq', href: '/support/qna' },
      { label: 'banList', href: '/support/ban-list' },
      {
        label: 'terms',
        href: '/support/terms',
        children: [
          { label: 'termOfService', href: '/support/terms/term-of-service' },
          { label: 'privacy', href: '/privacy' },
        ],
      },
      { label: 'document', href: '/support/document' },
      { label: 'onlineService', href: '/other/service' },
    ],
  },
  {
    label: 'rank',
    href: '/rank/coin',
    icon: 'trophy',
    children: [
      { label: 'coinRank', href: '/rank/coin' },
      { label: 'rankOverview', href: '/rank' },
      {
        label: 'events',
        href: '/other/mission',
        children: [
          { label: 'mission', href: '/other/mission' },
          { label: 'sevenDaySignIn', href: '/other/sevendaySignIn' },
          { label: 'specialReward', href: '/other/specialReward', feature: 'specialRewardPopup' },
          { label: 'fireWheel', href: '/other/fire-wheel' },
          { label: 'bankCode', href: '/other/bankcode' },
        ],
      },
    ],
  },
  {
    label: 'purchase',
    href: '/purchase/point',
    icon: 'coins',
    event: AnalyticsEvent.DepositView,
    children: [
      { label: 'pointExchange', href: '/purchase/point', event: AnalyticsEvent.DepositView },
      // /store sells pass tickets and exchanges gems (src/features/store/store-offered.ts)
      { label: 'store', href: '/store', feature: ['passTicketStore', 'gems'] },
      { label: 'gifts', href: '/present' },
    ],
  },
  {
    label: 'member',
    href: '/member/info',
    icon: 'user',
    children: [
      { label: 'memberInfo', href: '/member/info' },
      { label: 'passbook', href: '/member/passbook' },
      { label: 'myGifts', href: '/member/present' },
      { label: 'share', href: '/share' },
    ],
  },
  { label: 'download', href: '/download', icon: 'download' },
];

/** The phone bottom bar (account §2): customer service, activity rank, points exchange, member center. */
export const BOTTOM_BAR: readonly MenuItem[] = [
  { label: 'support', href: '/support/info', icon: 'support' },
  { label: 'rank', href: '/rank/coin', icon: 'trophy' },
  { label: 'purchase', href: '/purchase/point', icon: 'coins', event: AnalyticsEvent.DepositView },
  { label: 'member', href: '/member/info', icon: 'user' },
];

/**
 * `items` without the entries (at any level) of features the brand does not offer.
 * @example menuFor(TOP_MENU, useBrand().features)
 */
export function menuFor(items: readonly MenuItem[], features: FeatureFlags): readonly MenuItem[] {
  const offered = (item: MenuItem) =>
    !item.feature || (typeof item.feature === 'string' ? features[item.feature] : item.feature.some((name) => features[name]));
  if (!items.some((item) => !offered(item) || item.children)) return items;
  return items.filter(offered).map((item) => (item.children ? { ...item, children: menuFor(item.children, features) } : item));
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

function isAtOrBelow(href: string, path: string): boolean {
  return href === path || path.startsWith(`${href}/`);
}

function covers(item: MenuItem, path: string): boolean {
  return isAtOrBelow(item.href, path) || (item.children?.some((child) => covers(child, path)) ?? false);
}

/**
 * The entry of `items` for the section the player is in (`path` without locale), or null:
 * its own url or a page below it; else the same first segment as its url; else a submenu
 * url. So /support/qna belongs to customer service even though the beginner guide links it.
 */
export function activeItem(items: readonly MenuItem[], path: string): MenuItem | null {
  if (path === '/') return null;
  return (
    items.find((item) => isAtOrBelow(item.href, path)) ??
    items.find((item) => firstSegment(item.href) === firstSegment(path)) ??
    items.find((item) => covers(item, path)) ??
    null
  );
}
