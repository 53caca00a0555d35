'use client';

import { useEffect } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { LoadingText } from '@/ui/loading-text';
import { browserStorage } from '../catalogue-storage';
import { isGameCode, savedWindowPath } from '../window-path';
import { PlayScreen } from './play-screen';

/**
 * /play/now: `?gameCode=CODE` (a shared game's card) opens that game's window here over the
 * lobby; without it, back to the last game window (SAVED_WINDOW_URL, chat §3), or the lobby.
 */
export function PlayNow() {
  const router = useRouter();
  const locale = useLocale();
  const params = useSearchParams();
  const asked = params.get('gameCode') ?? params.get('game');
  const code = isGameCode(asked) ? asked : null;
  useEffect(() => {
    if (code === null) router.replace(localePath(locale, savedWindowPath(browserStorage()) ?? '/play'));
  }, [router, locale, code]);
  if (code !== null) return <PlayScreen page="/play" code={code} />;
  return <LoadingText className="py-24" />;
}
