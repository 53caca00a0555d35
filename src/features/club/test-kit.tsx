/**
 * Test-only: renders the club page with the zh_tw texts (common, errors, club) for a brand, and
 * builds the lobby's club answers the way docs/protocol-club.md describes them.
 */
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import { Code, type ClubInfoResult, type ClubMember, type ClubSummary } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import clubText from '@locales/zh_tw/club.json';
import { resetClub } from './actions';
import type { ClubTexts } from './components/club-page';
import { useClubT } from './texts';

export { clubText };

export function renderClub(ui: ReactElement, brandId: BrandId = 'crab') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'club', clubText);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

export const SELF = 7;

export function summary(over: Partial<ClubSummary> = {}): ClubSummary {
  return {
    ClubID: 11,
    ClubName: '龍門',
    MemberCount: 3,
    Capacity: 50,
    PicInfo: { Path: '', DefaultID: 1 },
    Description: '每晚九點集合',
    LeaderID: 1,
    ChatEnabled: false,
    ...over,
  };
}

export function info(role: number, over: Partial<ClubInfoResult> = {}): ClubInfoResult {
  return { Club: role === 0 ? null : summary(), Role: role, ReapplyAfterMs: 0, PendingClubIDs: [], InvitedClubIDs: [], ...over };
}

export function member(PlayerID: number, Role: number, Name: string): ClubMember {
  return { PlayerID, Name, PictureURL: '', VIPLevel: 3, Online: true, Role, JoinTime: Date.UTC(2025, 0, 15, 4, 0) };
}

export const ok = (Result: unknown) => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result });
export const refused = (code: number, Result: unknown = null) => HttpResponse.json({ Code: code, Message: 'server detail', Result });

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** Answers relay `path` (`/api/lobby<path>`) with `reply(body)`, recording each call in `calls`. */
export function answer(server: SetupServer, calls: Call[], path: string, reply: (body: Record<string, unknown>) => Response | Promise<Response>) {
  server.use(
    http.post(`*/api/lobby${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return reply(body);
    }),
  );
}

/**
 * The lobby on msw for one test file: listening while the file runs; after each test its
 * answers and calls are cleared, the page unmounted and the club store emptied (in that order:
 * the search reads the player's pending applications from the store).
 */
export function clubLobby(): { server: SetupServer; calls: Call[] } {
  const server = setupServer();
  const calls: Call[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    cleanup();
    resetClub();
  });
  return { server, calls };
}

/** The club texts as the club page hands them down. */
export function WithTexts({ children }: { children: (texts: ClubTexts) => ReactNode }) {
  const texts = useClubT();
  return texts.ready ? children(texts) : null;
}
