'use client';

import Link from '@/ui/link';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { useGamesT } from '../texts';

/** Chat §8 'unknown game' (未知的遊戲): what a window of a code the catalogue lacks shows, with the way back. */
export function UnknownGame({ backHref }: { backHref: string }) {
  const { tg } = useGamesT();
  return (
    <div role="alert" data-testid="unknown-game" className="flex h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-ruby-500/20 text-ruby-500 ring-2 ring-ruby-500/50">
        <Icon name="alert" className="h-9 w-9" />
      </span>
      <h2 className="text-xl font-black text-white">{tg('unknownGame')}</h2>
      <p className="max-w-sm text-mist-300">{tg('unknownGameHint')}</p>
      <Link href={backHref} replace className={buttonClass('primary')}>
        {tg('backToLobby')}
      </Link>
    </div>
  );
}
