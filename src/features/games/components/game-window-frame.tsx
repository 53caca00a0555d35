'use client';

import type { ReactNode } from 'react';
import Link from '@/ui/link';
import { ICON_BUTTON } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { useGamesT } from '../texts';

export interface GameWindowFrameProps {
  title: string;
  /** 'full': the whole viewport (/play-game/m); 'framed': a window over the page on desktop, the space between the site's bars on phones. */
  variant: 'full' | 'framed';
  /** Where the close button leads: the page without the window. */
  closeHref: string;
  /** A short note beside the title (a window without a playable demo). */
  note?: string | null;
  children: ReactNode;
}

/** The chrome of a game window: its title bar with the close button, and the space the game fills. */
export function GameWindowFrame({ title, variant, closeHref, note, children }: GameWindowFrameProps) {
  const { tg } = useGamesT();
  const framed = variant === 'framed';
  return (
    <section
      aria-label={title}
      data-testid="game-window"
      data-variant={variant}
      className={
        framed
          ? // under the site's top bar and phone bottom bar, which stay usable (leaving /play asks first)
            'fixed inset-x-0 bottom-[calc(3.75rem+1px+env(safe-area-inset-bottom))] top-[calc(4rem+1px+env(safe-area-inset-top))] z-20 flex items-center justify-center bg-night-950 lg:bottom-0 lg:bg-night-950/80 lg:p-8 lg:backdrop-blur-sm'
          : // above the site's bars, below the chat panel (z-40) so the chat opens over a running game
            'fixed inset-0 z-[35] flex bg-night-950'
      }
    >
      <div
        className={`flex h-full w-full flex-col overflow-hidden bg-night-900 ${
          framed ? 'lg:h-[min(84dvh,800px)] lg:max-w-6xl lg:rounded-3xl lg:shadow-[0_30px_80px_rgb(0_0_0/0.6)] lg:ring-1 lg:ring-gold-500/40' : ''
        }`}
      >
        <header
          className={`flex min-h-12 shrink-0 items-center gap-2 border-b border-gold-500/20 bg-gradient-to-r from-plum-800 to-night-900 pl-4 pr-1 ${framed ? '' : 'pt-[env(safe-area-inset-top)]'}`}
        >
          <Icon name="gamepad" className="h-5 w-5 shrink-0 text-gold-400" />
          <h2 className="min-w-0 flex-1 truncate font-black text-white">{title}</h2>
          {note ? <span className="hidden rounded-full bg-mist-500/30 px-2.5 py-0.5 text-xs font-bold text-mist-300 sm:inline">{note}</span> : null}
          <Link
            href={closeHref}
            replace
            scroll={false}
            aria-label={tg('close')}
            data-testid="game-window-close"
            className={ICON_BUTTON}
          >
            <Icon name="close" className="h-6 w-6" />
          </Link>
        </header>
        <div className="relative flex min-h-0 flex-1 flex-col">{children}</div>
      </div>
    </section>
  );
}

/**
 * The game itself: the lobby's window page in a frame. Sandboxed so it cannot navigate this
 * page; it keeps its own origin (its scripts and storage work as on their own).
 */
export function GameFrame({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      key={url}
      src={url}
      title={title}
      data-testid="game-frame"
      allow="autoplay; fullscreen"
      allowFullScreen
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className="h-full w-full flex-1 border-0 bg-black"
    />
  );
}
