/**
 * The XSS corpus in sharing (issue 38 item 2): every payload as the nickname of a friend or a
 * found player in 發送名單 (all 65 rows at once, the row's text and its select box's name), as
 * the name of the game shared (a catalogue name, or an honor record's game id from the server),
 * and as the game name a /share link carries (trimmed to its 40 characters). Each shows as
 * written and the page holds no live markup (tests/xss/component.ts).
 */
import { act, waitFor } from '@testing-library/react';
import type { ListedPlayer } from '@/protocol';
import { renderWithI18n } from '@/ui/testing';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import type { ShareListSource } from '../share-list';
import { resetShare } from '../store';
import { ShareDialog } from './share-dialog';
import { SharePage } from './share-page';

const state = vi.hoisted(() => ({ query: '' }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: null }) }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useSearchParams: () => new URLSearchParams(state.query) }));

setupXssTrap();


beforeEach(() => vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetShare());
});

const player = (p: XssPayload): ListedPlayer => ({ PlayerID: 100 + p.id, Name: p.text, PictureURL: p.text, PictureSetting: 1, Online: true, VIPLevel: 3 });
const everyone: ShareListSource = async () => ({ ok: true, rows: XSS_PAYLOADS.map(player), total: XSS_PAYLOADS.length });
const nobody: ShareListSource = async () => ({ ok: true, rows: [], total: 0 });
const share = (p: XssPayload) => ({ gameCode: '10001', gameName: p.text });

describe('the XSS corpus in sharing', () => {
  it('發送名單: the players\' nicknames', async () => {
    renderWithI18n(<ShareDialog share={share(XSS_PAYLOADS[0]!)} source={everyone} />);
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"] li')).toHaveLength(XSS_PAYLOADS.length));
    const rows = document.querySelectorAll('[role="dialog"] li');
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      expectShownAsText(rows[i]!, [p], `row of payload ${p.id}`);
      expect(rows[i]!.querySelector('input')?.getAttribute('aria-label'), `select box of payload ${p.id}`).toBe(`選取 ${p.text}`);
    }
    expectInert();
  });

  it.each(XSS_RUNS)('發送名單: the name of the game shared (payloads %i–%i)', async (_first, _last, run) => {
    const { rerender } = renderWithI18n(<ShareDialog share={share(run[0]!)} source={nobody} />);
    const dialog = () => document.querySelector('[role="dialog"]');
    await waitFor(() => expect(dialog()).not.toBeNull());
    for (const p of run) {
      rerender(<ShareDialog share={share(p)} source={nobody} />);
      expectShownAsText(dialog(), [p], `game shared: payload ${p.id}`);
      expectInert();
    }
  });

  it.each(XSS_RUNS)('a /share link: the game name it carries (payloads %i–%i)', async (_first, _last, run) => {
    const { container, rerender } = renderWithI18n(<SharePage />);
    for (const p of run) {
      state.query = new URLSearchParams({ gameCode: `g${p.id}`, gameName: p.text }).toString();
      rerender(<SharePage />);
      // the link's name is trimmed and cut to 40 characters
      const shown = { ...p, text: Array.from(p.text.trim()).slice(0, 40).join('') };
      await waitFor(() => expectShownAsText(container.querySelector('section'), [shown], `/share with payload ${p.id}`));
      expectInert();
    }
  });
});
