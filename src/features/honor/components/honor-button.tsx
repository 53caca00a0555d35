'use client';

import { useSession } from 'next-auth/react';
import { openHonorList } from '../store';
import { useHonorT } from '../texts';

/** The signed-in player's own 榮譽榜 entry (the member hub). */
export function OwnHonorListButton() {
  const self = Number(useSession().data?.user?.playerID);
  return self > 0 ? <HonorListButton playerId={self} /> : null;
}

/** The 榮譽榜 entry: opens `playerId`'s honor list (the profile card passes the player shown). */
export function HonorListButton({ playerId }: { playerId: number }) {
  const { th, ready } = useHonorT();
  if (!ready || !(playerId > 0)) return null;
  return (
    <button
      type="button"
      onClick={() => openHonorList(playerId)}
      className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-night-800/80 px-4 font-bold text-mist-300 ring-1 ring-white/10 transition hover:text-gold-300 hover:ring-gold-400/40"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6 text-ruby-500" fill="currentColor" aria-hidden="true">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      {th('open')}
    </button>
  );
}
