import { useId } from 'react';
import { VIP_TIER_IDS, type VipTierId } from './vip';

/**
 * The colours of a tier's badge: a light and a dark stop of its metal or gem, the rim, and
 * the numeral's colour (dark on the light metals, white on the deep gems).
 */
export const VIP_BADGE_COLORS: Readonly<Record<VipTierId, { light: string; dark: string; rim: string; ink: string }>> = {
  bronze: { light: '#f0b27a', dark: '#8a4b22', rim: '#5c2f12', ink: '#2a1206' },
  silver: { light: '#f4f6fa', dark: '#8d99ab', rim: '#5b6577', ink: '#1d2330' },
  gold: { light: '#ffe08a', dark: '#c28a1e', rim: '#7a5310', ink: '#2e1d02' },
  platinum: { light: '#eef8fb', dark: '#7fa8b8', rim: '#4c7384', ink: '#102a35' },
  diamond: { light: '#dff8ff', dark: '#22a7e0', rim: '#0b5f86', ink: '#05253a' },
  ruby: { light: '#ff9db0', dark: '#c0123f', rim: '#6f0622', ink: '#ffffff' },
  sapphire: { light: '#9cc8ff', dark: '#1d46c8', rim: '#0d2470', ink: '#ffffff' },
  obsidian: { light: '#6e6a8c', dark: '#0c0b16', rim: '#a78bfa', ink: '#ffffff' },
};

/** The tier of a level 1–8; null outside (level 0: no tier yet). */
export function vipTierOf(level: number): VipTierId | null {
  return Number.isInteger(level) && level >= 1 && level <= VIP_TIER_IDS.length ? VIP_TIER_IDS[level - 1]! : null;
}

// Metals (銅 銀 金 白金) are round medals, gems (鑽石 紅寶石 藍寶石 黑曜石) cut stones: the two
// families read apart even at 16 px where colours alone are close (silver, platinum, diamond).
const MEDAL = 'M20 2.5a17.5 17.5 0 1 1 0 35a17.5 17.5 0 1 1 0-35z';
const GEM = 'M11 4h18l9 11.5L20 37.5 2 15.5z';
const GEM_FACETS = 'M2 15.5h36M11 4l4 11.5L20 37.5M29 4l-4 11.5L20 37.5M15 15.5L20 4l5 11.5';

/**
 * The VIP badge art for levels 1–8: one parametrised SVG, distinct metal and gem colours,
 * the level numeral inside. Decorative unless `title` is given (then an image with that name).
 * @example <VipBadgeArt level={3} className="h-5 w-5" /> // a gold medal with a 3
 */
export function VipBadgeArt({ level, title, className = 'h-6 w-6' }: { level: number; title?: string; className?: string }) {
  const tier = vipTierOf(level);
  // the tier in the id too: two React roots that hand out the same useId still agree on colours
  const id = `${useId().replace(/[^\w-]/g, '')}-vip-${tier ?? 'none'}`;
  const c = tier ? VIP_BADGE_COLORS[tier] : { light: '#9aa0c3', dark: '#4a5078', rim: '#2b3180', ink: '#ffffff' };
  const gem = tier !== null && VIP_TIER_IDS.indexOf(tier) >= 4;
  return (
    <svg
      viewBox="0 0 40 40"
      className={className}
      data-tier={tier ?? 'none'}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor={c.light} />
          <stop offset="1" stopColor={c.dark} />
        </linearGradient>
      </defs>
      <path d={gem ? GEM : MEDAL} fill={`url(#${id})`} stroke={c.rim} strokeWidth="2.2" strokeLinejoin="round" />
      {gem ? (
        <path d={GEM_FACETS} fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1" />
      ) : (
        <circle cx="20" cy="20" r="12.5" fill="none" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="1.2" />
      )}
      <text
        x="20"
        y={gem ? 22 : 21}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={gem ? 15 : 18}
        fontWeight="900"
        fill={c.ink}
        stroke={c.ink === '#ffffff' ? '#000000' : 'none'}
        strokeOpacity="0.35"
        strokeWidth="0.6"
        paintOrder="stroke"
        fontFamily="system-ui, sans-serif"
      >
        {tier ? level : '–'}
      </text>
    </svg>
  );
}

/**
 * The one VIP badge of the site: the art, "VIP n" and, when given, the tier's name.
 * @example <VipBadge level={3} name="金" /> // [medal] VIP3 金
 */
export function VipBadge({
  level,
  name,
  size = 'md',
  className = '',
  testId,
}: {
  level: number;
  testId?: string;
  /** The tier's name (銅 … 黑曜石) from the caller's texts; omitted in tight places. */
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const art = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-12 w-12' }[size];
  const text = { sm: 'text-[11px]', md: 'text-sm', lg: 'text-lg' }[size];
  return (
    <span data-testid={testId} className={`inline-flex items-center gap-1 whitespace-nowrap font-black ${text} ${className}`}>
      <VipBadgeArt level={level} className={`${art} shrink-0 drop-shadow`} />
      <span className="text-gold-300">VIP{level}</span>
      {name ? (
        <>
          {' '}
          <span className="text-white">{name}</span>
        </>
      ) : null}
    </span>
  );
}
