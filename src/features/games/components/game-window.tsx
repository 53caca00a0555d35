'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import { endSessionOnCode } from '@/features/session';
import { useLocale } from '@/i18n/use-locale';
import { errorMessage } from '@/protocol/errors';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { useScrollLock } from '@/ui/use-scroll-lock';
import { launchGame, type LaunchOutcome } from '../actions';
import { findGame, gameName } from '../catalogue';
import { browserStorage } from '../catalogue-storage';
import { useGamesStore } from '../store';
import { useGamesT } from '../texts';
import { isGameCode, saveWindowPath } from '../window-path';
import { GameFrame, GameWindowFrame } from './game-window-frame';
import { UnknownGame } from './unknown-game';

export interface GameWindowProps {
  code: string;
  /** 'full': the whole viewport (/play-game/m); 'framed': a window over the page on desktop, the whole viewport on phones. */
  variant: 'full' | 'framed';
  /** Where closing (and the unknown game's way back) leads: the page without the window. */
  closeHref: string;
  /** The window's site path (without locale) remembered as SAVED_WINDOW_URL for /play/now. */
  savePath?: string;
}

type WindowState = { kind: 'launching' } | LaunchOutcome;

/**
 * A game window: launches `code` (GamePath.Launch) and frames the lobby page it answers. A code
 * the catalogue lacks, or the lobby's 200381, shows 'unknown game' with the way back. Mounted
 * per code (`key`), so a new code starts from 'launching'.
 */
export function GameWindow({ code, variant, closeHref, savePath }: GameWindowProps) {
  const { t, tg } = useGamesT();
  const locale = useLocale();
  const router = useRouter();
  const tag = useSession().data?.sessionTag ?? null;
  const { lobbyUrl } = useRuntimeConfig();
  const games = useGamesStore((s) => s.games);
  const catalogueReady = useGamesStore((s) => s.status === 'ready');
  const [state, setState] = useState<WindowState>({ kind: 'launching' });
  const [attempt, setAttempt] = useState(0);
  const valid = isGameCode(code);
  useScrollLock(true);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void launchGame({ GameCode: code, Lang: locale }, resolveLobbyPublicUrl(lobbyUrl, window.location)).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'failed' && endSessionOnCode(outcome.code, undefined, tag)) return;
      if (outcome.kind === 'ready' && savePath) saveWindowPath(browserStorage(), savePath);
      setState(outcome);
    });
    return () => {
      live = false;
    };
  }, [code, locale, tag, valid, savePath, attempt, lobbyUrl]);

  useEffect(() => {
    if (variant !== 'framed') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') router.replace(closeHref, { scroll: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [variant, closeHref, router]);

  const game = findGame(games, code);
  const unknown = !valid || state.kind === 'unknown' || (catalogueReady && !game);
  const title = game ? gameName(game, locale) : unknown ? tg('unknownGame') : code;

  let body;
  if (unknown) body = <UnknownGame backHref={closeHref} />;
  else if (state.kind === 'launching') body = <LoadingText className="h-full" />;
  else if (state.kind === 'failed') {
    body = (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-4 px-6 text-center text-mist-300">
        <p>{errorMessage(t, { code: state.code }) ?? tg('launchFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setState({ kind: 'launching' });
            setAttempt((n) => n + 1);
          }}
        >
          {tg('retry')}
        </Button>
      </div>
    );
  } else {
    body = <GameFrame url={state.url} title={title} />;
  }

  return (
    <GameWindowFrame title={title} variant={variant} closeHref={closeHref} note={state.kind === 'ready' && !state.playable && !unknown ? tg('demoUnavailable') : null}>
      {body}
    </GameWindowFrame>
  );
}
