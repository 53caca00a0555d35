/**
 * Requests of the games feature: the catalogue (gameApi.List, no token: straight to the lobby)
 * and the launch of a game window (gameApi.Launch, through the site's relay, which adds the
 * session's token). ./catalogue-calls makes them, imported when first needed: the catalogue the
 * web server rendered needs no call and no schema.
 */
import { Code } from '@/protocol/codes';
import type { GameCatalogueEntry, GameLaunchRequest } from '@/protocol/games';
import type { GameProviderFilter } from '@/protocol/games-rules';
import { browserStorage, writeCatalogue } from './catalogue-storage';
import { whenIdle } from '@/ui/when-idle';
import { initialGamesState, useGamesStore } from './store';

const sameEntry = (a: GameCatalogueEntry, b: GameCatalogueEntry): boolean =>
  a.gameCode === b.gameCode &&
  a.gameName.en_us === b.gameName.en_us &&
  a.gameName.zh_tw === b.gameName.zh_tw &&
  a.banner === b.banner &&
  a.isShow === b.isShow &&
  a.provider === b.provider;

/** True when two catalogues list the same games with the same fields, in the same order. */
export function sameCatalogue(a: readonly GameCatalogueEntry[] | null, b: readonly GameCatalogueEntry[]): boolean {
  return a !== null && a.length === b.length && a.every((entry, i) => sameEntry(entry, b[i]!));
}

/**
 * Shows the catalogue. `shown` is the one the web server read from the lobby for this very render:
 * it shows as it is (an equal list already in the store stays, so the grid does not render again)
 * and is kept for the next visit (`gameList` and the full copy) once the page is idle; the lobby
 * is not asked again for what it has just answered. Without one, the copy kept by the last visit
 * shows as soon as ./catalogue-calls has loaded, while the catalogue is refreshed from the lobby
 * and the answer kept; an answer equal to what shows keeps the same list. A refresh already under
 * way is not started twice.
 */
export async function loadCatalogue(lobbyBase: string, storage: Storage | null = browserStorage(), shown: GameCatalogueEntry[] | null = null): Promise<void> {
  const { status, games } = useGamesStore.getState();
  if (shown) {
    useGamesStore.setState({ status: 'ready', games: sameCatalogue(games, shown) ? games : shown });
    whenIdle(() => writeCatalogue(storage, shown));
    return;
  }
  if (status === 'loading') return;
  useGamesStore.setState({ status: 'loading', games });
  const calls = await loadCalls();
  if (!calls) {
    useGamesStore.setState({ status: 'failed' });
    return;
  }
  const asked = calls.askCatalogue(lobbyBase);
  if (!useGamesStore.getState().games) useGamesStore.setState({ games: calls.readCachedCatalogue(storage) });
  const answer = await asked;
  if (!answer.ok) {
    useGamesStore.setState({ status: 'failed' });
    return;
  }
  const result = answer.result;
  writeCatalogue(storage, result.Games);
  const current = useGamesStore.getState().games;
  useGamesStore.setState({ status: 'ready', games: sameCatalogue(current, result.Games) ? current : result.Games });
}

/** The feature's calls, or null when their chunk could not be loaded (offline, a new deploy): the call fails as an unreachable lobby would. */
function loadCalls(): Promise<typeof import('./catalogue-calls') | null> {
  return import('./catalogue-calls').catch((error: unknown) => {
    console.error('games: the catalogue calls did not load', error);
    return null;
  });
}

/** Picks the §9 store brand filter of the grid. */
export function setGameFilter(filter: GameProviderFilter): void {
  useGamesStore.setState({ filter });
}

/** How opening a game ended: its window URL, an unknown game, or a refusal with its code. */
export type LaunchOutcome =
  | { kind: 'ready'; url: string; playable: boolean }
  | { kind: 'unknown' }
  | { kind: 'failed'; code: number };

/**
 * The window page on the lobby as this browser reaches it: GameURL names a page of the lobby
 * server, but the lobby builds it from the address it was asked at — behind the site's relay
 * that is the server-side LOBBY_URL (127.0.0.1:4000), not the public address the page talks to
 * and its CSP lets frame. The page keeps its path and query (the ticket) on the lobby's public
 * origin. Null for anything that is not an http(s) URL.
 * @example onLobbyOrigin('http://127.0.0.1:4000/games/window/10001?ticket=t', 'http://owl.localhost:4000') === 'http://owl.localhost:4000/games/window/10001?ticket=t'
 */
export function onLobbyOrigin(gameUrl: string, lobbyBase: string): string | null {
  try {
    const url = new URL(gameUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const lobby = new URL(lobbyBase);
    return new URL(`${url.pathname}${url.search}${url.hash}`, lobby.origin).href;
  } catch {
    return null;
  }
}

/**
 * Asks the lobby for a window of one game (a one-time URL of a lobby page), put on the lobby's
 * public origin `lobbyBase` (see `onLobbyOrigin`).
 * @example const outcome = await launchGame({ GameCode: '10001', Lang: 'zh_tw' }, 'http://localhost:4000')
 */
export async function launchGame(request: GameLaunchRequest, lobbyBase: string): Promise<LaunchOutcome> {
  const calls = await loadCalls();
  if (!calls) return { kind: 'failed', code: Code.Silent };
  const answer = await calls.askLaunch(request);
  if (!answer.ok) return answer.code === Code.GameUnknown ? { kind: 'unknown' } : { kind: 'failed', code: answer.code };
  const url = onLobbyOrigin(answer.result.GameURL, lobbyBase);
  if (!url) return { kind: 'failed', code: Code.Silent };
  return { kind: 'ready', url, playable: answer.result.Playable };
}

/** Test and sign-out reset. */
export function resetGames(): void {
  useGamesStore.setState(initialGamesState(), true);
}
