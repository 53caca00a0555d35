import type { ReactNode } from 'react';

export type GuideStep = 'signIn' | 'daily' | 'slot' | 'chat' | 'gifts' | 'passbook';

const GOLD = '#f7c948';
const GOLD_DARK = '#b9821c';
const NIGHT = '#151a45';
const PLUM = '#4a2680';
const JADE = '#3ddc97';
const RUBY = '#ef4444';
const MIST = '#c7cbe0';

// One small drawing per step, in the site's palette (no image files to download).
const ART: Record<GuideStep, ReactNode> = {
  signIn: (
    <>
      <rect x="38" y="8" width="44" height="80" rx="8" fill={NIGHT} stroke={GOLD} strokeWidth="3" />
      <circle cx="60" cy="34" r="9" fill={MIST} />
      <path d="M46 56c2-8 8-11 14-11s12 3 14 11z" fill={MIST} />
      <rect x="46" y="64" width="28" height="10" rx="5" fill="#06c755" />
      <circle cx="92" cy="24" r="10" fill={JADE} />
      <path d="M87 24l4 4 7-8" stroke={NIGHT} strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  daily: (
    <>
      <rect x="22" y="18" width="60" height="60" rx="8" fill={NIGHT} stroke={GOLD} strokeWidth="3" />
      <rect x="22" y="18" width="60" height="14" rx="6" fill={RUBY} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <circle key={i} cx={34 + (i % 3) * 18} cy={46 + Math.floor(i / 3) * 16} r="5" fill={i < 4 ? GOLD : PLUM} />
      ))}
      <rect x="74" y="50" width="30" height="26" rx="3" fill={RUBY} />
      <rect x="70" y="44" width="38" height="9" rx="2" fill={GOLD} />
      <rect x="86" y="44" width="6" height="32" fill={GOLD} />
    </>
  ),
  slot: (
    <>
      <rect x="20" y="14" width="80" height="70" rx="10" fill={PLUM} stroke={GOLD} strokeWidth="3" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={30 + i * 22} y="30" width="18" height="30" rx="3" fill="#fff" />
          <text x={39 + i * 22} y="51" textAnchor="middle" fontSize="16" fontWeight="900" fill={RUBY}>
            7
          </text>
        </g>
      ))}
      <rect x="38" y="68" width="44" height="8" rx="4" fill={GOLD} />
      <path d="M100 30v22" stroke={MIST} strokeWidth="3" />
      <circle cx="100" cy="26" r="6" fill={RUBY} />
    </>
  ),
  chat: (
    <>
      <path d="M16 22h56a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8H38l-12 10v-10h-10a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z" fill={NIGHT} stroke={MIST} strokeWidth="2.5" />
      <path d="M24 36h40M24 46h28" stroke={MIST} strokeWidth="3" strokeLinecap="round" />
      <path d="M76 54l6-16 9 10 9-10 6 16z" fill={GOLD} stroke={GOLD_DARK} strokeWidth="2" strokeLinejoin="round" />
      <rect x="76" y="56" width="30" height="14" rx="3" fill={GOLD_DARK} />
      <text x="91" y="67" textAnchor="middle" fontSize="10" fontWeight="900" fill="#fff">
        VIP
      </text>
    </>
  ),
  gifts: (
    <>
      <rect x="18" y="40" width="48" height="40" rx="4" fill={RUBY} />
      <rect x="14" y="30" width="56" height="12" rx="3" fill={GOLD} />
      <rect x="38" y="30" width="8" height="50" fill={GOLD} />
      <path d="M42 30c-10-14-22-6-14 0M42 30c10-14 22-6 14 0" stroke={GOLD} strokeWidth="3" fill="none" />
      <rect x="74" y="22" width="32" height="50" rx="5" fill="#c81e1e" />
      <path d="M74 34q16 12 32 0" fill="none" stroke={GOLD} strokeWidth="2.5" />
      <circle cx="90" cy="42" r="6" fill={GOLD} />
    </>
  ),
  passbook: (
    <>
      <rect x="26" y="12" width="68" height="76" rx="6" fill={NIGHT} stroke={GOLD} strokeWidth="3" />
      <rect x="26" y="12" width="12" height="76" rx="4" fill={GOLD_DARK} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="46" y={26 + i * 14} width="26" height="5" rx="2.5" fill={MIST} />
          <rect x="76" y={26 + i * 14} width="10" height="5" rx="2.5" fill={i % 2 ? RUBY : JADE} />
        </g>
      ))}
    </>
  ),
};

/** The illustration of a beginner-guide step (decorative: the step's title says it). */
export function GuideArt({ step }: { step: GuideStep }) {
  return (
    <svg viewBox="0 0 120 96" aria-hidden="true" className="h-16 w-20 shrink-0 sm:h-24 sm:w-28 drop-shadow-[0_4px_12px_rgb(0_0_0/0.4)]">
      {ART[step]}
    </svg>
  );
}
