'use client';

import { useEffect, useState } from 'react';
import { BigWinLimits, BigWinType } from '@/protocol/big-win-rules';
import { gameNameOf } from '../game-names';
import { bannerLabelText } from '../labels';
import type { ShownBanner } from '../store';
import { useBigWinT } from '../texts';
import { BannerAvatar } from './banner-avatar';

/**
 * One win banner (chat §4 "Win banner"): a slim bar at the top of the page with the winner's
 * avatar, name, game and level label, and a thin line counting down its 4 s. It never takes a
 * tap (the game under it stays playable); motion is off under reduced motion.
 */
export function WinBanner({ banner }: { banner: ShownBanner }) {
  const { tb, ready } = useBigWinT();
  const { alert } = banner;
  const [running, setRunning] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setRunning(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!ready) return null;
  const game = gameNameOf(alert.GameCode);
  const line = tb(alert.WinType === BigWinType.Bonus ? 'banner.bonus' : 'banner.bigPrize', { name: alert.PlayerName, game });
  const label = bannerLabelText(alert.AlertInfo, tb);
  return (
    <div
      data-testid="win-banner"
      className="relative flex w-full max-w-xl animate-[toast-in_300ms_ease-out] items-center gap-2.5 overflow-hidden rounded-full bg-gradient-to-r from-plum-800/95 via-night-900/95 to-plum-800/95 py-1 pl-1 pr-1.5 shadow-[0_6px_24px_rgba(0,0,0,0.45)] ring-1 ring-gold-400/70 backdrop-blur motion-reduce:animate-none"
    >
      <BannerAvatar pictureUrl={alert.PictureURL} />
      <p className="min-w-0 flex-1 truncate text-sm font-bold text-white" data-testid="win-banner-text">
        {line}
      </p>
      <span
        data-testid="win-banner-label"
        className="shrink-0 rounded-full bg-gradient-to-b from-gold-200 via-gold-400 to-gold-600 px-3 py-1 text-xs font-black tracking-wide text-night-950 shadow-inner"
      >
        {label}
      </span>
      <span
        aria-hidden="true"
        className="absolute bottom-0 left-0 h-0.5 bg-gradient-to-r from-gold-300 to-gold-500 ease-linear motion-reduce:hidden"
        style={{ width: running ? '0%' : '100%', transitionProperty: 'width', transitionDuration: `${BigWinLimits.BannerMs}ms` }}
      />
    </div>
  );
}
