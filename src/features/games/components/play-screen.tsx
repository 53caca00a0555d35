'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import type { PlayPageData } from '../play-page-data';
import { withGame } from '../window-path';
import { GameLobby } from './game-lobby';
import { LeavePlayGuard } from './leave-play-guard';

// The window (launch, relay, frame) loads in the browser when a game is open, not with the lobby.
const GameWindow = dynamic(() => import('./game-window').then((m) => m.GameWindow), { ssr: false });

/**
 * The three play pages (docs/decisions/149-game-routes-and-action-menu.md): the lobby at /play,
 * and the phone and desktop play screens.
 */
export type PlayPage = '/play' | '/play-game/m' | '/play-game/pc';

/**
 * A play page: the game lobby, and over it the window of `?game=CODE` when there is one — the
 * whole viewport on /play-game/m, a framed window on /play-game/pc and /play (the whole space
 * between the bars on phones). On /play, leaving while a window is open asks first. `code`
 * opens a window without `?game=` (/play/now?gameCode=). `data`: what the page read on the
 * server (catalogue, texts, columns: play-page-data.ts), so the lobby renders there and shows
 * until the store has its own catalogue.
 */
export function PlayScreen({ page, code: given, data }: { page: PlayPage; code?: string; data?: PlayPageData }) {
  const locale = useLocale();
  const asked = useSearchParams().get('game');
  const code = given ?? asked;
  const open = code !== null;
  return (
    <>
      <GameLobby hrefOf={(c) => localePath(locale, withGame(page, c))} initialGames={data?.games} texts={data?.texts} columns={data?.columns} />
      {open ? (
        <GameWindow
          key={code}
          code={code}
          variant={page === '/play-game/m' ? 'full' : 'framed'}
          closeHref={localePath(locale, page)}
          savePath={withGame(page, code)}
        />
      ) : null}
      {page === '/play' ? <LeavePlayGuard active={open} page={page} /> : null}
    </>
  );
}
