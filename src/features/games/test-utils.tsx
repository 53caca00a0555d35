/** Test-only: catalogue fixtures, an msw lobby and a render with the games texts, brand and runtime config. */
import { LOBBY_RELAY } from '@/http/relay-path';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { Code } from '@/protocol/codes';
import { GamePath, type GameCatalogueEntry } from '@/protocol/games';
import { createTestI18n } from '@/ui/testing';
import gamesText from '@locales/zh_tw/games.json';

/** Where the tests' lobby answers (runtime config `lobbyUrl`). */
export const LOBBY = 'http://lobby.test';

export const game = (gameCode: string, zh: string, en: string, provider: string, isShow = true, banner = ''): GameCatalogueEntry => ({
  gameCode,
  gameName: { zh_tw: zh, en_us: en },
  banner,
  isShow,
  provider,
});

export const CATALOGUE: GameCatalogueEntry[] = [
  game('10001', '財神到', 'God of Wealth', 'be'),
  game('10002', '龍王傳說', 'Dragon King', 'bng'),
  game('10003', '隱藏版', 'Hidden One', 'be', false),
  game('10006', '黃金寶藏', 'Golden Treasure', 'rsg'),
  game('fish01', '捕魚達人', 'Fishing Master', 'atg'),
];

/** msw handler: the lobby's catalogue. */
export const listHandler = (games: GameCatalogueEntry[] = CATALOGUE) =>
  http.post(`${LOBBY}${GamePath.List}`, () => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result: { Games: games } }));

/** msw handler: the relay's launch answering `reply` (a function of the requested code). */
export const launchHandler = (reply: (code: string) => { Code: number; Message?: string; Result: unknown }) =>
  http.post(`*${LOBBY_RELAY}${GamePath.Launch}`, async ({ request }) => {
    const body = (await request.json()) as { GameCode: string };
    return HttpResponse.json({ Message: '', ...reply(body.GameCode) });
  });

/** Renders `ui` with the zh_tw texts (games included), the brand and the runtime config. */
export function renderGames(ui: ReactElement, { brandId = 'crab' }: { brandId?: BrandId } = {}) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'games', gamesText);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigProvider value={{ lobbyUrl: LOBBY, locale: 'zh_tw' }}>
        <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
      </RuntimeConfigProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** Sets the jsdom viewport width (read by the grid and the window chooser). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
