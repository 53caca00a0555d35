/**
 * The XSS corpus in the rankings (issue 38 item 2): every payload as another player's nickname
 * and picture address on /rank/coin — the rows (all 65 in one list answered over msw, the
 * player's own line pinned below) and the podium of the top three (every payload on a stand,
 * three at a time) — and as a banned player's (masked) nickname in the ban list's table and
 * phone cards. Each shows as written and the page holds no live markup
 * (tests/xss/component.ts).
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BanCategory, Code, RankPath, type BanRecord, type RichListEntry } from '@/protocol';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload } from '../../../../tests/xss/component';
import { LOBBY, renderRankPage } from '../test-kit';
import { useRankT } from '../texts';
import { BanListPage } from './ban-list-page';
import { CoinRankPage } from './coin-rank-page';
import { RankPodium } from './rank-podium';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: 99 } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));

setupXssTrap();

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (Result: unknown) => HttpResponse.json({ Code: Code.HttpOk, Message: '', Result });

/** Payload `id` as the player ranked `id`. */
const entry = (p: XssPayload): RichListEntry => ({ Rank: p.id, PlayerID: 100 + p.id, Name: p.text, PictureURL: p.text, PictureSetting: 1, VIPLevel: 3, Amount: 1_000_000 - p.id });

function Podium({ entries }: { entries: RichListEntry[] }) {
  const { tr, ready } = useRankT();
  return ready ? <RankPodium entries={entries} tr={tr} /> : null;
}

describe('the XSS corpus in the rankings', () => {
  it('/rank/coin: the rows and the player\'s own line', async () => {
    const mine = XSS_PAYLOADS[XSS_PAYLOADS.length - 1]!;
    server.use(http.post(`*/api/lobby${RankPath.RichList}`, () => ok({ List: XSS_PAYLOADS.map(entry), Mine: { ...entry(mine), Rank: 0 }, UpdatedAt: Date.UTC(2025, 0, 15) })));
    const { container } = renderRankPage(<CoinRankPage />);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="rank-row"]')).toHaveLength(XSS_PAYLOADS.length - 3));
    const rows = container.querySelectorAll('[data-testid="rank-row"]');
    for (const p of XSS_PAYLOADS.slice(3)) {
      const row = rows[p.id - 4]!;
      expectShownAsText(row, [p], `row of payload ${p.id}`);
      expect(row.querySelector('[title]')?.getAttribute('title'), `row of payload ${p.id}`).toBe(p.text);
    }
    expectShownAsText(container.querySelector('[data-testid="rank-mine"]'), [mine], 'the player\'s own line');
    expectInert();
  });

  it('/rank/coin: the podium, every payload on a stand', async () => {
    const { container, rerender } = renderRankPage(<Podium entries={[]} />);
    for (let i = 0; i < XSS_PAYLOADS.length; i += 3) {
      const group = XSS_PAYLOADS.slice(i, i + 3);
      rerender(<Podium entries={group.map((p, n) => ({ ...entry(p), Rank: n + 1 }))} />);
      await waitFor(() => expect(container.querySelectorAll('[data-testid="podium-place"]')).toHaveLength(group.length));
      const places = container.querySelectorAll('[data-testid="podium-place"]');
      for (const [n, p] of group.entries()) expectShownAsText(places[n]!, [p], `stand of payload ${p.id}`);
      expectInert();
    }
  });

  it('the ban list: masked nicknames in the table and on the cards', async () => {
    const ban = (p: XssPayload): BanRecord => ({ BanID: p.id, PlayerID: 100 + p.id, Name: p.text, Category: BanCategory.Spam, StartTime: Date.UTC(2025, 0, 15), EndTime: null });
    server.use(
      http.post(`${LOBBY}${RankPath.BanRecords}`, () => ok({ Total: XSS_PAYLOADS.length, Page: 1, PerPage: XSS_PAYLOADS.length, List: XSS_PAYLOADS.map(ban) })),
    );
    const { container } = renderRankPage(<BanListPage />);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="ban-row"]')).toHaveLength(XSS_PAYLOADS.length));
    const rows = container.querySelectorAll('[data-testid="ban-row"]');
    const cards = container.querySelectorAll('[data-testid="ban-card"]');
    expect(cards).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      expectShownAsText(rows[i]!, [p], `ban row of payload ${p.id}`);
      expectShownAsText(cards[i]!, [p], `ban card of payload ${p.id}`);
    }
    expectInert();
  });
});
