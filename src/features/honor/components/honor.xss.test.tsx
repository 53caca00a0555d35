/**
 * The XSS corpus in the honor list (issue 38 item 2). A record names no player and no game by
 * text: what the server writes into it is the game's provider and id (the row's icon address)
 * and CreateTime (its first 10 characters are the date shown). Every payload goes in there, all
 * 65 records in one list, and as the server's message of a refused list (the error modal, after
 * the mapped text). Texts show as written, icon addresses stay paths on the file host, and the
 * page holds no live markup (tests/xss/component.ts). (A record shared from here: its game id is
 * the share dialog's game name, src/features/share/components/share.xss.test.tsx.)
 */
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { HonorPinned, Op, type Achievement, type Result } from '@/protocol';
import { honorDate, honorIconPath } from '@/protocol/honor';
import { createTestI18n } from '@/ui/testing';
import honor from '@locales/zh_tw/honor.json';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, type XssPayload, XSS_RUNS } from '../../../../tests/xss/component';
import { loadHonorList } from '../actions';
import { openHonorList, resetHonor, useHonorStore } from '../store';
import { HonorDialog } from './honor-dialog';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: 7 } } }) }));
type Answer = Result<unknown>;
const request = vi.fn<(op: number, payload: Record<string, unknown>) => Promise<Answer>>();
vi.mock('@/socket', () => ({ getSockets: () => ({ lobby: { request: (op: number, payload: Record<string, unknown>) => request(op, payload) } }) }));
vi.mock('@/socket/use-socket-state', () => ({ useSocketState: () => 'ready' }));

setupXssTrap();


afterEach(() => act(() => resetHonor()));

const record = (p: XssPayload): Achievement => ({
  ID: p.id,
  Win: 5_235,
  Bet: 100,
  CreateTime: p.text,
  Pinned: p.id <= 3 ? HonorPinned.Pinned : HonorPinned.Unpinned,
  PlayerID: 7,
  SiteID: 'crab',
  GameInfo: { Provider: p.text, GameID: p.text },
});

function renderPanel() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'honor', honor);
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <HonorDialog />
      </I18nextProvider>,
    ),
  };
}

/** Lets the fake lobby's answer land. */
const settled = () => act(async () => {});

describe('the XSS corpus in the honor list', () => {
  it('the records: dates from CreateTime and icon addresses from the game\'s provider and id', async () => {
    request.mockResolvedValue({ ok: true, result: { Achievements: XSS_PAYLOADS.map(record) } });
    act(() => openHonorList(7));
    renderPanel();
    await settled();
    const rows = document.querySelectorAll('[data-testid="honor-row"]');
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) {
      const row = rows[i]!;
      expect(row.textContent, `date of payload ${p.id}`).toContain(honorDate(p.text));
      expect(row.querySelector('img')?.getAttribute('src'), `icon of payload ${p.id}`).toBe(honorIconPath(p.text, p.text));
    }
    expectInert();
  });

  it.each(XSS_RUNS)('a refused list: the server\'s message in the error modal (payloads %i–%i)', async (_first, _last, run) => {
    // the list asked for as the panel asks when the lobby is ready (the panel itself closed: the modal is what shows)
    act(() => useHonorStore.setState({ playerId: 7 }));
    const { i18n } = renderPanel();
    for (const p of run) {
      request.mockResolvedValue({ ok: false, code: 999_004, message: p.text });
      await act(() => loadHonorList(i18n.t));
      expectShownAsText(document.querySelector('[role="alert"]'), [p], `refusal of payload ${p.id}`);
      expectInert();
    }
    expect(request).toHaveBeenLastCalledWith(Op.HonorList, { PlayerID: 7 });
  });
});
