'use client';

import { useState } from 'react';

/** Rich backgrounds for the generated tiles, one picked per game code so a game keeps its colours. */
const TONES = [
  'from-gold-400 via-ruby-500 to-plum-800',
  'from-fuchsia-500 via-plum-700 to-night-900',
  'from-jade-400 via-teal-600 to-night-900',
  'from-sky-400 via-indigo-600 to-plum-900',
  'from-orange-400 via-ruby-600 to-plum-900',
  'from-amber-300 via-gold-600 to-night-900',
] as const;

/** A stable small number for a code (the tone of its tile). */
export function toneIndex(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % TONES.length;
}

/** The first letter of a name (a whole character for Chinese and for emoji). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/**
 * A game's artwork: its banner (16:9, the name drawn in it) when the lobby names one and it
 * loads, otherwise a generated tile (a deep gradient in the game's own tone, a gold-rimmed
 * initial, soft light and sparkles, the provider tag and the name). `compact` (the list's 40 px
 * icon) is always the generated initial: a banner's lettering cannot be read that small.
 * Decorative: the tile's link carries the game's name.
 */
export function GameArt({
  code,
  name,
  banner,
  provider,
  compact = false,
  eager = false,
}: {
  code: string;
  name: string;
  banner: string;
  provider: string;
  compact?: boolean;
  /** Load at once (a first-row tile, likely the page's largest paint), else when near the view. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (banner && !failed && !compact) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- banners come from the lobby's file host; next/image is kept out of the bundle (src/ui/svg-image.tsx)
      <img src={banner} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" onError={() => setFailed(true)} className="absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-105" />
    );
  }
  return (
    <span aria-hidden="true" className={`absolute inset-0 overflow-hidden bg-gradient-to-br ${TONES[toneIndex(code)]}`}>
      <span className="glow absolute -left-[87.5%] -top-[87.5%] h-[200%] w-[200%] [--glow-alpha:0.14] [--glow:255_255_255]" />
      <span className="absolute inset-0 bg-[radial-gradient(circle_at_70%_85%,rgb(0_0_0/0.45),transparent_60%)]" />
      <span className="absolute inset-0 opacity-30 [background-image:radial-gradient(rgb(255_255_255/0.7)_1px,transparent_1.5px)] [background-size:18px_18px]" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span
          className={`flex items-center justify-center rounded-full bg-night-950/35 font-black text-gold-300 ring-2 ring-gold-300/70 drop-shadow-[0_4px_10px_rgb(0_0_0/0.5)] backdrop-blur-sm transition duration-300 group-hover:scale-110 ${
            compact ? 'h-8 w-8 text-lg ring-1' : 'mb-[6%] h-[46%] max-h-24 min-h-10 aspect-square text-[clamp(1.25rem,5vw,2.75rem)]'
          }`}
        >
          {initialOf(name)}
        </span>
      </span>
      {compact ? null : (
        <>
          <span className="absolute right-2 top-2 rounded-full bg-night-950/50 px-2 py-0.5 text-[10px] font-black uppercase tracking-widest text-white/90 ring-1 ring-white/25">
            {provider}
          </span>
          <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-night-950/90 to-transparent px-2.5 pb-2 pr-11 pt-6 text-sm font-black text-white drop-shadow sm:text-base">
            {name}
          </span>
        </>
      )}
    </span>
  );
}
