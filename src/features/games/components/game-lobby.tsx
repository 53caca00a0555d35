'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { useEffect, useMemo } from 'react';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import type { GameCatalogueEntry } from '@/protocol/games';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { loadCatalogue, setGameFilter } from '../actions';
import { visibleGames } from '../catalogue';
import { useGamesStore } from '../store';
import { useGamesT } from '../texts';
import type { GridColumns } from '../grid-columns';
import { GameGrid } from './game-grid';
import { ProviderTabs } from './provider-tabs';

/**
 * The game lobby: the §9 provider filter over the shown games of the catalogue, each tile opening
 * its window at `hrefOf(code)`. `initialGames` is the catalogue the web server read for this
 * render: it shows and is kept for the next visit, and the lobby is not asked again; without it
 * the copy kept by the last visit shows at once while the catalogue is refreshed from the lobby.
 * With `texts` and `columns` it renders on the server.
 */
export function GameLobby({
  hrefOf,
  initialGames = null,
  texts,
  columns,
}: {
  hrefOf: (code: string) => string;
  initialGames?: GameCatalogueEntry[] | null;
  /** The games texts of the page's language, when the page read them (ready at once). */
  texts?: object;
  /** The grid's columns until the width is known (server render). */
  columns?: GridColumns;
}) {
  const { tg, ready, failed: textsFailed, retry: retryTexts } = useGamesT(texts);
  const { lobbyUrl } = useRuntimeConfig();
  const refresh = () => void loadCatalogue(resolveLobbyPublicUrl(lobbyUrl, window.location));
  // What shows, and whether the refresh failed: the store taking over the page's own list, or the
  // refresh starting, changes neither, so the grid does not render again (it is the page's
  // largest part, and that render came in the task that runs the effects after hydration).
  const games = useGamesStore((s) => s.games ?? initialGames);
  const failed = useGamesStore((s) => s.status === 'failed');
  const filter = useGamesStore((s) => s.filter);

  useEffect(() => {
    void loadCatalogue(resolveLobbyPublicUrl(lobbyUrl, window.location), undefined, initialGames);
    // the page's list seeds the store once; a later prop does not restart the refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lobbyUrl]);

  const shown = useMemo(() => (games ? visibleGames(games, filter) : []), [games, filter]);
  if (!ready) return <TextsPending failed={textsFailed} retry={retryTexts} className="py-24" />;
  return (
    <section aria-labelledby="game-lobby-title" className="flex flex-col gap-4">
      {/* Phones: the tabs always have a line of their own. A wrap decided by the title's width
          moved the grid 40 px down once a Chinese web font replaced the fallback's glyphs. */}
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h1 id="game-lobby-title" className="text-xl font-black text-white sm:text-2xl">
          {tg('lobbyTitle')}
        </h1>
        <ProviderTabs value={filter} onChange={setGameFilter} label={tg('filterLabel')} textOf={(f) => tg(`filters.${f}`)} />
      </div>
      <div id="game-grid-panel" role="tabpanel" aria-labelledby="game-lobby-title">
        {games === null && !failed ? (
          <LoadingText className="py-16" />
        ) : games === null ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-16 text-mist-300">
            <p>{tg('loadFailed')}</p>
            <Button variant="secondary" onClick={refresh}>
              {tg('retry')}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-16 text-center text-mist-300">{tg('empty')}</p>
        ) : (
          <GameGrid games={shown} hrefOf={hrefOf} labelOf={(name) => tg('open', { name })} fallbackColumns={columns} />
        )}
      </div>
    </section>
  );
}
